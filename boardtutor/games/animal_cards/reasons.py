"""Why a computer player's move is good, in one short clause that names cards, cells and health
points of the position (``State.move_reason``).

>>> import boardtutor
>>> state = boardtutor.walkthroughs("animal_cards")[1].replay()[1]   # Mia is to attack
>>> state.phase, str(state.legal_actions()[0])
('attack', 'attack a1 a1')
>>> print(move_reason(state, state.legal_actions()[0], "en"))
the monkey (level 1) on a1 loses 2 of its 5 health points
>>> print(move_reason(state, state.legal_actions()[0], "de"))
der Affe (Stufe 1) auf a1 verliert 2 von seinen 5 Lebenspunkten
"""

from __future__ import annotations

from typing import Any

from ...core import Action
from ...i18n import Text
from .rules import CARDS, ROWS, animal_noun, card_list, card_name, damage_of, level_of, max_health

R = "animal_cards.reason."


def _animal(card: str) -> dict[str, Any]:
    """The parameters a reason needs to name an animal card: its noun and its level."""
    return {"animal": animal_noun(card), "level": level_of(card)}


def _target(card: str) -> dict[str, Any]:
    return {"target": animal_noun(card), "level": level_of(card)}


def move_reason(state, action: Action, lang: str | None = None) -> str | None:
    """One clause on what ``action`` gains or avoids, naming something of the position; None for chance."""
    text = _reason(state, action)
    if text is None:
        return None
    return text.render(lang)


def _reason(state, action: Action) -> Text | None:
    kind, args = action.kind, action.args
    seat = state.current_player
    if seat not in (0, 1):
        return None
    grid = state.grids[seat]
    if kind == "place":
        card, cell = args
        row = int(cell[1:])
        where = "front" if row == ROWS[0] else "back" if row == ROWS[-1] else "middle"
        return Text(R + f"place_{where}", **_animal(card), cell=cell, health=max_health(card))
    if kind == "attack":
        source, target = args
        theirs = state.grids[1 - seat]
        damage = state.damage(seat, source, target)["total"]
        card, health = theirs[target][0], theirs[target][1]
        if damage >= health:
            return Text(R + "attack_defeat", damage=damage, **_target(card), cell=target, health=health)
        if damage == 0:
            return Text(R + "attack_none", **_target(card), cell=target)
        return Text(R + "attack_hit", **_target(card), cell=target, damage=damage, health=health)
    if kind == "end":
        return Text(R + "end", cells=", ".join(state.resting(seat)) or "–")
    if kind == "pass" and state.phase == "react":
        pending = state.pending
        damage = state.damage(state.turn, pending["from"], pending["to"])["total"]
        return Text(R + "no_whistle", **_target(grid[pending["to"]][0]), cell=pending["to"], damage=damage)
    if kind == "pass":
        hand = state.hands[seat]
        return Text(R + "pass", cards=card_list(hand), n=len(hand)) if hand else Text(R + "pass_empty")
    if kind == "discard":
        unusable = not any(state.uses(card) for card in args)  # none of them could be played now: that is the reason
        return Text(R + ("discard_unusable" if unusable else "discard"), cards=card_list(args), n=len(args))
    if kind == "add":
        card, cell = args
        return Text(R + "add", **_animal(card), cell=cell, health=max_health(card))
    if kind == "upgrade":
        cell = args[0]
        new = state.next_level(grid[cell][0])
        return Text(R + "upgrade", animal=animal_noun(new), cell=cell, level=level_of(new), health=max_health(new))
    if kind == "keep":
        new = state.next_level(state.last["attacker"])
        return Text(R + "keep", card=card_name(new))
    if kind != "play":
        return None
    card = args[0]
    if state.phase == "react":
        pending = state.pending
        damage = state.damage(state.turn, pending["from"], pending["to"])["total"]
        return Text(R + "whistle", damage=damage, **_target(grid[pending["to"]][0]), cell=pending["to"])
    spec: dict[str, Any] = CARDS[card]
    if card == "dojo":
        cell = args[1]
        new = state.next_level(grid[cell][0])
        return Text(R + "dojo", animal=animal_noun(new), cell=cell, level=level_of(new), health=max_health(new))
    if "heal" in spec:
        cell = args[1]
        old, top = grid[cell][1], max_health(grid[cell][0])
        healed = min(spec["heal"], top - old)
        return Text(R + "heal", **_animal(grid[cell][0]), cell=cell, healed=healed,
                    now=old + healed, top=top)
    if "heal_all" in spec:
        healed = sum(min(spec["heal_all"], max_health(s[0]) - s[1]) for s in grid.values())
        return Text(R + "heal_all", healed=healed, n=len(grid))
    if spec.get("shield"):
        cell = args[1]
        return Text(R + "blanket", **_animal(grid[cell][0]), cell=cell, shield=spec["shield"])
    if spec.get("boost"):
        attackers = state.attackers(seat)
        if not attackers:
            return Text(R + "boost_plain", boost=spec["boost"])
        best = max(attackers, key=lambda c: damage_of(grid[c][0]))
        base = damage_of(grid[best][0]) + state.boost
        return Text(R + "boost", **_animal(grid[best][0]), cell=best, before=base, after=base + spec["boost"])
    if spec.get("extra_health"):
        health = [c for c in state.hands[seat] if CARDS.get(c, {}).get("type") == "health"]
        return Text(R + "picnic", cards=card_list(health)) if health else Text(R + "picnic_plain")
    return None


__all__ = ["move_reason"]
