"""Notebook output a screen reader can read: charts with words, tables without empty headers.

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

pandas writes an empty header cell above a table's row labels (and under the columns when the row
labels have a name); a screen reader announces it as a header without a name. :func:`table_html` is
pandas' own HTML with those corners as plain cells; in IPython every table (DataFrame or Styler) is
shown that way once boardtutor is imported.

>>> import pandas as pd
>>> "<th></th>" in pd.DataFrame({"a": [1]})._repr_html_(), "<th></th>" in table_html(pd.DataFrame({"a": [1]}))
(True, False)
"""

from __future__ import annotations

import re
import sys
from typing import Any, TypeVar

from .svg import attr

_ALT = "_boardtutor_alt"
F = TypeVar("F")


def described(figure: F, alt: object) -> F:
    """Give ``figure`` (a matplotlib Figure) its alternative text and return it; in IPython the
    figure then shows as ``<img alt>`` (see :func:`figure_html`), wherever it is displayed: as a
    cell's value or by the inline backend at the end of the cell."""
    setattr(figure, _ALT, str(alt))
    register()
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


# an empty header cell as pandas writes it: "<th></th>", '<th class="blank level0" >&nbsp;</th>'
_EMPTY_HEADER = re.compile(r"<th(\s[^>]*)?>(?:\s|&nbsp;)*</th>")


def table_html(table: Any) -> str | None:
    """pandas' HTML of ``table`` (a DataFrame or a Styler) with every empty header cell as a plain
    cell (``<td>``): what shows is the same, a screen reader meets no header without a name."""
    html = table._repr_html_()
    return None if html is None else _EMPTY_HEADER.sub(lambda m: f"<td{m.group(1) or ''}></td>", html)


def register() -> None:
    """Show described figures and every table as above in the running IPython (nothing outside IPython,
    where IPython is not even imported)."""
    ipython = sys.modules.get("IPython")
    shell = ipython.get_ipython() if ipython is not None else None
    if shell is None:
        return
    formatter = shell.display_formatter.formatters["text/html"]
    formatter.for_type_by_name("matplotlib.figure", "Figure", figure_html)
    for module in ("pandas", "pandas.core.frame"):  # pandas ≥ 3 names DataFrame's module "pandas"
        formatter.for_type_by_name(module, "DataFrame", table_html)
    formatter.for_type_by_name("pandas.io.formats.style", "Styler", table_html)


__all__ = ["alt_text", "described", "figure_html", "register", "table_html"]
