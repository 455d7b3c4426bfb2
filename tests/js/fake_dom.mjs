// A very small stand-in for the browser's DOM: enough of it to run boardtutor.js's `render` in Node and
// look at the elements it makes (no layout, no CSS, no SVG parsing). Used by tests/test_widget_forms.py.

class FakeNode {
  constructor(tag) {
    this.tagName = tag.toUpperCase();
    this.childNodes = [];
    this.parentNode = null;
    this.attributes = new Map();
    this.listeners = {};
    this.style = { setProperty() {} };
    this.hidden = false;
    if (this.tagName === "DETAILS") this.open = false;
    this._value = null;
    this.classList = {
      add: (...names) => { const set = this._classes(); names.forEach((n) => set.add(n)); this._setClasses(set); },
      remove: (...names) => { const set = this._classes(); names.forEach((n) => set.delete(n)); this._setClasses(set); },
      contains: (name) => this._classes().has(name),
      toggle: (name, force) => {
        const set = this._classes();
        const on = force === undefined ? !set.has(name) : !!force;
        if (on) set.add(name); else set.delete(name);
        this._setClasses(set);
        return on;
      },
    };
  }

  _classes() { return new Set((this.getAttribute("class") || "").split(/\s+/).filter(Boolean)); }
  _setClasses(set) { this.attributes.set("class", [...set].join(" ")); }
  get children() { return this.childNodes.filter((n) => n instanceof FakeNode); }
  get firstElementChild() { return this.children[0] || null; }
  get dataset() {
    const data = {};
    for (const [k, v] of this.attributes) if (k.startsWith("data-")) data[k.slice(5).replace(/-(\w)/g, (_, c) => c.toUpperCase())] = v;
    return data;
  }
  get textContent() { return this.childNodes.map((n) => (n instanceof FakeNode ? n.textContent : String(n))).join(""); }
  set textContent(text) { this._detach(); this.childNodes = [String(text)]; }
  set innerHTML(html) { this._detach(); this.childNodes = []; }
  get value() {
    if (this.tagName === "SELECT") {
      const options = this.children.filter((o) => o.tagName === "OPTION");
      const chosen = options.find((o) => o._selected) || options.find((o) => o.hasAttribute("selected")) || options[0];
      return chosen ? chosen.getAttribute("value") : "";
    }
    return this._value !== null ? this._value : (this.getAttribute("value") ?? "");
  }
  set value(v) {
    if (this.tagName === "SELECT") {
      for (const o of this.children) o._selected = o.getAttribute("value") === String(v);
    } else {
      this._value = String(v);
    }
  }
  setAttribute(name, value) { this.attributes.set(name, String(value)); }
  getAttribute(name) { return this.attributes.has(name) ? this.attributes.get(name) : null; }
  hasAttribute(name) { return this.attributes.has(name); }
  removeAttribute(name) { this.attributes.delete(name); }
  addEventListener(type, fn) { (this.listeners[type] ||= []).push(fn); }
  dispatch(type, extra = {}) {
    const event = { type, target: this, preventDefault() {}, stopPropagation() {}, ...extra };
    for (const fn of this.listeners[type] || []) fn(event);
  }
  click() { this.dispatch("click"); }
  _detach() { for (const n of this.childNodes) if (n instanceof FakeNode) n.parentNode = null; }
  _adopt(node) {
    if (node instanceof FakeNode) {
      if (node.parentNode) node.remove();
      node.parentNode = this;
    }
    return node;
  }
  append(...nodes) { for (const n of nodes) this.childNodes.push(this._adopt(n)); }
  replaceChildren(...nodes) {
    for (const n of this.childNodes) if (n instanceof FakeNode) { n.parentNode = null; n.removedCount = (n.removedCount || 0) + 1; }
    this.childNodes = [];
    this.append(...nodes);
  }
  insertBefore(node, ref) {
    this._adopt(node);
    const i = ref ? this.childNodes.indexOf(ref) : -1;
    if (i < 0) this.childNodes.push(node); else this.childNodes.splice(i, 0, node);
    return node;
  }
  remove() {
    if (!this.parentNode) return;
    const siblings = this.parentNode.childNodes;
    siblings.splice(siblings.indexOf(this), 1);
    this.parentNode = null;
    this.removedCount = (this.removedCount || 0) + 1;
  }
  replaceWith(node) {
    const parent = this.parentNode;
    parent.insertBefore(node, this);
    this.remove();
  }
  contains(node) {
    for (let n = node; n; n = n.parentNode) if (n === this) return true;
    return false;
  }
  focus() { globalThis.document.activeElement = this; }
  closest() { return null; }
  get offsetTop() { return 0; }
  _matches(selector) {
    const m = /^([a-z]*)((?:\.[\w-]+)*)((?:\[[^\]]+\])*)$/i.exec(selector.trim());
    if (!m) return false;
    if (m[1] && this.tagName !== m[1].toUpperCase()) return false;
    for (const cls of m[2].split(".").filter(Boolean)) if (!this.classList.contains(cls)) return false;
    for (const [, name, , value] of m[3].matchAll(/\[([\w-]+)(=("?)(.*?)\3)?\]/g)) {
      if (!this.hasAttribute(name)) return false;
      if (value !== undefined && this.getAttribute(name) !== value) return false;
    }
    return true;
  }
  querySelectorAll(selector) {
    const found = [];
    const walk = (node) => { for (const c of node.children) { if (c._matches(selector)) found.push(c); walk(c); } };
    walk(this);
    return found;
  }
  querySelector(selector) { return this.querySelectorAll(selector)[0] || null; }
}

export function installFakeDom() {
  globalThis.document = { createElement: (tag) => new FakeNode(tag), activeElement: null };
  globalThis.CSS = { escape: (s) => String(s) };
  return FakeNode;
}

export function fakeModel(view, lang) {
  const values = { view, lang, version: 1, intent: {} };
  const handlers = {};
  const sent = [];
  return {
    sent,
    get: (name) => values[name],
    set: (name, value) => { values[name] = value; if (name === "intent") sent.push(value); },
    save_changes() {},
    on: (event, fn) => { (handlers[event] ||= []).push(fn); },
    push(newView, newLang = values.lang) {  // what Python does: a new view, then the change event
      values.view = newView;
      values.lang = newLang;
      values.version += 1;
      for (const fn of handlers["change:view"] || []) fn();
    },
  };
}
