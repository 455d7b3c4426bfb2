"""Why a computer player's move is good, in one short clause that names cards, cells and health
points of the position (``State.move_reason``).

Every number and name in a reason is a value computed here for the position, from what the moving
seat may know (its ``observation``): the other player's hand is unknown to it, so whether a whistle
may still block an attack is a possibility ("if no whistle blocks the attack"), never a fact. The
``viewer`` reads the reason: cards in a hand that the viewer may not see are never named (None: the
teacher, who sees everything).

>>> import boardtutor
>>> state = boardtutor.walkthroughs("animal_cards")[1].replay()[1]   # Mia is to attack
>>> state.phase, str(state.legal_actions()[0])
('attack', 'attack a1 a1')
>>> print(move_reason(state, state.legal_actions()[0], "en"))
if no whistle blocks the attack, it loses 2 of its 5 health points
>>> print(move_reason(state, state.legal_actions()[0], "de"))
wenn keine Pfeife den Angriff abwehrt, verliert er 2 von seinen 5 Lebenspunkten
"""

from __future__ import annotations

from typing import Any

from ...core import Action
from ...i18n import Text
from .rules import CARDS, DECK, ROWS, animal_noun, card_list, card_name, level_of, max_health

R = "animal_cards.reason."
BLOCKERS = tuple(card for card, spec in CARDS.items() if spec.get("out_of_turn"))
"""The cards that can block an attack out of turn (the whistle, rule 8)."""


def _animal(card: str) -> dict[str, Any]:
    """The parameters a reason needs to name an animal card: its noun and its level."""
    return {"animal": animal_noun(card), "level": level_of(card)}


def _target(card: str) -> dict[str, Any]:
    return {"target": animal_noun(card), "level": level_of(card)}


def move_reason(state, action: Action, lang: str | None = None, viewer: int | None = None) -> str | None:
    """One clause on what ``action`` gains or avoids, naming something of the position; None for chance.
    ``viewer``: the seat that reads it (None: everything may be named)."""
    text = _reason(state, action, viewer)
    if text is None:
        return None
    return text.render(lang)


def may_block(state, seat: int) -> bool:
    """Whether, as far as ``seat`` knows, the other player may hold a card that blocks an attack: their
    hand is not empty and not every such card of their deck lies open on the table (discard pile, in
    play). Read from ``seat``'s observation only."""
    seen = state.observation(seat)
    other = 1 - seat
    if not seen["hands"][other]:
        return False
    table = seen["discards"][other] + [card for key, card in seen["slots"][other].items() if key != "on" and card]
    return any(table.count(card) < DECK[card] for card in BLOCKERS)


def cards_used(state, action: Action) -> tuple[str, ...]:
    """The cards of the hand that ``action`` brings into play: the card played, placed or added, and
    with a dojo also the next level of the animal it upgrades (rule 7.2)."""
    if action.kind not in ("place", "play", "add") or not action.args:
        return ()
    card = action.args[0]
    if card == "dojo" and len(action.args) == 2 and action.args[1] in state.grids[state.current_player]:
        return card, state.next_level(state.grids[state.current_player][action.args[1]][0])
    return (card,)


def _usable(state) -> set[str]:
    """The cards of the hand that a legal move of this moment brings into play."""
    return {card for action in state.legal_actions() for card in cards_used(state, action)}


def _reason(state, action: Action, viewer: int | None) -> Text | None:
    kind, args = action.kind, action.args
    seat = state.current_player
    if seat not in (0, 1):
        return None
    shows_hand = viewer is None or viewer == seat  # may the reader see the mover's hand?
    grid = state.grids[seat]
    if kind == "place":
        return _place(state, seat, *args)
    if kind == "attack":
        return _attack(state, seat, *args)
    if kind == "end":
        return Text(R + "end", cells=", ".join(state.resting(seat)) or "–")
    if kind == "pass" and state.phase == "react":
        pending = state.pending
        damage = state.damage(state.turn, pending["from"], pending["to"])["total"]
        card = grid[pending["to"]][0]
        key = "no_whistle_defeat" if damage >= grid[pending["to"]][1] else "no_whistle"
        return Text(R + key, **_target(card), cell=pending["to"], damage=damage)
    if kind == "pass":
        hand = state.hands[seat]
        if not hand:
            return Text(R + "pass_empty")
        return Text(R + "pass", cards=card_list(hand), n=len(hand)) if shows_hand else Text(R + "pass_hidden", n=len(hand))
    if kind == "discard":
        usable = [card for card in dict.fromkeys(args) if card in _usable(state)]
        if not usable:  # none of them could be played now: that is the reason
            return Text(R + "discard_unusable", cards=card_list(args), n=len(args))
        after = state.apply(action)  # the swapped cards are drawn from the deck (refilled from the discard pile if empty)
        return Text(R + "discard_usable", cards=card_list(usable), n=len(usable), deck=sum(after.decks[seat].values()))
    if kind == "add":
        card, cell = args
        return Text(R + "add", **_animal(card), cell=cell, health=max_health(card))
    if kind == "upgrade":
        cell = args[0]
        new = state.next_level(grid[cell][0])
        return Text(R + "upgrade", animal=animal_noun(new), cell=cell, level=level_of(new), health=max_health(new))
    if kind == "keep":
        new = state.next_level(state.last["attacker"])
        if shows_hand:
            return Text(R + "keep", card=card_name(new))
        return Text(R + "keep_hidden", animal=animal_noun(new))  # the phase itself shows that the next level is in the hand
    if kind != "play":
        return None
    return _play(state, seat, args, shows_hand)


def _place(state, seat: int, card: str, cell: str) -> Text:
    row = int(cell[1:])
    where = "front" if row == ROWS[0] else "back" if row == ROWS[-1] else "middle"
    if where == "back" and not any(f"{cell[0]}{r}" in state.grids[seat] for r in ROWS[:-1]):
        where = "back_open"  # no animal stands in front of it yet: it can be attacked
    return Text(R + f"place_{where}", **_animal(card), cell=cell, health=max_health(card))


def _attack(state, seat: int, source: str, target: str) -> Text:
    """What the attack does; if the other player may still blow a whistle (as far as ``seat`` knows),
    only what it does when it is not blocked."""
    theirs = state.grids[1 - seat]
    damage = state.damage(seat, source, target)["total"]
    card, health = theirs[target][0], theirs[target][1]
    if damage == 0:
        key = "attack_none" if len(state.attackable(1 - seat)) == 1 else "attack_zero"
        return Text(R + key, **_target(card), cell=target)
    open_ = "_if" if may_block(state, seat) else ""
    if damage >= health:
        return Text(R + "attack_defeat" + open_, damage=damage, **_target(card), cell=target, health=health)
    return Text(R + "attack_hit" + open_, **_target(card), cell=target, damage=damage, health=health)


def _play(state, seat: int, args: tuple[str, ...], shows_hand: bool) -> Text | None:
    grid = state.grids[seat]
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
        return Text(R + "heal", **_animal(grid[cell][0]), cell=cell, healed=healed, now=old + healed, top=top)
    if "heal_all" in spec:
        healed = sum(min(spec["heal_all"], max_health(s[0]) - s[1]) for s in grid.values())
        return Text(R + "heal_all", healed=healed, n=len(grid))
    if spec.get("shield"):
        cell = args[1]
        return Text(R + "blanket", **_animal(grid[cell][0]), cell=cell, shield=spec["shield"])
    if spec.get("boost"):
        return _boost(state, seat, spec["boost"])
    if spec.get("extra_health"):
        health = [c for c in state.hands[seat] if CARDS.get(c, {}).get("type") == "health" and c in _usable(state)]
        if not shows_hand:
            return Text(R + "picnic_plain")
        return Text(R + "picnic", cards=card_list(health)) if health else Text(R + "picnic_none")
    return None


def _boost(state, seat: int, boost: int) -> Text:
    """The best attack the boost makes possible: the attacker and target with the most damage then."""
    pairs = [(a, t) for a in state.attackers(seat) for t in state.attackable(1 - seat)]
    if not pairs:
        return Text(R + "boost_resting", boost=boost)
    after = {pair: state.damage(seat, *pair, boost=state.boost + boost)["total"] for pair in pairs}
    source, target = max(pairs, key=after.__getitem__)
    mine, theirs = state.grids[seat][source][0], state.grids[1 - seat][target][0]
    return Text(R + "boost", **_animal(mine), cell=source, after=after[source, target],
                before=state.damage(seat, source, target)["total"], target=animal_noun(theirs),
                target_level=level_of(theirs), target_cell=target)


__all__ = ["cards_used", "may_block", "move_reason"]
