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

// The top-level children of an SVG string ("<svg …>", its children's markup, in order), or null when
// the text is not one <svg> element. Lets a redraw replace only the children that changed.
const TAG = /<(\/?)([A-Za-z][\w:.-]*)(?:[^>"']|"[^"]*"|'[^']*')*?(\/?)>/g;

function svgChildren(svg) {
  TAG.lastIndex = 0;
  let depth = 0, start = 0, open = null, match;
  const parts = [];
  while ((match = TAG.exec(svg))) {
    const closing = match[1] === "/", selfClosing = match[3] === "/";
    if (depth === 0) {
      if (open !== null || closing || match[2] !== "svg" || selfClosing) return null;
      open = match[0];
      depth = 1;
      continue;
    }
    if (depth === 1 && !closing) start = match.index;
    depth += closing ? -1 : selfClosing ? 0 : 1;
    if (depth === 0) return { open, parts };
    if (depth === 1) parts.push(svg.slice(start, TAG.lastIndex));
  }
  return null;
}

function parseSvgChildren(parts) {
  const template = document.createElement("template");
  template.innerHTML = `<svg xmlns="http://www.w3.org/2000/svg">${parts.join("")}</svg>`;
  return [...template.content.firstElementChild.children];
}

function setAttr(node, name, value) {
  if (value === null) { if (node.hasAttribute(name)) node.removeAttribute(name); }
  else if (node.getAttribute(name) !== value) node.setAttribute(name, value);
}

function render({ model, el }) {
  el.classList.add("boardtutor");
  let focused = null;
  // What the board shows now: the picture's parts and the fields that can be clicked.
  let shown = { svg: null, split: null, positions: {}, clickable: new Set() };

  function send(intent) {
    model.set("intent", { ...intent, version: model.get("version") });
    model.save_changes();
  }

  // The root and the board stay the same elements from one redraw to the next: only the parts of the
  // picture that changed are replaced, so the browser redraws a few fields, not the whole board.
  // Layout for a projector: the board on the left, everything that changes (narration, messages,
  // buttons, the computer's moves) in a column beside it, so no message ever moves the board.
  const top = h("div");
  const board = h("div", { class: "bt-board", role: "group" });
  const side = h("div", { class: "bt-side" });
  const bottom = h("div", { class: "bt-bottom" });
  const main = h("div", { class: "bt-main" }, [h("div", { class: "bt-boardcol" }, [board]), side]);
  // data-lm-suppress-shortcuts: JupyterLab leaves the keys to the widget while it has the focus
  const root = h("div", { class: "bt-root", tabindex: "-1", "data-lm-suppress-shortcuts": "true" }, [top, main, bottom]);
  el.replaceChildren(root);
  let current = {};
  // The board and its column fit the screen: what the notebook (or the app's page) shows below the rows
  // above the board. The board is as big as that leaves (at most BOARD_MAX px high), never so small that
  // its smallest text gets under READABLE px (MIN_TEXT px where that lets all fit: see the end of fit);
  // the column goes beside the board where it has room there,
  // else under it (bt-wrapped). Nothing scrolls inside the widget: what does not fit the page scrolls.
  const BOARD_MAX = 470, GAP = 12, SIDE_MIN = 260;
  const READABLE = () => (window.innerWidth >= 1200 ? 12 : 11), MIN_TEXT = 11;
  let smallestText = null;  // the smallest text of the picture, in the picture's own units
  let measuredLayout = null;  // the layout of the picture smallestText was measured on
  // A game may draw a narrow picture too (the same board arranged for a narrow column). The widget asks
  // for it where even the whole width would show the wide picture's text under READABLE px, and for the
  // wide one again once the width holds it (Python draws both; a game without a narrow one keeps its own).
  let askedLayout = "wide";
  let wideUnits = null;  // the wide picture's width per px of its smallest text
  function chooseLayout(box, width) {
    if (!Number.isFinite(smallestText)) return;
    const layout = current.layout || "wide";
    if (layout === "wide") wideUnits = box.width / smallestText;
    if (wideUnits === null) return;
    const wanted = width + 1 < wideUnits * READABLE() ? "narrow" : "wide";
    if (wanted !== askedLayout && wanted !== layout) {
      askedLayout = wanted;
      send({ type: "layout", layout: wanted });
    } else if (wanted === layout) {
      askedLayout = layout;
    }
  }
  function visibleHeight() {
    const scroller = el.closest(".jp-WindowedPanel-outer");
    return Math.min(scroller ? scroller.clientHeight : Infinity, window.innerHeight);
  }
  function fit() {
    root.classList.toggle("bt-narrow", root.clientWidth > 0 && root.clientWidth < 760);
    const picture = board.firstElementChild;
    const box = picture && picture.viewBox && picture.viewBox.baseVal;
    const width = main.clientWidth;
    if (main.hidden || !box || !box.width || !box.height || !width) return;
    if (smallestText === null || measuredLayout !== (current.layout || "wide")) {
      measuredLayout = current.layout || "wide";
      smallestText = Infinity;
      for (const t of picture.querySelectorAll("text")) {
        const size = parseFloat(getComputedStyle(t).fontSize);
        if (size > 0 && t.textContent.trim()) smallestText = Math.min(smallestText, size);
      }
    }
    chooseLayout(box, width);
    const aspect = box.width / box.height;
    const above = main.getBoundingClientRect().top - el.getBoundingClientRect().top;
    const room = visibleHeight() - above - 4;
    // a narrow picture is there to be read: its floor is not capped by BOARD_MAX
    const cap = measuredLayout === "narrow" ? Infinity : BOARD_MAX;
    // the board's least height for text of `px` px (whole px: not a hair under)
    const floorFor = (px) => Math.ceil(Math.min(cap, Number.isFinite(smallestText) ? box.height * px / smallestText : 0));
    const place = (height, under) => {
      root.style.setProperty("--bt-board-height", `${Math.floor(height)}px`);
      root.classList.toggle("bt-wrapped", under);
      return side.offsetHeight;
    };
    // beside: the biggest board that leaves the column its least width
    const beside = Math.min(BOARD_MAX, room, (width - GAP - SIDE_MIN) / aspect);
    // Places board and column with the board's text at least `px` px; true if both fit the room.
    const placeAt = (px) => {
      const floor = floorFor(px);
      // beside: a smaller board leaves the column wider, so shorter (down in steps of 16 px, the last
      // step to the floor itself)
      if (beside >= floor) {
        for (let height = beside; ; height = Math.max(floor, height - 16)) {
          if (place(height, false) <= room) return true;
          if (height <= floor) break;
        }
      }
      // under: the column takes the whole width; the board gets the rest of the room
      const column = place(Math.min(BOARD_MAX, width / aspect), true);
      const gap = parseFloat(getComputedStyle(main).rowGap) || 0;
      place(Math.max(floor, Math.min(BOARD_MAX, width / aspect, room - gap - column)), true);
      return main.offsetHeight <= room + 1;
    };
    // The readable size first; where board and column do not fit with it (a long example's question
    // under a wide board), the board may go down to MIN_TEXT px; where nothing fits even so, the page
    // scrolls and the board keeps the readable size.
    if (placeAt(READABLE()) || READABLE() <= MIN_TEXT || placeAt(MIN_TEXT)) return;
    placeAt(READABLE());
  }
  let fittedWidth = 0;
  if (typeof ResizeObserver !== "undefined") {
    new ResizeObserver(() => { if (root.clientWidth !== fittedWidth) { fittedWidth = root.clientWidth; fit(); } }).observe(root);
  }
  const refit = () => { if (el.isConnected) fit(); else window.removeEventListener("resize", refit); };
  if (typeof window !== "undefined") window.addEventListener("resize", refit);
  // A list of text that scrolls takes the focus (Tab), so that the arrow keys can scroll it; one that
  // fits does not (no needless stop for the keyboard).
  const focusScrolling = () => {
    for (const list of root.querySelectorAll(".bt-botmoves ol, .bt-log ol")) {
      setAttr(list, "tabindex", list.scrollHeight > list.clientHeight + 1 ? "0" : null);
    }
  };
  if (typeof ResizeObserver !== "undefined") new ResizeObserver(() => focusScrolling()).observe(main);
  root.addEventListener("toggle", focusScrolling, true);  // the log opened: does it scroll?

  // Stepping with the keyboard or a presenter's remote: → ← PageDown PageUp Space.
  const STEP_KEYS = { ArrowRight: "nav:next", PageDown: "nav:next", " ": "nav:next", ArrowLeft: "nav:back", PageUp: "nav:back" };
  // Practice: the keys 1–9 pick the answers in the order shown (not while typing a number).
  root.addEventListener("keydown", (event) => {
    if (current.kind !== "practice" || event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
    if (/^(INPUT|TEXTAREA|SELECT)$/.test(event.target.tagName) || !/^[1-9]$/.test(event.key)) return;
    const choice = (current.buttons || []).filter((b) => b.group === "choices")[Number(event.key) - 1];
    if (!choice || choice.disabled) return;
    event.preventDefault();
    keepFocus = `[data-id="${CSS.escape(choice.id)}"]`;
    send({ type: "button", id: choice.id });
  });
  root.addEventListener("keydown", (event) => {
    if (!current.step || event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
    const target = event.target;
    if (board.contains(target) || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName)) return;
    if (target.tagName === "BUTTON" && (event.key === " " || event.key === "Enter")) return;
    const id = STEP_KEYS[event.key];
    const button = id && (current.buttons || []).find((b) => b.id === id);
    if (!button || button.disabled) return;
    event.preventDefault();
    event.stopPropagation();
    keepFocus = `[data-id="${id}"]`;
    send({ type: "button", id });
  });
  let keepFocus = null;

  function fieldNode(event) {
    const node = event.target.closest ? event.target.closest("[data-field]") : null;
    return node && board.contains(node) && node.getAttribute("data-field") in shown.positions ? node : null;
  }

  function clickField(field) {
    focused = field;
    send({ type: "field", field });
  }

  board.addEventListener("click", (event) => {
    const node = fieldNode(event);
    const field = node && node.getAttribute("data-field");
    if (field && shown.clickable.has(field)) clickField(field);
    // an example's board is not for clicking: Python answers with how to play on from here
    else if (field && current.kind === "steps" && !(current.clickable || []).length) send({ type: "field", field });
  });
  board.addEventListener("focusin", (event) => {
    const node = fieldNode(event);
    if (node) focused = node.getAttribute("data-field");
  });
  board.addEventListener("keydown", (event) => {
    const node = fieldNode(event);
    if (node) {
      const field = node.getAttribute("data-field");
      if (event.key === "Enter" || event.key === " ") {
        event.preventDefault();
        if (shown.clickable.has(field)) clickField(field);
        return;
      }
      if (DIRS[event.key]) {
        event.preventDefault();
        const next = nearest(shown.positions, field, DIRS[event.key]);
        const target = next && board.querySelector(`[data-field="${CSS.escape(next)}"]`);
        if (target) { node.setAttribute("tabindex", "-1"); target.setAttribute("tabindex", "0"); target.focus(); focused = next; }
        return;
      }
    }
    // A field may name a key (data-key="r"): pressing it while the board has focus clicks that field.
    if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey || event.key.length !== 1) return;
    const keyed = board.querySelector(`[data-key="${CSS.escape(event.key.toLowerCase())}"]`);
    const field = keyed && keyed.getAttribute("data-field");
    if (!field || !shown.clickable.has(field)) return;
    event.preventDefault();
    send({ type: "field", field });
  });

  function drawPicture(svg) {
    if (svg === shown.svg) return;
    const split = svgChildren(svg);
    const old = shown.split;
    const picture = board.firstElementChild;
    if (split && old && picture && split.open === old.open && split.parts.length === old.parts.length
        && picture.children.length === old.parts.length) {
      const changed = split.parts.map((part, i) => (part === old.parts[i] ? -1 : i)).filter((i) => i >= 0);
      const fresh = parseSvgChildren(changed.map((i) => split.parts[i]));
      const nodes = [...picture.children];
      changed.forEach((i, k) => nodes[i].replaceWith(fresh[k]));
    } else {
      board.innerHTML = svg;
    }
    shown.svg = svg;
    shown.split = split;
    smallestText = null;
    const drawn = board.firstElementChild;
    const box = drawn && drawn.viewBox && drawn.viewBox.baseVal;
    if (box && box.width && box.height) board.style.setProperty("--bt-aspect", String(box.width / box.height));
  }

  function drawBoard(view) {
    setAttr(board, "aria-label", view.labels?.board ?? null);
    drawPicture(view.svg || "");
    const positions = view.positions || {};
    const clickable = new Set(view.clickable || []);
    const targets = new Set(view.targets || []);
    // the arrow keys move among the fields the picture draws now (a game may place a field that is not
    // drawn in every position, such as a die not rolled)
    const drawnFields = new Set([...board.querySelectorAll("[data-field]")].map((node) => node.getAttribute("data-field")));
    shown.positions = Object.fromEntries(Object.entries(positions).filter(([field]) => drawnFields.has(field)));
    shown.clickable = clickable;
    // Fields that take the focus make the picture a group of fields, not one image: inside role="img"
    // a screen reader never reaches them (the picture keeps its name, the summary of the position).
    const picture = board.firstElementChild;
    if (picture && Object.keys(positions).length) setAttr(picture, "role", "group");
    const home = focused || view.selected || (view.targets || [])[0];
    let first = null;
    for (const node of board.querySelectorAll("[data-field]")) {
      const field = node.getAttribute("data-field");
      if (!(field in positions)) continue;
      const title = node.querySelector("title");
      setAttr(node, "aria-label", title ? title.textContent : field);
      const canClick = clickable.has(field);
      setAttr(node, "role", canClick ? "button" : null);
      node.classList.toggle("bt-clickable", canClick);
      node.classList.toggle("bt-target", canClick && targets.has(field));
      setAttr(node, "aria-pressed", canClick && field === view.selected ? "true" : null);
      if (!first || field === home) first = node;
      setAttr(node, "tabindex", "-1");
    }
    if (first) first.setAttribute("tabindex", "0");
  }

  function buttonRow(buttons, group, cls) {
    const items = buttons.filter((b) => b.group === group);
    if (!items.length) return null;
    return h("div", { class: `bt-row ${cls}` }, items.map((b) =>
      h("button", {
        class: `bt-button bt-${group}`, type: "button", "data-id": b.id, disabled: !!b.disabled,
        text: b.label, onclick: () => { keepFocus = `[data-id="${CSS.escape(b.id)}"]`; send({ type: "button", id: b.id }); },
      })));
  }

  // `chosen`: what the learner had picked in the form before it was drawn anew (in the other language)
  function settingsForm(s, chosen = null) {
    // the start number field starts empty (Python never sends the running game's: it settles every draw)
    const pick = chosen || { players: s.players, seats: s.seats, seed: "", options: {} };
    const players = h("select", { class: "bt-players", "aria-label": s.labels.players });
    for (let n = s.min_players; n <= s.max_players; n++) {
      players.append(h("option", { value: n, selected: n === pick.players, text: String(n) }));
    }
    const seatsBox = h("span", { class: "bt-seats" });
    const seatSelects = [];
    function drawSeats() {
      const before = seatSelects.map((x) => x.value);
      seatsBox.replaceChildren();
      seatSelects.length = 0;
      for (let i = 0; i < Number(players.value); i++) {
        const select = h("select", { "aria-label": `${s.labels.seat} ${i + 1}` });
        const seat = before[i] || pick.seats[i] || "human";
        for (const kind of s.seat_kinds) {
          select.append(h("option", { value: kind.id, selected: seat === kind.id, text: kind.label }));
        }
        seatSelects.push(select);
        seatsBox.append(h("label", {}, [`${s.labels.seat} ${i + 1} `, select]));
      }
    }
    players.addEventListener("change", drawSeats);
    drawSeats();
    const seed = h("input", {
      type: "number", value: pick.seed, min: 0, step: 1, class: "bt-seed", "aria-label": s.labels.seed, placeholder: s.labels.seed_empty,
    });
    const optionSelects = s.options.map((o) => {
      const select = h("select", { "data-option": o.name, "aria-label": o.label });
      const value = o.name in pick.options ? pick.options[o.name] : o.value;
      for (const v of o.values) select.append(h("option", { value: v.id, selected: v.id === value, text: v.label }));
      return select;
    });
    const choices = () => {
      const options = {};
      for (const sel of optionSelects) options[sel.dataset.option] = sel.value;
      return { players: Number(players.value), seats: seatSelects.map((x) => x.value), seed: seed.value, options };
    };
    const start = h("button", {
      type: "button", class: "bt-button bt-start", text: s.labels.start,
      onclick: () => {
        const c = choices();
        // an empty field (or no whole number): null, and Python draws a fresh start number
        const number = Number.parseInt(c.seed, 10);
        send({ type: "new_game", players: c.players, seats: c.seats, seed: Number.isFinite(number) ? number : null, options: c.options });
      },
    });
    const form = h("details", { class: "bt-settings" }, [
      h("summary", { text: s.labels.summary }),
      h("div", { class: "bt-row" }, [h("label", {}, [`${s.labels.players} `, players]), seatsBox]),
      h("div", { class: "bt-row" }, [
        h("label", {}, [`${s.labels.seed} `, seed]),
        ...optionSelects.map((select, i) => h("label", {}, [`${s.options[i].label} `, select])), start,
      ]),
    ]);
    form.choices = choices;
    return form;
  }

  // The forms below the board outlive a redraw (the computer moves, a message comes): they are drawn
  // anew only when what Python sends for them changes, so an open "New game…" keeps its choices, the
  // pasted text stays, and nothing a learner is doing there is lost.
  const kept = {};
  function keep(name, data, make) {
    const json = JSON.stringify(data);
    const old = kept[name];
    if (old && old.json === json) return old.node;
    const node = make(old ? old.node : null);
    if (old && "open" in old.node) node.open = old.node.open;
    kept[name] = { json, node };
    return node;
  }
  const settingsValues = (s) => JSON.stringify([s.players, s.min_players, s.max_players, s.seats, s.options.map((o) => [o.name, o.value])]);

  let savedUrl = null;
  function download(file) {
    // A file Python sent when asked for (a game with secrets: its text never stays on the page).
    const url = URL.createObjectURL(new Blob([file.text], { type: "application/json" }));
    const link = h("a", { href: url, download: file.filename, hidden: true });
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
  model.on("msg:custom", (msg) => { if (msg && msg.download) download(msg.download); });

  function savedPanel(saved) {
    // The saved game: a download link (a Blob, no server involved) and the same text to copy. In a
    // game with secrets Python sends no text: the button asks for the file, which holds every secret.
    if (saved.text === null || saved.text === undefined) {
      return h("div", { class: "bt-saved" }, [
        h("button", { class: "bt-button bt-download", type: "button", text: `⬇ ${saved.label}`, onclick: () => send({ type: "download" }) }),
      ]);
    }
    if (savedUrl) URL.revokeObjectURL(savedUrl);
    const url = savedUrl = URL.createObjectURL(new Blob([saved.text], { type: "application/json" }));
    const text = h("textarea", { class: "bt-savetext", readonly: true, rows: 3, "aria-label": saved.copy });
    text.value = saved.text;
    text.addEventListener("focus", () => text.select());
    return h("div", { class: "bt-saved" }, [
      h("a", { class: "bt-button bt-download", href: url, download: saved.filename, text: `⬇ ${saved.label}` }),
      h("label", {}, [saved.copy, text]),
    ]);
  }

  function loadForm(labels) {
    // Read a file or pasted text and send it as it is: Python checks everything.
    const file = h("input", { type: "file", accept: ".json,application/json,text/plain", class: "bt-loadfile", "aria-label": labels.file });
    const paste = h("textarea", { class: "bt-loadtext", rows: 3, "aria-label": labels.paste });
    file.addEventListener("change", () => {
      const chosen = file.files && file.files[0];
      if (!chosen) return;
      chosen.text().then((text) => send({ type: "load", text }));
    });
    const button = h("button", {
      type: "button", class: "bt-button bt-load", text: labels.button,
      onclick: () => send({ type: "load", text: paste.value }),
    });
    const box = h("details", { class: "bt-loadbox" }, [
      h("summary", { text: labels.summary }),
      h("div", { class: "bt-row" }, [h("label", {}, [`${labels.file} `, file])]),
      h("div", { class: "bt-row" }, [h("label", {}, [labels.paste, paste]), button]),
    ]);
    box.pasted = paste;
    return box;
  }

  // The rule finder: the search box stays the same element while the learner types.
  let searchBox = null;
  let searchTimer = null;
  function searchRow(search, count) {
    if (!searchBox) {
      searchBox = h("input", { type: "search", class: "bt-search" });
      searchBox.addEventListener("input", () => {
        clearTimeout(searchTimer);
        searchTimer = setTimeout(() => send({ type: "search", text: searchBox.value.slice(0, 80) }), 250);
      });
    }
    setAttr(searchBox, "aria-label", search.label);
    setAttr(searchBox, "placeholder", search.placeholder);
    if (document.activeElement !== searchBox && searchBox.value !== search.value) searchBox.value = search.value;
    return h("div", { class: "bt-row bt-searchrow" }, [h("label", {}, [`${search.label} `, searchBox]), h("span", { class: "bt-count", text: count })]);
  }

  function ruleList(view) {
    // the first section open (the best answers, or what learners ask first) and the one with the chosen
    // rule; the others show their headings, so the list is not longer than the screen
    const list = h("div", { class: "bt-rulelist" }, view.sections.map((section, i) => h("details", {
      open: i === 0 || section.rules.some((rule) => rule.selected),
    }, [
      h("summary", { text: section.heading }),
      h("ul", {}, section.rules.map((rule) => h("li", {}, [h("button", {
        type: "button", class: `bt-rulebutton${rule.selected ? " bt-selected" : ""}`, "data-id": rule.id, text: rule.label,
        "aria-pressed": rule.selected ? "true" : "false",
        onclick: () => { keepFocus = `[data-id="${CSS.escape(rule.id)}"]`; send({ type: "button", id: rule.id }); },
      }),
      // a question's answers carry the example that teaches them
      rule.open ? h("button", { type: "button", class: "bt-button bt-small", "data-id": rule.open, text: rule.labels.open, onclick: () => send({ type: "button", id: rule.open }) }) : null,
      rule.try ? h("button", { type: "button", class: "bt-button bt-small", "data-id": rule.try, text: rule.labels.try, onclick: () => send({ type: "button", id: rule.try }) }) : null,
      ]))),
    ])));
    const d = view.detail;
    const detail = d ? h("div", { class: "bt-ruledetail", "aria-live": "polite" }, [
      h("p", { class: "bt-rulekind", text: `${d.kind} · ${d.heading}` }),
      h("p", { class: "bt-rulesummary", text: d.summary }),
      // the button to practise comes right after the rule, before the details, so it shows on the screen
      d.practise ? h("div", { class: "bt-row" }, [h("button", {
        type: "button", class: "bt-button bt-practise", "data-id": d.practise, text: d.labels.practise,
        onclick: () => send({ type: "button", id: d.practise }),
      })]) : null,
      h("p", { class: "bt-citation", text: `§ ${d.citation}` }),
      ...d.assumptions.map((text) => h("p", { class: "bt-ruleassumption", text })),
      d.none ? h("p", { text: d.none }) : null,
      ...d.examples.map((e) => h("div", { class: "bt-row" }, [
        h("span", { text: e.label }),
        h("button", { type: "button", class: "bt-button", "data-id": e.open, text: d.labels.open, onclick: () => send({ type: "button", id: e.open }) }),
        e.try ? h("button", { type: "button", class: "bt-button", "data-id": e.try, text: d.labels.try, onclick: () => send({ type: "button", id: e.try }) }) : null,
      ])),
    ]) : null;
    return h("div", { class: "bt-rules" }, [list, detail]);
  }

  // Practice progress lives in the browser (Binder forgets the home folder). Whenever the browser holds a
  // code this view has not seen yet (an earlier session's, or one another view wrote since: two practice
  // views on a page, a rule finder's, another notebook's), it goes to Python first, which joins it with its
  // own; otherwise Python's code is kept. So no view overwrites what another one recorded.
  // A reset leaves a mark beside the code; a view that sees a mark it has not seen forgets its own progress
  // first (otherwise it would bring back what was reset the next time it joins the codes).
  let synced = null;  // the code this view last sent to Python or wrote to the browser
  let resetSeen;  // the reset mark this view knows (undefined: not drawn with progress yet)
  let ownReset = null;  // the mark of this view's own last reset
  function keepProgress(storage) {
    if (!storage) { synced = null; return; }  // e.g. the rule finder's list: a practice opened later starts afresh
    const markKey = `${storage.key}.reset`;
    let saved = null;
    let mark = null;
    try { saved = window.localStorage.getItem(storage.key); mark = window.localStorage.getItem(markKey); } catch (error) { return; }  // storage blocked
    if (resetSeen === undefined) {  // the first drawing: resets before it are in the codes already
      resetSeen = mark;
      ownReset = storage.reset || null;
    }
    if (storage.reset && storage.reset !== ownReset) {  // this view was reset just now: its code, and a mark for the others
      ownReset = resetSeen = storage.reset;
      synced = storage.code;
      try {
        window.localStorage.setItem(storage.key, storage.code);
        window.localStorage.setItem(markKey, storage.reset);
      } catch (error) { /* full or blocked */ }
      return;
    }
    if (mark !== resetSeen) {  // another view was reset since: forget here first, then join the codes
      resetSeen = mark;
      send({ type: "forget" });
      return;
    }
    if (saved && saved !== storage.code && saved !== synced) {
      synced = saved;
      send({ type: "restore", text: saved.slice(0, 4000) });
      return;
    }
    synced = storage.code;
    try { window.localStorage.setItem(storage.key, storage.code); } catch (error) { /* full or blocked */ }
  }

  function numberRow(number) {
    // A typed answer goes to Python as text: Python reads it (and refuses what is not a whole number).
    const input = h("input", { type: "text", inputmode: "numeric", class: "bt-number", "aria-label": number.label, size: 6 });
    const submit = () => { keepFocus = ".bt-number"; send({ type: "number", text: input.value.slice(0, 20) }); };
    input.addEventListener("keydown", (event) => { if (event.key === "Enter") { event.preventDefault(); submit(); } });
    return h("div", { class: "bt-row bt-numberrow" }, [
      h("label", {}, [`${number.label} `, input]),
      h("button", { type: "button", class: "bt-button bt-check", text: number.button, onclick: submit }),
    ]);
  }

  function progressRow(progress) {
    return h("div", { class: "bt-progress" }, [
      h("progress", { max: 1, value: progress.value, "aria-label": progress.label }),
      h("span", { text: progress.text }),
    ]);
  }

  function draw() {
    const view = model.get("view") || {};
    current = view;
    root.dataset.kind = view.kind || "";  // the kind of view, for its layout (practice, play, rules …)
    keepProgress(view.storage);
    // where the keyboard was: the same button (or the slider) gets the focus back after the redraw
    const active = document.activeElement;
    const hadFocus = el.contains(active);
    let refocus = keepFocus;
    keepFocus = null;
    if (!refocus && hadFocus && active && active.dataset && active.dataset.id) refocus = `[data-id="${CSS.escape(active.dataset.id)}"]`;
    if (!refocus && hadFocus && active && active.classList.contains("bt-slider")) refocus = ".bt-slider";
    if (!refocus && hadFocus && active && active.classList.contains("bt-number")) refocus = ".bt-number";
    if (!refocus && hadFocus && active === root) refocus = ".bt-root";
    const buttons = view.buttons || [];
    // the title, and where it has room on the same line, the example's source (else under the title)
    const header = h("div", { class: "bt-header" }, [
      h("div", { class: "bt-heading" }, [
        h("span", { class: "bt-title", text: view.title }),
        view.source ? h("span", { class: "bt-source", text: view.source }) : null,
      ]),
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
        onchange: (e) => { keepFocus = ".bt-slider"; send({ type: "slider", value: Number(e.target.value) }); },
      });
      // an example's other buttons ("Play on from here") join this row: under a wide board the column
      // has little height, and here they show as long as the example does
      parts.push(h("div", { class: "bt-row bt-nav" }, [
        ...(buttonRow(buttons, "nav", "bt-navbuttons")?.childNodes || []), slider,
        h("span", { class: "bt-steplabel", text: view.step.label }),
        ...(buttonRow(buttons, "controls", "bt-controls")?.childNodes || []),
      ]));
    }
    if (view.kind === "rules") {
      parts.push(searchRow(view.search, view.count));
      if (view.message) parts.push(h("div", { class: `bt-message bt-${view.message.kind}`, role: "alert", text: view.message.text }));
      top.replaceChildren(...parts.filter(Boolean));
      main.hidden = true;
      bottom.replaceChildren(ruleList(view));
      root.setAttribute("lang", model.get("lang"));
      fit();
      const again = refocus && el.querySelector(refocus);
      if (again) again.focus();
      return;
    }
    main.hidden = false;
    top.replaceChildren(...parts.filter(Boolean));
    drawBoard(view);

    // beside the board: what is said, the message slot, the result, what can be done
    parts.length = 0;
    if (view.seats_line) parts.push(h("p", { class: "bt-seatsline", text: view.seats_line }));
    if (view.status_line) parts.push(h("p", { class: "bt-status", text: view.status_line }));
    if (view.secret_note) parts.push(h("p", { class: "bt-message bt-info", text: view.secret_note }));
    if (view.cover) parts.push(h("div", { class: "bt-cover", role: "status", text: view.cover.text }));
    if (view.narration) {
      parts.push(h("div", { class: "bt-narration", "aria-live": "polite" }, [
        h("p", { text: view.narration }),
        view.citation ? h("p", { class: "bt-citation", text: `§ ${view.citation}` }) : null,
      ]));
    }
    if (view.progress) parts.push(progressRow(view.progress));
    parts.push(buttonRow(buttons, "choices", "bt-choices"));
    // the same box while the question stays: a redraw in between (the kept progress arriving) keeps what is typed
    if (view.number) parts.push(keep("number", [view.number, view.narration], () => numberRow(view.number)));
    parts.push(h("div", { class: "bt-messageslot", "aria-live": "polite" }, [
      view.thinking ? h("div", { class: "bt-message bt-thinking", role: "status", text: view.thinking }) : null,
      view.message ? h("div", {
        class: `bt-message bt-${view.message.kind}`, role: view.message.kind === "error" ? "alert" : "status", text: view.message.text,
      }) : null,
    ]));
    if (view.result) parts.push(h("div", { class: "bt-result", role: "status", text: view.result }));
    parts.push(buttonRow(buttons, "actions", "bt-actions"));
    if (view.bot_note) parts.push(h("div", { class: "bt-botnote", text: view.bot_note }));
    if (view.bot_moves && view.bot_moves.length) {
      parts.push(h("div", { class: "bt-botmoves" }, [
        h("b", { text: view.labels_bot_moves }),
        h("ol", { "aria-label": view.labels_bot_moves }, view.bot_moves.map((line) => h("li", { text: line }))),
      ]));
    }
    if (!view.step) parts.push(buttonRow(buttons, "controls", "bt-controls"));
    side.replaceChildren(...parts.filter(Boolean));

    // below: saving, loading, a new game, the log (each kept while Python sends the same for it)
    parts.length = 0;
    if (view.saved) parts.push(keep("saved", view.saved, () => savedPanel(view.saved)));
    if (view.settings) {
      const s = view.settings;
      parts.push(keep("settings", s, (old) => settingsForm(s, old && kept.settings.values === settingsValues(s) ? old.choices() : null)));
      kept.settings.values = settingsValues(s);
    }
    if (view.load) {
      parts.push(keep("load", view.load, (old) => {
        const box = loadForm(view.load);
        if (old) box.pasted.value = old.pasted.value;
        return box;
      }));
    }
    if (view.log && view.log.length) {
      parts.push(keep("log", [view.log, view.labels?.log], () => h("details", { class: "bt-log" }, [
        h("summary", { text: view.labels?.log }),
        h("ol", { "aria-label": view.labels?.log }, view.log.map((line) => h("li", { text: line }))),
      ])));
    }
    if ((view.clickable && view.clickable.length) || view.kind === "practice") {
      const help = view.labels?.keyboard_help;
      parts.push(keep("help", help, () => h("p", { class: "bt-help", text: help })));
    }
    // only what changed is put in or taken out: a kept form is never moved (that would close a list
    // the learner has open and take the focus away)
    const wanted = parts.filter(Boolean);
    for (const node of [...bottom.children]) if (!wanted.includes(node)) node.remove();
    wanted.forEach((node, i) => { if (bottom.children[i] !== node) bottom.insertBefore(node, bottom.children[i] || null); });
    root.setAttribute("lang", model.get("lang"));
    fit();
    focusScrolling();
    if (hadFocus && focused && !board.contains(document.activeElement) && !refocus) {
      const again = el.querySelector(`[data-field="${focused}"]`);
      if (again) { again.setAttribute("tabindex", "0"); again.focus(); }
    } else if (refocus) {
      const again = refocus === ".bt-root" ? root : el.querySelector(refocus);
      if (again && !again.disabled) again.focus();
      else root.focus();  // Next turned disabled at the last step: the keys keep working
    }
  }

  model.on("change:view", draw);
  draw();
}

export default { render };
