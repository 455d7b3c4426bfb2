"""Wispwood – Wald der Lichter (1–4 players): rules engine, a scoring calculator that explains every
point, the solo ghost, an SVG table, rulebook walkthroughs.

>>> import boardtutor
>>> boardtutor.load("wispwood").title("en")
'Wispwood – Forest of Lights'
>>> from boardtutor.games.wispwood import score_forest
>>> score_forest("OV\\nCT", ["orb_kinds_around", "heart_adjacent_trees"]).by_goal
{'orb_kinds_around': 2, 'heart_adjacent_trees': 2}
"""

from pathlib import Path

from ...i18n import register_catalog
from .. import register
from .forest import DATA, KINDS, SHAPES, parse_forest
from .rules import WispwoodAction, WispwoodGame, WispwoodState
from .scoring import GOALS, Award, ForestScore, goal_cards, score_forest

register_catalog(Path(__file__).parent / "locale")
WispwoodGame.state_class = WispwoodState
GAME = register(WispwoodGame())


def show_shapes(lang: str | None = None):
    """The 8 shapes of the pond as a picture (for notebooks)."""
    from ...views.static import HTML
    from ...views.svg import as_image
    from .render import shapes_alt, shapes_svg

    return HTML(as_image(shapes_svg(lang), shapes_alt(lang)), " ".join(SHAPES))


def show_tiles(lang: str | None = None):
    """The tiles (four wisp kinds, tree, cat) with their letters, as a picture (for notebooks)."""
    from ...views.static import HTML
    from ...views.svg import as_image
    from .render import tiles_alt, tiles_svg

    return HTML(as_image(tiles_svg(lang), tiles_alt(lang)), "P H V O T C")


def __getattr__(name: str):
    # the widget pulls in anywidget; only load it when asked for
    if name == "ScoringCalculator":
        from .calculator import ScoringCalculator

        return ScoringCalculator
    raise AttributeError(name)


__all__ = [
    "DATA", "GAME", "GOALS", "KINDS", "SHAPES", "Award", "ForestScore", "ScoringCalculator", "WispwoodAction",
    "WispwoodGame", "WispwoodState", "goal_cards", "parse_forest", "score_forest", "show_shapes", "show_tiles",
]
