"""Named strategies for the dino game: bots that decide like a group at the table, and say why.

Each strategy makes a small plan for the turn – how many dice it wants on each row ("we want 3
shoes and 1 flashlight") – keeps rolled dice that fill the plan, rolls the others again, and places
any extra dice once the plan is full (every further roll risks a cap). A strategy looks at a state
and returns the group's action (``choose``) without asking the engine for its list of legal actions:
that keeps simulations fast (see ``lab``), and the tests check every choice against the engine.

- ``children_first``: the children's steps first, the flashlight when the way ahead gets dark.
- ``light_first``: light the whole way first, then walk.
- ``hold_cards``: plans like ``children_first`` but keeps its cards for emergencies.
- ``place_all``: places every die that fits at once and never rolls again by choice.
- ``random``: picks uniformly among the legal actions (a baseline; asks the engine, so it is slow).

The ``Advisor`` (``game.advisor()``) plays ``place_all``, the strategy that wins most often in the lab,
and explains its suggestion in German or English.

>>> import boardtutor
>>> state = boardtutor.load("magische_tiere").new_initial_state(players=2, seed=1)
>>> state = state.apply("roll card light shoe shoe cap ida")
>>> advisor = Advisor()
>>> str(advisor.choose(state))
'place card light shoe shoe'
>>> print(advisor.explain("en"))  # doctest: +ELLIPSIS
Suggestion: Place 1 card, 1 flashlight, 2 shoes, roll one die again. Every die that fits goes onto the tray now: ...
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

from ...core import Action, RuleViolation
from ...i18n import LANGUAGES, Bilingual, Noun, Text, tr
from .rules import (
    BLUE_DICE, CHILDREN, DONE, FINISH, GO, GOAL, LIGHT_CARDS, PURPLE, REROLL, REROLL_CARDS, ROWS, STEP_CARDS, STOP, SYMBOLS,
    TILES, TURN_CARDS, WATCHMAN_START, A, MagischeTiereState, faces_text, fields,
)

Reason = tuple  # (catalog key suffix, params)
_VALUES = {row: (0,) + values for row, values in ROWS.items()}


def dice_for(row: str, actions: int) -> int:
    """How many dice a row needs so that its action happens at least ``actions`` times (as many as
    fit if it can never reach that).

    >>> dice_for("shoe", 3), dice_for("light", 2), dice_for("card", 0)
    (3, 2, 0)
    """
    values = _VALUES[row]
    for k in range(len(values)):
        if values[k] >= actions:
            return k
    return len(values) - 1


class Strategy:
    """A named way of playing. ``choose(state)`` gives the group's action; ``reasons`` says why."""

    id = "children_first"
    order = ("shoe", "light", "card", "ida")
    """Which rows the plan fills first."""
    light_ahead = 3
    """How many lit path tiles the group wants ahead of the front child."""
    hold_cards = False
    rerolls = True
    careful = True
    ida_dice = 2
    """At most this many dice for Ida when she cannot reach the watchman this turn."""
    """Stop rolling for the plan when one more cap could let the watchman reach a child."""

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)
        self.reasons: list[Reason] = []

    @property
    def name(self) -> str:
        """The strategy's id (bots are named by it)."""
        return self.id

    def title(self, lang: str | None = None) -> str:
        """The strategy's name in ``lang``."""
        return tr(f"magische_tiere.strategy.{self.id}", lang)

    def describe(self, lang: str | None = None) -> str:
        """One sentence on how the strategy plays, in ``lang``."""
        return tr(f"magische_tiere.strategy_text.{self.id}", lang)

    # -- the decision --------------------------------------------------------------------------------
    def choose(self, state: MagischeTiereState) -> Action:
        """The action the group takes in ``state`` (a decision point, not a chance event)."""
        if state.is_terminal() or state.is_chance_node():
            raise RuleViolation(Text("bots.error.terminal" if state.is_terminal() else "bots.error.chance"))
        self.reasons = []
        phase = state.phase
        if state.hand:
            card = self._card(state)
            if card is not None:
                return card
        if phase == "place":
            return self._place(state)
        if phase == "steps":
            return self._step(state)
        if phase == "turning":
            return self._turn(state)
        if phase == "ready":
            usable = {a.args[0] for a in state.legal_actions() if a.kind == "use"}
            self.reasons.append(("go", {"n": len(usable), "hand": len(state.hand)}))
            return GO
        self.reasons.append(("finish", {}))
        return FINISH

    # -- the plan ------------------------------------------------------------------------------------
    def plan(self, s: MagischeTiereState) -> tuple[dict[str, int], tuple[str, ...], dict[str, int]]:
        """How many dice the group wants on each row this turn (counting those already there), in
        which order to fill the rows, and the numbers behind it (``steps``, ``dark``, ``ida_gap``)."""
        active = [s.children[c] for c in CHILDREN if c not in s.caught and s.children[c] < GOAL]
        covered = s.covered
        dark = TILES - s.lit
        want: dict[str, int] = {"card": 0, "light": 0, "shoe": 0, "cap": 0, "ida": 0}
        if "light" not in covered and dark:
            if self.light_ahead >= TILES:
                light_need = dark
            else:
                front = max(active) if active else 0
                light_need = max(0, min(TILES, front - PURPLE + self.light_ahead) - s.lit)
            want["light"] = dice_for("light", light_need)
        lit = min(TILES, s.lit + _VALUES["light"][want["light"]]) if "light" not in covered else s.lit
        reach = GOAL if lit >= TILES else PURPLE + lit
        steps = sum(max(0, reach - p) for p in active)
        if "shoe" not in covered:
            want["shoe"] = dice_for("shoe", steps)
        if "card" not in covered and sum(s.deck.values()):
            want["card"] = 1
        order = self.order
        gap = 0
        if s.ida is not None and "ida" not in covered and not s.variant:
            caps = len(s.tray["cap"])
            target = s.watchman + _VALUES["cap"][caps] if not s.resting else s.watchman
            gap = max(0, target - s.ida)
            position, free = s.ida, 0
            while position < target and (position + 1 <= PURPLE or position + 1 - PURPLE <= lit or position + 1 >= GOAL):
                position += 1
                free += 1
            if target >= 0 and position >= target and gap <= _VALUES["ida"][-1]:
                want["ida"] = dice_for("ida", gap)
                order = ("ida",) + tuple(r for r in order if r != "ida")
            else:
                want["ida"] = min(self.ida_dice, dice_for("ida", free))
        return want, order, {"steps": steps, "dark": dark, "ida_gap": gap}

    # -- placing ------------------------------------------------------------------------------------------
    def _place(self, s: MagischeTiereState) -> Action:
        want, order, numbers = self.plan(s)
        tray = {row: len(s.tray[row]) for row in SYMBOLS}
        room = {row: s.room(row) for row in SYMBOLS}
        faces = Counter(s.rolled)
        white = s.rolled_white
        blue: list[str] = []
        white_row = None
        if not self.rerolls or s.forced:
            for row in SYMBOLS:
                k = min(faces[row], room[row])
                blue += [row] * k
                room[row] -= k
            if white is not None:
                white_row = self._white_row(white, order, room, want, tray, blue)
        else:
            for row in order:
                k = min(faces[row], room[row], max(0, want[row] - tray[row]))
                blue += [row] * k
                room[row] -= k
            if white is not None:
                short = [r for r in order if want[r] - tray[r] - blue.count(r) > 0 and room[r] > 0]
                if white == "dino" and short:
                    white_row = short[0]
                elif white in short:
                    white_row = white
            placed = Counter(blue)
            unmet = any(want[r] - tray[r] - placed[r] - (white_row == r) > 0 for r in order)
            if unmet and self.careful and self._danger(s):
                unmet = False  # the watchman is close: no more rolling for the plan
            if not unmet:
                for row in SYMBOLS:  # the plan is full: place every extra die that fits, no more risk
                    k = min(faces[row] - placed[row], room[row])
                    if row == "cap" or k <= 0:
                        continue
                    blue += [row] * k
                    room[row] -= k
                if white is not None and white_row is None:
                    white_row = self._white_row(white, order, room, want, tray, blue)
            elif not blue and white_row is None and s.must_place():
                for row in order + tuple(r for r in SYMBOLS if r not in order):
                    if faces[row] and room[row] > 0:
                        blue = [row]
                        break
                else:
                    white_row = self._white_row(white, order, room, want, tray, blue)
        if not blue and white_row is None:
            if self.rerolls and s.any_placeable():
                self.reasons.append(("plan", {"plan": (want, order, self._dice(s))}))
                self.reasons.append(("reroll", {"n": s.loose_blue + int(s.loose_white)}))
            else:
                self.reasons.append(("no_fit", {"n": s.loose_blue + int(s.loose_white)}))
            return REROLL
        args = tuple(sorted(blue, key=SYMBOLS.index)) + ((f"white:{white_row}",) if white_row else ())
        self._explain_place(want, order, tray, numbers, args, s)
        return A("place", args)

    @staticmethod
    def _dice(s: MagischeTiereState) -> int:
        """All dice of this turn: the six blue ones, and the white one once earned."""
        return BLUE_DICE + int(s.white_owned)

    def _white_row(self, face: str, order: tuple[str, ...], room: dict[str, int], want: dict[str, int],
                   tray: dict[str, int], blue: list[str]) -> str | None:
        if face != "dino":
            return face if room.get(face, 0) > 0 else None
        for row in order + tuple(r for r in SYMBOLS if r not in order and r != "cap"):
            if room[row] > 0:
                return row
        return "cap" if room["cap"] > 0 else None

    def _explain_place(self, want: dict[str, int], order: tuple[str, ...], tray: dict[str, int], numbers: dict[str, int],
                       args: tuple, s: MagischeTiereState) -> None:
        if self.rerolls and not s.forced:
            self.reasons.append(("plan", {"plan": (want, order, self._dice(s))}))
        else:
            self.reasons.append(("all", {}))
        rows = {a[6:] if a.startswith("white:") else a for a in args}
        if "ida" in rows and s.ida is not None:
            if s.ida_meets_watchman(args):
                rest = s.loose_dice() - len(args)
                self.reasons.append(("row.ida_win_if" if rest else "row.ida_win", {"n": rest}))
            elif s.variant:
                self.reasons.append(("row.ida_done", {}))
            elif s.watchman < 0:
                self.reasons.append(("row.ida_red", {}))
            else:
                self.reasons.append(("row.ida", {"n": max(0, s.watchman - s.ida)}))
        if "shoe" in rows:
            # what the flashlight row will really light this turn: the dice on it and those placed now
            light_dice = min(len(ROWS["light"]), tray["light"] + sum(a in ("light", "white:light") for a in args))
            lit = TILES if "light" in s.covered else min(TILES, s.lit + _VALUES["light"][light_dice])
            reach = GOAL if lit >= TILES else PURPLE + lit
            steps = sum(max(0, reach - s.children[c]) for c in s.active_children())
            key = "row.shoe_lit" if s.lit >= TILES else "row.shoe_lighting" if lit >= TILES else "row.shoe"
            self.reasons.append((key, {"n": steps}))
        if "light" in rows:
            self.reasons.append(("row.light", {"n": numbers["dark"]}))
        if "card" in rows:
            self.reasons.append(("row.card", {"n": sum(s.deck.values())}))
        if "cap" in rows:  # only the dino joker is ever placed there by choice
            self.reasons.append(("row.cap", {}))
        rest = s.loose_blue + int(s.loose_white) - len(args)
        if rest and not s.forced:
            self.reasons.append(("rest" if self.rerolls else "rest_no_fit", {"n": rest}))

    # -- steps ---------------------------------------------------------------------------------------------
    def _step(self, s: MagischeTiereState) -> Action:
        movable = s.movable_children()
        if not movable:
            self.reasons.append(("stop", {}))
            return STOP
        for child in movable:
            if GOAL - s.children[child] <= s.steps_left and s.lit >= TILES:
                self.reasons.append(("step_home", {"child": Text(f"magische_tiere.child.{child}"), "steps": s.steps_left}))
                return A("step", (child,))
        child = min(movable, key=lambda c: (s.children[c], CHILDREN.index(c)))
        if s.variant:  # the watchman no longer walks: only the way to Silas counts
            self.reasons.append(("step_last", {"child": Text(f"magische_tiere.child.{child}"), "n": GOAL - s.children[child]}))
        else:
            self.reasons.append(("step_rear", {"child": Text(f"magische_tiere.child.{child}"), "n": s.children[child] - s.watchman}))
        return A("step", (child,))

    # -- cards ---------------------------------------------------------------------------------------------
    def _danger(self, s: MagischeTiereState) -> bool:
        """Could the watchman reach a child this turn (with the caps on his row, or one cap)?"""
        return s.watchman_threatens()

    def _card(self, s: MagischeTiereState) -> Action | None:
        """A card to use now, or None. Checked in this order: turn dice (after a roll), reroll caps or
        stop the watchman (before the actions), watchman back, light, extra steps (while walking),
        Ida one field. ``hold_cards`` keeps all but light (when every child waits) and Ida for
        emergencies."""
        phase = s.phase
        if phase not in ("place", "ready", "steps"):
            return None
        hold = self.hold_cards
        danger = self._danger(s)
        hand = s.hand
        watchman = not s.variant
        if phase == "place" and (not hold or danger):
            for kind in ("turn_two", "turn_one"):
                if kind in hand and self._turn_target(s) is not None:
                    return self._use(s, kind)
        if phase == "ready" and s._cap_row_ahead() and s.tray["cap"] and watchman and (not hold or danger):
            for kind in ("reroll_cap_two", "reroll_cap_one"):
                if kind in hand:
                    n = min(REROLL_CARDS[kind], len(s.tray["cap"]))
                    dice = sorted(sorted(s.tray["cap"], key=lambda d: d != "white")[:n])
                    return self._use(s, kind, *dice)
            if "watchman_rests" in hand and not s.resting:
                return self._use(s, "watchman_rests")
        if "watchman_back" in hand and (danger or not hold) and watchman and s.watchman > WATCHMAN_START:
            return self._use(s, "watchman_back")
        if s.lit < TILES and ("light_two" in hand or "light_one" in hand) and (not hold or not s.movable_children()):
            return self._use(s, "light_two" if "light_two" in hand else "light_one")
        if phase == "steps" and (not hold or danger) and ("steps_three" in hand or "steps_two" in hand) and s.movable_children():
            return self._use(s, "steps_three" if "steps_three" in hand else "steps_two")
        if "ida_step" in hand and s.ida is not None and s.ida < GOAL and s.passable(s.ida + 1):
            return self._use(s, "ida_step")
        return None

    def _use(self, s: MagischeTiereState, kind: str, *dice: str) -> Action:
        self.reasons.append(card_reason(s, kind, dice))
        return A("use", (kind, *dice))

    def _turn_target(self, s: MagischeTiereState) -> tuple[str, str, bool] | None:
        """Which loose die to turn into what: (face, target, white die?), or None if nothing helps."""
        want, order, _ = self.plan(s)
        tray = {row: len(s.tray[row]) for row in SYMBOLS}
        faces = Counter(s.rolled)
        short = [r for r in order if want[r] - tray[r] - faces[r] > 0 and s.room(r) > 0]
        if not short:
            return None
        for face in list(SYMBOLS):
            if face == "cap" or not faces[face]:
                continue
            spare = faces[face] - max(0, want[face] - tray[face])
            if spare > 0 and face not in short:
                return face, short[0], False
        white = s.rolled_white
        if white not in (None, "cap", "dino") and want.get(white, 0) - tray.get(white, 0) - faces[white] <= 0:
            return white, "dino", True
        return None

    def _turn(self, s: MagischeTiereState) -> Action:
        target = self._turn_target(s)
        if target is None:
            faces = list(s.rolled) + ([s.rolled_white] if s.rolled_white else [])
            self.reasons.append(("done", {"faces": faces_text(faces), "n": len(faces)}))
            return DONE
        face, to, white = target
        if to == "dino":
            self.reasons.append(("turn_joker", {"face": Noun(f"magische_tiere.symbol.{face}")}))
        else:
            self.reasons.append(("turn", {"face": Noun(f"magische_tiere.symbol.{face}"), "target": Noun(f"magische_tiere.symbol.{to}"),
                                          "free": s.room(to)}))
        return A("turn", (f"{'white:' if white else ''}{face}>{to}",))


def card_reason(s: MagischeTiereState, kind: str, dice: tuple[str, ...] = ()) -> Reason:
    """Why the card ``kind`` is used in ``s``, as (catalog key suffix, params): every number is computed
    for this position (the watchman's walk with the caps on his row now and after a reroll, the closest
    child's lead, Ida's gap, dark tiles, the loose dice)."""
    rear = s._rear()
    child = {"child": Text(f"magische_tiere.child.{rear[0]}"), "n": rear[1]} if rear else {}
    caps, walk = len(s.tray["cap"]), s.watchman_walk()
    if kind == "watchman_back":
        if rear is None:
            return "card.watchman_back_nobody", {}
        if rear[1] <= walk:
            return "card.watchman_back", {**child, "walk": fields(walk)}
        if rear[1] <= s.watchman_walk(s.caps_possible()):
            return "card.watchman_back_loose", {**child, "walk": fields(walk)}
        return "card.watchman_back_far", child
    if kind in REROLL_CARDS:
        less = s.watchman_walk(caps - len(dice))
        key = "card.reroll_less" if less < walk else "card.reroll_same"
        return key, {"n": caps, "dice": len(dice), "walk": fields(walk), "less": fields(less), "m": less}
    if kind == "watchman_rests":
        return "card.watchman_rests", {"n": caps, "walk": fields(walk)}
    if kind == "ida_step":
        if s.watchman < 0:
            return "card.ida_step_red", {}
        return "card.ida_step", {"n": max(0, s.watchman - s.ida) if s.ida is not None else 0}
    if kind in LIGHT_CARDS:
        return f"card.{kind}", {"n": TILES - s.lit}
    if kind in TURN_CARDS:
        faces = list(s.rolled) + ([s.rolled_white] if s.rolled_white else [])
        return f"card.{kind}", {"faces": faces_text(faces), "n": len(faces)}
    if rear is None or s.variant:
        far = max((c for c in s.active_children()), key=lambda c: GOAL - s.children[c], default=None)
        if far is None:
            return "card.steps_nobody", {"steps": STEP_CARDS[kind]}
        return "card.steps_way", {"child": Text(f"magische_tiere.child.{far}"), "n": GOAL - s.children[far], "steps": STEP_CARDS[kind]}
    return "card.steps", {**child, "steps": STEP_CARDS[kind]}


def _plan_text(plan: tuple) -> Bilingual:
    """The wish list in the strategy's order, each count at most the dice of the turn."""
    want, order, dice = plan
    rows = [r for r in order if want[r]] + [r for r in want if want[r] and r not in order]
    texts = {}
    for lang in LANGUAGES:
        parts = [tr("magische_tiere.count_face", lang, n=min(want[r], dice), face=Noun(f"magische_tiere.symbol.{r}")) for r in rows]
        texts[lang] = ", ".join(parts) if parts else tr("magische_tiere.why.nothing", lang)
    return Bilingual(texts)


class ChildrenFirst(Strategy):
    """The children's steps first, the flashlight when the way ahead gets dark."""
    id = "children_first"


class LightFirst(Strategy):
    """Light the whole way first, then walk."""
    id = "light_first"
    order = ("light", "shoe", "card", "ida")
    light_ahead = TILES


class HoldCards(Strategy):
    """Plans like ``children_first`` but keeps its cards for emergencies."""
    id = "hold_cards"
    hold_cards = True


class PlaceAll(Strategy):
    """Places every die that fits at once; never rolls again by choice."""
    id = "place_all"
    rerolls = False


class RandomStrategy(Strategy):
    """Uniformly random among the legal actions (asks the engine; slower)."""

    id = "random"

    def choose(self, state: MagischeTiereState) -> Action:
        """Any legal action, uniformly at random."""
        self.reasons = [("random", {})]
        return self.rng.choice(state.legal_actions())


STRATEGIES: dict[str, type[Strategy]] = {
    cls.id: cls for cls in (ChildrenFirst, LightFirst, HoldCards, PlaceAll, RandomStrategy)
}


def strategy(name: str, seed: int | None = None) -> Strategy:
    """A strategy by name (see ``STRATEGIES``)."""
    try:
        return STRATEGIES[name](seed)
    except KeyError:
        raise RuleViolation(Text("magische_tiere.error.strategy", name=str(name)[:30], names=", ".join(STRATEGIES))) from None


class Advisor(PlaceAll):
    """Suggests the group's next action and says why, in German or English (the hint in PlayView).

    It plays like ``place_all`` – every die that fits goes onto the tray at once, cards are used as
    soon as they help (a card that sends caps back is used even in the middle of the actions, right
    after it was drawn) – because that wins most often in the lab (``benchmarks/winrate.py``: 2,000
    seeded games per strategy).

    >>> import boardtutor
    >>> state = boardtutor.load("magische_tiere").new_initial_state(players=1, seed=3)
    >>> state = state.apply("roll light light shoe ida ida ida")
    >>> advisor = Advisor()
    >>> str(advisor.choose(state)), advisor.explain("de").startswith("Vorschlag")
    ('place light light shoe', True)
    """

    name = "advisor"

    def __init__(self, seed: int | None = None) -> None:
        super().__init__(seed)
        self._last: tuple[MagischeTiereState, Action] | None = None

    def choose(self, state: MagischeTiereState) -> Action:
        """The suggested action (``explain`` says why)."""
        action = super().choose(state)
        self._last = (state, action)
        return action

    def explain(self, lang: str | None = None, *, win_chance: bool = True) -> str:
        """The last suggestion and its reasons in ``lang`` (``win_chance`` is accepted like SearchBot's
        and ignored: the hint never guesses a chance of winning)."""
        if self._last is None:
            return tr("bots.explain.none", lang)
        state, action = self._last
        move = state.action_text(action, lang)
        reasons = " ".join(
            Text(f"magische_tiere.why.{key}", **{k: _plan_text(v) if k == "plan" else v for k, v in params.items()}).render(lang)
            for key, params in self.reasons
        )
        key = "magische_tiere.why.played" if getattr(self, "playing", False) else "magische_tiere.why.suggest"
        return tr(key, lang, move=move, reasons=reasons)


__all__ = ["Advisor", "STRATEGIES", "Strategy", "dice_for", "strategy"]
