"""Interactive views for JupyterLab (anywidget): BoardView, StepThrough, PlayView.

Imported on demand (``from boardtutor.widgets import StepThrough``) so that ``import boardtutor``
stays light.
"""

from .views import BoardView, PlayView, StepThrough

__all__ = ["BoardView", "PlayView", "StepThrough"]
