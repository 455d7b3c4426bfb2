"""How a game's board turns clicks into actions: the one game-specific piece the widgets need.

A game supplies a ``BoardUI`` (``game.ui()``); the widgets stay generic. Clicks are intents: the
adapter turns them into candidate actions, and the engine decides (``legal_actions()``/``apply``).
"""

from __future__ import annotations

from dataclasses import dataclass

from ..core import Action, State, takes_keyword


@dataclass(frozen=True)
class Click:
    """What a click on a field means: select a field (``select``), or try an ``action``."""

    select: str | None = None
    action: Action | str | None = None


class BoardUI:
    """The interface a game implements for the interactive views."""

    draws_status = False
    """Whether the game's picture itself says what happens next (``State.describe``, e.g. in a caption);
    where it does not, the live game says it in the column beside the board."""

    def fields(self) -> dict[str, tuple[float, float]]:
        """Every clickable place on the board with its (x, y) position (y grows upwards), used for
        keyboard navigation with the arrow keys. A game with a narrow picture may take ``layout`` here
        as well (see ``fields_for``)."""
        raise NotImplementedError

    def fields_for(self, state: State, layout: str = "wide") -> dict[str, tuple[float, float]]:
        """The clickable places in ``state`` (default: ``fields()``, the same in every state). Games whose
        board changes shape – a forest that grows, a grid that moves – return what is there now.

        ``layout``: the picture the positions are for, as in ``svg`` (``"wide"``, or ``"narrow"`` where a
        game draws a narrow picture): the arrow keys follow the picture the learner sees. The places
        are the same in both, only where they stand differs. A game with one picture may leave the
        keyword out; the widgets pass it only to a method that takes it (``core.takes_keyword``), and
        the default passes it on only to a ``fields`` that takes it."""
        if layout != "wide" and takes_keyword(self.fields, "layout"):
            return self.fields(layout=layout)
        return self.fields()

    def svg(self, state: State, *, highlight=(), targets=(), selected=None, lang=None) -> str:
        return state.svg(highlight=highlight, targets=targets, selected=selected, lang=lang)

    def targets(self, state: State, selected: str | None) -> list[str]:
        """Fields a click would act on now (legal destinations of the selected piece)."""
        raise NotImplementedError

    def click(self, state: State, selected: str | None, field: str) -> Click:
        """Interpret a click on ``field``; may raise RuleViolation to explain why nothing happens.
        ``selected`` is whatever the adapter last put in ``Click.select``: a field, or any text the
        game uses to remember a choice in the making (the widgets only pass it back)."""
        raise NotImplementedError

    def buttons(self, state: State) -> list[Action]:
        """Legal actions offered as buttons (those not made by clicking fields)."""
        raise NotImplementedError

    def selection_for(self, state: State, action: Action) -> str | None:
        """The selection that shows a suggested ``action`` on the board (e.g. the dice to click), or
        None. Used by PlayView's hint; the default shows nothing."""
        return None
