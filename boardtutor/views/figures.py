"""matplotlib figures with an alternative text: a picture a screen reader can say.

JupyterLab and Voilà show a figure's PNG as an ``<img>`` without ``alt`` (a screen reader says only
"image"). A figure given its words with :func:`described` is shown as HTML instead: the same PNG in an
``<img alt="…">`` (the PNG stays in the output for viewers that show no HTML).

>>> from matplotlib.figure import Figure
>>> figure = described(Figure(figsize=(1, 1)), "A square & nothing in it")
>>> _ = figure.add_subplot()
>>> alt_text(figure)
'A square & nothing in it'
>>> figure_html(figure).split(" src=")[0]
'<img alt="A square &amp; nothing in it" style="max-width:100%;height:auto"'
>>> figure_html(Figure()) is None   # a figure without words stays a plain PNG
True
"""

from __future__ import annotations

from typing import Any, TypeVar

from .svg import attr

_ALT = "_boardtutor_alt"
F = TypeVar("F")


def described(figure: F, alt: object) -> F:
    """Give ``figure`` (a matplotlib Figure) its alternative text and return it; in IPython the
    figure then shows as ``<img alt>`` (see :func:`figure_html`), wherever it is displayed: as a
    cell's value or by the inline backend at the end of the cell."""
    setattr(figure, _ALT, str(alt))
    _register()
    return figure


def alt_text(figure: Any) -> str | None:
    """The alternative text :func:`described` gave ``figure``, or None."""
    return getattr(figure, _ALT, None)


def figure_html(figure: Any) -> str | None:
    """A described figure as ``<img alt="…" src="data:image/png;base64,…">`` (the PNG the inline
    backend makes); None for a figure without alternative text, so that it shows as before."""
    alt = alt_text(figure)
    if alt is None:
        return None
    from IPython.core.pylabtools import print_figure

    data = print_figure(figure, "png", bbox_inches="tight", base64=True)
    if data is None:  # IPython draws nothing for a figure without axes
        return None
    return f'<img alt="{attr(alt)}" style="max-width:100%;height:auto" src="data:image/png;base64,{data}">'


def _register() -> None:
    """Show described figures as HTML in the running IPython (once; nothing outside IPython)."""
    try:
        from IPython import get_ipython
    except ImportError:  # pragma: no cover - IPython comes with ipywidgets
        return
    shell = get_ipython()
    if shell is None:
        return
    formatter = shell.display_formatter.formatters["text/html"]
    formatter.for_type_by_name("matplotlib.figure", "Figure", figure_html)


__all__ = ["alt_text", "described", "figure_html"]
