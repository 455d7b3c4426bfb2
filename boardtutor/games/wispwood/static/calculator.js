// Wispwood scoring calculator: draw the `view` Python renders, report clicks and typed text via `intent`.
// No scoring happens here: Python validates every intent and computes every point.

const COLUMNS = "abcdefghijk";
const STEPS = { ArrowUp: [0, -1], ArrowDown: [0, 1], ArrowLeft: [-1, 0], ArrowRight: [1, 0] };

function h(tag, attrs = {}, children = []) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs)) {
    if (value === undefined || value === null || value === false) continue;
    if (key === "text") node.textContent = value;
    else if (key.startsWith("on")) node.addEventListener(key.slice(2), value);
    else node.setAttribute(key, value === true ? "" : value);
  }
  for (const child of children) if (child) node.append(child);
  return node;
}

function render({ model, el }) {
  el.classList.add("boardtutor", "wispwood-calc");  // "boardtutor" marks every boardtutor widget (the browser tests count them)
  let focused = null;

  function send(intent) {
    model.set("intent", { ...intent, version: model.get("version") });
    model.save_changes();
  }

  function button(item, cls = "") {
    return h("button", {
      type: "button", class: `wc-button ${cls}`, "aria-pressed": item.active === undefined ? null : String(!!item.active),
      text: item.label, title: item.help, onclick: () => send({ type: "button", id: item.id }),
    });
  }

  function board(view) {
    const box = h("div", { class: "wc-board", role: "group", "aria-label": view.title });
    box.innerHTML = view.svg || "";
    const cells = box.querySelectorAll("[data-field]");
    // fields to press: the picture is a group of them, not one image a screen reader cannot enter
    if (box.firstElementChild && cells.length) box.firstElementChild.setAttribute("role", "group");
    let first = null;
    for (const node of cells) {
      const field = node.getAttribute("data-field");
      const title = node.querySelector("title");
      node.setAttribute("role", "button");
      node.setAttribute("aria-label", title ? title.textContent : field);
      node.setAttribute("tabindex", "-1");
      node.classList.add("wc-cell");
      node.addEventListener("click", () => { focused = field; send({ type: "field", field }); });
      node.addEventListener("focus", () => { focused = field; });
      node.addEventListener("keydown", (event) => {
        if (event.key === "Enter" || event.key === " ") {
          event.preventDefault();
          focused = field;
          send({ type: "field", field });
        } else if (STEPS[event.key]) {
          event.preventDefault();
          const name = field.slice(5);
          const col = COLUMNS.indexOf(name[0]) + STEPS[event.key][0];
          const row = Number(name.slice(1)) + STEPS[event.key][1];
          const next = box.querySelector(`[data-field="cell:${COLUMNS[col]}${row}"]`);
          if (col >= 0 && next) { node.setAttribute("tabindex", "-1"); next.setAttribute("tabindex", "0"); next.focus(); focused = next.getAttribute("data-field"); }
        }
      });
      if (!first || field === focused) first = node;
    }
    if (first) first.setAttribute("tabindex", "0");
    return box;
  }

  function draw() {
    const view = model.get("view") || {};
    const texts = view.texts || {};
    const hadFocus = el.contains(document.activeElement);
    const header = h("div", { class: "wc-header" }, [
      h("span", { class: "wc-title", text: view.title }),
      h("button", { type: "button", class: "wc-button wc-lang", text: view.lang_button, onclick: () => send({ type: "lang", lang: view.lang_next }) }),
    ]);
    const brushes = h("div", { class: "wc-row", role: "group", "aria-label": texts.brush }, [
      h("span", { class: "wc-label", text: texts.brush }),
      ...(view.brushes || []).map((b) => {
        const node = button(b, "wc-brush");
        node.prepend(h("span", { class: "wc-swatch", style: `background:${b.colour}`, text: b.letter }));
        return node;
      }),
    ]);
    const rounds = h("div", { class: "wc-row" }, [...(view.rounds || []).map((r) => button(r)), button(view.clear), button(view.example)]);
    const text = h("textarea", { class: "wc-text", rows: 6, cols: 12, spellcheck: "false", "aria-label": texts.forest_text });
    text.value = view.text || "";
    const apply = h("button", { type: "button", class: "wc-button", text: texts.apply, onclick: () => send({ type: "text", text: text.value }) });
    const left = h("div", { class: "wc-left" }, [board(view), h("label", { class: "wc-label", text: texts.forest_text }), text, apply]);
    const rows = h("table", { class: "wc-table" }, (view.rows || []).map((r) =>
      h("tr", { class: r.active ? "wc-active" : "" }, [
        h("td", {}, [button({ id: r.id, label: r.label, active: r.active }, "wc-link")]),
        h("td", { class: "wc-points", text: String(r.points) }),
      ])));
    const lines = h("ul", { class: "wc-lines", "aria-label": texts.why }, (view.lines || []).map((line) =>
      h("li", {}, [button({ id: line.id, label: `${line.goal}: ${line.text}`, active: line.active }, `wc-link ${line.points ? "" : "wc-zero"}`)])));
    const right = h("div", { class: "wc-right" }, [
      h("div", { class: "wc-total", role: "status", "aria-live": "polite", text: view.total }),
      rows,
      h("p", { class: "wc-bonus", text: view.bonus }),
      h("div", { class: "wc-row" }, [h("span", { class: "wc-label", text: texts.why }), button(view.all)]),
      lines,
    ]);
    const goals = h("details", { class: "wc-goals", open: true }, [
      h("summary", { text: texts.goals }),
      ...(view.groups || []).map((g) => h("div", { class: "wc-row" }, [h("span", { class: "wc-label", text: g.label }), ...g.options.map((o) => button(o, "wc-goal"))])),
      h("p", { class: "wc-help", text: texts.assumed }),
    ]);
    const parts = [header, brushes, rounds];
    if (view.message) parts.push(h("div", { class: `wc-message wc-${view.message.kind}`, role: "alert", text: view.message.text }));
    parts.push(h("div", { class: "wc-main" }, [left, right]), goals, h("p", { class: "wc-help", text: texts.help }));
    el.replaceChildren(h("div", { class: "wc-root", lang: model.get("lang") }, parts));
    if (hadFocus && focused) {
      const again = el.querySelector(`[data-field="${focused}"]`);
      if (again) { again.setAttribute("tabindex", "0"); again.focus(); }
    }
  }

  model.on("change:view", draw);
  draw();
}

export default { render };
