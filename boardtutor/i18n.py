"""Bilingual text: DE/EN catalogs, the current language, and lazy messages.

Every text a person sees is looked up here by key, never written as a literal in code.
Catalogs are JSON files in a ``locale`` folder, one for the core (``boardtutor/locale``) and one per
game (``boardtutor/games/<id>/locale``): ``de.json`` with ``en.json``, and any ``<part>.de.json`` with
its ``<part>.en.json``.

>>> from boardtutor.i18n import Text
>>> Text("core.lang.name").render("de")
'Deutsch'
"""

from __future__ import annotations

import json
import string
from pathlib import Path
from typing import Callable

LANGUAGES = ("de", "en")

_language = "de"
_listeners: list[Callable[[str], None]] = []
_catalog_dirs: list[Path] = [Path(__file__).parent / "locale"]
_catalogs: dict[str, dict[str, str]] | None = None


def set_language(lang: str) -> str:
    """Switch every text (and every open widget) to ``"de"`` or ``"en"``; returns the language.

    ``"auto"`` takes the language of the notebook folder the kernel runs in (``notebooks/de`` or
    ``notebooks/en``), else the ``BOARDTUTOR_LANG`` environment variable, else German.
    """
    global _language
    lang = _auto_language() if lang == "auto" else check_language(lang)
    _language = lang
    for listener in list(_listeners):
        listener(lang)
    return lang


def _auto_language() -> str:
    import os

    here = Path.cwd()
    for folder in (here, *here.parents):
        if folder.name in LANGUAGES and folder.parent.name == "notebooks":
            return folder.name
    env = os.environ.get("BOARDTUTOR_LANG", "")
    return env if env in LANGUAGES else "de"


def get_language() -> str:
    """The language texts are shown in when none is given."""
    return _language


def check_language(lang: str | None) -> str:
    """Return ``lang`` (or the current language for ``None``); raise ValueError for others."""
    if lang is None:
        return _language
    if lang not in LANGUAGES:
        raise ValueError(
            f"{tr('core.error.language', 'de', code=lang)} / {tr('core.error.language', 'en', code=lang)}"
        )
    return lang


def on_language_change(listener: Callable[[str], None]) -> Callable[[], None]:
    """Call ``listener(lang)`` after every :func:`set_language`; returns a function that unsubscribes."""
    _listeners.append(listener)

    def unsubscribe() -> None:
        if listener in _listeners:
            _listeners.remove(listener)

    return unsubscribe


def register_catalog(folder: Path) -> None:
    """Add a ``locale`` folder (with ``de.json`` and ``en.json``) to the catalogs."""
    global _catalogs
    folder = Path(folder)
    if folder not in _catalog_dirs:
        _catalog_dirs.append(folder)
        _catalogs = None


def catalog_files() -> list[dict[str, Path]]:
    """Every catalog as ``{"de": path, "en": path}`` (for the parity test); a missing twin is None."""
    pairs = []
    for folder in _catalog_dirs:
        for de in _catalog_paths(folder, "de"):
            pairs.append({"de": de, "en": de.with_name(de.name[: -len("de.json")] + "en.json")})
    return pairs


def _catalog_paths(folder: Path, lang: str) -> list[Path]:
    return sorted(p for p in folder.glob("*.json") if p.name == f"{lang}.json" or p.name.endswith(f".{lang}.json"))


def _load() -> dict[str, dict[str, str]]:
    global _catalogs
    if _catalogs is None:
        merged: dict[str, dict[str, str]] = {lang: {} for lang in LANGUAGES}
        for folder in _catalog_dirs:
            for lang in LANGUAGES:
                for path in _catalog_paths(folder, lang):
                    merged[lang].update(json.loads(path.read_text(encoding="utf-8")))
        _catalogs = merged
    return _catalogs


def has_key(key: str) -> bool:
    """Whether ``key`` is in the catalogs."""
    return key in _load()["en"]


def placeholders(template: str) -> set[str]:
    """The ``{name}`` placeholders of a catalog template."""
    return {name for _, name, _, _ in string.Formatter().parse(template) if name}


def tr(key: str, lang: str | None = None, **params: object) -> str:
    """Look up ``key`` in ``lang`` and fill its placeholders; Text parameters render in the same language."""
    lang = check_language(lang)
    template = _load()[lang].get(key)
    if template is None:
        raise KeyError(f"missing catalog key {key!r}")
    values = {name: render(value, lang) for name, value in params.items()}
    return template.format(**values)


def render(value: object, lang: str | None = None) -> str:
    """Render a Text, a ``{"de": …, "en": …}`` mapping, or anything else with ``str``."""
    if isinstance(value, Text):
        return value.render(lang)
    if isinstance(value, dict) and set(value) >= set(LANGUAGES):
        return str(value[check_language(lang)])
    return str(value)


class Text:
    """A message by catalog key with parameters, rendered in whichever language is asked for.

    >>> Text("core.player", n=2).render("en")
    'Player 2'
    """

    __slots__ = ("key", "params")

    def __init__(self, key: str, **params: object) -> None:
        self.key = key
        self.params = params

    def render(self, lang: str | None = None) -> str:
        return tr(self.key, lang, **self.params)

    def __str__(self) -> str:
        return self.render()

    def __repr__(self) -> str:
        return f"Text({self.key!r}, **{self.params!r})"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Text) and (self.key, self.params) == (other.key, other.params)

    def __hash__(self) -> int:
        return hash(self.key)


class Bilingual(Text):
    """A text given directly in both languages (from a game's data file), used like a Text."""

    __slots__ = ("texts",)

    def __init__(self, texts: dict[str, str], **params: object) -> None:
        missing = [lang for lang in LANGUAGES if lang not in texts]
        if missing:
            raise ValueError(f"text lacks {missing}: {texts!r}")
        super().__init__("", **params)
        self.texts = dict(texts)

    def render(self, lang: str | None = None) -> str:
        lang = check_language(lang)
        values = {name: render(value, lang) for name, value in self.params.items()}
        return self.texts[lang].format(**values) if values else self.texts[lang]

    def __repr__(self) -> str:
        return f"Bilingual({self.texts!r})"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Bilingual) and (self.texts, self.params) == (other.texts, other.params)

    def __hash__(self) -> int:
        return hash(self.texts.get("en"))
