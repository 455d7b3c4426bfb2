"""Issue #22, part 2: every claim in the computer's reasons is a checked fact.

Random positions (1–4 players, seeded) are cut from random games; the reason of legal actions is
rendered in German and English, every claim is read back out of the words (numbers, fields, cards,
wisps, shapes), and each is checked against a computation written here: the points by ``score_forest``
on the forest written as text, what a move can still lead to by trying every way to finish the turn
through ``apply`` (the rules' one truth), where a shape fits by laying it on every field by hand.
Nothing is taken from ``reasons.py``.
"""

from __future__ import annotations

import json
import random
import re
from pathlib import Path

import pytest

import boardtutor
from boardtutor.games.wispwood.scoring import GOALS, kind_noun, score_forest, shape_noun

GAME = boardtutor.load("wispwood")
DATA = json.loads((Path(boardtutor.games.wispwood.__file__).parent / "data.json").read_text(encoding="utf-8"))
KINDS = list(DATA["kinds"])
LETTER = {k: DATA["kinds"][k]["letter"] for k in KINDS}
GRIDS = DATA["grid_sizes"]
POSITIONS = 320


# -- random positions ------------------------------------------------------------------------------------
def _chance(state, rng):
    outcomes = state.chance_outcomes()
    return rng.choices([a for a, _ in outcomes], [float(p) for _, p in outcomes])[0]


def position(seed: int):
    """A position where someone decides, after a seeded random game of 1–4 players."""
    rng = random.Random(seed)
    players = 1 + seed % 4
    state = GAME.new_initial_state(players, seed=seed, goals="random" if seed % 3 else "easy")
    steps = rng.randint(0, 260)
    for _ in range(steps):
        nxt = state.apply(_chance(state, rng) if state.is_chance_node() else rng.choice(state.legal_actions()))
        if nxt.is_terminal():
            break
        state = nxt
    while state.is_chance_node():
        state = state.apply(_chance(state, rng))
    assert not state.is_terminal()
    return state


# -- independent facts -----------------------------------------------------------------------------------
def text_of(forest) -> str:
    xs = [x for x, _ in forest]
    ys = [y for _, y in forest]
    return "\n".join("".join(forest.get((x, y), ".") for x in range(min(xs), max(xs) + 1)) for y in range(min(ys), max(ys) + 1))


def points(forest, goals, round):
    result = score_forest(text_of(forest), goals, round)
    return result.total, result.by_goal


def finished_turns(state):
    """Every forest the turn can end with from ``state`` (in the middle of a normal turn), by ``apply``."""
    seat = state.turn
    if state.phase == "wisp":
        return [state.apply(a).forests[seat] for a in state.legal_actions()]
    return [f for a in state.legal_actions() for f in finished_turns(state.apply(a))]


def take_gains(state, spot):
    """For taking the wisp on ``spot``: per card the most points it can gain this turn, and the most the
    whole forest can gain (as if the round ended now)."""
    key = (state.to_json(), spot)
    if key not in _GAINS:
        _GAINS[key] = _take_gains(state, spot)
    return _GAINS[key]


_GAINS: dict = {}


def _take_gains(state, spot):
    before_total, before = points(state.forests[state.turn], state.goals, state.round)
    best_card = dict.fromkeys(state.goals, None)
    best_total = None
    for forest in finished_turns(state.apply(f"take {spot}")):
        total, by_goal = points(forest, state.goals, state.round)
        best_total = total - before_total if best_total is None else max(best_total, total - before_total)
        for goal in state.goals:
            gain = by_goal[goal] - before[goal]
            best_card[goal] = gain if best_card[goal] is None else max(best_card[goal], gain)
    return best_card, best_total


def turned(cells, turns, mirror):
    cells = [(-x, y) if mirror else (x, y) for x, y in cells]
    for _ in range(turns):
        cells = [(-y, x) for x, y in cells]
    return cells


def places_for(state, shape):
    """Where ``shape`` can lie in the forest, laid by hand on every field: empty fields, touching the
    forest along an edge, the forest staying inside the round's grid."""
    forest = state.forests[state.turn]
    size = GRIDS[state.round - 1]
    found = set()
    for turns in range(4):
        for mirror in (False, True):
            cells = turned(DATA["shapes"][shape], turns, mirror)
            for ox in range(-12, 12):
                for oy in range(-12, 12):
                    placed = {(x + ox, y + oy) for x, y in cells}
                    if any(not (0 <= x < 11 and 0 <= y < 11) or (x, y) in forest for x, y in placed):
                        continue
                    if not any((x + dx, y + dy) in forest for x, y in placed for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1))):
                        continue
                    every = list(forest) + list(placed)
                    if max(x for x, _ in every) - min(x for x, _ in every) >= size or max(y for _, y in every) - min(y for _, y in every) >= size:
                        continue
                    found.add(frozenset(placed))
    return found


def cell(name: str):
    return "abcdefghijk".index(name[0]), int(name[1:]) - 1


def _allowed(state, move: str) -> bool:
    try:
        state.apply(move)
    except boardtutor.RuleViolation:
        return False
    return True


def ghost_value(state, kind):
    return DATA["ghost_helpers"][state.ghost["level"]][state.ghost["ranks"].index(kind)]


# -- reading the words back ------------------------------------------------------------------------------
def forms(noun, lang):
    out = {}
    for case in ("nom", "acc", "dat"):
        for det in ("", "the", "a"):
            for count in (1, 2):
                out.setdefault(noun.render(lang, case=case, det=det, count=count), noun)
    return out


def noun_table(lang):
    table = {}
    for kind in KINDS:
        table.update({text: ("wisp", kind) for text in forms(kind_noun(kind), lang)})
    for shape in DATA["shapes"]:
        table.update({text: ("shape", shape) for text in forms(shape_noun(shape), lang)})
    return table


NOUNS = {lang: noun_table(lang) for lang in ("de", "en")}
CARDS = {lang: {GOALS[g]["name"][lang]: g for g in GOALS} for lang in ("de", "en")}

CELL = r"(?P<{}>[a-k](?:1[01]|[1-9]))"
PATTERNS = {
    "en": [
        ("take_card", r"^(?P<it>it) can bring up to (?:1 more point|(?P<n>\d+) more points) with the card “(?P<card>[^”]+)”$"),
        ("take_fits", r"^(?P<it>it) fits into the forest with the (?P<shape>.+)$"),
        ("shape", r"^(?:with the cat hidden )?the (?P<shape>.+?) (?:is allowed too, and it )?fits (?:into the forest )?in (?:just one place|(?P<n>\d+) places)$"),
        ("points_up", r"^(?P<subject>.+) raises the forest from (?P<before>\d+) to (?P<after>\d+) points? \(card “(?P<card>[^”]+)”\)$"),
        ("full_grid", r"^(?P<subject>.+) fills the grid: from (?P<before>\d+) to (?P<after>\d+) points?$"),
        ("fills", r"^(?P<subject>.+) fills the grid further: (?P<filled>\d+) of (?P<fields>\d+) fields filled$"),
        ("done", r"^(?:1 tree is|(?P<n>\d+) trees are) enough this turn: the other open fields stay free for wisps$"),
        ("done_hidden", r"^after (?:1 tree|(?P<n>\d+) trees) the cat is ready again$"),
        ("refresh", r"^(?:only (?P<one>.+) is left at the pond|all (?P<n>\d+) wisps at the pond are (?P<wisps>.+)): (?P<new>\d+) new ones can give more choice$"),
        ("catrefresh_none", r"^(?:the only wisp at the pond brings|the (?P<n>\d+) wisps at the pond bring) the forest no points now: the cat hides and (?P<new>\d+) new ones come$"),
        ("catrefresh", r"^the cat hides and (?P<new>\d+) new wisps come: (?:the only one at the pond brings|the (?P<n>\d+) at the pond bring) at most (?:1 more point|(?P<best>\d+) more points)$"),
        ("catstay", r"^the cat stays on " + CELL.format("cell") + r", so that field stays in the forest next round$"),
        ("catmove", r"^(?P<it>it) leaves " + CELL.format("old") + r", so its new field stays in the forest next round$"),
        ("ghost_most", r"^no wisp at the pond is worth more to the ghost than this one \((?:1 point|(?P<n>\d+) points)\), and now it leaves the pond$"),
        ("ghost_least", r"^no wisp at the pond is worth less to the ghost than this one \((?:1 point|(?P<n>\d+) points)\), and it leaves the pond$"),
        ("ghost", r"^to the ghost this wisp is worth (?:1 point|(?P<n>\d+) points), and it leaves the pond$"),
    ],
    "de": [
        ("take_card", r"^(?P<it>er|sie|es) kann mit der Karte „(?P<card>[^“]+)“ bis zu (?:1 Punkt|(?P<n>\d+) Punkte) mehr bringen$"),
        ("take_fits", r"^(?P<it>er|sie|es) passt mit (?P<shape>.+) in den Wald$"),
        ("shape", r"^(?:mit der versteckten Katze geht auch (?P<shape2>.+), und (?:er|sie|es) passt (?:an genau einer Stelle|an (?P<n2>\d+) Stellen)|(?P<shape>.+) passt (?:nur an einer Stelle|an (?P<n>\d+) Stellen) in den Wald)$"),
        ("points_up", r"^(?P<subject>.+) bringt den Wald von (?P<before>\d+) auf (?:1 Punkt|(?P<after>\d+) Punkte) \(Karte „(?P<card>[^“]+)“\)$"),
        ("full_grid", r"^(?P<subject>.+) macht das Raster voll: von (?P<before>\d+) auf (?:1 Punkt|(?P<after>\d+) Punkte)$"),
        ("fills", r"^(?P<subject>.+) füllt das Raster weiter: (?P<filled>\d+) von (?P<fields>\d+) Feldern belegt$"),
        ("done", r"^(?:1 Baum reicht|(?P<n>\d+) Bäume reichen) in diesem Zug: Die anderen freien Felder bleiben für Irrlichter frei$"),
        ("done_hidden", r"^nach (?:1 Baum|(?P<n>\d+) Bäumen) ist die Katze wieder bereit$"),
        ("refresh", r"^(?:am Teich liegt nur noch (?P<one>.+)|alle (?P<n>\d+) Irrlichter am Teich sind (?P<wisps>.+)): (?P<new>\d+) neue können mehr Auswahl geben$"),
        ("catrefresh_none", r"^(?:das einzige Irrlicht am Teich bringt|die (?P<n>\d+) Irrlichter am Teich bringen) dem Wald jetzt keine Punkte: Die Katze versteckt sich, und (?P<new>\d+) neue kommen$"),
        ("catrefresh", r"^die Katze versteckt sich, und (?P<new>\d+) neue Irrlichter kommen: (?:das einzige am Teich bringt|die (?P<n>\d+) am Teich bringen) höchstens (?:1 Punkt|(?P<best>\d+) Punkte) mehr$"),
        ("catstay", r"^die Katze bleibt auf " + CELL.format("cell") + r", so bleibt dieses Feld auch in der nächsten Runde im Wald$"),
        ("catmove", r"^(?P<it>sie) verlässt " + CELL.format("old") + r", so bleibt ihr neues Feld in der nächsten Runde im Wald$"),
        ("ghost_most", r"^kein Irrlicht am Teich ist für den Geist mehr wert als dieses \((?:1 Punkt|(?P<n>\d+) Punkte)\), und jetzt kommt es vom Teich weg$"),
        ("ghost_least", r"^kein Irrlicht am Teich ist für den Geist weniger wert als dieses \((?:1 Punkt|(?P<n>\d+) Punkte)\), und es kommt vom Teich weg$"),
        ("ghost", r"^für den Geist ist dieses Irrlicht (?:1 Punkt|(?P<n>\d+) Punkte) wert, und es kommt vom Teich weg$"),
    ],
}
# the clause follows the move and says "it" (er, sie, es) for what the move names: a tree or the wisp in
# hand on the move's field ("it"), or the shape just laid ("with the orb on e4 it")
SUBJECTS = {
    "en": [("shape_wisp", r"^with the (?P<wisp>.+) on " + CELL.format("cell") + " (?P<it>it)$"),
           ("it", r"^(?P<it>it)$")],
    "de": [("shape_wisp", r"^(?P<it>er|sie|es) samt (?P<wisp>.+) auf " + CELL.format("cell") + "$"),
           ("it", r"^(?P<it>er|sie|es)$")],
}
PRONOUN = {"der": "er", "die": "sie", "das": "es"}  # the German pronoun for a noun with this article


def _noun(text, lang, what):
    found = NOUNS[lang].get(text) or NOUNS[lang].get(text.split(" ", 1)[-1])
    assert found and found[0] == what, f"not a {what} ({lang}): {text!r}"
    return found[1]


def _number(match, name, one=1):
    value = match.groupdict().get(name)
    return one if value is None else int(value)


def _it(pronoun, noun, lang):
    """``pronoun`` ("it", "er" …) stands for ``noun``: in German it has the noun's gender (its article)."""
    expected = "it" if lang == "en" else PRONOUN[noun.render("de", det="the").split()[0]]
    assert pronoun == expected, f"“{pronoun}” does not stand for {noun.render(lang, det='the')!r} ({lang})"


def read_claims(text: str, lang: str, state, action) -> dict:
    """The claims of one reason, as plain values (the same in both languages). Where the reason says "it",
    what it stands for is the one the move names (``action`` in ``state``): the wisp at the pond field it
    takes, the tree or the wisp in hand it lays on its field, the shape it lays, the cat it moves; in
    German the pronoun must have that noun's gender."""
    for key, pattern in PATTERNS[lang]:
        m = re.match(pattern, text)
        if not m:
            continue
        g = m.groupdict()
        claim = {"kind": key}
        if key in ("take_card", "take_fits"):  # "it": the wisp on the pond field the move takes
            claim.update(spot=action.args[0], wisp=state.pond[action.args[0] - 1])
            _it(g["it"], kind_noun(claim["wisp"]), lang)
        if key == "catmove":  # "it": the cat, moved to the move's field
            claim["cell"] = action.args[0]
            _it(g["it"], kind_noun("cat"), lang)
        if key == "shape" and lang == "de" and g.get("shape2"):
            claim.update(shape=_noun(g["shape2"], lang, "shape"), n=_number(m, "n2"))
            return claim
        for name in ("spot", "before", "filled", "fields", "new", "cell", "old"):
            if g.get(name) is not None:
                claim[name] = g[name] if name in ("cell", "old") else int(g[name])
        if "n" in m.re.groupindex:
            claim["n"] = _number(m, "n")
        if "after" in m.re.groupindex:
            claim["after"] = _number(m, "after")
        if "best" in m.re.groupindex:
            claim["best"] = _number(m, "best")
        if g.get("card"):
            claim["card"] = CARDS[lang][g["card"]]
        for name in ("wisp", "one", "wisps"):
            if g.get(name):
                claim["wisp"] = _noun(g[name], lang, "wisp")
        if g.get("shape"):
            claim["shape"] = _noun(g["shape"], lang, "shape")
        if g.get("subject"):
            for subject, sub in SUBJECTS[lang]:
                s = re.match(sub, g["subject"])
                if s:
                    if subject == "shape_wisp":  # "with the orb on e4 it": it is the shape laid
                        claim.update(subject=subject, cell=s["cell"], wisp=_noun(s["wisp"], lang, "wisp"),
                                     shape=state.turn_info["shape"])
                        _it(s["it"], shape_noun(claim["shape"]), lang)
                    elif action.kind == "tree":  # "it": the tree on the move's field
                        claim.update(subject="tree", cell=action.args[0])
                        _it(s["it"], kind_noun("tree"), lang)
                    else:  # "it": the wisp in hand, on the move's field
                        claim.update(subject="wisp_on", cell=action.args[0], wisp=state.turn_info["kind"])
                        _it(s["it"], kind_noun(claim["wisp"]), lang)
                    break
            else:
                raise AssertionError(f"subject not understood ({lang}): {g['subject']!r}")
        return claim
    raise AssertionError(f"a reason whose claims this test cannot read ({lang}): {text!r}")


# -- checking each claim ---------------------------------------------------------------------------------
def check(state, action, claim) -> list[str]:
    """What is false in ``claim`` about ``action`` in ``state`` (empty: every claim holds)."""
    wrong = []

    def expect(ok, what):
        if not ok:
            wrong.append(what)

    kind = claim["kind"]
    seat = state.current_player
    forest = state.forests[seat] if seat < len(state.forests) else None
    if kind in ("take_card", "take_fits"):
        spot = claim["spot"]
        expect(action.kind == "take" and action.args[0] == spot, "names another pond field")
        expect(state.pond[spot - 1] == claim["wisp"], f"field {spot} holds a {state.pond[spot - 1]}, not a {claim['wisp']}")
        taken = state.apply(f"take {spot}")
        if kind == "take_card":
            best, _ = take_gains(state, spot)
            card = claim["card"]
            expect(card in state.goals, f"card {card} is not in play")
            expect(best.get(card) == claim["n"], f"card {card} can bring at most {best.get(card)} more points this turn, not {claim['n']}")
        else:
            legal = {str(a) for a in taken.legal_actions()}
            expect({f"shape {claim['shape']}", f"catshape {claim['shape']}"} & legal, f"the {claim['shape']} cannot be used with it")
    elif kind == "shape":
        expect(action.args[0] == claim["shape"], "names another shape")
        after = state.apply(action)
        by_hand = places_for(state, claim["shape"])
        if state.turn_info["kind"] == "hat":  # only where the hat may lie on one of its fields: the rules say
            by_hand = {p for p in by_hand if _allowed(after, "place " + " ".join("abcdefghijk"[x] + str(y + 1) for x, y in p))}
        expect(len(by_hand) == claim["n"], f"the {claim['shape']} fits in {len(by_hand)} places, not {claim['n']}")
        expect(len(after.legal_actions()) == claim["n"], "the count differs from the legal placements")
    elif kind in ("points_up", "full_grid", "fills"):
        before_total, before = points(forest, state.goals, state.round)
        trial = dict(forest)
        subject, where = claim["subject"], cell(claim["cell"])
        if subject == "tree":
            expect(action.kind == "tree" and action.args[0] == claim["cell"], "names another field")
            trial[where] = "T"
        else:
            expect(claim["wisp"] == state.turn_info["kind"], "names another wisp than the one in hand")
            placed = [cell(c) for c in action.args] if subject == "shape_wisp" else list(state.turn_info["placed"])
            expect(where in placed, f"{claim['cell']} is not a field of the shape")
            if subject == "shape_wisp":
                expect(claim["shape"] == state.turn_info["shape"], "names another shape")
                wisp_ok = [str(a) for a in state.apply(action).legal_actions()]
                expect(f"wisp {claim['cell']}" in wisp_ok, f"the wisp may not lie on {claim['cell']}")
            else:
                expect(action.args[0] == claim["cell"], "names another field")
            for c in placed:
                trial[c] = "T"
            trial[where] = LETTER[state.turn_info["kind"]]
        after_total, after = points(trial, state.goals, state.round)
        size = GRIDS[state.round - 1]
        if kind == "fills":
            expect(claim["filled"] == min(len(trial), size * size) and claim["fields"] == size * size, "the count of filled fields is wrong")
        else:
            expect(claim["before"] == before_total, f"the forest has {before_total} points now, not {claim['before']}")
            expect(claim["after"] == after_total, f"the forest would have {after_total} points, not {claim['after']}")
        if kind == "points_up":
            expect(after[claim["card"]] > before[claim["card"]], f"card {claim['card']} gains nothing")
        if kind == "full_grid":
            expect(len(trial) == size * size, "the grid is not full")
    elif kind == "done":
        expect(action.kind == "done" and claim["n"] == state.turn_info["trees"], "wrong count of trees")
    elif kind == "done_hidden":
        expect(state.cats[seat] == "hidden" and state.apply(action).cats[seat] == "ready", "the cat was not hidden or is not ready")
        expect(claim["n"] == state.turn_info["trees"], "wrong count of trees")
    elif kind == "refresh":
        wisps = [p for p in state.pond if p in KINDS]
        expect(set(wisps) == {claim["wisp"]} and claim["n"] == len(wisps), f"the pond holds {wisps}")
        expect(claim["new"] == 8 - state.pond.count("ghost"), "wrong count of new wisps")
    elif kind in ("catrefresh", "catrefresh_none"):
        wisps = [p for p in state.pond if p in KINDS]
        expect(claim["n"] == len(wisps), f"the pond holds {len(wisps)} wisps")
        expect(claim["new"] == 8 - state.pond.count("ghost"), "wrong count of new wisps")
        takes = [a.args[0] for a in state.legal_actions() if a.kind == "take"]
        best = max((take_gains(state, s)[1] for s in takes), default=0)
        if kind == "catrefresh_none":
            expect(best <= 0, f"a wisp at the pond can bring {best} points")
        else:
            expect(best == claim["best"], f"the wisps at the pond bring at most {best} points, not {claim['best']}")
    elif kind in ("catstay", "catmove"):
        cat = next(f for f, t in forest.items() if t == "C")
        where = cell(claim["cell"])
        if kind == "catstay":
            expect(where == cat, "the cat is not there")
        else:
            expect(cell(claim["old"]) == cat, "the cat is not there")
            expect(forest.get(where) == "T" and action.args[0] == claim["cell"], "no tree of the move")
    elif kind.startswith("ghost"):
        wisp = state.pond[action.args[0] - 1]  # the reason says "this one": the wisp the move names
        value = ghost_value(state, wisp)
        expect(claim["n"] == value, f"the {wisp} is worth {value} to the ghost, not {claim['n']}")
        others = [ghost_value(state, p) for i, p in enumerate(state.pond) if p in KINDS]
        if kind == "ghost_most":
            expect(value == max(others) and min(others) < value, "another wisp is worth more")
        if kind == "ghost_least":
            expect(value == min(others) and max(others) > value, "another wisp is worth less")
    else:
        wrong.append(f"unchecked claim {kind}")
    return wrong


def _reasons(seed):
    state = position(seed)
    rng = random.Random(seed)
    actions = state.legal_actions()
    takes = [a for a in actions if a.kind == "take"]
    rest = [a for a in actions if a.kind != "take"]
    chosen = rng.sample(takes, min(2, len(takes))) + rng.sample(rest, min(3, len(rest)))
    return state, chosen


def test_every_claim_of_a_reason_is_a_fact_of_the_position():
    false, checked, kinds = [], 0, set()
    for seed in range(POSITIONS):
        state, actions = _reasons(seed)
        for action in actions:
            de, en = state.move_reason(action, "de"), state.move_reason(action, "en")
            assert de and en, (seed, str(action))
            try:
                claims = {lang: read_claims(text, lang, state, action) for lang, text in (("de", de), ("en", en))}
            except AssertionError as unread:
                false.append(f"seed {seed}, {action}: {unread}")
                continue
            assert claims["de"] == claims["en"], (seed, str(action), de, en)  # both languages say the same
            kinds.add(claims["en"]["kind"])
            checked += 1
            false += [f"seed {seed}, {action}: {problem}: {en!r}" for problem in check(state, action, claims["en"])]
    assert checked >= POSITIONS
    assert not false, f"{len(false)} of {checked} reasons claim something false:\n" + "\n".join(false[:25])
    assert {"take_card", "shape", "points_up", "fills", "catmove", "catrefresh", "ghost"} <= kinds, kinds  # the sample reaches them


@pytest.mark.parametrize("seed", [3, 17])
def test_a_reason_does_not_depend_on_what_no_seat_can_see(seed):
    """Wispwood's only secret is the seed (which would settle the draws to come): a reason, for every
    reader, is the same when the position is rebuilt from what that reader observes with another seed."""
    for offset in range(0, 30, 3):
        state = position(seed + offset * 40)
        for action in state.legal_actions()[:4]:
            for viewer in [None, *range(len(state.names))]:
                seen = state.observation(viewer)
                rebuilt = GAME.state_from_dict({**seen, "seed": 987654})
                for lang in ("de", "en"):
                    assert state.move_reason(action, lang, viewer=viewer) == rebuilt.move_reason(action, lang, viewer=viewer)


def test_whose_turn_names_only_the_choices_that_are_open():
    """'take a wisp (or lay out new wisps, or make a tree turn)' only where new wisps may be laid out now."""
    seen = set()
    for seed in range(0, POSITIONS, 4):
        state = position(seed)
        if state.phase != "choose":
            continue
        kinds = {a.kind for a in state.legal_actions()}
        refresh = bool(kinds & {"refresh", "catrefresh"})
        for lang, words in (("en", "lay out new wisps"), ("de", "lege neue Irrlichter aus")):
            assert (words in state.describe(lang)) == refresh, (seed, state.describe(lang))
        assert ("take" in kinds) == ("take a wisp" in state.describe("en")), state.describe("en")
        seen.add(refresh)
    assert seen == {True, False}
