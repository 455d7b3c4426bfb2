"""The card battle's invariants for a position from outside (a saved game, a hand-built set-up): what the
rulebook and the engine make impossible, each refused with a message in a learner's words that names
what is wrong. ``AnimalCardsState._validate`` runs :func:`check_state` after the save model
(``save.Save``) has checked the types and ranges.

>>> import boardtutor, json
>>> game = boardtutor.load("animal_cards")
>>> state = game.new_initial_state(["Mia", "Leo"], seed=1)
>>> for action in ["rps rock scissors"] + [f"place {animal}1 {cell}" for animal, cell in zip(
...         ["bear", "frog", "eagle", "horse", "monkey", "cheetah"] * 2, ["a1", "b1", "c1", "a2", "b2", "c2"] * 2)]:
...     state = state.apply(action)
>>> data = json.loads(state.to_json())
>>> data["grids"][1]["a1"][1] = 9
>>> try:
...     game.state_from_dict(data)
... except boardtutor.RuleViolation as exc:
...     print(exc.message("en"))
Leo's “Bear (level 1)” on a1 has 9 health, but that card has only 6.
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING, Any

from ...core import Rule, RuleViolation
from ...i18n import LANGUAGES, Bilingual, Text
from .rules import (
    ALL_CARDS, CARDS, DECK, HAND_SIZE, START_ANIMALS, TURN_LIMIT, animal_name, animal_of, card_name, damage_of,
    exercise_for, front_cells, level_of, max_health, strength,
)

if TYPE_CHECKING:  # pragma: no cover
    from .rules import AnimalCardsState

PLACES = ("grid", "hand", "reserve", "deck", "discard", "defeated", "in_play")


RULE_OF: dict[str, str] = {
    "card_extra": "deck", "card_missing": "deck",
    "before_deal": "draw_deck", "setup_deck": "draw_deck", "not_reshuffled": "reshuffle",
    "setup_animal": "grid", "reserve_left": "grid", "animals_missing": "grid", "animal_twice": "grid", "pending_to": "grid",
    "rps_grid": "first_player", "setup_order": "first_player",
    "grid_empty": "goal", "ending_all_defeated": "goal", "ending_draw": "goal", "ending_limit": "goal", "turn_limit": "goal",
    "health_high": "health", "kills": "health",
    "fallen_on_grid": "defeated_pile", "fallen_twice": "defeated_pile", "fallen_in_hand": "defeated_pile",
    "defeated_not_animal": "defeated_pile", "defeated_card": "defeated_pile", "fallen_no_card": "defeated_pile",
    "level_skipped": "level_one",
    "resting_many": "rest", "rest_two": "rest", "first_turn_resting": "rest",
    "too_many_defeated": "turn", "first_turn_last": "turn", "first_turn_hurt": "turn", "turn_order": "turn",
    "last_attack": "attack", "pending_from": "attack",
    "whistle_in_play": "card_instructions", "picnic": "card_instructions", "boost": "card_instructions",
    "pending_whistle": "card_instructions", "pending_damage": "card_instructions",
    "item_kept": "in_play", "blanket_on": "stay", "on_without_blanket": "stay",
    "upgrade_win": "upgrade_defeat", "upgrade_card": "upgrade_defeat",
}
"""The rulebook paragraph (``rulebook.json``) each refusal cites: the rule that makes the position impossible."""


def _bad(_key: str, **params: Any) -> RuleViolation:
    return RuleViolation(Text(f"animal_cards.save.{_key}", **params), Rule("animal_cards", RULE_OF[_key]))


def _list(keys: list[str]) -> Bilingual:
    """Several catalog texts joined with commas, in each language."""
    return Bilingual({lang: ", ".join(Text(key).render(lang) for key in keys) for lang in LANGUAGES})


def check_state(state: "AnimalCardsState") -> None:
    """Raise RuleViolation (``animal_cards.save.…``) for the first thing in ``state`` the rules make impossible."""
    _Checks(state).run()


class _Checks:
    def __init__(self, state: "AnimalCardsState") -> None:
        self.s = state
        self.dealt = state.phase not in ("rps", "setup")

    def who(self, seat: int) -> Any:
        return self.s.names[seat] or Text("core.player", n=seat + 1)

    def run(self) -> None:
        for seat in (0, 1):
            self.cards(seat)
        if self.dealt:
            self.after_deal()
        else:
            self.before_deal()
        self.phase()
        for seat in (0, 1):
            self.grid(seat)
            self.piles(seat)
            self.slots(seat)
        self.counters()
        self.last()

    # -- each card exactly once ------------------------------------------------------------------------
    def cards(self, seat: int) -> None:
        places = self.s._places(seat)
        for card in ALL_CARDS:
            count = sum(place[card] for place in places.values())
            expected = DECK[card]
            if count > expected:
                where = [f"animal_cards.save.place.{name}" for name in PLACES if places[name][card]]
                raise _bad("card_extra", who=self.who(seat), card=card_name(card), count=count, expected=expected,
                           places=_list(where))
            if count < expected:
                raise _bad("card_missing", who=self.who(seat), card=card_name(card), count=count, expected=expected)

    # -- the set-up ----------------------------------------------------------------------------------
    def before_deal(self) -> None:
        s = self.s
        parts = {
            "hands": any(s.hands), "discards": any(s.discards), "defeated": any(s.defeated) or any(s.fallen),
            "slots": any(c for slots in s.slots for c in slots.values()), "last": s.last is not None,
            "kills": any(s.kills), "turns": s.turns > 0, "boost": s.boost > 0,
        }
        for part, found in parts.items():
            if found:
                raise _bad("before_deal", part=Text(f"animal_cards.save.part.{part}"))
        for seat in (0, 1):
            for card in s.decks[seat]:
                if level_of(card) == 1:
                    raise _bad("setup_deck", who=self.who(seat), card=card_name(card))
            for cell, (card, health, rest) in s.grids[seat].items():
                if level_of(card) != 1 or health != max_health(card) or rest:
                    raise _bad("setup_animal", who=self.who(seat), cell=cell, card=card_name(card))
        if s.phase == "rps":
            if any(s.grids):
                raise _bad("rps_grid")
            return
        first, second = s.first, 1 - s.first
        sizes = [len(s.grids[first]), len(s.grids[second])]
        placing = first if sizes[0] < START_ANIMALS else second
        ok = sizes[0] <= START_ANIMALS and sizes[1] < START_ANIMALS and (sizes[1] == 0 or sizes[0] == START_ANIMALS)
        if not ok or s.turn != placing:
            raise _bad("setup_order", first=self.who(first), second=self.who(second), n1=sizes[0], n2=sizes[1],
                       total=START_ANIMALS, turn=self.who(s.turn))

    def after_deal(self) -> None:
        s = self.s
        for seat in (0, 1):
            if s.reserve[seat]:
                raise _bad("reserve_left", who=self.who(seat), card=card_name(s.reserve[seat][0]))
            if s.phase != "end" and not s.grids[seat]:
                raise _bad("grid_empty", who=self.who(seat))
            # rule 2.2: six animals at the start; an animal only leaves the grid when it is defeated
            if len(s.grids[seat]) + len(s.fallen[seat]) < START_ANIMALS:
                raise _bad("animals_missing", who=self.who(seat), total=START_ANIMALS, n=len(s.grids[seat]),
                           fallen=len(s.fallen[seat]))
            hand = s.hands[seat]
            if s.phase != "end" and len(hand) < HAND_SIZE and not s.decks[seat] and s.discards[seat]:
                raise _bad("not_reshuffled", who=self.who(seat), limit=HAND_SIZE)

    # -- the grid ---------------------------------------------------------------------------------------
    def grid(self, seat: int) -> None:
        s = self.s
        grid = s.grids[seat]
        animals = Counter(animal_of(slot[0]) for slot in grid.values())
        for cell, (card, health, rest) in grid.items():
            animal = animal_of(card)
            if animals[animal] > 1:
                cells = [c for c, slot in grid.items() if animal_of(slot[0]) == animal]
                raise _bad("animal_twice", who=self.who(seat), animal=animal_name(animal), cells=", ".join(cells))
            if health > max_health(card):
                raise _bad("health_high", who=self.who(seat), cell=cell, card=card_name(card), health=health,
                           max=max_health(card))
            if animal in s.fallen[seat]:
                raise _bad("fallen_on_grid", who=self.who(seat), cell=cell, card=card_name(card))
            for level in range(1, level_of(card)):
                lower = f"{animal}{level}"
                if lower not in s.defeated[seat]:
                    raise _bad("level_skipped", who=self.who(seat), cell=cell, card=card_name(card), lower=card_name(lower))
        # resting (rule 5.4): an animal that attacked rests through its owner's next turn (2 → 1 → 0)
        tired = [cell for cell, slot in grid.items() if slot[2] == 1]
        if len(tired) > 1:
            raise _bad("resting_many", who=self.who(seat), cells=", ".join(tired))
        just = [cell for cell, slot in grid.items() if slot[2] == 2]
        attacker = None
        if seat == s.turn and s.phase == "react":
            attacker = s.pending["from"]
        elif seat == s.turn and s.phase in ("upgrade", "end") and s.last and s.last["seat"] == seat:
            attacker = s.last["from"]
        for cell in just:
            if cell != attacker:
                raise _bad("rest_two", who=self.who(seat), cell=cell, card=card_name(grid[cell][0]))

    # -- hands and piles ------------------------------------------------------------------------------
    def piles(self, seat: int) -> None:
        s = self.s
        fallen = s.fallen[seat]
        if len(set(fallen)) != len(fallen):
            raise _bad("fallen_twice", who=self.who(seat))
        for card in s.hands[seat]:
            if animal_of(card) in fallen:
                raise _bad("fallen_in_hand", who=self.who(seat), card=card_name(card))
        on_grid = {animal_of(slot[0]): level_of(slot[0]) for slot in s.grids[seat].values()}
        for card in s.defeated[seat]:
            animal = animal_of(card)
            if animal is None:
                raise _bad("defeated_not_animal", who=self.who(seat), card=card_name(card))
            if animal not in fallen and on_grid.get(animal, 0) <= level_of(card):
                raise _bad("defeated_card", who=self.who(seat), card=card_name(card))
        for animal in fallen:
            if not any(animal_of(card) == animal for card in s.defeated[seat]):
                raise _bad("fallen_no_card", who=self.who(seat), animal=animal_name(animal))

    # -- cards in play (rule 9) ----------------------------------------------------------------------------
    def slots(self, seat: int) -> None:
        s = self.s
        slots = s.slots[seat]
        health, on, item = slots["health"], slots["on"], slots["item"]
        mine = seat == s.turn and s.phase in ("attack", "react", "upgrade", "end")
        if item == "whistle":
            raise _bad("whistle_in_play", who=self.who(seat))
        if item and not (mine or (seat == s.turn and s.phase == "play" and item == "picnic")):
            raise _bad("item_kept", who=self.who(seat), card=card_name(item))
        if health and CARDS[health].get("stay"):
            if on is None or on not in s.grids[seat]:
                raise _bad("blanket_on", who=self.who(seat), card=card_name(health), cell=on or "–")
        elif on is not None:
            raise _bad("on_without_blanket", who=self.who(seat), cell=on)
        elif health and not mine:
            raise _bad("item_kept", who=self.who(seat), card=card_name(health))
        if seat == s.turn and self.dealt:
            picnic = s.phase == "play" and item == "picnic"
            if s.extra_health != picnic:
                raise _bad("picnic", who=self.who(seat))
            boost = CARDS[item].get("boost", 0) if item else 0
            if s.boost != boost:
                raise _bad("boost", who=self.who(seat), boost=s.boost)

    # -- counters -----------------------------------------------------------------------------------------
    def counters(self) -> None:
        s = self.s
        for seat in (0, 1):
            if s.kills[seat] != len(s.fallen[1 - seat]):
                raise _bad("kills", who=self.who(seat), other=self.who(1 - seat), kills=s.kills[seat],
                           fallen=len(s.fallen[1 - seat]))
        if not self.dealt:
            return
        # one attack per turn at most, one animal defeated per attack
        attacks = s.turns + (1 if s.phase in ("react", "upgrade", "end") else 0)
        if sum(s.kills) > attacks:
            raise _bad("too_many_defeated", turns=s.turns, kills=sum(s.kills))
        if attacks == 0:  # the first player's first play or attack: nobody has attacked yet
            if s.last is not None:
                raise _bad("first_turn_last")
            for seat in (0, 1):
                for cell, (card, health, rest) in s.grids[seat].items():
                    if health < max_health(card):
                        raise _bad("first_turn_hurt", who=self.who(seat), cell=cell)
                    if rest:
                        raise _bad("first_turn_resting", who=self.who(seat), cell=cell)
        limit_ending = s.ending in ("turn_limit", "turn_limit_health", "draw")
        if limit_ending != (s.turns >= TURN_LIMIT):
            raise _bad("turn_limit", turns=s.turns, limit=TURN_LIMIT)
        done = s.turns - 1 if limit_ending else s.turns
        expected = s.first if done % 2 == 0 else 1 - s.first
        if s.turn != expected:
            raise _bad("turn_order", first=self.who(s.first), turns=s.turns, expected=self.who(expected),
                       turn=self.who(s.turn))

    # -- the last attack ------------------------------------------------------------------------------------
    def last(self) -> None:
        s = self.s
        last = s.last
        if last is None:
            return
        attacker, target, parts = last["attacker"], last["target"], last["parts"]
        exercise = exercise_for(attacker)
        expected_sw = strength(attacker, target) if s.format == "strong_weak" else 0
        checks = {
            "exercise": last["exercise"] == exercise.id and last["count"] == exercise.count,
            "base": parts["base"] == damage_of(attacker),
            "strong_weak": parts["strong_weak"] == expected_sw,
            "total": parts["total"] == max(0, parts["base"] + parts["strong_weak"] + parts["sneakers"] + parts["blanket"]),
            "damage": last["damage"] == (0 if last["blocked"] else parts["total"]),
            "health": last["health"] <= max_health(target) and last["defeated"] == (last["health"] == 0),
            "ply": last["ply"] <= len(s.history),
        }
        for what, ok in checks.items():
            if not ok:
                raise _bad("last_attack", what=f"last → {what}")

    # -- the phase and what it needs ---------------------------------------------------------------------------
    def phase(self) -> None:
        s = self.s
        seat, other = s.turn, 1 - s.turn
        if s.phase == "react":
            pending = s.pending
            source, target = pending["from"], pending["to"]
            if source not in s.grids[seat] or s.grids[seat][source][2] != 2:
                raise _bad("pending_from", who=self.who(seat), cell=source)
            if target not in front_cells(s.grids[other]):
                raise _bad("pending_to", who=self.who(other), cell=target)
            if not any(CARDS.get(c, {}).get("out_of_turn") for c in s.hands[other]):
                raise _bad("pending_whistle", who=self.who(other))
            if s.damage(seat, source, target)["total"] <= 0:
                raise _bad("pending_damage", who=self.who(other), cell=target)
            if pending["ply"] > len(s.history):
                raise _bad("last_attack", what="pending → ply")
        elif s.phase == "upgrade":
            last = s.last
            cell = last["from"]
            slot = s.grids[seat].get(cell)
            if last["seat"] != seat or not last["defeated"] or slot is None or slot[0] != last["attacker"] or slot[2] != 2:
                raise _bad("upgrade_win", who=self.who(seat), cell=cell)
            upgrade = s.next_level(slot[0])
            if upgrade is None or upgrade not in s.hands[seat]:
                raise _bad("upgrade_card", who=self.who(seat), card=card_name(slot[0]))
        elif s.phase == "end":
            self.ending()

    def ending(self) -> None:
        s = self.s
        winner = s.winners[0]
        loser = 1 - winner
        if s.ending == "all_defeated":
            last = s.last
            if s.grids[loser] or not s.grids[winner] or winner != s.turn or not last or last["seat"] != winner or not last["defeated"]:
                raise _bad("ending_all_defeated", winner=self.who(winner), loser=self.who(loser))
            return
        if s.ending == "draw":
            if sorted(s.winners) != [0, 1]:
                raise _bad("ending_draw")
            winner, loser = 0, 1
        kills = (s.kills[winner], s.kills[loser])
        health = (s.health_left(winner), s.health_left(loser))
        if s.ending == "turn_limit":
            ok = kills[0] > kills[1]
        elif s.ending == "turn_limit_health":
            ok = kills[0] == kills[1] and health[0] > health[1]
        else:
            ok = kills[0] == kills[1] and health[0] == health[1]
        if not ok:
            raise _bad("ending_limit", winner=self.who(winner), kills=kills[0], other_kills=kills[1], health=health[0],
                       other_health=health[1])


__all__ = ["check_state"]
