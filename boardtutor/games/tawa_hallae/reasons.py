"""Why a move is good, in Tawa Hallae's terms: one short clause for the computer player's explanation.

``move_reason(state, action, lang)`` names what the move gains or avoids – a hunt and its points, the
animals it captures, an armour it takes, an attacker it escapes, an animal it threatens next, rows won
towards the enemy's hunt fields – always with the animal and the fields of this position.

>>> import boardtutor
>>> state = boardtutor.load("tawa_hallae").new_initial_state(setup="free")
>>> state = state.with_setup({"board": {"e6": "red lion n", "e7": "blue wolf s"}, "turn": "red"})
>>> move_reason(state, state.game.parse_action("e6-e7"), "en")
"the lion captures Blue's wolf on e7"
>>> move_reason(state, state.game.parse_action("e6-e7"), "de")
'der Löwe nimmt den Wolf von Blau auf e7 gefangen'
"""

from __future__ import annotations

from typing import Any

from ...core import Action
from ...i18n import tr
from .rules import HUNT, IN_FRONT_OF, SEATS, WIN_POINTS, XY, _animal, hunt_points


def _pack(seat: int, lang: str) -> str:
    return tr(f"tawa_hallae.pack.{SEATS[seat]}", lang)


def _victim(state: Any, field: str, lang: str) -> dict[str, Any]:
    """The enemy animal on ``field`` for a sentence that declines it: ``victim``, ``pack``, ``victim_field``."""
    seat, kind, _ = state.board[field]
    return {"victim": _animal(kind), "pack": _pack(seat, lang), "victim_field": field}


def _join(items: list[str], lang: str) -> str:
    """"a, b und c" / "a, b and c"."""
    if len(items) <= 1:
        return "".join(items)
    return tr("tawa_hallae.reason.and", lang, items=", ".join(items[:-1]), last=items[-1])


def _the_list(kinds: list[str], lang: str) -> str:
    return _join([tr("tawa_hallae.reason.the", lang, animal=_animal(kind)) for kind in kinds], lang)


def attackers(state: Any, field: str) -> list[str]:
    """Fields of the enemy animals that could hit the animal on ``field`` with their next movement."""
    seat = state.board[field][0]
    out = []
    for origin, (other, _, _) in state.board.items():
        if other == seat:
            continue
        effect = state.reach(origin).get(field)
        if effect is not None and (field in effect.captures or effect.armour == field or effect.turtle == field):
            out.append(origin)
    return sorted(out)


def _victims(state: Any, field: str, facing: str | None = None) -> list[str]:
    """Enemy animals the animal on ``field`` could capture next (in ``facing``)."""
    seat = state.board[field][0]
    found = []
    for effect in state.reach(field, facing).values():
        for hit in effect.captures:
            if state.board[hit][0] != seat and hit not in found:
                found.append(hit)
    return found


def _hunt_next(state: Any, field: str, facing: str | None = None) -> str | None:
    for target, effect in state.reach(field, facing).items():
        if effect.goal == "hunt":
            return target
    return None


def _rows_to_hunt(seat: int, field: str) -> int:
    goal_row = XY[next(iter(HUNT[1 - seat]))][1]
    return abs(goal_row - XY[field][1])


def move_reason(state: Any, action: Action, lang: str) -> str | None:
    """Why ``action`` (legal in ``state``) is worth playing, in ``lang``; None where there is nothing to say."""
    kind, args = action.kind, action.args
    seat = state.current_player
    name = state.player_name(seat, lang)

    def say(key: str, animal: str, **more: Any) -> str:
        return tr(f"tawa_hallae.reason.{key}", lang, animal=_animal(animal), **more)

    if kind == "move":
        return _movement_reason(state, action, lang, seat, say)
    if kind in ("turn", "face"):
        field = args[0] if kind == "turn" else state.pending[0]["field"]
        facing = args[-1]
        animal = state.board[field][1]
        victims = _victims(state, field, facing)
        if victims:
            return say("threat", animal, target=field, **_victim(state, victims[0], lang))
        hunt = _hunt_next(state, field, facing)
        if hunt:
            return say("hunt_next", animal, target=field, field=hunt)
        after = len(state.reach(field, facing))
        facing_text = tr(f"tawa_hallae.facing.{facing}", lang)
        before = len(state.reach(field))
        if kind == "turn" and after > before:
            return say("look", animal, field=field, facing=facing_text, after=after, before=before)
        return say("look_plain", animal, field=field, facing=facing_text, after=after)
    if kind == "place":
        animal, field = args
        if state.phase == "release":
            return say("freed", animal, field=field)
        row = "back_row" if field in IN_FRONT_OF else "front_row"
        return say(row, animal, field=field)
    if kind == "restart":
        return say("restart", state.pending[0]["animal"], field=args[0])
    if kind == "home":
        return tr("tawa_hallae.reason.home", lang, field=args[0])
    if kind == "done":
        freed = state.pending[0]["freed"]
        return tr("tawa_hallae.reason.done", lang, count=len(freed), freed=_the_list(freed, lang))
    if kind == "pass":
        return tr("tawa_hallae.reason.pass", lang, name=name)
    return None


def _movement_reason(state: Any, action: Action, lang: str, seat: int, say) -> str | None:
    origin, target = action.args
    effect = state._movements().get((origin, target))
    if effect is None:
        return None
    animal = state.board[origin][1]
    enemy = 1 - seat
    name = state.player_name(seat, lang)
    if effect.goal == "hunt":
        points = hunt_points(animal)
        total = state.points[seat] + points
        if total >= WIN_POINTS:
            return say("win", animal, field=target, total=total)
        return say("hunt", animal, field=target, points=points, total=total, goal=WIN_POINTS, name=name)
    if effect.goal == "prison":
        return say("free", animal, field=target, name=name, prisoners=_the_list(state.prison[seat], lang))
    if effect.captures:
        victims = [tr("tawa_hallae.reason.victim", lang, **_victim(state, f, lang)) for f in effect.captures]
        return say("capture", animal, victims=_join(victims, lang))
    if effect.armour:
        return say("armour", animal, **_victim(state, effect.armour, lang))
    if effect.turtle:
        return say("turtle", animal, pack=_pack(enemy, lang), victim_field=effect.turtle)
    after = state.apply(action)
    end = target if after.board.get(target, (None, None))[1] == animal else None
    if end is None:  # caught in the enemy's web on arrival
        return say("web", animal, target=target, pack=_pack(enemy, lang))
    threatened = attackers(state, origin)
    safe_now = not attackers(after, end)
    if threatened and safe_now:
        return say("escape", animal, target=target, **_victim(state, threatened[0], lang))
    hunt = _hunt_next(after, end)
    if hunt:
        return say("hunt_next", animal, target=target, field=hunt)
    victims = _victims(after, end)
    if victims:
        return say("threat", animal, target=target, **_victim(after, victims[0], lang))
    rows = _rows_to_hunt(seat, origin) - _rows_to_hunt(seat, target)
    if rows > 0:
        return say("closer", animal, target=target, rows=rows, pack=_pack(enemy, lang))
    if safe_now:
        return say("safe", animal, target=target, pack=_pack(enemy, lang))
    count = len(after.reach(end))
    return say("reach" if count else "wait", animal, target=target, count=count)


__all__ = ["attackers", "move_reason"]
