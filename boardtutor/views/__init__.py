"""Views of games: static HTML/SVG (works without JavaScript: GitHub, nbviewer, nbval)."""

from .static import assumptions_table, assumptions_view, game_log, show_state, show_table, show_walkthrough

__all__ = ["assumptions_table", "assumptions_view", "game_log", "show_state", "show_table", "show_walkthrough"]
