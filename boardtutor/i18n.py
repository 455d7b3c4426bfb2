"""Bilingual text: DE/EN message catalogs in Project Fluent, the current language, lazy messages.

Every text a person sees is looked up here by key, never written as a literal in code. Catalogs are
Fluent files (``.ftl``) in a ``locale`` folder, one for the core (``boardtutor/locale``) and one per
game (``boardtutor/games/<id>/locale``): ``de.ftl`` with ``en.ftl``, and any ``<part>.de.ftl`` with its
``<part>.en.ftl``. In code a message is named by its key with dots (``"core.player"``); in the file
the dots are dashes (``core-player``), as Fluent identifiers have no dots.

Sentences that insert a noun or a count get their grammar from Fluent:

- counts choose a variant by the language's plural rules: ``{ $n -> [one] ein Feld *[other] { $n } Felder }``;
- nouns that sentences insert (animals, cards, tiles …) are Fluent *terms* with their German gender
  (``.gender = masculine``) and a variant per case and number, e.g. ``-woodwalkers-animal-bear``
  (``.number = plural`` for a noun that has only a plural);
  code passes :class:`Noun` values, and a message declines them with the function ``NOUN``:
  ``{ NOUN($animal, case: "acc", det: "your") }`` → “deinen Bären” / “your bear”, or
  ``{ NOUN($tile, $n, case: "dat") }`` for the number that fits ``$n``. ``GENDER($animal)`` selects by
  gender. The determiners (``det``) are the core's terms ``-det-the``, ``-det-a``, ``-det-your`` ….

Each message lists what its variables stand for in a comment (``# $n (count)``, see
:mod:`boardtutor.textcheck`), so a test can render every message with every value.

>>> from boardtutor.i18n import Text
>>> Text("core.lang.name").render("de")
'Deutsch'
>>> Text("core.player", n=2).render("en")
'Player 2'
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any, Callable

import fluent.runtime.resolver as _resolver
from fluent.runtime import FluentBundle, FluentResource
from fluent.runtime.types import FluentInt, FluentType

LANGUAGES = ("de", "en")
_LOCALES = {"de": "de-DE", "en": "en-GB"}
# Fluent caps one inserted value at 2,500 characters to protect against hostile translations; our
# catalogs are ours, and untrusted input is shortened before it reaches a message (core._shown).
_resolver.MAX_PART_LENGTH = 100_000

_language = "de"
_listeners: list[Callable[[str], None]] = []
_catalog_dirs: list[Path] = [Path(__file__).parent / "locale"]
_bundles: dict[str, FluentBundle] | None = None


class MessageError(KeyError):
    """A catalog message is missing or could not be rendered (a bug in a catalog or its caller)."""


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
    """Return ``lang`` (or the current language for ``None``); anything else is refused with a
    ``RuleViolation`` (a ValueError) that says so in both languages."""
    if lang is None:
        return _language
    if not isinstance(lang, str) or lang not in LANGUAGES:
        from .core import RuleViolation, _shown  # the error every input check raises (core builds on this module)

        raise RuleViolation(Text("core.error.language", code=_shown(lang, 10)))
    return lang


def on_language_change(listener: Callable[[str], None]) -> Callable[[], None]:
    """Call ``listener(lang)`` after every :func:`set_language`; returns a function that unsubscribes."""
    _listeners.append(listener)

    def unsubscribe() -> None:
        if listener in _listeners:
            _listeners.remove(listener)

    return unsubscribe


def register_catalog(folder: Path) -> None:
    """Add a ``locale`` folder (with ``de.ftl`` and ``en.ftl``) to the catalogs."""
    global _bundles
    folder = Path(folder)
    if folder not in _catalog_dirs:
        _catalog_dirs.append(folder)
        _bundles = None


def catalog_files() -> list[dict[str, Path]]:
    """Every catalog as ``{"de": path, "en": path}`` (for the parity test); a missing twin is None. The
    core's catalogs first, then the games' by path, whatever order the games were imported in (the
    rendered-text files must not depend on which test ran first)."""
    pairs = []
    for folder in _catalog_dirs[:1] + sorted(_catalog_dirs[1:]):
        for de in _catalog_paths(folder, "de"):
            pairs.append({"de": de, "en": de.with_name(de.name[: -len("de.ftl")] + "en.ftl")})
    return pairs


def _catalog_paths(folder: Path, lang: str) -> list[Path]:
    return sorted(p for p in folder.glob("*.ftl") if p.name == f"{lang}.ftl" or p.name.endswith(f".{lang}.ftl"))


def message_id(key: str) -> str:
    """The Fluent identifier of a catalog key: ``"core.player"`` → ``"core-player"``."""
    return key.replace(".", "-")


def _bundle(lang: str) -> FluentBundle:
    global _bundles
    if _bundles is None:
        bundles = {}
        for code in LANGUAGES:
            bundle = FluentBundle([_LOCALES[code]], functions=_functions(code), use_isolating=False)
            for folder in _catalog_dirs:
                for path in _catalog_paths(folder, code):
                    bundle.add_resource(FluentResource(path.read_text(encoding="utf-8")))
            bundles[code] = bundle
        _bundles = bundles
    return _bundles[lang]


def has_key(key: str) -> bool:
    """Whether ``key`` is in the catalogs (a message or a noun term)."""
    bundle = _bundle("en")
    ident = message_id(key)
    return bundle.has_message(ident) or ident in bundle._terms


def tr(key: str, lang: str | None = None, **params: object) -> str:
    """Look up ``key`` in ``lang`` and fill its variables; Text parameters render in the same language.

    A key that names a noun term (``woodwalkers.animal.bear``) gives the noun itself (“Bär”).
    """
    lang = check_language(lang)
    bundle = _bundle(lang)
    ident = message_id(key)
    if bundle.has_message(ident):
        pattern = bundle.get_message(ident).value
    elif ident in bundle._terms:
        return _decline(key, lang)
    else:
        raise MessageError(f"missing catalog key {key!r}")
    if pattern is None:
        raise MessageError(f"catalog key {key!r} has no text of its own")
    text, errors = bundle.format_pattern(pattern, {name: _argument(value, lang) for name, value in params.items()})
    if errors:
        raise MessageError(f"{key!r} ({lang}): {'; '.join(map(str, errors))}")
    return text


def _argument(value: object, lang: str) -> Any:
    if isinstance(value, Noun):
        return _NounValue(value, lang)
    if isinstance(value, bool):
        return str(value)
    if isinstance(value, int):
        return FluentInt(value, useGrouping=False)  # codes and seeds are typed as shown: no “1.000”
    if isinstance(value, (float, FluentType)):
        return value
    return render(value, lang)


def render(value: object, lang: str | None = None) -> str:
    """Render a Text, a Noun, a ``{"de": …, "en": …}`` mapping, or anything else with ``str``."""
    if isinstance(value, (Text, Noun)):
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


# --- nouns -----------------------------------------------------------------------------------------

CASES = ("nom", "acc", "dat", "gen")
GENDERS = ("masculine", "feminine", "neuter")
DETERMINERS = ("the", "a", "your", "my", "his", "her", "their", "no", "this", "our")


class Noun:
    """A noun term of the catalogs (``-<key>``), given to a message that declines it with ``NOUN``.

    >>> Noun("core.noun.field").render("de", case="dat", count=2)
    'Feldern'
    >>> Noun("core.noun.field").render("de", det="the", case="acc"), Noun("core.noun.field").render("en", det="a")
    ('das Feld', 'a field')
    """

    __slots__ = ("key",)

    def __init__(self, key: str) -> None:
        if not has_key(key) or message_id(key) not in _bundle("en")._terms:
            raise MessageError(f"no noun term {key!r}")
        self.key = key

    def render(self, lang: str | None = None, *, case: str = "nom", count: int | None = None, det: str = "",
               cap: bool = False) -> str:
        """The noun in ``case`` (German), singular or the plural that fits ``count``, after ``det``."""
        return _decline(self.key, check_language(lang), case=case, count=count, det=det, cap=cap)

    def gender(self, lang: str = "de") -> str:
        """``"masculine"``, ``"feminine"`` or ``"neuter"`` (the term's ``.gender``; English: ``"neuter"``)."""
        return _term_attribute(self.key, lang, "gender") or "neuter"

    def __str__(self) -> str:
        return self.render()

    def __repr__(self) -> str:
        return f"Noun({self.key!r})"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Noun) and self.key == other.key

    def __hash__(self) -> int:
        return hash(("noun", self.key))


class _NounValue(FluentType):
    """A Noun inside Fluent: ``{ $animal }`` alone shows the plain noun (nominative singular)."""

    def __init__(self, noun: Noun, lang: str) -> None:
        self.noun, self.lang = noun, lang

    def format(self, locale: Any) -> str:
        return self.noun.render(self.lang)


def _term_attribute(key: str, lang: str, name: str, **args: object) -> str:
    bundle = _bundle(lang)
    term = bundle._lookup(message_id(key), term=True)
    pattern = term.attributes.get(name)
    if pattern is None:
        return ""
    text, errors = bundle.format_pattern(pattern, args)
    if errors:
        raise MessageError(f"-{message_id(key)}.{name} ({lang}): {errors}")
    return text


def _plural(lang: str, count: object) -> str:
    """``"one"`` or ``"other"`` for a count, by the language's plural rule (CLDR, via Babel)."""
    if count is None:
        return "one"
    return "one" if _bundle(lang)._plural_form(count) == "one" else "other"


def _decline(key: str, lang: str, *, case: str = "nom", count: object = None, det: str = "", cap: bool = False) -> str:
    if case not in CASES:
        raise MessageError(f"unknown case {case!r} (one of {CASES})")
    bundle = _bundle(lang)
    # a noun that has only a plural (“Turnschuhe”) says so: .number = plural
    number = "other" if _term_attribute(key, lang, "number") == "plural" else _plural(lang, count)
    noun_term = bundle._lookup(message_id(key), term=True)
    noun, errors = bundle.format_pattern(noun_term.value, {"case": case, "number": number})
    gender = _term_attribute(key, lang, "gender") or "neuter"
    if det:
        if det not in DETERMINERS:
            raise MessageError(f"unknown determiner {det!r} (one of {DETERMINERS})")
        article, more = bundle.format_pattern(
            bundle._lookup(f"det-{det}", term=True).value,
            {"case": case, "number": number, "gender": gender,
             "sound": _term_attribute(key, lang, "sound")})
        errors += more
        noun = f"{article} {noun}" if article else noun
    if errors:
        raise MessageError(f"-{message_id(key)} ({lang}): {errors}")
    return noun[:1].upper() + noun[1:] if cap else noun


def _functions(lang: str) -> dict[str, Callable[..., str]]:
    def noun_of(value: object) -> str:
        if isinstance(value, _NounValue):
            return value.noun.key
        if isinstance(value, str) and has_key(value):
            return value
        raise MessageError(f"NOUN() needs a Noun, not {value!r}")

    def NOUN(value: object, count: object = None, *, case: str = "nom", det: str = "", cap: str = "") -> str:
        return _decline(noun_of(value), lang, case=case, count=count, det=det, cap=bool(cap))

    def GENDER(value: object, count: object = None) -> str:
        if _term_attribute(noun_of(value), lang, "number") == "plural" or (count is not None and _plural(lang, count) == "other"):
            return "plural"
        return _term_attribute(noun_of(value), lang, "gender") or "neuter"

    return {"NOUN": NOUN, "GENDER": GENDER}
