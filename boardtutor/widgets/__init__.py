"""Interactive views for JupyterLab (anywidget): BoardView, StepThrough, PlayView, RuleFinder, PracticeView.

Imported on demand (``from boardtutor.widgets import StepThrough``) so that ``import boardtutor``
stays light.
"""

from .views import BoardView, PlayView, StepThrough
from .rulefinder import RuleFinder
from .practice import PracticeView

__all__ = ["BoardView", "PlayView", "PracticeView", "RuleFinder", "StepThrough"]
