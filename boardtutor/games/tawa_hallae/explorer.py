"""The move explorer and the animals table: where can an animal go, from land and from water?

``reach(kind, field, facing)`` lists the fields an animal alone on the arena could reach; the
``MoveExplorer`` widget lets a learner pick an animal, its facing and its start field (a click), and
shows the reachable fields on the arena; ``animals_table(lang)`` is the table of every animal's type,
ranges and directions (from ``data.json``).

>>> reach("cheetah", "d5", "n")            # from land: up to 5 fields, it stops on the first water field
['c6', 'd6', 'e6', 'b7', 'd7', 'f7', 'd8', 'g8', 'h9', 'i10']
>>> reach("cheetah", "d8", "n")            # from water: 1 field
['c9', 'd9', 'e9']
"""

from __future__ import annotations

from typing import Any

from ...core import Rule, RuleViolation, Text
from ...i18n import Noun, tr
from ...widgets.views import _updates, _View
from .rules import ANIMALS, FACINGS, GOALS, PACKS, SEATS, WATER, XY, _animal, facings_for


def _ranges(numbers: list[int]) -> str:
    if not numbers:
        return "–"
    numbers = sorted(numbers)
    runs: list[list[int]] = []
    for n in numbers:
        if runs and n == runs[-1][-1] + 1:
            runs[-1].append(n)
        else:
            runs.append([n])
    return ", ".join(f"{r[0]}–{r[-1]}" if len(r) > 1 else str(r[0]) for r in runs)


def ranges(kind: str, terrain: str) -> list[int]:
    """Every number of fields the animal may move starting on ``"land"`` or ``"water"``.

    >>> ranges("crocodile", "water"), ranges("vulture", "land")
    ([2, 3], [1, 2, 7, 8])
    """
    return sorted({n for move in ANIMALS[kind]["moves"] for n in move[terrain]})


def describe_moves(kind: str, lang: str | None = None) -> dict[str, str]:
    """The animal's type, land range, water range, directions and special abilities in words."""
    directions = []
    for move in ANIMALS[kind]["moves"]:
        if move.get("shape") == "L":
            continue
        for name in move["directions"]:
            text = tr(f"tawa_hallae.direction.{name}", lang)
            if text not in directions:
                directions.append(text)
    abilities = []
    animal = ANIMALS[kind]
    if any(m.get("shape") == "L" for m in animal["moves"]):
        lengths = sorted({n for m in animal["moves"] if m.get("shape") == "L" for n in m["land"]})
        sides = sorted({d for m in animal["moves"] if m.get("shape") == "L" for d in m["directions"]})
        key = "l_move_back" if "back" in sides else "l_move"
        abilities.append(tr(f"tawa_hallae.explorer.ability.{key}", lang, lengths=_ranges(lengths)))
    if any(m.get("jump") for m in animal["moves"]):
        abilities.append(tr("tawa_hallae.explorer.ability.jump", lang))
    for flag in ("armour", "web", "catches_runners_head_on", "hunt_points"):
        if animal.get(flag):
            abilities.append(tr(f"tawa_hallae.explorer.ability.{flag}", lang))
    if any(m.get("long") for m in animal["moves"]):
        abilities.append(tr("tawa_hallae.explorer.ability.long", lang))
    jumper = any(m.get("jump") for m in animal["moves"])
    extra = {"destroyer": "lands_only" if jumper else "run_over", "runner": "runner", "aquatic": "aquatic"}.get(animal["type"])
    if extra:
        abilities.append(tr(f"tawa_hallae.explorer.ability.{extra}", lang))
    if kind == "turtle":
        abilities.append(tr("tawa_hallae.explorer.ability.turtle", lang))
    return {
        "type": Noun(f"tawa_hallae.type.{animal['type']}").render(lang),
        "land": _ranges(ranges(kind, "land")),
        "water": _ranges(ranges(kind, "water")),
        "directions": ", ".join(directions),
        "abilities": "; ".join(abilities) or "–",
    }


def animals_table(lang: str | None = None):
    """A pandas DataFrame: one row per animal (both packs), with type, ranges, directions, abilities."""
    import pandas as pd

    kinds = list(PACKS[0]) + [k for k in PACKS[1] if k not in PACKS[0]]
    columns = ("type", "land", "water", "directions", "abilities")
    rows = []
    for kind in kinds:
        info = describe_moves(kind, lang)
        packs = [tr(f"tawa_hallae.pack.{side}", lang) for seat, side in enumerate(SEATS) if kind in PACKS[seat]]
        rows.append([_animal(kind).render(lang), " + ".join(packs), *(info[c] for c in columns)])
    header = [tr(f"tawa_hallae.explorer.column.{c}", lang) for c in ("animal", "packs", *columns)]
    return pd.DataFrame(rows, columns=header).set_index(header[0])


_START = "d5"
"""A land field outside both defence areas, where every animal may stand."""


def _lonely_state(kind: str, field: str, facing: str, seat: int):
    from . import GAME

    side = SEATS[seat]
    return GAME.new_initial_state(setup="free").with_setup({"board": {field: f"{side} {kind} {facing}"}, "turn": side})


def reach(kind: str, field: str, facing: str = "n", seat: int | None = None) -> list[str]:
    """Fields the animal could reach from ``field`` if it were alone on the arena (sorted bottom-up)."""
    seat = (0 if kind in PACKS[0] else 1) if seat is None else seat
    return _lonely_state(kind, field, facing, seat).destinations(field)


class MoveExplorer(_View):
    """Pick an animal (buttons), its facing (arrow buttons) and a start field (click the arena): the
    fields it could reach light up, and the narration says how far it moves from land and from water.

    >>> explorer = MoveExplorer(kind="hippo", field="b6")
    >>> explorer.reach
    ['b4', 'b5', 'b7', 'b8']
    >>> explorer.click_field("c5"); explorer.reach     # from water: 2 or 3 fields, never 1
    ['c3', 'c7', 'c8']
    """

    def __init__(self, kind: str = "cheetah", field: str = "d5", facing: str = "n", seat: int = 0, **kwargs: Any) -> None:
        self.seat = seat
        self.kind = kind if kind in PACKS[seat] else PACKS[seat][0]
        self.facing = facing
        self.field = field
        _lonely_state(self.kind, self.field, self.facing, self.seat)  # an impossible start is refused in words
        super().__init__(**kwargs)
        self._ready()

    @property
    def state(self):
        """The arena with only the chosen animal on it."""
        return _lonely_state(self.kind, self.field, self.facing, self.seat)

    @property
    def reach(self) -> list[str]:
        """The fields the chosen animal could reach now."""
        return self.state.destinations(self.field)

    @_updates
    def click_field(self, field: str) -> None:
        """What a click on the arena does: put the animal on that field."""
        self._message = None
        if field not in XY:
            raise RuleViolation(Text("widgets.error.unknown_field", field=str(field)[:20]))
        if field in GOALS:
            raise RuleViolation(Text("tawa_hallae.explorer.goal_field", field=field), Rule("tawa_hallae", "arena.goals"))
        if self.kind == "spider" and field in WATER:
            raise RuleViolation(Text("tawa_hallae.error.spider_water"), Rule("tawa_hallae", "spider.no_water"))
        _lonely_state(self.kind, field, self.facing, self.seat)  # e.g. not in its own defence area
        self.field = field

    @_updates
    def press(self, button_id: str) -> None:
        """``animal:<kind>`` picks an animal, ``facing:<n|e|s|w>`` its facing, ``ctl:pack`` the other pack."""
        self._message = None
        if button_id.startswith("animal:") and button_id[7:] in PACKS[self.seat]:
            self.kind = button_id[7:]
            if self.kind == "spider" and self.field in WATER:
                self.field = "d5"
        elif button_id.startswith("facing:") and button_id[7:] in FACINGS:
            self.facing = button_id[7:]
        elif button_id == "ctl:pack":
            index = PACKS[self.seat].index(self.kind)
            self.seat = 1 - self.seat
            self.kind = PACKS[self.seat][index]
        else:
            raise RuleViolation(Text("widgets.error.unknown_button", id=str(button_id)[:40]))
        if self.facing not in facings_for(self.seat, self.kind):
            self.facing = "n" if self.seat == 0 else "s"
        try:
            _lonely_state(self.kind, self.field, self.facing, self.seat)
        except RuleViolation:  # the other pack's or another animal's impossible field (own defence area)
            self.field = _START

    def _render(self, lang: str) -> dict[str, Any]:
        from .ui import TawaHallaeUI

        state = self.state
        targets = self.reach
        info = describe_moves(self.kind, lang)
        terrain = "water" if self.field in WATER else "land"
        narration = tr(
            "tawa_hallae.explorer.narration", lang,
            animal=_animal(self.kind), type=Noun(f"tawa_hallae.type.{ANIMALS[self.kind]['type']}"), field=self.field,
            terrain=Text(f"tawa_hallae.explorer.terrain.{terrain}"), facing=Text(f"tawa_hallae.facing.{self.facing}"),
            count=len(targets), land=info["land"], water=info["water"], directions=info["directions"],
            abilities=info["abilities"],
        )
        caption = tr("tawa_hallae.explorer.caption", lang, count=len(targets), field=self.field, animal=_animal(self.kind))
        positions = TawaHallaeUI().fields()
        buttons = [
            {"id": f"animal:{kind}", "group": "choices",
             "label": ("● " if kind == self.kind else "") + _animal(kind).render(lang)}
            for kind in PACKS[self.seat]
        ]
        buttons += [
            {"id": f"facing:{f}", "group": "actions", "label": tr(f"tawa_hallae.facing.{f}", lang),
             "disabled": f == self.facing or f not in facings_for(self.seat, self.kind)}
            for f in FACINGS
        ]
        buttons.append({"id": "ctl:pack", "group": "controls",
                        "label": tr("tawa_hallae.explorer.other_pack", lang, pack=Text(f"tawa_hallae.pack.{SEATS[1 - self.seat]}"))})
        return {
            "kind": "board",
            "title": tr("tawa_hallae.explorer.title", lang),
            "svg": state.svg(targets=targets, selected=self.field, lang=lang, caption=caption),
            "positions": {f: list(p) for f, p in positions.items()},
            "clickable": sorted(positions),
            "targets": targets,
            "selected": self.field,
            "narration": narration,
            "buttons": buttons,
            "log": [],
            "result": None,
        }


__all__ = ["MoveExplorer", "animals_table", "describe_moves", "ranges", "reach"]
