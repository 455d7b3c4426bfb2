"""The card battle on the interactive board: click a card in your hand, then where it goes; click one of
your animals, then the animal it attacks. Everything else (play nothing, the whistle, upgrading, …)
is a button.

Clicks only build actions; the engine decides whether they are legal and explains when not.

- set-up: click an animal of the reserve (``card.0`` …), then a free cell of your grid (``1.a1``).
- the play: click a card; a card that needs a place (banana, blanket, dojo, a level-1 animal) is
  selected and the places are marked – click one. Cards without a place (honey pot, sneakers,
  picnic basket) are played at once. ``swap`` starts choosing cards to swap: click them, then
  ``swap`` again.
- the attack: click one of your animals that is not resting, then a front animal of the other grid.

>>> import boardtutor
>>> from boardtutor.games.animal_cards.ui import AnimalCardsUI
>>> state = boardtutor.walkthroughs("animal_cards")[1].replay()[1]   # Mia is to attack
>>> ui = AnimalCardsUI()
>>> ui.click(state, None, "1.b1").select
'1.b1'
>>> str(ui.click(state, "1.b1", "2.b1").action)
'attack b1 b1'
"""

from __future__ import annotations

from ...core import Action, RuleViolation, State, Text
from ...widgets.adapter import BoardUI, Click
from .render import CARD_H, CARD_W, CELL_H, CELL_W, HEIGHT, SWAP_W, card_name, cell_xy, geometry, hand_xy, parse_swap, shown_cards, swap_xy
from .rules import CELLS, A, animal_noun, animal_of, level_of

MAX_SHOWN = 9  # the nine level-1 animals of the set-up


def _seat_cell(field: str) -> tuple[int, str] | None:
    if len(field) == 4 and field[0] in "12" and field[1] == "." and field[2:] in CELLS:
        return int(field[0]) - 1, field[2:]
    return None


def _swap(chosen: set[int]) -> str:
    return "swap:" + ",".join(str(i) for i in sorted(chosen))


class AnimalCardsUI(BoardUI):
    """Clicks on cells, hand cards and the swap button (see the module docstring)."""

    draws_status = True  # the picture says what happens next (State.describe)

    def fields(self) -> dict[str, tuple[float, float]]:
        """Every place that can ever be clicked, with its centre (y upwards) for the arrow keys."""
        positions = {}
        for seat in (0, 1):
            for cell in CELLS:
                x, y = cell_xy(seat, cell)
                positions[f"{seat + 1}.{cell}"] = (x + CELL_W / 2, HEIGHT - (y + CELL_H / 2))
        for index in range(MAX_SHOWN):
            x, y = hand_xy(0, index, True)
            positions[f"card.{index}"] = (x + CARD_W / 2, HEIGHT - (y + CARD_H / 2))
        x, y = swap_xy(0)
        positions["swap"] = (x + SWAP_W / 2, HEIGHT - (y + 13))
        return positions

    def fields_for(self, state: State, layout: str = "wide", lang: str | None = None) -> dict[str, tuple[float, float]]:
        """The grids always; the cards of the hand that is face up (where they are drawn); ``swap``
        while the player may swap cards. ``layout``: the picture they stand in (``render.geometry``;
        the narrow one's lower half moves with its band's texts, so it needs the ``lang`` drawn in,
        default the current language). y is flipped with the wide picture's ``HEIGHT`` in both."""
        geo = geometry(state, layout, lang)
        positions = {}
        for seat in (0, 1):
            for cell in CELLS:
                x, y = cell_xy(seat, cell, geo)
                positions[f"{seat + 1}.{cell}"] = (x + CELL_W / 2, HEIGHT - (y + CELL_H / 2))
        seat, cards, reserve = shown_cards(state)
        if seat is None or state.current_player != seat:
            return positions
        for index in range(len(cards)):
            x, y = hand_xy(seat, index, reserve, geo)
            positions[f"card.{index}"] = (x + CARD_W / 2, HEIGHT - (y + CARD_H / 2))
        if state.phase == "play" and not state.extra_health:
            x, y = swap_xy(seat, geo)
            positions["swap"] = (x + SWAP_W / 2, HEIGHT - (y + 13))
        return positions

    def svg(self, state: State, *, highlight=(), targets=(), selected=None, lang=None, viewer: int | None = None,
            layout: str = "wide") -> str:
        """The board for ``viewer`` (a seat sees the other hand face down; None sees everything), in the
        ``layout`` asked: ``"wide"`` or ``"narrow"`` (one column, see ``render.render_svg``)."""
        return state.svg(highlight=highlight, targets=targets, selected=selected, lang=lang, viewer=viewer, layout=layout)

    # -- helpers -------------------------------------------------------------------------------------
    @staticmethod
    def _card(state: State, field: str) -> str | None:
        if not field.startswith("card.") or not field[5:].isdigit():
            return None
        _, cards, _ = shown_cards(state)
        index = int(field[5:])
        return cards[index] if index < len(cards) else None

    # -- what a click would do ---------------------------------------------------------------------------
    def targets(self, state: State, selected: str | None) -> list[str]:
        """Where a click does something now: the places for the chosen card, the animals that may
        attack, or the front animals the chosen one may attack."""
        phase, seat = state.phase, state.current_player
        if seat not in (0, 1):
            return []
        if phase in ("setup", "play"):
            swapping = parse_swap(selected)
            _, cards, _ = shown_cards(state)
            if swapping is not None:
                return [f"card.{i}" for i in range(len(cards))] + ["swap"]
            card = self._card(state, selected or "")
            if card is not None:
                return sorted({f"{seat + 1}.{a.args[-1]}" for a in state.uses(card) if len(a.args) == 2})
            return [f"card.{i}" for i, c in enumerate(cards) if state.uses(c)]
        if phase == "attack":
            attacks = [a for a in state.legal_actions() if a.kind == "attack"]
            own = _seat_cell(selected or "")
            if own and own[0] == seat:
                return [f"{2 - seat}.{a.args[1]}" for a in attacks if a.args[0] == own[1]]
            return sorted({f"{seat + 1}.{a.args[0]}" for a in attacks})
        return []

    def click(self, state: State, selected: str | None, field: str) -> Click:
        """What a click on ``field`` means now; RuleViolation explains a click that does nothing."""
        rule = state.game.rule
        phase, seat = state.phase, state.current_player
        if seat not in (0, 1) or phase in ("react", "upgrade"):
            raise RuleViolation(Text("animal_cards.ui.use_buttons"), rule("card_instructions" if phase == "react" else "upgrade_defeat"))
        where = _seat_cell(field)
        if phase == "attack":
            return self._click_attack(state, selected, field, where)
        if phase == "setup":
            return self._click_setup(state, selected, field, where)
        return self._click_play(state, selected, field, where)

    def _click_setup(self, state: State, selected: str | None, field: str, where) -> Click:
        rule = state.game.rule
        seat = state.current_player
        if field.startswith("card."):
            return Click(select=None if selected == field else field)
        card = self._card(state, selected or "")
        if where is None or where[0] != seat:
            raise RuleViolation(Text("animal_cards.ui.own_grid"), rule("grid"))
        if card is None:
            raise RuleViolation(Text("animal_cards.ui.choose_animal"), rule("grid"))
        return Click(action=A("place", (card, where[1])))

    def _click_play(self, state: State, selected: str | None, field: str, where) -> Click:
        rule = state.game.rule
        seat = state.current_player
        swapping = parse_swap(selected)
        if swapping is not None:
            if field.startswith("card.") and self._card(state, field) is not None:
                return Click(select=_swap(swapping ^ {int(field[5:])}))
            if field == "swap":
                if not swapping:
                    return Click(select=None)
                cards = [state.hands[seat][i] for i in swapping]
                return Click(action=A.parse(" ".join(["discard", *cards])))
            raise RuleViolation(Text("animal_cards.ui.swapping"), rule("play"))
        if field == "swap":
            return Click(select="swap:")
        card = self._card(state, field)
        if card is not None:
            if selected == field:
                return Click(select=None)
            uses = state.uses(card)
            if any(len(a.args) == 2 for a in uses):
                return Click(select=field)
            if uses:
                return Click(action=uses[0])
            if not animal_of(card):  # let the engine say why (whistle, nobody to heal, …)
                return Click(action=A("play", (card,)))
            raise RuleViolation(Text("animal_cards.ui.animal_not_now", card=card_name(card)), rule("play"))
        chosen = self._card(state, selected or "")
        if where is not None and where[0] == seat and chosen is not None:
            kind = "add" if animal_of(chosen) else "play"
            return Click(action=A(kind, (chosen, where[1])))
        raise RuleViolation(Text("animal_cards.ui.play_first"), rule("turn"))

    def _click_attack(self, state: State, selected: str | None, field: str, where) -> Click:
        rule = state.game.rule
        seat = state.current_player
        if where is None:
            raise RuleViolation(Text("animal_cards.ui.attack_now"), rule("attack"))
        owner, cell = where
        if owner == seat:
            if field == selected:
                return Click(select=None)
            if cell in state.attackers(seat):
                return Click(select=field)
            if cell in state.grids[seat]:
                raise RuleViolation(Text("animal_cards.error.resting", animal=animal_noun(state.grids[seat][cell][0]), level=level_of(state.grids[seat][cell][0])),
                                    rule("rest"))
            raise RuleViolation(Text("animal_cards.ui.choose_attacker"), rule("attack"))
        own = _seat_cell(selected or "")
        if own is None:
            raise RuleViolation(Text("animal_cards.ui.choose_attacker"), rule("attack"))
        return Click(action=A("attack", (own[1], cell)))

    def buttons(self, state: State) -> list[Action]:
        """Everything that is not a click on a cell or a card with a place: play nothing, end the turn,
        cards without a place, the whistle, upgrade or keep."""
        out = []
        for action in state.legal_actions():
            if action.kind in ("place", "add", "attack", "discard"):
                continue
            if action.kind == "play" and len(action.args) == 2:
                continue
            out.append(action)
        return out


__all__ = ["AnimalCardsUI"]
