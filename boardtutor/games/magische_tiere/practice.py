"""Exercises for the dino dice game, one or more generators per rule paragraph (see :mod:`boardtutor.practice`).

Positions come from seeded random play through the engine, some from a start position changed with
``with_setup`` (cards in the hand, a child already with Silas, lit tiles), which passes the same gate as
a saved game. Every answer is the engine's: its legal actions (and the rule its refusal cites), or the
position after the step or the whole row of actions is played out. The game is co-operative and shows
everything but the card pile, so every board is drawn for everyone (``viewer`` None).
"""

from __future__ import annotations

import random
from typing import Any, Callable

from ...core import RuleViolation
from ...i18n import Bilingual, Noun, Text
from ...practice import Exercise, because, for_each, generator, play_until, random_play
from . import GAME
from .rules import CARD_KINDS, CHILDREN, GOAL, IDA_START, PURPLE, SYMBOLS, TILES, WATCHMAN_START, A, MagischeTiereState, _at, field_name

ID = "magische_tiere"
GO, STOP = A("go"), A("stop")
ENDINGS = ("goes_on", "win", "narrow", "loss")
"""The choices of the "what happens" questions: the game goes on, or how it ends."""


# --- words ----------------------------------------------------------------------------------------------


def _msg(key: str, /, **params: Any) -> Text:
    return Text(f"magische_tiere.practice.{key}", **params)


def _row(row: str) -> Noun:
    return Noun(f"magische_tiere.row.{row}")


def _child(child: str) -> Text:
    return Text(f"magische_tiere.child.{child}")


def _card(kind: str) -> Noun:
    return Noun(f"magische_tiere.card.{kind}")


def _action(state: MagischeTiereState, action) -> Bilingual:
    return Bilingual({lang: state.action_text(action, lang) for lang in ("de", "en")})


def _refusal(exc: RuleViolation) -> Bilingual:
    return Bilingual({lang: exc.message(lang) for lang in ("de", "en")})


def _exercise(rule: str, kind: str, state: MagischeTiereState, question: Text, answers, why: Text, **more: Any) -> Exercise:
    return Exercise(game_id=ID, rule=rule, kind=kind, state=state, question=question, answers=frozenset(answers),
                    explanation=because(ID, rule, why), viewer=None, **more)


# --- reaching positions ------------------------------------------------------------------------------------


def _start(rng: random.Random, setup: bool = True, hand: tuple[str, ...] = ()) -> MagischeTiereState:
    """A new game; often changed with ``with_setup``: cards in the hand, more tiles lit, children on the
    way, a child already with Silas (then the white die rolls along)."""
    state = GAME.new_initial_state(players=rng.randint(1, 4), seed=rng.randrange(10**9))
    if not hand and (not setup or rng.random() < 0.3):
        return state
    lit = rng.choice([0, 2, 5, 8, 11])
    spec: dict[str, Any] = {"lit": lit, "hand": sorted(set(rng.sample(CARD_KINDS, rng.randint(0, 3))) | set(hand))}
    if lit == TILES and rng.random() < 0.6:
        spec["children"] = {"jo": "silas"}
    return state.with_setup(spec)


def _late(rng: random.Random, deck: bool = False, hand: tuple[str, ...] = (), white: bool = False) -> MagischeTiereState:
    """A start-of-turn position late in a game: the watchman on the children's way, Ida behind him, some
    children caught, the others ahead of him on lit ground (``deck``: only one or two cards left)."""
    state = GAME.new_initial_state(players=rng.randint(1, 4), seed=rng.randrange(10**9))
    watchman = rng.randint(0, GOAL - 3)
    lit = TILES if white else rng.randint(max(0, watchman - PURPLE + 1), TILES)
    room = range(watchman + 1, min(GOAL - 1, PURPLE + lit) + 1)
    children = {c: "caught" if rng.random() < 0.35 or not room else field_name(rng.choice(room)) for c in CHILDREN}
    if room and lit < TILES and rng.random() < 0.5:
        children[rng.choice(CHILDREN)] = field_name(room[-1])
    spec: dict[str, Any] = {"lit": lit, "watchman": field_name(watchman, "red"), "children": children,
                            "ida": field_name(rng.randint(max(IDA_START, watchman - 4), watchman - 1), "orange")}
    if deck:
        spec["deck"] = {kind: 1 for kind in rng.sample(CARD_KINDS, rng.randint(1, 2))}
    else:
        spec["hand"] = sorted(set(rng.sample(CARD_KINDS, rng.randint(0, 2))) | set(hand))
    if white or lit == TILES and rng.random() < 0.5:
        spec["children"][rng.choice(CHILDREN)] = "silas"
    return state.with_setup(spec)


def _reach(rng: random.Random, stop: Callable[[MagischeTiereState], bool], most: int = 60, setup: bool = True,
           late: bool = False, deck: bool = False, near: bool = False, hand: tuple[str, ...] = (),
           white: bool = False) -> MagischeTiereState | None:
    """Random play for up to ``most`` actions from a (changed) start, then on until ``stop`` holds."""
    if near:  # the watchman a few fields before the purple footprint field (some tiles lit, cards in the hand)
        state = GAME.new_initial_state(players=rng.randint(1, 4), seed=rng.randrange(10**9))
        state = state.with_setup({"watchman": rng.choice(["r4", "r5"]), "lit": rng.choice([0, 2, 5, 8]),
                                  "hand": sorted(rng.sample(CARD_KINDS, rng.randint(0, 2)))})
    else:
        state = _late(rng, deck, hand, white) if late or deck or white else _start(rng, setup, hand)
    for _ in range(rng.randrange(most + 1)):
        if state.is_terminal():
            return None
        state = state.apply(state.sample_chance(rng) if state.is_chance_node() else rng.choice(state.legal_actions()))
    return play_until(state, rng, stop, max_plies=300)


def play_rows(state: MagischeTiereState, stop: bool = False) -> tuple[MagischeTiereState, list[dict]] | None:
    """From "ready": the rows act (no card used, any card drawn) until the next turn begins, the game ends
    or Ida meets the watchman; None if the children's steps would need a choice (``stop``: they take no
    step). Returns the state then and every event on the way."""
    events: list[dict] = []
    turns = state.turns
    while state.turns == turns and state.phase not in ("end", "distracted"):
        if state.is_chance_node():
            if state.phase != "draw":
                break
            state = state.apply(state.chance_outcomes()[0][0])
        elif state.phase == "ready":
            state = state.apply(GO)
        elif state.phase == "steps" and stop:
            state = state.apply(STOP)
        else:
            return None
        events += state.events
    return state, events


def _ready(rng: random.Random, test: Callable[[MagischeTiereState, MagischeTiereState, list[dict]], bool], stop: bool = False, **where: Any):
    """A "ready" position whose rows play out without a choice and where ``test(before, after, events)``:
    the first one in a game of random play (from a start chosen by ``where``, see ``_reach``), within a
    dozen turns (``stop``: the children take no step, for questions their steps cannot change)."""
    where.setdefault("most", 0)
    state = _reach(rng, lambda s: s.phase == "ready" and not s.acting, **where)
    for _ in range(12):
        if state is None:
            return None
        played = play_rows(state, stop)
        if played is not None and test(state, *played):
            return state, played[0], played[1]
        turns = state.turns
        state = play_until(state, rng, lambda s: s.turns > turns and s.phase == "ready" and not s.acting, max_plies=200)
    return None


def _types(events: list[dict]) -> list[str]:
    return [e["type"] for e in events]


# --- set-up ---------------------------------------------------------------------------------------------------


@generator(ID, rule="setup.figures", kind="fields")
def start_fields(rng: random.Random) -> Exercise | None:
    state = GAME.new_initial_state(players=rng.randint(1, 4), seed=rng.randrange(10**9))
    which = rng.choice(["children", "watchman", "both"])
    fields = {field_name(state.children[c]) for c in CHILDREN} if which != "watchman" else set()
    fields |= {field_name(state.watchman, "red")} if which != "children" else set()
    return _exercise("setup.figures", "fields", state, _msg(f"start_fields.question_{which}"), fields,
                     _msg("start_fields.why", children=_at(state.children[CHILDREN[0]]), watchman=_at(state.watchman, "red")))


def _covered_question(state: MagischeTiereState, after: MagischeTiereState, rule: str, key: str) -> Exercise:
    choices = [Text("magische_tiere.practice.row", row=_row(row)) for row in SYMBOLS] + [_msg("none")]
    answers = [SYMBOLS.index(row) for row in after.covered] or [len(SYMBOLS)]
    return _exercise(rule, "choice", state, _msg(f"{key}.question"), answers,
                     _msg(f"{key}.why", rows=len(after.covered)), choices=choices, multiple=True)


@generator(ID, rule="setup.ida", kind="choice")
def covered_at_start(rng: random.Random) -> Exercise | None:
    state = GAME.new_initial_state(players=rng.randint(1, 4), seed=rng.randrange(10**9))
    return _covered_question(state, state, "setup.ida", "covered_start")


@generator(ID, rule="setup.path", kind="number")
def dark_at_start(rng: random.Random) -> Exercise | None:
    state = GAME.new_initial_state(players=rng.randint(1, 4), seed=rng.randrange(10**9))
    return _exercise("setup.path", "number", state, _msg("dark_start.question"), [TILES - state.lit],
                     _msg("dark_start.why", count=TILES - state.lit))


@generator(ID, rule="setup.cards", kind="number")
def pile_at_start(rng: random.Random) -> Exercise | None:
    state = GAME.new_initial_state(players=rng.randint(1, 4), seed=rng.randrange(10**9))
    count = sum(state.deck.values())
    return _exercise("setup.cards", "number", state, _msg("pile_start.question"), [count], _msg("pile_start.why", count=count))


@generator(ID, rule="turn.order", kind="choice")
def first_player(rng: random.Random) -> Exercise | None:
    players = rng.randint(2, 4)
    names = rng.sample(["Lena", "Tim", "Mia", "Ben", "Emil", "Zoe"], players)
    state = GAME.new_initial_state(players=names, seed=rng.randrange(10**9))
    choices = [Bilingual({"de": n, "en": n}) for n in names]
    return _exercise("turn.order", "choice", state, _msg("first.question", youngest=names[0]), [state.turn],
                     _msg("first.why", name=names[state.turn]), choices=choices)


# --- rolling --------------------------------------------------------------------------------------------------


@generator(ID, rule="rolling.roll", kind="number")
def dice_rolled(rng: random.Random) -> Exercise | None:
    state = _reach(rng, lambda s: s.phase == "roll" and not any(s.tray.values()), most=30)
    if state is None:
        return None
    blue = len(state.chance_outcomes()[0][0].args)
    after = state.apply(state.sample_chance(rng))
    white = 1 if after.phase == "roll_white" else 0
    return _exercise("rolling.roll", "number", state, _msg("dice_rolled.question"), [blue + white],
                     _msg("dice_rolled.why", blue=blue, white=white))


# Which of these may the group do now? A choice the engine refuses, citing the rule, among allowed ones.
_ALLOWED_RULES = (
    "rolling.left_to_right", "rolling.caps", "rolling.at_least_one", "rolling.covered", "ida_action.not_yet",
    "white_die.joker", "card.reroll_caps", "card.turn", "shoe_action.dark", "watchman_action.catch",
    "card_action", "card.watchman_back", "card.ida_step", "card.light", "card.steps",
)


def _candidates(state: MagischeTiereState) -> list:
    """Actions one might try now: the legal ones and likely mistakes."""
    out = list(state.legal_actions())
    phase = state.phase
    if phase == "place":
        faces = list(state.rolled) + ["cap", "ida", "shoe", "light", "card"]
        out += [A.parse(f"place {f}") for f in dict.fromkeys(faces)]
        out += [A.parse(f"place {f} {f} {f}") for f in dict.fromkeys(state.rolled)]
        if state.rolled_white:
            out += [A.parse(f"place white:{row}") for row in SYMBOLS]
        out.append(A("reroll"))
    if phase == "turning":
        out += [A("turn", (f"{f}>shoe",)) for f in ("cap", "ida", "card", "light") ]
    if phase == "steps":
        out += [A("step", (c,)) for c in CHILDREN]
    if phase in ("place", "ready", "steps"):
        out += [A("use", (k,)) for k in CARD_KINDS if not k.startswith(("turn", "reroll"))]
    return list(dict.fromkeys(out))


def _cited(state: MagischeTiereState, action) -> tuple[str | None, RuleViolation | None]:
    try:
        state.apply(action)
    except RuleViolation as exc:
        return (exc.rule.section if exc.rule is not None else None), exc
    return None, None


def _refused(state: MagischeTiereState, rule: str) -> list:
    """The tried actions the engine refuses now, citing ``rule`` (with the refusal)."""
    legal = set(state.legal_actions())
    return [(a, exc) for a in _candidates(state) if a not in legal for cited, exc in [_cited(state, a)] if cited == rule]


_HINTS: dict[str, Callable[[MagischeTiereState], bool]] = {
    "shoe_action.dark": lambda s: s.phase == "steps" and any(not s.passable(s.children[c] + 1) for c in s.active_children()),
    "watchman_action.catch": lambda s: s.phase == "steps" and bool(s.caught),
    "card.turn": lambda s: s.phase == "turning",
    "card.reroll_caps": lambda s: s.phase == "place" and s.forced or s.acting,
    "card.steps": lambda s: not s.movable_children(),
    "card.watchman_back": lambda s: s.watchman == WATCHMAN_START,
    "ida_action.not_yet": lambda s: s.phase == "place" and s.ida is None and "ida" in s.rolled,
    "rolling.covered": lambda s: s.phase == "place" and any(f in s.covered for f in s.rolled),
    "white_die.joker": lambda s: s.phase == "place" and s.rolled_white not in (None, "dino", "cap"),
    "rolling.caps": lambda s: s.phase == "place",
    "rolling.left_to_right": lambda s: s.phase == "place",
    "rolling.at_least_one": lambda s: s.phase == "place",
}
"""Cheap tests of positions where a rule's refusal may be found (the engine then decides)."""
_CARDS = {"card.watchman_back": ("watchman_back",), "card.ida_step": ("ida_step",), "card.light": ("light_one", "light_two"),
          "card.steps": ("steps_two", "steps_three"), "card.reroll_caps": ("reroll_cap_one", "reroll_cap_two"),
          "card.turn": ("turn_one", "turn_two")}
"""The cards each card paragraph is about (given to the group's hand for its exercises)."""


def _allowed(rng: random.Random, rule: str) -> Exercise | None:
    hint = _HINTS.get(rule, lambda s: True)
    late = rule in ("shoe_action.dark", "card.steps") or rule not in ("ida_action.not_yet", "card.watchman_back") and rng.random() < 0.5
    state = _reach(rng, lambda s: s.phase in ("place", "turning", "steps", "ready") and hint(s) and rng.random() < 0.5 and bool(_refused(s, rule)),
                   late=late, most=20, hand=(rng.choice(_CARDS[rule]),) if rule in _CARDS else (), white=rule == "white_die.joker")
    if state is None:
        return None
    legal = set(state.legal_actions())
    tried = _candidates(state)
    refused = _refused(state, rule)
    if not refused:
        return None
    wrong, exc = rng.choice(refused)
    right = rng.sample(sorted(legal, key=str), min(len(legal), rng.randint(1, 2)))
    others = [a for a in tried if a not in legal and a != wrong]
    shown = [wrong] + right + rng.sample(others, min(len(others), rng.randint(0, 1)))
    rng.shuffle(shown)
    answers = [i for i, a in enumerate(shown) if a in legal]
    return _exercise(rule, "choice", state, _msg("allowed.question"), answers,
                     _msg("allowed.why", action=_action(state, wrong), refusal=_refusal(exc)),
                     choices=[_action(state, a) for a in shown], multiple=True)


for_each(ID, _ALLOWED_RULES, "choice", _allowed, "allowed")


def _placing(rng: random.Random, test: Callable[[MagischeTiereState, Any, MagischeTiereState], bool]):
    state = _reach(rng, lambda s: s.phase == "place" and not s.forced)
    if state is None:
        return None
    placements = [a for a in state.legal_actions() if a.kind == "place"]
    rng.shuffle(placements)
    for action in placements:
        after = state.apply(action)
        if test(state, action, after):
            return state, action, after
    return None


def _loose(state: MagischeTiereState) -> int:
    return state.loose_blue + int(state.loose_white)


def _reroll_count(rng: random.Random, rule: str) -> Exercise | None:
    def test(before, action, after):
        if after.phase not in ("roll", "roll_white"):
            return False
        if rule == "rolling.placed_stay":
            return any(before.tray.values())
        return any(before.room(f) == 0 for f in before.rolled)  # a die that fits nowhere

    found = _placing(rng, test)
    if found is None:
        return None
    state, action, after = found
    count = _loose(after)
    return _exercise(rule, "number", state, _msg("reroll_count.question", action=_action(state, action)), [count],
                     _msg(f"reroll_count.why_{rule.split('.')[1]}", count=count))


for_each(ID, ("rolling.reroll", "rolling.placed_stay"), "number", _reroll_count, "reroll_count")


@generator(ID, rule="rolling.until_all", kind="choice")
def after_placing(rng: random.Random) -> Exercise | None:
    want_ready = rng.random() < 0.5
    found = _placing(rng, lambda b, a, after: (after.phase == "ready") == want_ready)
    if found is None:
        return None
    state, action, after = found
    answer = 1 if after.phase == "ready" else 0
    return _exercise("rolling.until_all", "choice", state, _msg("next.question", action=_action(state, action)), [answer],
                     _msg("next.why_ready" if answer else "next.why_roll", count=_loose(after)),
                     choices=[_msg("next.roll"), _msg("next.actions")])


# --- the actions --------------------------------------------------------------------------------------------------


_ACTING_ROWS = ("card", "light", "shoe", "cap", "ida")


def _row_count(rng: random.Random, rule: str) -> Exercise | None:
    state = _reach(rng, lambda s: s.phase == "ready" and not s.acting)
    if state is None:
        return None
    if rule == "actions.skip":
        rows = [r for r in SYMBOLS if not state.tray[r] and r not in state.covered]
    else:
        rows = [r for r in SYMBOLS if state.tray[r]]
    if not rows:
        return None
    row = rng.choice(rows)
    value = state.row_value(row)
    return _exercise(rule, "number", state, _msg("row_count.question", row=_row(row)), [value],
                     _msg("row_count.why", row=_row(row), dice=len(state.tray[row]), count=value))


for_each(ID, ("actions.count", "actions.skip"), "number", _row_count, "row_count")


_EVENT_ROW = {"drew": "card", "lit": "light", "steps_lost": "shoe", "watchman": "cap", "watchman_rests": "cap",
              "ida": "ida", "ida_blocked": "ida"}


@generator(ID, rule="actions.order", kind="choice")
def first_row(rng: random.Random) -> Exercise | None:
    found = _ready(rng, lambda b, a, ev: len([r for r in SYMBOLS if b.tray[r] and r not in b.covered]) >= 2
                   and any(e["type"] in _EVENT_ROW for e in ev))
    if found is None:
        return None
    state, _, events = found
    rows = [r for r in SYMBOLS if state.tray[r] and r not in state.covered]
    first = next(_EVENT_ROW[e["type"]] for e in events if e["type"] in _EVENT_ROW)
    if first not in rows:
        return None
    shuffled = list(rows)
    rng.shuffle(shuffled)
    return _exercise("actions.order", "choice", state, _msg("first_row.question"), [shuffled.index(first)],
                     _msg("first_row.why", row=_row(first)),
                     choices=[Text("magische_tiere.practice.row", row=_row(r)) for r in shuffled])


@generator(ID, rule="actions.pass_on", kind="choice")
def next_player(rng: random.Random) -> Exercise | None:
    found = _ready(rng, lambda b, a, ev: len(b.names) >= 2 and a.turns > b.turns and a.phase != "end")
    if found is None:
        return None
    state, after, _ = found
    choices = [Bilingual({lang: state.player_name(seat, lang) for lang in ("de", "en")}) for seat in range(len(state.names))]
    return _exercise("actions.pass_on", "choice", state, _msg("next_player.question", name=choices[state.turn]), [after.turn],
                     _msg("next_player.why", name=choices[after.turn]), choices=choices)


@generator(ID, rule="card_action", kind="number")
def cards_after(rng: random.Random) -> Exercise | None:
    found = _ready(rng, lambda b, a, ev: bool(b.tray["card"]) and "drew" in _types(ev))
    if found is None:
        return None
    state, after, _ = found
    return _exercise("card_action", "number", state, _msg("cards_after.question", count=len(state.hand)), [len(after.hand)],
                     _msg("cards_after.why", count=len(after.hand), drawn=len(after.hand) - len(state.hand)))


def _covered_after(rng: random.Random, rule: str) -> Exercise | None:
    row = {"card_action.empty": "card", "light_action.all_lit": "light", "shoe_action.all_caught": "shoe"}[rule]
    found = _ready(rng, lambda b, a, ev: any(e["type"] == "covered" and e["row"] == row for e in ev)
                   or row in b.covered and rng.random() < 0.2, late=True, deck=row == "card")
    if found is None:
        return None
    state, after, _ = found
    return _covered_question(state, after, rule, "covered_after")


for_each(ID, ("card_action.empty", "light_action.all_lit", "shoe_action.all_caught"), "choice", _covered_after, "covered_after")


@generator(ID, rule="light_action", kind="number")
def lit_after(rng: random.Random) -> Exercise | None:
    found = _ready(rng, lambda b, a, ev: bool(b.tray["light"]) and "light" not in b.covered, stop=True)
    if found is None:
        return None
    state, after, _ = found
    return _exercise("light_action", "number", state, _msg("lit_after.question", lit=state.lit), [after.lit],
                     _msg("lit_after.why", count=after.lit - state.lit, lit=after.lit))


def _watchman_after(rng: random.Random, rule: str) -> Exercise | None:
    if rule == "card.watchman_rests":
        state = _reach(rng, lambda s: s.phase == "ready" and not s.acting and s.tray["cap"]
                       and A("use", ("watchman_rests",)) in s.legal_actions(), hand=("watchman_rests",), most=0)
        if state is None:
            return None
        played = play_rows(state.apply(A("use", ("watchman_rests",))), stop=True)
        if played is None:
            return None
        after = played[0]
        question = _msg("watchman_rests.question", caps=len(state.tray["cap"]), card=_card("watchman_rests"))
    else:
        found = _ready(rng, lambda b, a, ev: bool(b.tray["cap"]) and not b.resting and a.phase != "end")
        if found is None:
            return None
        state, after, _ = found
        question = _msg("watchman_after.question")
    target = field_name(after.watchman, "red")
    return _exercise(rule, "fields", state, question, [target],
                     _msg("watchman_after.why", where=_at(after.watchman, "red"), caps=len(state.tray["cap"]), moved=after.watchman - state.watchman))


for_each(ID, ("watchman_action", "card.watchman_rests"), "fields", _watchman_after, "watchman_after")


def _outcome_choices() -> list[Text]:
    return [_msg(f"ending.{e}") for e in ENDINGS]


def _ending_of(after: MagischeTiereState) -> int:
    """The choice that says what happened: the game goes on, or how it ended (when Ida has met the
    watchman: the ending if the group stops there)."""
    if after.phase == "distracted":
        after = after.apply(A("finish"))
    return ENDINGS.index(after.outcome().ending) if after.is_terminal() else 0


def _ending_why(after: MagischeTiereState) -> Text:
    answer = ENDINGS[_ending_of(after)]
    if answer == "narrow":
        return _msg("ending.why_narrow", count=len(after.caught))
    return _msg(f"ending.why_{answer}")


@generator(ID, rule="watchman_action.catch", kind="choice")
def caught_now(rng: random.Random) -> Exercise | None:
    found = _ready(rng, lambda b, a, ev: not b.resting and ("caught" in _types(ev) and a.phase != "end" or rng.random() < 0.05 and bool(b.tray["cap"])))
    if found is None:
        return None
    state, _, events = found
    caught = [c for e in events if e["type"] == "caught" for c in e["children"]]
    answers = [CHILDREN.index(c) for c in caught] or [len(CHILDREN)]
    return _exercise("watchman_action.catch", "choice", state, _msg("caught.question"), answers,
                     _msg("caught.why", count=len(caught)), choices=[_child(c) for c in CHILDREN] + [_msg("nobody")], multiple=True)


def _ida_after(rng: random.Random, rule: str) -> Exercise | None:
    if rule == "ida_action.enter":
        found = _ready(rng, lambda b, a, ev: b.ida is None and a.ida is not None and a.phase != "end", stop=True, near=True)
    else:
        found = _ready(rng, lambda b, a, ev: b.ida is not None and bool(b.tray["ida"]) and a.phase != "end", stop=True)
    if found is None:
        return None
    state, after, _ = found
    target = field_name(after.ida, "orange")
    return _exercise(rule, "fields", state, _msg("ida_after.question"), [target], _msg(f"ida_after.why_{rule.split('.')[-1]}", where=_at(after.ida, "orange")))


for_each(ID, ("ida_action", "ida_action.enter"), "fields", _ida_after, "ida_after")


def _what_happens(rng: random.Random, rule: str) -> Exercise | None:
    wanted = {"ending.ida_distracts": lambda a: a.phase == "distracted",
              "ending.narrow": lambda a: a.phase == "distracted" and bool(a.caught),
              "ending.loss": lambda a: a.ending == "loss"}[rule]
    chance = (lambda b: bool(b.tray["cap"])) if rule == "ending.loss" else (lambda b: bool(b.tray["ida"]))
    found = _ready(rng, lambda b, a, ev: wanted(a) or chance(b) and rng.random() < 0.2, late=True)
    if found is None:
        return None
    state, after, _ = found
    return _exercise(rule, "choice", state, _msg("ending.question"), [_ending_of(after)], _ending_why(after),
                     choices=_outcome_choices())


for_each(ID, ("ending.ida_distracts", "ending.narrow", "ending.loss"), "choice", _what_happens, "ending")


# --- walking -----------------------------------------------------------------------------------------------------------


def _walkers(rng: random.Random, rule: str) -> Exercise | None:
    state = _reach(rng, lambda s: s.phase == "steps")
    if state is None:
        return None
    walkers = {field_name(state.children[a.args[0]]) for a in state.legal_actions() if a.kind == "step"}
    blocked = [c for c in state.active_children() if not state.passable(state.children[c] + 1)]
    if rule == "shoe_action.dark" and not blocked:
        return None
    return _exercise(rule, "fields", state, _msg("walkers.question", steps=state.steps_left), walkers,
                     _msg("walkers.why", count=len(walkers), blocked=len(blocked)))


for_each(ID, ("shoe_action",), "fields", _walkers, "walkers")


def _stepping(rng: random.Random, test: Callable[[MagischeTiereState, Any, MagischeTiereState], bool], setup: bool = True):
    state = _reach(rng, lambda s: s.phase == "steps" and any(s.children[c] + 1 >= GOAL for c in s.movable_children()), setup=setup)
    if state is None:
        return None
    for action in state.legal_actions():
        if action.kind == "step" and state.children[action.args[0]] + 1 >= GOAL:
            after = state.apply(action)
            if test(state, action, after):
                return state, action, after
    return None


@generator(ID, rule="white_die.earn", kind="choice")
def white_die(rng: random.Random) -> Exercise | None:
    found = _stepping(rng, lambda b, a, after: True)
    if found is None:
        return None
    state, action, after = found
    answer = 0 if after.white_owned and not state.white_owned else 1
    return _exercise("white_die.earn", "choice", state, _msg("white.question", action=_action(state, action)), [answer],
                     _msg("white.why_new" if answer == 0 else "white.why_had"), choices=[_msg("white.yes"), _msg("white.no")])


@generator(ID, rule="ending.win", kind="choice")
def last_child(rng: random.Random) -> Exercise | None:
    state = GAME.new_initial_state(players=rng.randint(1, 4), seed=rng.randrange(10**9))
    home = rng.sample(CHILDREN, 3)
    spec = {"lit": TILES, "children": {c: "silas" for c in home}, "hand": ["steps_two"]}
    spec["children"].update({c: rng.choice(["t10", "t11"]) for c in CHILDREN if c not in home})
    state = state.with_setup(spec)
    state = play_until(state, rng, lambda s: s.phase == "steps", max_plies=200)
    if state is None:
        return None
    for action in state.legal_actions():
        if action.kind == "step" and state.children[action.args[0]] + 1 >= GOAL:
            after = state.apply(action)
            return _exercise("ending.win", "choice", state, _msg("last.question", action=_action(state, action)), [_ending_of(after)],
                             _ending_why(after), choices=_outcome_choices())
    return None


# --- cards ---------------------------------------------------------------------------------------------------------------


def _card_position(rng: random.Random, kinds: tuple[str, ...]):
    state = _reach(rng, lambda s: s.phase in ("place", "ready", "steps") and any(A("use", (k,)) in s.legal_actions() for k in kinds),
                   hand=(rng.choice(kinds),), most=10)
    if state is None:
        return None
    kind = rng.choice([k for k in kinds if A("use", (k,)) in state.legal_actions()])
    return state, kind, state.apply(A("use", (kind,)))


_COUNT_CARDS = {"card.light": (("light_one", "light_two"), "lit", "light_card"),
                "card.steps": (("steps_two", "steps_three"), "steps_left", "steps_card")}
"""The cards that add to a number: the cards, what they add to (lit tiles, steps left) and the messages."""


def _count_card(rng: random.Random, rule: str) -> Exercise | None:
    kinds, attribute, key = _COUNT_CARDS[rule]
    found = _card_position(rng, kinds)
    if found is None:
        return None
    state, kind, after = found
    before, total = getattr(state, attribute), getattr(after, attribute)
    return _exercise(rule, "number", state, _msg(f"{key}.question", card=_card(kind), before=before), [total],
                     _msg(f"{key}.why", count=total - before, total=total))


for_each(ID, tuple(_COUNT_CARDS), "number", _count_card, "count_card")


_FIGURE_CARDS = {"card.watchman_back": ("watchman_back", "watchman", "red", "back_card.question", "back_card.why"),
                 "card.ida_step": ("ida_step", "ida", "orange", "ida_after.question_card", "ida_after.why_card")}
"""The cards that move a figure: card, figure, its lane, the question and the explanation."""


def _figure_card(rng: random.Random, rule: str) -> Exercise | None:
    kind, figure, lane, question, why = _FIGURE_CARDS[rule]
    found = _card_position(rng, (kind,))
    if found is None:
        return None
    state, kind, after = found
    position = getattr(after, figure)
    return _exercise(rule, "fields", state, _msg(question, card=_card(kind)), [field_name(position, lane)], _msg(why, where=_at(position, lane)))


for_each(ID, tuple(_FIGURE_CARDS), "fields", _figure_card, "figure_card")


@generator(ID, rule="cards.once", kind="number")
def card_gone(rng: random.Random) -> Exercise | None:
    found = _card_position(rng, tuple(k for k in CARD_KINDS if not k.startswith(("turn", "reroll"))))
    if found is None:
        return None
    state, kind, after = found
    return _exercise("cards.once", "number", state, _msg("card_gone.question", card=_card(kind), count=len(state.hand)),
                     [len(after.hand)], _msg("card_gone.why", count=len(after.hand)))


@generator(ID, rule="cards.keep", kind="choice")
def kept_card(rng: random.Random) -> Exercise | None:
    state = _reach(rng, lambda s: s.phase == "ready" and not s.acting and not s.tray["card"] and s.hand)
    if state is None:
        return None
    kind = rng.choice(state.hand)
    answer = 0 if A("use", (kind,)) in state.legal_actions() else 1
    return _exercise("cards.keep", "choice", state, _msg("keep.question", card=_card(kind)), [answer],
                     _msg("keep.why_yes" if answer == 0 else "keep.why_no", card=_card(kind)), choices=[_msg("white.yes"), _msg("white.no")])
