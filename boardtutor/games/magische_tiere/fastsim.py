"""A fast simulator for the win-rate lab: the rules and the named strategies once more, written for
speed (small integer lists, no action objects, no copies, no texts).

It is not a second source of truth: ``tests/games/magische_tiere/test_magische_lab.py`` plays thousands of
games both here and through the engine (``lab.play_game``) with the same seeds and strategies and
requires identical results – the same ending, number of turns, children caught, tiles lit and cards
drawn. The dice are drawn exactly as ``lab.sample_chance`` draws them, one ``random()`` per die or
card, so both ways see the same luck.

Only the deterministic strategies are here (``children_first``, ``light_first``, ``hold_cards``,
``place_all``); they always end the game when Ida distracts the watchman, so the variant never
comes up. ``random`` plays through the engine.

>>> from boardtutor.games.magische_tiere.lab import play_game
>>> fast_game("children_first", 3) == play_game("children_first", 3, fast=False)
True
"""

from __future__ import annotations

import random

from .rules import (
    BLUE_DICE, BLUE_FACES, CARD_COUNTS, CARD_KINDS, CHILDREN, GOAL, PURPLE, ROWS, SYMBOLS, TILES, WATCHMAN_START, WHITE_FACES,
    IDA_START,
)
from .strategies import STRATEGIES, dice_for

CARD, LIGHT, SHOE, CAP, IDA = range(5)
DINO = 5
_SYM = {name: i for i, name in enumerate(SYMBOLS)}
_SYM["dino"] = DINO
BLUE = tuple(_SYM[f] for f in BLUE_FACES)
WHITE = tuple(_SYM[f] for f in WHITE_FACES)
VALUES = tuple((0,) + ROWS[row] for row in SYMBOLS)
LENGTH = tuple(len(ROWS[row]) for row in SYMBOLS)
KINDS = CARD_KINDS
K = {kind: i for i, kind in enumerate(KINDS)}
FULL_DECK = tuple(CARD_COUNTS[kind] for kind in KINDS)
DICE_FOR = tuple(tuple(dice_for(row, n) for n in range(4 * GOAL + 2 * TILES + 4)) for row in SYMBOLS)
REROLL_N = {K["reroll_cap_one"]: 1, K["reroll_cap_two"]: 2}
MAX_TURNS = 500
FACES = len(BLUE_FACES)  # == len(WHITE_FACES)
RESUMING = frozenset({"turn_one", "turn_two", "steps_two", "steps_three"})
FAST_STRATEGIES = ("children_first", "light_first", "hold_cards", "place_all")


class _Strategy:
    __slots__ = ("order", "light_ahead", "hold", "rerolls", "careful", "ida_dice")

    def __init__(self, name: str) -> None:
        cls = STRATEGIES[name]
        self.order = tuple(_SYM[r] for r in cls.order)
        self.light_ahead = cls.light_ahead
        self.hold = cls.hold_cards
        self.rerolls = cls.rerolls
        self.careful = cls.careful
        self.ida_dice = cls.ida_dice


class _Game:
    """One game's position and the turn in progress, as plain integers and lists."""

    __slots__ = (
        "rnd", "st", "pos", "caught", "w", "ida", "lit", "deck", "deck_n", "hand", "cov", "white_owned", "turns",
        "ending", "tray", "cap_white", "rc", "rw", "loose_blue", "loose_white", "caps_now", "forced", "resting",
        "acting", "drew", "row", "left", "steps_left", "drawn", "hand_n",
    )

    def __init__(self, st: _Strategy, rnd) -> None:
        self.rnd = rnd
        self.st = st
        self.pos = [0, 0, 0, 0]
        self.caught = [False, False, False, False]
        self.w = WATCHMAN_START
        self.ida = None
        self.lit = 0
        self.deck = list(FULL_DECK)
        self.deck_n = sum(FULL_DECK)
        self.hand = [0] * len(KINDS)
        self.hand_n = 0
        self.cov = [False, False, False, False, True]
        self.white_owned = False
        self.turns = 0
        self.ending = None
        self.drawn = 0

    # -- queries ------------------------------------------------------------------------------------------
    def room(self, r: int) -> int:
        # a row that has acted this turn takes no die rerolled by a card (``MagischeTiereState.room``)
        return 0 if self.cov[r] or self.acting and r < self.row else LENGTH[r] - self.tray[r]

    def passable(self, p: int) -> bool:
        return p <= PURPLE or p >= GOAL or p - PURPLE <= self.lit

    def active(self) -> list[int]:
        pos, caught = self.pos, self.caught
        out = []
        for i in (0, 1, 2, 3):
            p = pos[i]
            if p < GOAL and not caught[i]:
                out.append(p)
        return out

    def movable(self) -> list[int]:
        pos, caught, lit = self.pos, self.caught, self.lit
        limit = GOAL if lit >= TILES else PURPLE + lit  # the furthest field a child may step onto
        out = []
        for i in (0, 1, 2, 3):
            p = pos[i]
            if (p < limit or p + 1 >= GOAL) and p < GOAL and not caught[i]:
                out.append(i)
        return out

    def any_placeable(self) -> bool:
        rc = self.rc
        for r in range(5):
            if rc[r] and self.room(r) > 0:
                return True
        rw = self.rw
        if rw is None:
            return False
        if rw == DINO:
            return any(self.room(r) > 0 for r in range(5))
        return self.room(rw) > 0

    def ida_can_step(self) -> bool:
        return self.ida is not None and self.ida < GOAL and self.passable(self.ida + 1)

    def usable(self, phase: str) -> bool:
        """Whether the engine would offer at least one card (mirrors ``_usable_cards``)."""
        hand = self.hand
        if not self.hand_n:
            return False
        if phase == "place" and (hand[K["turn_one"]] or hand[K["turn_two"]]):
            if any(self.rc[r] for r in range(5) if r != CAP) or self.rw not in (None, CAP):
                return True
        if phase == "ready" and (not self.acting or self.row <= CAP) and self.tray[CAP] and (hand[K["reroll_cap_one"]] or hand[K["reroll_cap_two"]]):
            return True
        if (hand[K["light_one"]] or hand[K["light_two"]]) and self.lit < TILES:
            return True
        if (hand[K["steps_two"]] or hand[K["steps_three"]]) and self.movable():
            return True
        if hand[K["watchman_back"]] and self.w > WATCHMAN_START:
            return True
        if hand[K["watchman_rests"]] and not self.resting and (not self.acting or self.row <= CAP):
            return True
        if hand[K["ida_step"]] and self.ida_can_step():
            return True
        return False

    def must_place(self) -> bool:
        cap_rolled = self.caps_now  # counted when rolled: a die turned into a cap does not count
        return (not cap_rolled or self.forced) and self.any_placeable()

    # -- the game -----------------------------------------------------------------------------------------
    def play(self) -> None:
        while self.ending is None and self.turns < MAX_TURNS:
            self.turn()
            if self.ending is None:
                self.turns += 1
        if self.ending is None:
            raise AssertionError("game did not end")

    def turn(self) -> None:
        self.tray = [0, 0, 0, 0, 0]
        self.cap_white = 0
        self.loose_blue = BLUE_DICE
        self.loose_white = self.white_owned
        self.forced = False
        self.resting = False
        self.acting = False
        self.drew = 0
        self.row = -1
        self.left = 0
        self.steps_left = 0
        # -- rolling, then the pause before the actions (where a card may send cap dice back) --
        while True:
            self.roll_all()
            if self.ending is not None:
                return
            rerolled = False
            while self.hand_n:
                kind = self.card_choice("ready")
                if kind is None:
                    break
                if self.use(kind, "ready"):
                    rerolled = True
                    break
                if self.ending is not None:
                    return
            if not rerolled:
                break
        self.actions()

    def roll_all(self) -> None:
        """Roll and place until every die lies on the tray."""
        rnd = self.rnd
        while self.loose_blue or self.loose_white:
            rc = [0, 0, 0, 0, 0]
            for _ in range(self.loose_blue):
                rc[BLUE[int(rnd() * FACES)]] += 1
            self.rc = rc
            self.rw = WHITE[int(rnd() * FACES)] if self.loose_white else None
            self.caps_now = rc[CAP] + (self.rw == CAP)
            self.place_caps()
            if not self.loose_blue and not self.loose_white:
                break
            if not self.any_placeable() and not self.usable("place"):
                continue
            self.decide_place()
            if self.ending is not None:
                return
        self.forced = False

    def place_caps(self) -> None:
        room = LENGTH[CAP] - self.tray[CAP] if not self.cov[CAP] else 0
        k = min(self.rc[CAP], room)
        if k:
            self.rc[CAP] -= k
            self.tray[CAP] += k
            self.loose_blue -= k
        if self.rw == CAP and self.room(CAP) > 0:
            self.tray[CAP] += 1
            self.cap_white += 1
            self.rw = None
            self.loose_white = False

    def decide_place(self) -> None:
        """The decisions after one roll: cards, then placing (or rolling again)."""
        while True:
            if self.hand_n:
                kind = self.card_choice("place")
                if kind is not None:
                    self.use(kind, "place")
                    if self.ending is not None:
                        return
                    if KINDS[kind] in RESUMING:  # back through the engine's ``_after_roll_resume``
                        if not self.loose_blue and not self.loose_white:
                            return
                        if not self.any_placeable() and not self.usable("place"):
                            return  # roll again
                    continue
            self.place_choice()
            return

    # -- the strategy (mirrors ``strategies.Strategy``) ----------------------------------------------------
    def plan(self) -> tuple[list[int], tuple[int, ...]]:
        st, cov, tray = self.st, self.cov, self.tray
        active = self.active()
        lit = self.lit
        dark = TILES - lit
        want = [0, 0, 0, 0, 0]
        if not cov[LIGHT] and dark:
            if st.light_ahead >= TILES:
                need = dark
            else:
                front = max(active) if active else 0
                need = max(0, min(TILES, front - PURPLE + st.light_ahead) - lit)
            want[LIGHT] = DICE_FOR[LIGHT][need]
        lit2 = min(TILES, lit + VALUES[LIGHT][want[LIGHT]]) if not cov[LIGHT] else lit
        reach = GOAL if lit2 >= TILES else PURPLE + lit2
        steps = 0
        for p in active:
            if reach > p:
                steps += reach - p
        if not cov[SHOE]:
            want[SHOE] = DICE_FOR[SHOE][steps]
        if not cov[CARD] and self.deck_n:
            want[CARD] = 1
        order = st.order
        if self.ida is not None and not cov[IDA]:
            target = self.w + VALUES[CAP][tray[CAP]] if not self.resting else self.w
            gap = max(0, target - self.ida)
            position, free = self.ida, 0
            while position < target and (position + 1 <= PURPLE or position + 1 - PURPLE <= lit2 or position + 1 >= GOAL):
                position += 1
                free += 1
            if target >= 0 and position >= target and gap <= VALUES[IDA][-1]:
                want[IDA] = DICE_FOR[IDA][gap]
                order = (IDA,) + tuple(r for r in order if r != IDA)
            else:
                want[IDA] = min(st.ida_dice, DICE_FOR[IDA][free])
        return want, order

    def danger(self) -> bool:
        active = self.active()
        if not active:
            return False
        caps = self.tray[CAP]
        reach = VALUES[CAP][caps] if caps else 1
        return self.w + reach >= min(active)

    def white_row(self, face: int, order: tuple[int, ...], room: list[int]) -> int | None:
        if face != DINO:
            return face if room[face] > 0 else None
        for r in order:
            if room[r] > 0:
                return r
        for r in range(5):
            if r not in order and r != CAP and room[r] > 0:
                return r
        return CAP if room[CAP] > 0 else None

    def place_choice(self) -> None:
        st = self.st
        want, order = self.plan()
        tray = self.tray
        cov = self.cov
        acted = self.row if self.acting else 0  # rows above it have acted: no rerolled die goes there
        room = [0 if cov[r] or r < acted else LENGTH[r] - tray[r] for r in (0, 1, 2, 3, 4)]
        faces = self.rc
        white = self.rw
        blue = [0, 0, 0, 0, 0]
        white_row = None
        if not st.rerolls or self.forced:
            for r in range(5):
                k = min(faces[r], room[r])
                blue[r] += k
                room[r] -= k
            if white is not None:
                white_row = self.white_row(white, order, room)
        else:
            for r in order:
                k = min(faces[r], room[r], max(0, want[r] - tray[r]))
                blue[r] += k
                room[r] -= k
            if white is not None:
                short = [r for r in order if want[r] - tray[r] - blue[r] > 0 and room[r] > 0]
                if white == DINO and short:
                    white_row = short[0]
                elif white in short:
                    white_row = white
            unmet = False
            for r in order:
                if want[r] - tray[r] - blue[r] - (white_row == r) > 0:
                    unmet = True
                    break
            if unmet and st.careful and self.danger():
                unmet = False
            if not unmet:
                for r in range(5):
                    k = min(faces[r] - blue[r], room[r])
                    if r == CAP or k <= 0:
                        continue
                    blue[r] += k
                    room[r] -= k
                if white is not None and white_row is None:
                    white_row = self.white_row(white, order, room)
            elif not any(blue) and white_row is None and self.must_place():
                for r in order + tuple(r for r in range(5) if r not in order):
                    if faces[r] and room[r] > 0:
                        blue[r] = 1
                        break
                else:
                    white_row = self.white_row(white, order, room)
        if not any(blue) and white_row is None:
            return  # roll again
        for r in range(5):
            if blue[r]:
                tray[r] += blue[r]
                faces[r] -= blue[r]
                self.loose_blue -= blue[r]
        if white_row is not None:
            tray[white_row] += 1
            if white_row == CAP:
                self.cap_white += 1
            self.rw = None
            self.loose_white = False

    def turn_target(self) -> tuple[int, int, bool] | None:
        want, order = self.plan()
        tray, faces = self.tray, self.rc
        short = [r for r in order if want[r] - tray[r] - faces[r] > 0 and self.room(r) > 0]
        if not short:
            return None
        for face in range(5):
            if face == CAP or not faces[face]:
                continue
            spare = faces[face] - max(0, want[face] - tray[face])
            if spare > 0 and face not in short:
                return face, short[0], False
        white = self.rw
        if white is not None and white not in (CAP, DINO) and want[white] - tray[white] - faces[white] <= 0:
            return white, DINO, True
        return None

    def card_choice(self, phase: str) -> int | None:
        """The card the strategy uses now (an index into KINDS), or None."""
        st, hand = self.st, self.hand
        hold = st.hold
        danger = hold and self.danger()  # only a strategy that holds its cards asks
        if phase == "place" and (not hold or danger):
            for kind in (K["turn_two"], K["turn_one"]):
                if hand[kind] and self.turn_target() is not None:
                    return kind
        if phase == "ready" and (not self.acting or self.row <= CAP) and self.tray[CAP] and (not hold or danger):
            for kind in (K["reroll_cap_two"], K["reroll_cap_one"]):
                if hand[kind]:
                    return kind
            if hand[K["watchman_rests"]] and not self.resting:
                return K["watchman_rests"]
        if hand[K["watchman_back"]] and (danger or not hold) and self.w > WATCHMAN_START:
            return K["watchman_back"]
        if self.lit < TILES and (hand[K["light_two"]] or hand[K["light_one"]]) and (not hold or not self.movable()):
            return K["light_two"] if hand[K["light_two"]] else K["light_one"]
        if phase == "steps" and (not hold or danger) and (hand[K["steps_three"]] or hand[K["steps_two"]]) and self.movable():
            return K["steps_three"] if hand[K["steps_three"]] else K["steps_two"]
        if hand[K["ida_step"]] and self.ida_can_step():
            return K["ida_step"]
        return None

    # -- cards --------------------------------------------------------------------------------------------
    def use(self, kind: int, phase: str) -> bool:
        """Use a card in ``phase``; True if it sends dice back to be rolled (a reroll card)."""
        self.hand[kind] -= 1
        self.hand_n -= 1
        name = KINDS[kind]
        if name == "light_one":
            self.light(1)
        elif name == "light_two":
            self.light(2)
        elif name in ("steps_two", "steps_three"):
            self.steps(2 if name == "steps_two" else 3, phase)
        elif name == "watchman_back":
            self.w -= 1
            self.meet()
        elif name == "watchman_rests":
            self.resting = True
        elif name == "ida_step":
            self.ida += 1
            self.meet()
        elif name in ("turn_one", "turn_two"):
            self.turning(1 if name == "turn_one" else 2)
        else:
            n = min(REROLL_N[kind], self.tray[CAP])
            whites = min(n, self.cap_white)
            self.cap_white -= whites
            self.tray[CAP] -= n
            self.loose_blue += n - whites
            self.loose_white = self.loose_white or whites > 0
            self.forced = True
            return True
        return False

    def turning(self, n: int) -> None:
        while n > 0:
            target = self.turn_target()
            if target is None:
                break
            face, to, white = target
            if white:
                self.rw = to
            else:
                self.rc[face] -= 1
                self.rc[to] += 1
            n -= 1
            self.place_caps()
            if not any(self.rc[r] for r in range(5) if r != CAP) and self.rw in (None, CAP):
                break
        # back in the placing phase (``_after_roll_resume``)
        self.place_caps()

    def light(self, n: int) -> None:
        self.lit = min(TILES, self.lit + n)
        if self.lit >= TILES:
            self.cov[LIGHT] = True

    def meet(self) -> None:
        if self.ida is not None and self.w >= 0 and self.ida >= self.w:
            self.ending = "narrow"

    # -- steps --------------------------------------------------------------------------------------------
    def steps(self, n: int, phase: str) -> None:
        """Share ``n`` steps (more may come from cards in between); ``phase`` is where they came from."""
        self.steps_left += n
        if phase == "steps":
            return
        self.walk("steps")

    def walk(self, phase: str) -> None:
        pos, caught = self.pos, self.caught
        while self.steps_left > 0 and self.ending is None:
            lit = self.lit
            limit = GOAL if lit >= TILES else PURPLE + lit
            child = home = -1
            low = GOAL
            for i in (0, 1, 2, 3):
                p = pos[i]
                if p >= GOAL or caught[i] or not (p < limit or p + 1 >= GOAL):
                    continue
                if home < 0 and lit >= TILES and GOAL - p <= self.steps_left:
                    home = i
                if p < low:
                    low, child = p, i
            if child < 0:
                break
            if self.hand_n:
                kind = self.card_choice("steps")
                if kind is not None:
                    self.use(kind, "steps")
                    continue
            if home >= 0:
                child = home
            pos[child] += 1
            self.steps_left -= 1
            if pos[child] >= GOAL:
                self.white_owned = True
                at_home = 0
                for i in (0, 1, 2, 3):
                    if not caught[i] and pos[i] >= GOAL:
                        at_home += 1
                if at_home == 4:
                    self.ending = "win"
                    return
                if not self.active():
                    self.cov[SHOE] = True
        self.steps_left = 0

    # -- the actions --------------------------------------------------------------------------------------
    def actions(self) -> None:
        self.acting = True
        tray, cov = self.tray, self.cov
        # cards
        self.row = CARD
        left = VALUES[CARD][tray[CARD]] if not cov[CARD] else 0
        rnd = self.rnd
        while left > 0 and self.deck_n:
            pick = int(rnd() * self.deck_n)
            for kind in range(len(KINDS)):
                pick -= self.deck[kind]
                if pick < 0:
                    break
            self.deck[kind] -= 1
            self.deck_n -= 1
            self.hand[kind] += 1
            self.hand_n += 1
            self.drew += 1
            self.drawn += 1
            left -= 1
            if not self.deck_n:
                cov[CARD] = True
                left = 0
        self.row = LIGHT
        if self.drew and self.usable("ready"):
            while True:
                kind = self.card_choice("ready")
                if kind is None:
                    break
                if self.use(kind, "ready"):  # a card drawn just now sends caps back: roll them before the rows go on
                    self.roll_all()
                if self.ending is not None:
                    return
        # flashlight
        if not cov[LIGHT] and tray[LIGHT]:
            self.light(VALUES[LIGHT][tray[LIGHT]])
        # shoe
        self.row = SHOE
        if not cov[SHOE] and tray[SHOE] and self.movable():
            self.steps_left = VALUES[SHOE][tray[SHOE]]
            self.walk("shoe")
            if self.ending is not None:
                return
        # watchman
        self.row = CAP
        if not cov[CAP] and tray[CAP] and not self.resting:
            pos, caught = self.pos, self.caught
            for _ in range(VALUES[CAP][tray[CAP]]):
                self.w += 1
                w = self.w
                if w >= 0:
                    for i in range(4):
                        if not caught[i] and pos[i] <= w:
                            caught[i] = True
                    if self.ida is None:
                        self.ida = IDA_START
                        cov[IDA] = False
                    if any(caught) and not self.active():
                        cov[SHOE] = True
                if w >= GOAL:
                    self.ending = "loss"
                    for i in range(4):
                        caught[i] = True
                    return
                self.meet()
                if self.ending is not None:
                    return
        # Ida
        self.row = IDA
        if not cov[IDA] and tray[IDA]:
            for _ in range(VALUES[IDA][tray[IDA]]):
                if self.ida_can_step():
                    self.ida += 1
                    self.meet()
                    if self.ending is not None:
                        return


def fast_game(name: str, seed: int, players: int = 1):
    """One game with a named strategy, the fast way; returns the same ``GameResult`` as
    ``lab.play_game(name, seed, players)``."""
    from .lab import GameResult

    if name not in FAST_STRATEGIES:
        raise ValueError(name)
    rng = random.Random(f"magische_tiere/{seed}")
    game = _Game(_Strategy(name), rng.random)
    game.play()
    home = sum(1 for i in range(4) if not game.caught[i] and game.pos[i] >= GOAL)
    return GameResult(seed, name, game.ending, game.turns + 1, sum(game.caught), home, game.lit, game.drawn)


__all__ = ["FAST_STRATEGIES", "fast_game"]
