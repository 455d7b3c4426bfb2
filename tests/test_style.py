"""Texts keep one style, checked over every text a learner reads in both languages.

The checks read the committed renderings in ``tests/rendered/`` (``messages.<lang>.txt``: every catalog
message with every value; ``data.<lang>.txt``: walkthroughs with the quiz feedback as shown, rule maps,
assumptions, glossaries and the notebooks' markdown), which ``tests/test_messages.py`` keeps up to date.
Each rule is a general pattern, not a list of known sentences; a failure names the file, the line and the
text. The computer's reasons are checked on explanations rendered from sampled positions.
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass
from pathlib import Path

import pytest

import boardtutor
from boardtutor import i18n

RENDERED = Path(__file__).parent / "rendered"
LANGS = i18n.LANGUAGES


@dataclass(frozen=True)
class Line:
    path: str
    number: int
    where: str  # the message key or the data file's place of the text
    text: str

    def __str__(self) -> str:
        return f"{self.path}:{self.number} [{self.where}] {self.text}"


# a rendering's values, as render_messages writes them: "$n=2, $seat=Sarah: "
_LABEL = re.compile(r"^\$[\w-]+=.*?(?:, \$[\w-]+=.*?)*: ")


def _parse(path: Path) -> list[Line]:
    """Every rendered text of one file: "## heading" starts a message (or a data file), then one text a line;
    a message's line starts with its values ("$n=2: "), a data file's line with the text's place ("x[0].y: ")."""
    found, heading = [], ""
    data = path.name.startswith("data.")
    for number, raw in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
        if not raw.strip():
            continue
        if raw.startswith("## "):
            heading = raw[3:].split("  (")[0]
            continue
        if data:
            where, _, text = raw.partition(": ")
            where = f"{heading} {where}"
        else:
            label = _LABEL.match(raw)
            where, text = heading, raw[label.end():] if label else raw
        found.append(Line(path.name, number, where, text))
    return found


TEXTS = {lang: [line for name in ("messages", "data") for line in _parse(RENDERED / f"{name}.{lang}.txt")] for lang in LANGS}


def _report(found: list[str]) -> str:
    return "\n".join(found[:40]) + f"\n({len(found)} in all)"


def _check(lang: str, pattern: re.Pattern, skip=lambda line, match: False) -> list[str]:
    found = []
    for line in TEXTS[lang]:
        for match in pattern.finditer(line.text):
            if not skip(line, match):
                found.append(f"“{match.group()}”: {line}")
    return found


def _code(text: str) -> str:
    """The text with markdown code spans blanked out (Python, not prose)."""
    return re.sub(r"`[^`]*`", lambda m: "·" * len(m.group()), text)


def test_the_files_are_parsed():
    for lang in LANGS:
        assert len(TEXTS[lang]) > 10000, "the rendered files are missing or empty"
        assert any(line.where.endswith("[right]") for line in TEXTS[lang]), "the quiz feedback is not rendered"
        assert any(line.where.startswith("notebooks/") for line in TEXTS[lang]), "the notebooks are not rendered"
        assert not [line for line in TEXTS[lang] if line.text.startswith("$")], "a message's values were not split off"


@pytest.mark.parametrize("lang", LANGS)
def test_no_doubled_full_stop(lang):
    """“Sie wird zugedeckt..”: one full stop ends a sentence (an ellipsis “...” is three)."""
    found = _check(lang, re.compile(r"(?<!\.)\.\.(?!\.)"), skip=_in_a_path)
    assert not found, _report(found)


# a markdown link's target or a relative path (“](../en/00_start.ipynb)”, “../data”): a path, not a sentence
_PATH = re.compile(r"\]\([^)\s]*\)|(?<![\w.])\.\./[^\s)]*")


def _in_a_path(line: Line, match: re.Match) -> bool:
    return any(path.start() <= match.start() < path.end() for path in _PATH.finditer(line.text))


@pytest.mark.parametrize("lang", LANGS)
def test_a_capital_after_right(lang):
    """What follows “Richtig!” / “Right!” is a sentence of its own and starts with a capital (a field's name
    such as “e6” stays as it is)."""
    found = _check(lang, re.compile(r"\b(?:Richtig|Right|Genau|Exactly)! +(?![a-z]\d)[a-zäöüß]\w*"))
    assert not found, _report(found)


# a count: a digit or a number word
_NUMBER = {"de": r"\d+|null|eins?|drei|vier|fünf|sechs|sieben|acht|neun|zehn|elf|zwölf",
           "en": r"\d+|zero|one|three|four|five|six|seven|eight|nine|ten|eleven|twelve"}
# “both” and “beide” are for two: not with another count, not doubled with “all”
_BOTH = {"de": rf"\balle beide[nrms]?\b|\bbeide[nrms]? (?:(?!2\b|zwei\b)(?:{_NUMBER['de']}))\b|\bbeide[nrms]? zwei\b"
               r"|\balle zwei\b(?! (?:Runden|Züge|Spielzüge|Minuten|Wochen|Tage)\b)",
         "en": rf"\ball both\b|\bboth (?:of )?(?:the )?(?:(?!2\b|two\b)(?:{_NUMBER['en']}))\b|\bboth (?:of )?(?:the )?two\b"
               r"|\ball (?:the )?two\b"}


@pytest.mark.parametrize("lang", LANGS)
def test_both_is_for_two(lang):
    found = _check(lang, re.compile(_BOTH[lang], re.IGNORECASE))
    assert not found, _report(found)


_APOSTROPHE = re.compile(r"(?<=\w)['’‘](?=\w|\s|[.,;:!?]|$)")


@pytest.mark.parametrize("lang", LANGS)
def test_one_kind_of_apostrophe(lang):
    """One apostrophe throughout a language (“Ben's” and “geht's”): the straight one, which the texts use most."""
    found = []
    for line in TEXTS[lang]:
        text = _code(line.text)
        # a closing quote (“‘Hut’”) is not an apostrophe: only ’ ‘ without an opening ‘ before them count
        for match in _APOSTROPHE.finditer(text):
            if match.group() != "'" and "‘" not in text[:match.start()]:
                found.append(f"“{text[max(0, match.start() - 12):match.end() + 3]}” (use '): {line}")
    assert not found, _report(found)


def test_noch_einmal():
    """“noch einmal”, not the spoken “nochmal” / “noch mal”."""
    found = _check("de", re.compile(r"\bnoch ?mal\b", re.IGNORECASE))
    assert not found, _report(found)


# finite verbs (third or second person, no infinitive among them): a colon followed by a lower-case word
# and one of these, before the clause ends, starts a full sentence
_FINITE = ("ist sind hat hast wird wirst kann kannst darf darfst muss musst soll sollst gibt geht kommt bleibt liegt "
           "steht zieht zählt bringt bekommt passt läuft zeigt gilt gewinnt endet legt nimmt fehlt reicht macht "
           "wählt spielt würfelt sieht hilft gehört war waren hatte hatten braucht stehen liegen gehen kommen").split()
# a colon before a list, a subordinate clause or an infinitive group stays lower-case
_NOT_A_SENTENCE = {"wenn", "dass", "weil", "ob", "falls", "sobald", "solange", "auch", "wie", "was", "wer", "um",
                   "ohne", "bis", "nur", "je", "zu", "entweder", "erst", "zuerst", "jeweils", "mit", "oder", "und"}
_QUOTED = re.compile(r"„[^“]*“|“[^”]*”|‚[^‘]*‘|»[^«]*«")  # a quoted name or button: not the sentence
_CELL = re.compile(r"[a-z]\d{1,2}")
_COLON = re.compile(r"(?<=\w)[:] ([a-zäöüß][\w-]*)((?: [^ .!?;:–()]+){0,7})")


def test_german_sentence_after_colon_is_capitalised():
    """“keinen: das nächste Plättchen ist dunkel” → “keinen: Das nächste Plättchen ist dunkel”."""
    found = []
    for line in TEXTS["de"]:
        for match in _COLON.finditer(_QUOTED.sub(lambda m: "·" * len(m.group()), _code(line.text))):
            first, rest = match.group(1), match.group(2).split()
            if first in _NOT_A_SENTENCE or _CELL.fullmatch(first):
                continue
            clause = [word.strip(",") for word in (first, *rest)]
            clause = clause[:next((i + 1 for i, word in enumerate((first, *rest)) if word.endswith(",")), len(clause))]
            if any(word in _FINITE for word in clause[:4]):
                found.append(f"“{match.group()}”: {line}")
    assert not found, _report(found)


def test_english_possessive_not_of_name():
    """“Ben's animals”, not “the animals of Ben”: a player (a name used with 's somewhere) owns with 's."""
    names = {m.group(1) for line in TEXTS["en"] for m in re.finditer(r"\b([A-Z][a-z]+)'s?\b", line.text)}
    pattern = re.compile(r"(?:\b(?i:the|no|every|each|all|both|an?|any|some|two|three|four|five|six|\d+) (?:[a-z0-9]+ )?[a-z]+"
                         r"|(?:^|(?<=[.!?;:] ))[A-Z][a-z]+s) of ([A-Z][a-z]+)\b(?!['’])")
    found = _check("en", pattern, skip=lambda line, match: match.group(1) not in names
                   or _PREPOSITION.search(line.text[:match.end()]) is not None)
    assert not found, _report(found)


# “of” in a preposition of place or cause (“the field ahead of Ida”, “to the left of Ben”): not a possessive
_PREPOSITION = re.compile(r"\b(?:ahead|in front|out|because|instead|(?:to|on) the (?:left|right)) of [A-Z][a-z]+$")


def test_opponents_are_not_a_pair():
    """Two players who play against each other are not “a pair” (partners): “play against each other”."""
    found = _check("en", re.compile(r"\b(?:as|in) a pair\b|\bas partners\b"))
    found += _check("de", re.compile(r"\bals (?:ein )?Paar\b|\bals Team\b"))
    assert not found, _report(found)


# --- the computer's reasons ------------------------------------------------------------------------------

_FIELD = {"de": re.compile(r"\b[a-z]\d{1,2}\b|\bFeld \d+\b"), "en": re.compile(r"\b[a-z]\d{1,2}\b|\bfield \d+\b")}


def _noun_forms(lang: str) -> dict[str, str]:
    """Every form of every noun term (lower-case) → the term, so that “Bär” and “Bären” are one thing."""
    forms = {}
    for ident in i18n._bundle("en")._terms:
        if ident.startswith("det-"):
            continue
        noun = i18n.Noun(ident.replace("-", "."))
        for case in i18n.CASES:
            for count in (1, 2):
                forms[noun.render(lang, case=case, count=count).lower()] = ident
    return forms


def _explanations(game_id: str, seed: int, plies: int = 40, per_position: int = 4):
    """``(move, reason, explanation)`` for a few moves of positions along one random game."""
    game = boardtutor.load(game_id)
    rng = random.Random(seed)
    state = game.new_initial_state(players=game.min_players, seed=seed)
    for _ in range(plies):
        if state.is_terminal():
            return
        if state.is_chance_node():
            outcomes = state.chance_outcomes()
            state = state.apply(rng.choices([o for o, _ in outcomes], [p for _, p in outcomes])[0])
            continue
        actions = state.legal_actions()
        for action in rng.sample(actions, min(per_position, len(actions))):
            for lang in LANGS:
                reason = state.move_reason(action, lang)
                if reason:
                    move = state.action_text(action, lang).rstrip(".!")
                    yield lang, move, reason, i18n.tr("bots.explain.reason", lang, move=move, reason=reason)
        state = state.apply(rng.choice(actions))


@pytest.mark.parametrize("game_id", boardtutor.games())
def test_a_reason_does_not_repeat_its_move(game_id):
    """“Spieler 1 nimmt die Kugel von Feld 2 – die Kugel von Feld 2 passt …”: the reason says why, it does not
    name the move's thing on the move's field again (“sie passt …”)."""
    forms = {lang: _noun_forms(lang) for lang in LANGS}
    found = []
    for seed in range(3):
        for lang, move, reason, text in _explanations(game_id, seed):
            words = {lang_: set(re.findall(r"[\wäöüßÄÖÜ-]+", part.lower())) for lang_, part in (("move", move), ("reason", reason))}
            nouns = {forms[lang][w] for w in words["move"] if w in forms[lang]} & {forms[lang][w] for w in words["reason"] if w in forms[lang]}
            nouns.discard("core-noun-field")  # “Feld 3” is the field itself, not the thing on it
            fields = set(_FIELD[lang].findall(move)) & set(_FIELD[lang].findall(reason))
            if nouns and fields:
                found.append(f"{game_id} ({lang}): {sorted(fields)} {sorted(nouns)} twice: {text}")
    found = sorted(set(found))
    assert not found, _report(found)
