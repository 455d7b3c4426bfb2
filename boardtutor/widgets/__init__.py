"""Interactive views for JupyterLab (anywidget): BoardView, StepThrough, PlayView, RuleFinder.

Imported on demand (``from boardtutor.widgets import StepThrough``) so that ``import boardtutor``
stays light.
"""

from .views import BoardView, PlayView, StepThrough
from .rulefinder import RuleFinder

__all__ = ["BoardView", "PlayView", "RuleFinder", "StepThrough"]
