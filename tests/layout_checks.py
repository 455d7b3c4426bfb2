"""Checks shared by every game's narrow-layout test: the narrow picture (``layout="narrow"``) shows the
same board as the wide one, and its smallest text stays readable in a narrow column.

A picture shown ``display`` px wide shows a text of ``size`` units (its font size times the scale of the
groups around it) at ``size * display / viewBox width`` px. JupyterLab at 1024×768 with the file browser
open leaves the widget about 590 px; the text floor there is 11 px (issue #25).
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

NARROW_DISPLAY = 570  # px: the board's width in the narrowest column we design for
READABLE = 11  # px
SVG_NS = "{http://www.w3.org/2000/svg}"
_NUMBER = r"-?\d*\.?\d+(?:e-?\d+)?"


def _root(svg: str) -> ET.Element:
    return ET.fromstring(svg)


def viewbox(svg: str) -> tuple[float, float]:
    """The picture's own width and height (its viewBox)."""
    box = [float(v) for v in re.split(r"[\s,]+", _root(svg).get("viewBox", "").strip())]
    return box[2], box[3]


def _scale(transform: str | None) -> float:
    """How much a transform enlarges text (scale(), matrix(); translate and rotate leave it)."""
    factor = 1.0
    for name, args in re.findall(r"(\w+)\s*\(([^)]*)\)", transform or ""):
        values = [float(v) for v in re.findall(_NUMBER, args)]
        if name == "scale" and values:
            factor *= (abs(values[0] * (values[1] if len(values) > 1 else values[0]))) ** 0.5
        elif name == "matrix" and len(values) >= 4:
            factor *= abs(values[0] * values[3] - values[1] * values[2]) ** 0.5
    return factor


def _font_size(element: ET.Element, inherited: float) -> float:
    style = element.get("style", "")
    found = re.search(r"font-size\s*:\s*(" + _NUMBER + ")", style)
    value = found.group(1) if found else element.get("font-size")
    if value is None:
        return inherited
    number = re.match(_NUMBER, value.strip())
    return float(number.group(0)) if number else inherited


def text_sizes(svg: str) -> list[tuple[float, str]]:
    """(size in the picture's units, text) of every text with words in it, smallest first."""
    found: list[tuple[float, str]] = []

    def walk(element: ET.Element, size: float, scale: float) -> None:
        size = _font_size(element, size)
        scale *= _scale(element.get("transform"))
        if element.tag in (f"{SVG_NS}text", "text"):
            words = "".join(element.itertext()).strip()
            if words:
                found.append((size * scale, words))
            return
        for child in element:
            walk(child, size, scale)

    walk(_root(svg), 16.0, 1.0)
    return sorted(found)


def smallest_on_screen(svg: str, display: float = NARROW_DISPLAY) -> tuple[float, str]:
    """The smallest text's size in px when the picture is ``display`` px wide, and the text."""
    width, _ = viewbox(svg)
    size, words = text_sizes(svg)[0]
    return size * display / width, words


def fields(svg: str) -> list[str]:
    """Every clickable place the picture names (``data-field``), sorted."""
    return sorted(e.get("data-field") for e in _root(svg).iter() if e.get("data-field"))


def texts(svg: str) -> list[str]:
    """Every text the picture shows, sorted (the same words, wherever they stand)."""
    return sorted(words for _, words in text_sizes(svg))


def narrow_problems(wide: str, narrow: str, display: float = NARROW_DISPLAY) -> list[str]:
    """What makes ``narrow`` not the wide picture arranged for a narrow column: other fields, other
    texts, another name for a screen reader, or text under ``READABLE`` px at ``display`` px width."""
    problems = []
    if fields(narrow) != fields(wide):
        problems.append(f"other fields: {sorted(set(fields(wide)) ^ set(fields(narrow)))[:6]}")
    if texts(narrow) != texts(wide):
        problems.append(f"other texts: {sorted(set(texts(wide)) ^ set(texts(narrow)))[:6]}")
    if _root(narrow).get("aria-label") != _root(wide).get("aria-label"):
        problems.append("another aria-label")
    size, words = smallest_on_screen(narrow, display)
    if size < READABLE - 0.05:
        problems.append(f"“{words}” is {size:.1f} px at {display} px width (viewBox {viewbox(narrow)})")
    return problems
