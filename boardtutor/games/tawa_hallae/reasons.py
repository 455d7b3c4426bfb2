"""Why a move is good, in Tawa Hallae's terms: one short clause for the computer player's explanation.

``move_reason(state, action, lang)`` says what the move gains or avoids – a hunt and its points, the
animals it captures, an armour it takes, an attacker it escapes, an animal it can attack next, rows won
towards the enemy's hunt fields. Every number and every animal it names is computed for this position
(the freeing is played through by the engine). The clause follows the move's own text after a dash
(``bots.explain``), so it speaks of the moving animal as "it" and does not repeat the move.

>>> import boardtutor
>>> state = boardtutor.load("tawa_hallae").new_initial_state(setup="free")
>>> state = state.with_setup({"board": {"e6": "red lion n", "e7": "blue wolf s"}, "turn": "red"})
>>> move_reason(state, state.game.parse_action("e6-e7"), "en")
"it captures Blue's wolf on e7"
>>> move_reason(state, state.game.parse_action("e6-e7"), "de")
'er nimmt den Wolf von Blau auf e7 gefangen'
"""

from __future__ import annotations

from typing import Any

from ...core import Action
from ...i18n import tr
from .rules import FACING_MATTERS, HUNT, IN_FRONT_OF, SEATS, WIN_POINTS, XY, _animal, hunt_points


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


def _safe_in_any_facing(state: Any, field: str) -> bool:
    """Whether no enemy animal could hit the animal on ``field``, whichever facing it may still choose
    (a runner can be hit from the side only, so its facing counts)."""
    top = state.pending[0] if state.pending else {}
    facings = top["options"] if top.get("kind") == "face" and top.get("field") == field else [state.board[field][2]]
    seat, kind, _ = state.board[field]
    for facing in facings:
        turned = state._copy()
        turned.board[field] = (seat, kind, facing)
        if attackers(turned, field):
            return False
    return True


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


def most_freed(state: Any) -> int:
    """How many animals the seat that is freeing (``state.phase == "release"``) can still free, played
    through by the engine: the spider first (only it needs a land field), every other animal on the
    first field it may take, until the engine ends the freeing (five freed, or no field left)."""
    seat, count = state.current_player, 0
    while state.phase in ("release", "face") and state.current_player == seat:
        actions = state.legal_actions()
        if state.phase == "face":
            state = state.apply(actions[0])
            continue
        places = [a for a in actions if a.kind == "place"]
        if not places:
            break
        state = state.apply(next((a for a in places if a.args[0] == "spider"), places[0]))
        count += 1
    return count


def move_reason(state: Any, action: Action, lang: str, viewer: int | None = None) -> str | None:
    """Why ``action`` (legal in ``state``) is worth playing, in ``lang``; None where there is nothing to say.
    ``viewer`` (the reader) changes nothing: Tawa Hallae has no secrets."""
    kind, args = action.kind, action.args
    seat = state.current_player
    name = state.player_name(seat, lang)

    def say(key: str, animal: str, **more: Any) -> str:
        """A reason that calls the moving ``animal`` "it" ("er", "sie", "es" in German)."""
        it = {name: tr(f"tawa_hallae.reason.{name}", lang, animal=_animal(animal)) for name in ("it", "it_acc")}
        return tr(f"tawa_hallae.reason.{key}", lang, **it, **more)

    if kind == "move":
        return _movement_reason(state, action, lang, seat, say)
    if kind == "turn":
        field, facing = args
        animal = state.board[field][1]
        if animal not in FACING_MATTERS:
            return say("turn_nothing", animal)
        before, after = state.reach(field), state.reach(field, facing)
        if set(before) == set(after):
            return say("turn_same", animal, count=len(after))
        victims = _victims(state, field, facing)
        there = tr("tawa_hallae.reason.there", lang)
        if victims and not set(victims) <= set(_victims(state, field)):
            return say("threat", animal, place=there, **_victim(state, victims[0], lang))
        hunt = _hunt_next(state, field, facing)
        if hunt and not _hunt_next(state, field):
            return say("hunt_next", animal, place=there, field=hunt)
        return say("look", animal, after=len(after), before=len(before))
    if kind == "face":
        field = state.pending[0]["field"]
        return _from_there(state, field, args[0], lang, say, tr("tawa_hallae.reason.from", lang, field=field))
    if kind == "place":
        animal, field = args
        if state.phase == "release":
            return say("freed", animal, left=most_freed(state.apply(action)))
        row = "back_row" if field in IN_FRONT_OF else "front_row"
        return say(row, animal)
    if kind == "restart":
        after = state.apply(action)
        return _from_there(after, args[0], None, lang, say, tr("tawa_hallae.reason.there", lang))
    if kind == "home":
        return tr("tawa_hallae.reason.home", lang)
    if kind == "done":
        freed = state.pending[0]["freed"]
        return tr("tawa_hallae.reason.done", lang, count=len(freed), freed=_the_list(freed, lang))
    if kind == "pass":
        return tr("tawa_hallae.reason.pass", lang, name=name)
    return None


def _from_there(state: Any, field: str, facing: str | None, lang: str, say, place: str) -> str:
    """What the animal on ``field`` (in ``facing``) can do with its next movement: attack, hunt, or how
    many fields it reaches; ``place`` is "from there" or "from e8"."""
    animal = state.board[field][1]
    victims = _victims(state, field, facing)
    if victims:
        return say("threat", animal, place=place, **_victim(state, victims[0], lang))
    hunt = _hunt_next(state, field, facing)
    if hunt:
        return say("hunt_next", animal, place=place, field=hunt)
    count = len(state.reach(field, facing))
    return say("reach" if count else "wait", animal, place=place, count=count)


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
            return say("win", animal, total=total, name=name)
        return say("hunt", animal, points=points, total=total, goal=WIN_POINTS, name=name)
    after = state.apply(action)
    if effect.goal == "prison":
        prisoners = state.prison[seat]
        most = most_freed(after)
        key = "free_all" if most == len(prisoners) else "free_some"
        return say(key, animal, name=name, count=len(prisoners), most=most, prisoners=_the_list(prisoners, lang))
    if effect.captures:
        victims = _join([tr("tawa_hallae.reason.victim", lang, **_victim(state, f, lang)) for f in effect.captures], lang)
        if effect.turtle:
            return say("capture_turtle", animal, victims=victims, pack=_pack(enemy, lang), turtle_field=effect.turtle)
        return say("capture", animal, victims=victims)
    if effect.armour:
        return say("armour", animal, **_victim(state, effect.armour, lang))
    if effect.turtle:
        return say("turtle", animal, pack=_pack(enemy, lang), victim_field=effect.turtle)
    end = target if after.board.get(target, (None, None))[1] == animal else None
    if end is None:  # caught in the enemy's web on arrival
        return say("web", animal, pack=_pack(enemy, lang))
    threatened = attackers(state, origin)
    safe_now = _safe_in_any_facing(after, end)
    if threatened and safe_now:
        return say("escape", animal, **_victim(state, threatened[0], lang))
    there = tr("tawa_hallae.reason.there", lang)
    hunt = _hunt_next(after, end)
    if hunt:
        return say("hunt_next", animal, place=there, field=hunt)
    victims = _victims(after, end)
    if victims:
        return say("threat", animal, place=there, **_victim(after, victims[0], lang))
    rows = _rows_to_hunt(seat, origin) - _rows_to_hunt(seat, target)
    if rows > 0:
        return say("closer", animal, rows=rows, pack=_pack(enemy, lang))
    if safe_now:
        return say("safe", animal, pack=_pack(enemy, lang))
    return _from_there(after, end, None, lang, say, there)


__all__ = ["attackers", "most_freed", "move_reason"]
