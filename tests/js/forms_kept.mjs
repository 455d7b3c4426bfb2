// Runs boardtutor.js on a fake DOM: a learner opens "New game…", picks settings, pastes a saved game and
// opens the log; then the computer moves (a new view) and the language changes. Prints what stayed.
import { readFileSync } from "node:fs";
import { installFakeDom, fakeModel } from "./fake_dom.mjs";

installFakeDom();
const { default: widget } = await import(process.argv[2]);
const views = JSON.parse(readFileSync(process.argv[3], "utf-8"));
const el = document.createElement("div");
const model = fakeModel(views[0], "de");
widget.render({ model, el });

const form = () => el.querySelector("details.bt-settings");
const state = (f) => ({
  open: f.open,
  players: f.querySelector("select.bt-players").value,
  seats: f.querySelector("span.bt-seats").querySelectorAll("select").map((s) => s.value),
  seed: f.querySelector("input.bt-seed").value,
  options: f.querySelectorAll("select[data-option]").map((s) => s.value),
  removed: f.removedCount || 0,
});

const first = form();
first.open = true;
const players = first.querySelector("select.bt-players");
players.value = String(views[0].settings.max_players);
players.dispatch("change");
first.querySelector("span.bt-seats").querySelectorAll("select")[1].value = "search";
first.querySelector("input.bt-seed").value = "42";
for (const select of first.querySelectorAll("select[data-option]")) {
  const options = select.querySelectorAll("option");
  select.value = options[options.length - 1].getAttribute("value");
}
const chosen = state(first);
el.querySelector("details.bt-loadbox").open = true;
el.querySelector("textarea.bt-loadtext").value = "my pasted game";
const log = el.querySelector("details.bt-log");
if (log) log.open = true;

model.push(views[1]);  // the computer moved
const afterMove = {
  same: form() === first, ...state(form()),
  paste: el.querySelector("textarea.bt-loadtext").value,
  loadOpen: el.querySelector("details.bt-loadbox").open,
  logOpen: el.querySelector("details.bt-log").open,
};
model.push(views[2], "en");  // the other language: the form is drawn anew with the learner's choices
const afterLanguage = { ...state(form()), summary: form().querySelector("summary").textContent };
form().querySelector("button.bt-start").click();
console.log(JSON.stringify({ chosen, afterMove, afterLanguage, sent: model.sent.at(-1) }));
