"""Helpers for hand-built positions of the card battle (``with_setup`` specs)."""

from __future__ import annotations

import copy

from boardtutor.games.animal_cards.rules import ANIMALS, START_ANIMALS, animal_of

PILES = ("hand", "discard", "defeated", "deck")


def _used(part):
    """The animals a seat's spec already names (on the grid or as a card anywhere)."""
    cards = list(part.get("grid", {}).values()) + [c for pile in PILES for c in part.get(pile, [])]
    return {animal_of(c) for c in cards if animal_of(c)} | set(part.get("fallen_animals", []))


def filler(part, count):
    """``count`` cards a seat can hold but not play in a small position: level 3 and level 2 of animals
    that are not on its grid (no dojo can upgrade them, rule 7.2), animals already named first."""
    on_grid = {animal_of(c) for c in part.get("grid", {}).values()}
    named = _used(part) - on_grid
    taken = {c for pile in PILES for c in part.get(pile, [])}
    order = [a for a in ANIMALS if a in named] + [a for a in reversed(list(ANIMALS)) if a not in named and a not in on_grid]
    cards = [f"{a}{level}" for a in order for level in (3, 2) if f"{a}{level}" not in taken]
    return cards[:count]


def reachable(spec):
    """The spec made a position the rules can reach: every grid and its defeated animals add up to the
    six animals of the set-up (rule 2.2) – animals the spec does not name count as defeated – and,
    unless the spec says, enough turns have passed for the defeats and the hurt or resting animals."""
    spec = copy.deepcopy(spec)
    happened = False
    for seat in ("1", "2"):
        part = spec.setdefault(seat, {})
        missing = START_ANIMALS - len(part.get("grid", {})) - len(part.get("fallen_animals", []))
        if missing > 0:
            free = [a for a in ANIMALS if a not in _used(part)]
            assert len(free) >= missing, f"too few free animals to make seat {seat}'s grid reachable"
            part["fallen_animals"] = list(part.get("fallen_animals", [])) + free[:missing]
        happened = happened or bool(part.get("health") or part.get("resting") or part.get("fallen_animals"))
    if "turns" not in spec:  # enough turns for the defeats (one per turn at most) and the hurt or resting animals
        defeats = sum(len(spec[seat].get("fallen_animals", [])) for seat in ("1", "2"))
        turns = max(defeats, 2 if happened else 0)
        spec["turns"] = turns + turns % 2  # even: whoever's turn it is went first
    return spec
