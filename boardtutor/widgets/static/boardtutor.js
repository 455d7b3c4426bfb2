// boardtutor views: draw the `view` trait that Python renders, report clicks through `intent`.
// No game rule lives here: Python validates every intent against the engine's legal actions.

const DIRS = { ArrowUp: [0, 1], ArrowDown: [0, -1], ArrowLeft: [-1, 0], ArrowRight: [1, 0] };

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

function nearest(positions, from, [dx, dy]) {
  // The closest field in the arrow's direction (ties go to the straightest line).
  const [x0, y0] = positions[from];
  let best = null;
  let bestScore = Infinity;
  for (const [field, [x, y]] of Object.entries(positions)) {
    const along = (x - x0) * dx + (y - y0) * dy;
    if (along <= 0) continue;
    const across = Math.abs((x - x0) * dy) + Math.abs((y - y0) * dx);
    const score = along + 2 * across;
    if (score < bestScore) { bestScore = score; best = field; }
  }
  return best;
}

function render({ model, el }) {
  el.classList.add("boardtutor");
  let focused = null;

  function send(intent) {
    model.set("intent", { ...intent, version: model.get("version") });
    model.save_changes();
  }

  function boardPanel(view) {
    const board = h("div", { class: "bt-board", role: "group", "aria-label": view.labels?.board });
    board.innerHTML = view.svg || "";
    const positions = view.positions || {};
    const clickable = new Set(view.clickable || []);
    const targets = new Set(view.targets || []);
    const fields = board.querySelectorAll("[data-field]");
    let first = null;
    for (const node of fields) {
      const field = node.getAttribute("data-field");
      if (!(field in positions)) continue;
      const title = node.querySelector("title");
      node.setAttribute("aria-label", title ? title.textContent : field);
      node.setAttribute("tabindex", "-1");
      if (clickable.has(field)) {
        node.setAttribute("role", "button");
        node.classList.add("bt-clickable");
        if (targets.has(field)) node.classList.add("bt-target");
        if (field === view.selected) node.setAttribute("aria-pressed", "true");
        node.addEventListener("click", () => { focused = field; send({ type: "field", field }); });
      }
      node.addEventListener("keydown", (event) => {
        if (event.key === "Enter" || event.key === " ") {
          event.preventDefault();
          if (clickable.has(field)) { focused = field; send({ type: "field", field }); }
        } else if (DIRS[event.key]) {
          event.preventDefault();
          const next = nearest(positions, field, DIRS[event.key]);
          if (next) {
            const target = board.querySelector(`[data-field="${next}"]`);
            if (target) { node.setAttribute("tabindex", "-1"); target.setAttribute("tabindex", "0"); target.focus(); focused = next; }
          }
        }
      });
      node.addEventListener("focus", () => { focused = field; });
      if (!first || field === (focused || view.selected || (view.targets || [])[0])) first = node;
    }
    if (first) first.setAttribute("tabindex", "0");
    // A field may name a key (data-key="r"): pressing it while the board has focus clicks that field.
    board.addEventListener("keydown", (event) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey || event.key.length !== 1) return;
      const target = board.querySelector(`[data-key="${CSS.escape(event.key.toLowerCase())}"]`);
      const field = target && target.getAttribute("data-field");
      if (!field || !clickable.has(field)) return;
      event.preventDefault();
      send({ type: "field", field });
    });
    return board;
  }

  function buttonRow(buttons, group, cls) {
    const items = buttons.filter((b) => b.group === group);
    if (!items.length) return null;
    return h("div", { class: `bt-row ${cls}` }, items.map((b) =>
      h("button", {
        class: `bt-button bt-${group}`, type: "button", "data-id": b.id, disabled: !!b.disabled,
        text: b.label, onclick: () => send({ type: "button", id: b.id }),
      })));
  }

  function settingsForm(s) {
    const players = h("select", { class: "bt-players", "aria-label": s.labels.players });
    for (let n = s.min_players; n <= s.max_players; n++) {
      players.append(h("option", { value: n, selected: n === s.players, text: String(n) }));
    }
    const seatsBox = h("span", { class: "bt-seats" });
    const seatSelects = [];
    function drawSeats() {
      seatsBox.replaceChildren();
      seatSelects.length = 0;
      for (let i = 0; i < Number(players.value); i++) {
        const select = h("select", { "aria-label": `${s.labels.seat} ${i + 1}` });
        for (const kind of s.seat_kinds) {
          select.append(h("option", { value: kind.id, selected: (s.seats[i] || "human") === kind.id, text: kind.label }));
        }
        seatSelects.push(select);
        seatsBox.append(h("label", {}, [`${s.labels.seat} ${i + 1} `, select]));
      }
    }
    players.addEventListener("change", drawSeats);
    drawSeats();
    const seed = h("input", { type: "number", value: s.seed, min: 0, step: 1, class: "bt-seed", "aria-label": s.labels.seed });
    const optionSelects = s.options.map((o) => {
      const select = h("select", { "data-option": o.name, "aria-label": o.label });
      for (const v of o.values) select.append(h("option", { value: v.id, selected: v.id === o.value, text: v.label }));
      return h("label", {}, [`${o.label} `, select]);
    });
    const start = h("button", {
      type: "button", class: "bt-button bt-start", text: s.labels.start,
      onclick: () => {
        const options = {};
        for (const label of optionSelects) { const sel = label.querySelector("select"); options[sel.dataset.option] = sel.value; }
        send({
          type: "new_game", players: Number(players.value), seats: seatSelects.map((x) => x.value),
          seed: Number.parseInt(seed.value, 10) || 0, options,
        });
      },
    });
    return h("details", { class: "bt-settings" }, [
      h("summary", { text: s.labels.start }),
      h("div", { class: "bt-row" }, [h("label", {}, [`${s.labels.players} `, players]), seatsBox]),
      h("div", { class: "bt-row" }, [h("label", {}, [`${s.labels.seed} `, seed]), ...optionSelects, start]),
    ]);
  }

  function draw() {
    const view = model.get("view") || {};
    const hadFocus = el.contains(document.activeElement);
    const buttons = view.buttons || [];
    const header = h("div", { class: "bt-header" }, [
      h("span", { class: "bt-title", text: view.title }),
      h("button", {
        class: "bt-button bt-lang", type: "button", text: view.lang_button, "aria-label": view.lang_button,
        onclick: () => send({ type: "lang", lang: view.lang_next }),
      }),
    ]);
    const parts = [header];
    if (view.step) {
      const slider = h("input", {
        type: "range", min: 0, max: view.step.total, value: view.step.index, class: "bt-slider",
        "aria-label": view.step.label,
        onchange: (e) => send({ type: "slider", value: Number(e.target.value) }),
      });
      parts.push(h("div", { class: "bt-row bt-nav" }, [
        ...(buttonRow(buttons, "nav", "bt-navbuttons")?.childNodes || []), slider,
        h("span", { class: "bt-steplabel", text: view.step.label }),
      ]));
    }
    if (view.narration) {
      parts.push(h("div", { class: "bt-narration", "aria-live": "polite" }, [
        h("p", { text: view.narration }),
        view.citation ? h("p", { class: "bt-citation", text: `§ ${view.citation}` }) : null,
      ]));
    }
    parts.push(buttonRow(buttons, "choices", "bt-choices"));
    if (view.message) {
      parts.push(h("div", { class: `bt-message bt-${view.message.kind}`, role: view.message.kind === "error" ? "alert" : "status", text: view.message.text }));
    }
    parts.push(boardPanel(view));
    if (view.result) parts.push(h("div", { class: "bt-result", role: "status", text: view.result }));
    parts.push(buttonRow(buttons, "actions", "bt-actions"));
    if (view.bot_note) parts.push(h("div", { class: "bt-botnote", text: view.bot_note }));
    parts.push(buttonRow(buttons, "controls", "bt-controls"));
    if (view.settings) parts.push(settingsForm(view.settings));
    if (view.log && view.log.length) {
      parts.push(h("details", { class: "bt-log" }, [
        h("summary", { text: view.labels?.log }),
        h("ol", {}, view.log.map((line) => h("li", { text: line }))),
      ]));
    }
    if (view.clickable && view.clickable.length) parts.push(h("p", { class: "bt-help", text: view.labels?.keyboard_help }));
    el.replaceChildren(h("div", { class: "bt-root", lang: model.get("lang") }, parts));
    if (hadFocus && focused) {
      const again = el.querySelector(`[data-field="${focused}"]`);
      if (again) { again.setAttribute("tabindex", "0"); again.focus(); }
    }
  }

  model.on("change:view", draw);
  draw();
}

export default { render };
