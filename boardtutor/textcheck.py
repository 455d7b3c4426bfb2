"""Render every catalog message with every value its variables can take, and check the result.

Each message that has variables says in a comment what they stand for, one ``$name (kind)`` per
variable (a ``##`` group comment sets the kinds for every message below it in the file):

- ``count``: a number of things, rendered with 0, 1, 2 and 5;
- ``seat``: a player, rendered with a chosen name and with every default seat name of the message's game
  (“Orange”, “Blau”, “Rot”, “Geist” …; the core's messages with “Spieler 2”);
- ``noun <prefix>``: a noun term (:class:`~boardtutor.i18n.Noun`), rendered with every term whose key
  starts with ``prefix`` (``noun woodwalkers.animal`` → every animal of Woodwalkers);
- ``message <prefix>``: another message (a :class:`~boardtutor.i18n.Text`), rendered with every message
  whose key starts with ``prefix`` (``message woodwalkers.phase`` → every phase text);
- ``int: 3 | 12``: these whole numbers; ``number: 0.4 | 99.6``: these decimals; ``text: b2 | a1``: these texts (cells, moves, composed
  sentences: anything that is not a count, a player or a noun).

:func:`rendered` gives every rendering of every message in a language (``tools/render_messages.py``
writes them to ``tests/rendered/``, for proofreading and review); :func:`problems` finds what a
proofreader would mark in one text: an article that does not fit its noun (“deinen Pferd”), a case a
preposition does not take (“mit den Bär”), a plural after 1 (“1 Felder”, “1 fields”) or a singular after
other counts, leftover placeholders, “(s)”, doubled punctuation, brackets inside brackets, English in
German text and Python error text.

>>> lex = lexicon(["core-noun-field", "core-noun-point"])
>>> problems("Sarah betritt deinen Feld.", "de", lex), problems("Das bringt 1 Punkte.", "de", lex)
(['“deinen Feld”: article and noun do not agree'], ['“1 Punkte”: plural after 1'])
>>> problems("up to 1 fields", "en", lex), problems("mit das Feld", "de", lex), problems("mit dem Feld", "de", lex)
(['“1 fields”: plural after 1'], ['“mit das Feld”: “mit” needs the dat case'], [])
"""

from __future__ import annotations

import functools
import itertools
import re
from dataclasses import dataclass, field
from pathlib import Path

from fluent.syntax import ast, parse
from fluent.syntax.serializer import serialize_pattern

from . import i18n
from .i18n import LANGUAGES, Noun, Text

COUNTS = (0, 1, 2, 5)
# a kind may hold one level of brackets: "$card (text: Frosch (Stufe 2))"
_DECLARATION = re.compile(r"\$([A-Za-z][A-Za-z0-9_-]*) \(((?:[^()]|\([^()]*\))*)\)")


@dataclass
class Entry:
    """One message or noun term of a catalog file, as written."""

    key: str
    lang: str
    path: Path
    term: bool
    source: str
    variables: list[str]
    kinds: dict[str, str]
    attributes: dict[str, str] = field(default_factory=dict)


def _variables(node: object) -> list[str]:
    found: list[str] = []

    def walk(item: object) -> None:
        if isinstance(item, ast.VariableReference):
            if item.id.name not in found:
                found.append(item.id.name)
        elif isinstance(item, ast.BaseNode):
            for value in vars(item).values():
                walk(value)
        elif isinstance(item, list):
            for value in item:
                walk(value)

    walk(node)
    return found


def entries(lang: str | None = None) -> list[Entry]:
    """Every message and term of every catalog file (of ``lang``, or both languages)."""
    import boardtutor

    boardtutor.games()  # registers every game's catalogs
    found = []
    for pair in i18n.catalog_files():
        for code in LANGUAGES if lang is None else (lang,):
            path = pair[code]
            found += file_entries(path, code)
    return found


def file_entries(path: Path, lang: str) -> list[Entry]:
    resource = parse(path.read_text(encoding="utf-8"))
    junk = [item for item in resource.body if isinstance(item, ast.Junk)]
    if junk:
        raise ValueError(f"{path}: not Fluent: {junk[0].content[:120]!r}")
    group: dict[str, str] = {}
    found = []
    for item in resource.body:
        if isinstance(item, (ast.GroupComment, ast.ResourceComment)):
            group.update(_DECLARATION.findall(item.content))
            continue
        if not isinstance(item, (ast.Message, ast.Term)):
            continue
        own = dict(_DECLARATION.findall(item.comment.content)) if item.comment else {}
        source = serialize_pattern(item.value) if item.value else ""
        variables = [] if isinstance(item, ast.Term) else _variables(item.value)
        found.append(Entry(
            key=item.id.name.replace("-", "."), lang=lang, path=path, term=isinstance(item, ast.Term), source=source,
            variables=variables, kinds={name: own.get(name, group.get(name, "")) for name in variables},
            attributes={a.id.name: serialize_pattern(a.value).strip() for a in item.attributes}))
    return found


# --- values ------------------------------------------------------------------------------------------

def values(kind: str, lang: str, game_id: str | None = None) -> list[object]:
    """Every value a variable of ``kind`` takes in the rendering (see the module's docstring); a seat
    of a game's message is every default seat name of that game (colours, packs, the ghost …)."""
    kind = kind.strip()
    if kind == "count":
        return list(COUNTS)
    if kind == "seat":
        return ["Sarah", *(_seat_names(game_id, lang) if game_id else [Text("core.player", n=2)])]
    if kind.startswith("noun "):
        prefix = i18n.message_id(kind[5:].strip())
        terms = sorted(ident for ident in i18n._bundle("en")._terms if ident.startswith(prefix))
        if not terms:
            raise ValueError(f"no noun terms start with {prefix!r}")
        return [Noun(ident.replace("-", ".")) for ident in terms]
    if kind.startswith("message "):
        prefix = i18n.message_id(kind[8:].strip())
        bundle = i18n._bundle(lang)
        keys = sorted(ident for ident in bundle._messages if ident.startswith(prefix))
        if not keys:
            raise ValueError(f"no messages start with {prefix!r}")
        return [Text(ident.replace("-", ".")) for ident in keys]
    for prefix, cast in (("int:", int), ("number:", float), ("text:", str)):
        if kind.startswith(prefix):
            return [cast(part.strip()) for part in kind[len(prefix):].split("|")]
    raise ValueError(f"unknown kind {kind!r}: use count, seat, noun <prefix>, message <prefix>, int: …, number: … or text: …")


def _games() -> list[str]:
    import boardtutor

    return boardtutor.games()


@functools.lru_cache(maxsize=None)
def _seat_names(game_id: str, lang: str) -> tuple[str, ...]:
    """The names a game gives its seats when nobody types one, for every number of players (once per
    game and language, not once per message)."""
    import boardtutor

    game = boardtutor.load(game_id)
    names: list[str] = []
    for players in range(game.min_players, game.max_players + 1):
        state = game.new_initial_state(players=players, seed=1)
        names += [name for name in (state.player_name(i, lang) for i in range(state.num_players)) if name not in names]
    return tuple(names)


def _label(value: object, lang: str) -> str:
    if isinstance(value, Noun) or (isinstance(value, Text) and type(value) is Text and not value.params):
        return value.key.rsplit(".", 1)[-1]
    return i18n.render(value, lang)


def renderings(entry: Entry) -> list[tuple[str, str]]:
    """``(values, text)`` for each combination the entry is rendered with: every value of each
    variable (the others at their first value), and every combination where there are at most 64."""
    if not entry.variables:
        return [("", i18n.tr(entry.key, entry.lang))]
    game_id = entry.key.split(".")[0]
    game_id = game_id if game_id in _games() else None
    choices = {name: values(entry.kinds[name], entry.lang, game_id) if entry.kinds[name] else [f"‹{name}›"] for name in entry.variables}
    combos: list[dict[str, object]] = []
    total = 1
    for options in choices.values():
        total *= len(options)
    if total <= 64:
        combos = [dict(zip(choices, combo)) for combo in itertools.product(*choices.values())]
    else:
        base = {name: options[0] for name, options in choices.items()}
        for name, options in choices.items():
            combos += [{**base, name: value} for value in options]
    seen, out = set(), []
    for combo in combos:
        label = ", ".join(f"${name}={_label(value, entry.lang)}" for name, value in combo.items())
        if label not in seen:
            seen.add(label)
            out.append((label, i18n.tr(entry.key, entry.lang, **combo)))
    return out


def rendered(lang: str) -> str:
    """Every message of every catalog in ``lang``, rendered with every value (the committed file's text)."""
    root = Path(i18n.__file__).parent
    lines = []
    for entry in entries(lang):
        if entry.term:
            continue
        lines.append(f"## {entry.key}  ({entry.path.relative_to(root)})")
        for label, text in renderings(entry):
            lines.append(f"{label}: {text}" if label else text)
        lines.append("")
    return "\n".join(lines)


def data_texts(node: object, where: str = "") -> list[tuple[str, dict]]:
    """Every text a game's data file (data.json, walkthroughs.json, rulebook.json) gives in both languages,
    as ``(where, {"de": …, "en": …})``."""
    found: list[tuple[str, dict]] = []
    if isinstance(node, dict):
        if all(isinstance(node.get(lang), str) for lang in LANGUAGES):
            found.append((where, node))
        for key, value in node.items():
            found += data_texts(value, f"{where}.{key}")
    elif isinstance(node, list):
        for index, value in enumerate(node):
            found += data_texts(value, f"{where}[{index}]")
    return found


def _predict_feedback(node: object, where: str, lang: str) -> list[str]:
    """The StepThrough's feedback on every "predict first" question below ``node``, as the learner sees it
    after answering (``widgets.predict.right``/``wrong`` with the right choice)."""
    lines: list[str] = []
    if isinstance(node, dict):
        predict = node.get("predict")
        if isinstance(predict, dict) and isinstance(predict.get("answer"), int):
            from .walkthrough import predict_feedback

            for right in (True, False):
                lines.append(f"{where}.predict [{'right' if right else 'wrong'}]: {predict_feedback(predict, right).render(lang)}")
        for key, value in node.items():
            lines += _predict_feedback(value, f"{where}.{key}", lang)
    elif isinstance(node, list):
        for index, value in enumerate(node):
            lines += _predict_feedback(value, f"{where}[{index}]", lang)
    return lines


def _one_line(text: str) -> str:
    return " ⏎ ".join(part for part in text.split("\n"))


def rendered_data(lang: str, notebooks: Path | None = None) -> str:
    """Every text of the games' data files (walkthroughs with the quiz feedback as shown, rule maps,
    assumptions, glossaries) in ``lang``, and the markdown of the notebooks in ``notebooks/<lang>``: one
    ``where: text`` line each, under a ``## file`` heading (the committed ``data.<lang>.txt``)."""
    import json

    root = Path(i18n.__file__).parent
    lines: list[str] = []
    for game_id in _games():
        for path in sorted((root / "games" / game_id).glob("*.json")):
            data = json.loads(path.read_text(encoding="utf-8"))
            found = data_texts(data)
            if not found:
                continue
            lines.append(f"## {path.relative_to(root)}")
            lines += [f"{where.lstrip('.')}: {_one_line(texts[lang])}" for where, texts in found]
            lines += [line.lstrip(".") for line in _predict_feedback(data, "", lang)]
            lines.append("")
    for path in sorted((notebooks / lang).glob("*.ipynb")) if notebooks else []:
        cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
        lines.append(f"## notebooks/{lang}/{path.name}")
        for index, cell in enumerate(cells):
            if cell["cell_type"] != "markdown":
                continue
            source = "".join(cell["source"]) if isinstance(cell["source"], list) else cell["source"]
            lines += [f"cell {index}: {line}" for line in source.splitlines() if line.strip()]
        lines.append("")
    return "\n".join(lines)


# --- checks --------------------------------------------------------------------------------------------

@dataclass
class Lexicon:
    """The forms of the noun terms (German: with gender, case and number) and of the determiners."""

    nouns: dict[str, dict[str, set[tuple[str, str, str]]]]  # lang → form → {(gender, case, number)}
    determiners: dict[str, set[tuple[str, str]]]  # German form → {(gender or "plural", case)}


def lexicon(terms: list[str] | None = None) -> Lexicon:
    """Every form of every noun term (or of ``terms``) and every German determiner form."""
    idents = terms if terms is not None else [k for k in i18n._bundle("en")._terms if not k.startswith("det-")]
    nouns: dict[str, dict[str, set[tuple[str, str, str]]]] = {lang: {} for lang in LANGUAGES}
    for ident in idents:
        noun = Noun(ident.replace("-", "."))
        for lang in LANGUAGES:
            gender = noun.gender(lang)
            for case in i18n.CASES:
                for count, number in ((1, "one"), (2, "other")):
                    form = noun.render(lang, case=case, count=count)
                    nouns[lang].setdefault(form, set()).add((gender, case, number))
    determiners: dict[str, set[tuple[str, str]]] = {}
    bundle = i18n._bundle("de")
    for det in i18n.DETERMINERS:
        pattern = bundle._lookup(f"det-{det}", term=True).value
        for gender in (*i18n.GENDERS, "plural"):
            for case in i18n.CASES:
                args = {"case": case, "gender": "neuter" if gender == "plural" else gender,
                        "number": "other" if gender == "plural" else "one"}
                form, _ = bundle.format_pattern(pattern, args)
                if form:
                    determiners.setdefault(form, set()).add((gender, case))
    return Lexicon(nouns, determiners)


# words after which a number names something (“Spieler 2”, “step 3”) instead of counting what follows
LABELS = {"Spieler", "Player", "Schritt", "Step", "step", "Feld", "Field", "field", "Form", "Shape", "shape", "Zug",
          "Move", "move", "Runde", "Round", "round", "Stufe", "Level", "level", "Karte", "Card", "card", "Nr", "No",
          "Seite", "page", "S", "p", "Spalte", "Zeile", "column", "row", "Reihe"}
_QUOTED = re.compile(r"„[^“]*“|“[^”]*”|‚[^‘]*‘|‘[^’]*’|»[^«]*«")
DATIVE = {"mit", "von", "aus", "bei", "nach", "seit", "zu", "gegenüber"}
ACCUSATIVE = {"für", "durch", "gegen", "ohne", "um"}
_ENGLISH_IN_GERMAN = re.compile(r"\b(the|and|you|your|with|of|is|are|this|that|which)\b")
_ERRORS = re.compile(r"Traceback|NoneType|object has no attribute|invalid literal|KeyError|ValueError|TypeError")
# words with what stands between them; "b2" (a cell) and "level-1" are one word, not a word and a count
_L = "A-Za-zÄÖÜäöüß"
_WORD = re.compile(rf"[{_L}0-9]*[{_L}][{_L}0-9]*(?:-[{_L}0-9]+)*|[0-9]+(?:-[{_L}][{_L}0-9]*)+|[0-9]+")


def _agree(det: set[tuple[str, str]], noun: set[tuple[str, str, str]], case: str | None = None) -> bool:
    for gender, noun_case, number in noun:
        wanted = "plural" if number == "other" else gender
        if (wanted, noun_case) in det and (case is None or noun_case == case):
            return True
    return False


def problems(text: str, lang: str, lex: Lexicon) -> list[str]:
    """What a proofreader would mark in ``text`` (see the module's docstring); empty when it reads well."""
    found = []
    # names in quotes (“Das Runde im Eckigen”, „tree c2“) are titles or typed moves, not sentence parts
    plain = _QUOTED.sub(lambda m: "·" * len(m.group()), text)
    matches = list(_WORD.finditer(plain))
    words = [m.group() for m in matches]
    forms = lex.nouns[lang]
    labels = LABELS | set(lex.nouns["de"]) | set(lex.nouns["en"])
    for i, word in enumerate(words[:-1]):
        after = words[i + 1]
        if plain[matches[i].end():matches[i + 1].start()] != " ":
            continue  # only words next to each other in one phrase: not across “(”, “:”, “,” or “–”
        before = words[i - 1] if i and plain[matches[i - 1].end():matches[i].start()] == " " else ""
        if lang == "de" and word.lower() in lex.determiners and after in forms:
            if not _agree(lex.determiners[word.lower()], forms[after]):
                found.append(f"“{word} {after}”: article and noun do not agree")
            elif before.lower() in DATIVE | ACCUSATIVE:
                case = "dat" if before.lower() in DATIVE else "acc"
                if not _agree(lex.determiners[word.lower()], forms[after], case):
                    found.append(f"“{before} {word} {after}”: “{before}” needs the {case} case")
        if word.isdigit() and after in forms and before not in labels:  # “Player 1 moves”: a name, not a count
            if lang == "en" and i + 2 < len(words) and words[i + 2].endswith("s") and plain[matches[i + 1].end():matches[i + 2].start()] == " ":
                continue  # “3 tree tiles”: the noun describes the next one
            numbers = {number for _, _, number in forms[after]}
            if word == "1" and numbers == {"other"}:
                found.append(f"“{word} {after}”: plural after 1")
            elif word != "1" and numbers == {"one"}:
                found.append(f"“{word} {after}”: singular after {word}")
    if re.search(r"\{\s*\$|\{[a-z_]+\}|\{\?\?\?\}|‹\w+›|\$[a-z]", text):
        found.append("a placeholder is left in the text")
    if re.search(r"\((s|n|e|en|er)\)", text):
        found.append("“(s)”-style plural: choose the form by the count")
    if re.search(r"(?<![.…])[.!?,;:] ?[.,;:](?![.…])", text.replace("...", "…")):
        found.append("doubled punctuation")
    depth = 0
    for char in text:
        depth += {"(": 1, ")": -1}.get(char, 0)
        if depth > 1:
            found.append("brackets inside brackets")
            break
    if lang == "de" and _ENGLISH_IN_GERMAN.search(re.sub(r"„[^“]*“|“[^”]*”|‚[^‘]*‘|'[^']*'|\"[^\"]*\"", "", text)):
        found.append(f"English in German text: “{_ENGLISH_IN_GERMAN.search(text).group()}”")
    if _ERRORS.search(text):
        found.append("Python error text")
    return found
