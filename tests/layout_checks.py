"""Checks shared by every game's narrow-layout test: the narrow picture (``layout="narrow"``) shows the
same board as the wide one, its smallest text stays readable in a narrow column, nothing of it stands
outside its viewBox (``outside_viewbox``) and no text on another (``texts_on_texts``).

A picture shown ``display`` px wide shows a text of ``size`` units (its font size times the scale of the
groups around it) at ``size * display / viewBox width`` px. JupyterLab at 1024×768 with the file browser
open leaves the widget about 590 px; the text floor there is 11 px (issue #25).
"""

from __future__ import annotations

import math
import re
import xml.etree.ElementTree as ET

from boardtutor.views.svg import text_width

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
    style = element.get("style")
    found = style and re.search(r"font-size\s*:\s*(" + _NUMBER + ")", style)
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


# -- what stands outside the picture ---------------------------------------------------------------------
# One walker for every game's narrow picture: it finds the box (left, top, right, bottom, in the
# picture's units) of every row of text and every shape the picture draws, and says which of them
# reach beyond the viewBox.

ASCENT, DESCENT = 0.93, 0.24  # em: DejaVu Sans reaches this far above (Ä, Ö, Ü) and below (g, p) the baseline
LETTER_TOP = 0.76  # em: the top of b, d, l (and of capitals without accents) above the baseline
SLACK = 0.5  # units a box may reach past an edge (rounding in the drawings)
_NOT_DRAWN = {"defs", "clipPath", "mask", "pattern", "symbol", "marker", "linearGradient", "radialGradient",
              "filter", "title", "desc", "metadata", "style", "script"}
_PATH_ARGS = {"M": 2, "L": 2, "T": 2, "H": 1, "V": 1, "C": 6, "S": 4, "Q": 4, "A": 7, "Z": 0}
_Matrix = tuple[float, float, float, float, float, float]  # a b c d e f, as SVG's matrix(): x' = a x + c y + e
_IDENTITY: _Matrix = (1.0, 0.0, 0.0, 1.0, 0.0, 0.0)
Box = tuple[float, float, float, float]  # left, top, right, bottom
_NUMBERS = re.compile(_NUMBER)
_NO_DISPLAY = re.compile(r"display\s*:\s*none")


def _tag(element: ET.Element) -> str:
    return element.tag.replace(SVG_NS, "")


def _numbers(text: str | None) -> list[float]:
    return [float(v) for v in _NUMBERS.findall(text)] if text else []


def _number(element: ET.Element, name: str, default: float = 0.0) -> float:
    """The first number of an attribute (``x="10 20"`` is 10; ``12px`` is 12), or ``default``."""
    text = element.get(name)
    if text is None:
        return default
    try:
        return float(text)
    except ValueError:
        values = _numbers(text)
        return values[0] if values else default


def _times(m: _Matrix, n: _Matrix) -> _Matrix:
    """The transform that applies ``n`` first and then ``m``."""
    a, b, c, d, e, f = m
    p, q, r, s, t, u = n
    return (a * p + c * q, b * p + d * q, a * r + c * s, b * r + d * s, a * t + c * u + e, b * t + d * u + f)


def _transform(text: str | None) -> _Matrix:
    """A ``transform`` attribute as one matrix: translate, scale, rotate (also about a point), skewX,
    skewY and matrix, in any number, applied right to left as SVG does."""
    result = _IDENTITY
    if not text:
        return result
    for name, args in re.findall(r"(\w+)\s*\(([^)]*)\)", text or ""):
        v = _numbers(args)
        if name == "translate" and v:
            step = (1.0, 0.0, 0.0, 1.0, v[0], v[1] if len(v) > 1 else 0.0)
        elif name == "scale" and v:
            step = (v[0], 0.0, 0.0, v[1] if len(v) > 1 else v[0], 0.0, 0.0)
        elif name == "rotate" and v:
            cos, sin = math.cos(math.radians(v[0])), math.sin(math.radians(v[0]))
            cx, cy = (v[1], v[2]) if len(v) > 2 else (0.0, 0.0)
            step = (cos, sin, -sin, cos, cx - cos * cx + sin * cy, cy - sin * cx - cos * cy)
        elif name == "skewX" and v:
            step = (1.0, 0.0, math.tan(math.radians(v[0])), 1.0, 0.0, 0.0)
        elif name == "skewY" and v:
            step = (1.0, math.tan(math.radians(v[0])), 0.0, 1.0, 0.0, 0.0)
        elif name == "matrix" and len(v) == 6:
            step = tuple(v)
        else:
            continue
        result = _times(result, step)
    return result


def _box(m: _Matrix, points: list[tuple[float, float]]) -> Box:
    """The smallest upright box around ``points`` once ``m`` has moved them."""
    a, b, c, d, e, f = m
    xs = [a * x + c * y + e for x, y in points]
    ys = [b * x + d * y + f for x, y in points]
    return min(xs), min(ys), max(xs), max(ys)


def _corners(left: float, top: float, right: float, bottom: float) -> list[tuple[float, float]]:
    return [(left, top), (right, top), (left, bottom), (right, bottom)]


def _curve(points: list[tuple[float, float]]) -> list[tuple[float, float]]:
    """The points of a quadratic or cubic Bézier curve (its control points given) where it turns back
    across or down (its derivative is 0 for x or y), and its end: with its start, they span its box."""
    n = len(points) - 1

    def at(t: float) -> tuple[float, float]:
        weights = [math.comb(n, i) * (1 - t) ** (n - i) * t ** i for i in range(n + 1)]
        return sum(w * x for w, (x, _) in zip(weights, points)), sum(w * y for w, (_, y) in zip(weights, points))

    turns: list[float] = []
    for values in zip(*points):
        if n == 2:  # the derivative is linear: 2((p1 - p0) + t (p0 - 2 p1 + p2))
            p0, p1, p2 = values
            bend = p0 - 2 * p1 + p2
            turns += [(p0 - p1) / bend] if bend else []
        else:  # the derivative is quadratic: 3(a t² + b t + c)
            p0, p1, p2, p3 = values
            a, b, c = -p0 + 3 * p1 - 3 * p2 + p3, 2 * (p0 - 2 * p1 + p2), p1 - p0
            if abs(a) < 1e-12:
                turns += [-c / b] if b else []
            elif b * b - 4 * a * c >= 0:
                root = math.sqrt(b * b - 4 * a * c)
                turns += [(-b + root) / (2 * a), (-b - root) / (2 * a)]
    return [at(t) for t in turns if 0 < t < 1] + [points[-1]]


def _arc(start: tuple[float, float], rx: float, ry: float, turn: float, large: bool, sweep: bool,
         end: tuple[float, float], steps: int = 24) -> list[tuple[float, float]]:
    """Points along an elliptical arc (SVG's endpoint form, turned into centre form as the SVG
    specification's appendix on arcs does)."""
    (x1, y1), (x2, y2) = start, end
    rx, ry = abs(rx), abs(ry)
    if not rx or not ry or start == end:
        return [end]
    cos, sin = math.cos(math.radians(turn)), math.sin(math.radians(turn))
    hx, hy = (x1 - x2) / 2, (y1 - y2) / 2
    px, py = cos * hx + sin * hy, -sin * hx + cos * hy
    grow = px * px / (rx * rx) + py * py / (ry * ry)
    if grow > 1:  # radii too small for the two ends: SVG enlarges them
        rx, ry = rx * math.sqrt(grow), ry * math.sqrt(grow)
    top = rx * rx * ry * ry - rx * rx * py * py - ry * ry * px * px
    root = math.sqrt(max(0.0, top / (rx * rx * py * py + ry * ry * px * px)))
    if large == sweep:
        root = -root
    qx, qy = root * rx * py / ry, -root * ry * px / rx
    cx, cy = cos * qx - sin * qy + (x1 + x2) / 2, sin * qx + cos * qy + (y1 + y2) / 2
    first = math.atan2((py - qy) / ry, (px - qx) / rx)
    span = math.atan2((-py - qy) / ry, (-px - qx) / rx) - first
    if sweep and span < 0:
        span += 2 * math.pi
    elif not sweep and span > 0:
        span -= 2 * math.pi
    found = []
    for i in range(1, steps + 1):
        angle = first + span * i / steps
        ex, ey = rx * math.cos(angle), ry * math.sin(angle)
        found.append((cos * ex - sin * ey + cx, sin * ex + cos * ey + cy))
    return found


def _path_points(d: str) -> list[tuple[float, float]]:
    """Points on a path (``d``) whose box is the path's box: every end point, and points along its
    curves and arcs. Both absolute (upper case) and relative (lower case) commands."""
    points: list[tuple[float, float]] = []
    x = y = start_x = start_y = 0.0
    last_control: tuple[float, float] | None = None
    previous = ""
    for command, args in re.findall(r"([MmLlHhVvCcSsQqTtAaZz])([^MmLlHhVvCcSsQqTtAaZz]*)", d):
        upper, relative = command.upper(), command.islower()
        values = _numbers(args)
        count = _PATH_ARGS[upper]
        groups = [values[i:i + count] for i in range(0, len(values), count)] if count else [[]]
        for number, v in enumerate(groups):
            if len(v) < count:
                break
            ox, oy = (x, y) if relative else (0.0, 0.0)
            kind = "L" if upper == "M" and number else upper  # pairs after a move draw lines
            control = None
            if kind == "Z":
                x, y = start_x, start_y
            elif kind in "ML":
                x, y = ox + v[0], oy + v[1]
                if kind == "M":
                    start_x, start_y = x, y
            elif kind == "H":
                x = (x if relative else 0.0) + v[0]
            elif kind == "V":
                y = (y if relative else 0.0) + v[0]
            elif kind in "CSQT":
                # S and T: the first control point mirrors the last one of a curve of their kind before
                smooth = last_control is not None and previous in ("CS" if kind in "CS" else "QT")
                mirror = (2 * x - last_control[0], 2 * y - last_control[1]) if smooth else (x, y)
                pairs = [(ox + v[i], oy + v[i + 1]) for i in range(0, len(v), 2)]
                controls = {"C": pairs[:2], "S": [mirror, pairs[0]], "Q": pairs[:1], "T": [mirror]}[kind]
                points.extend(_curve([(x, y), *controls, pairs[-1]]))
                control = controls[-1]
                x, y = pairs[-1]
            elif kind == "A":
                end = (ox + v[5], oy + v[6])
                points.extend(_arc((x, y), v[0], v[1], v[2], bool(v[3]), bool(v[4]), end))
                x, y = end
            points.append((x, y))
            last_control, previous = control, kind
    return points


def _shape_points(element: ET.Element, tag: str) -> list[tuple[float, float]]:
    """The points whose box is a shape's box (before the transforms around it); none for other tags."""
    if tag in ("rect", "image", "foreignObject"):
        x, y = _number(element, "x"), _number(element, "y")
        return _corners(x, y, x + _number(element, "width"), y + _number(element, "height"))
    if tag in ("circle", "ellipse"):
        cx, cy = _number(element, "cx"), _number(element, "cy")
        rx = _number(element, "r") if tag == "circle" else _number(element, "rx")
        ry = _number(element, "r") if tag == "circle" else _number(element, "ry")
        return _corners(cx - rx, cy - ry, cx + rx, cy + ry)
    if tag == "line":
        return [(_number(element, "x1"), _number(element, "y1")), (_number(element, "x2"), _number(element, "y2"))]
    if tag in ("polygon", "polyline"):
        values = _numbers(element.get("points"))
        return list(zip(values[0::2], values[1::2]))
    if tag == "path":
        return _path_points(element.get("d", ""))
    return []


def _bold(element: ET.Element, inherited: bool) -> bool:
    style = element.get("style")
    style = style and re.search(r"font-weight\s*:\s*(\w+)", style)
    weight = style.group(1) if style else element.get("font-weight")
    if weight is None or weight == "inherit":
        return inherited
    return weight in ("bold", "bolder") or (weight.isdigit() and int(weight) >= 600)


def _text_rows(text: ET.Element, size: float, bold: bool, anchor: str) -> list[dict]:
    """The rows of a ``<text>``: its own words and each ``<tspan>`` that says where it stands (``x``,
    ``y`` or ``dy``) start a row; a ``<tspan>`` that does not goes on in the row before it. A row's
    width is the ``textLength`` of the element that starts it when it has one, else estimated from the
    font (``views.svg.text_width``, bold or not); its anchor is its own or the text's."""
    rows: list[dict] = []
    x = _number(text, "x") + _number(text, "dx")
    y = _number(text, "y") + _number(text, "dy")

    def row(element: ET.Element, x: float, y: float, size: float, bold: bool, anchor: str) -> dict:
        rows.append({"x": x, "y": y, "words": "", "size": size, "bold": bold, "anchor": anchor,
                     "length": _number(element, "textLength") or None})
        return rows[-1]

    current = row(text, x, y, size, bold, anchor)
    current["words"] = text.text or ""
    for span in text:
        if _tag(span) != "tspan":
            continue
        span_size, span_bold = _font_size(span, size), _bold(span, bold)
        span_anchor = span.get("text-anchor", anchor)
        if any(span.get(name) is not None for name in ("x", "y", "dx", "dy")):
            x = _number(span, "x", current["x"]) + _number(span, "dx")
            y = _number(span, "y", current["y"]) + _number(span, "dy")
            current = row(span, x, y, span_size, span_bold, span_anchor)
        else:
            current["size"], current["bold"] = max(current["size"], span_size), current["bold"] or span_bold
        current["words"] += "".join(span.itertext()) + (span.tail or "")
    if len(rows) > 1 and rows[0]["length"] and not rows[0]["words"].strip():
        rows[0]["length"] = None  # the text's textLength measures all of it, not an empty first row
    return [r for r in rows if r["words"].strip()]


def drawn_boxes(svg: str | ET.Element, *, ascent: float = ASCENT) -> list[tuple[str, str | None, Box]]:
    """(what, field, box) for every row of text and every shape the picture draws, in drawing order.

    ``what`` names it (``text 'Wolf'``, ``rect``, ``path`` …), ``field`` is the ``data-field`` of the
    clickable place it belongs to (or None), ``box`` is (left, top, right, bottom) in the viewBox's
    units. The transforms of the groups around an element are applied (translate, scale, rotate, skew,
    matrix, nested to any depth); a turned box is the upright box around its turned corners. A text
    row's box reaches from ``ascent`` em above its baseline to ``DESCENT`` em below, and sideways from
    where its ``text-anchor`` (start, middle, end) puts its width. ``<use>`` draws the element it points
    to, moved by its ``x`` and ``y``. Whatever is only defined (``<defs>``, patterns, clip paths …),
    ``display="none"`` and strokes' widths are not counted.
    """
    root = _root(svg) if isinstance(svg, str) else svg
    by_id = {e.get("id"): e for e in root.iter() if e.get("id")}
    found: list[tuple[str, str | None, Box]] = []

    def walk(element: ET.Element, m: _Matrix, field: str | None, size: float, bold: bool, anchor: str,
             using: tuple[str, ...] = ()) -> None:
        tag = _tag(element)
        if tag in _NOT_DRAWN or element.get("display") == "none" or _NO_DISPLAY.search(element.get("style") or ""):
            return
        if element.get("transform"):
            m = _times(m, _transform(element.get("transform")))
        field = element.get("data-field") or field
        size, bold = _font_size(element, size), _bold(element, bold)
        anchor = element.get("text-anchor", anchor)
        if tag == "text":
            for row in _text_rows(element, size, bold, anchor):
                words = row["words"].strip()
                width = row["length"] or text_width(words, row["size"], bold=row["bold"])
                left = row["x"] - {"middle": width / 2, "end": width}.get(row["anchor"], 0.0)
                top, bottom = row["y"] - ascent * row["size"], row["y"] + DESCENT * row["size"]
                found.append((f"text {words!r}", field, _box(m, _corners(left, top, left + width, bottom))))
            return
        if tag == "use":
            href = element.get("href") or element.get("{http://www.w3.org/1999/xlink}href") or ""
            target = by_id.get(href.lstrip("#"))
            if target is not None and target.get("id") not in using:
                moved = _times(m, (1.0, 0.0, 0.0, 1.0, _number(element, "x"), _number(element, "y")))
                inside = [target] if _tag(target) != "symbol" else list(target)
                for child in inside:
                    walk(child, moved, field, size, bold, anchor, using + (target.get("id"),))
            return
        points = _shape_points(element, tag)
        if points:
            found.append((tag, field, _box(m, points)))
        for child in element:
            walk(child, m, field, size, bold, anchor, using)

    walk(root, _IDENTITY, None, 16.0, False, "start")
    return found


def outside_viewbox(svg: str, *, slack: float = SLACK) -> list[str]:
    """What reaches beyond the picture's viewBox by more than ``slack`` units: every row of text and
    every shape (``drawn_boxes``), each said in words with its field and the edges it crosses, e.g.
    ``text 'Wolf' in field 'b3' at x 540..612, y 20..36 reaches past the right (600) edge of 0 0 600 400``."""
    root = _root(svg)
    min_x, min_y, width, height = _numbers(root.get("viewBox"))
    right, bottom = min_x + width, min_y + height
    problems = []
    for what, field, (left, top, far, low) in drawn_boxes(root):
        crossed = {"left": (left < min_x - slack, min_x), "top": (top < min_y - slack, min_y),
                   "right": (far > right + slack, right), "bottom": (low > bottom + slack, bottom)}
        edges = [edge for edge, (past, _) in crossed.items() if past]
        if edges:
            where = f" in field {field!r}" if field else ""
            said = ", ".join(f"{edge} ({crossed[edge][1]:g})" for edge in edges)
            problems.append(f"{what}{where} at x {left:.0f}..{far:.0f}, y {top:.0f}..{low:.0f} reaches past the "
                            f"{said} edge{'s' if len(edges) > 1 else ''} of {min_x:g} {min_y:g} {width:g} {height:g}")
    return problems


def texts_on_texts(svg: str, *, margin: float = 0.0) -> list[str]:
    """Pairs of rows of text whose boxes overlap by more than ``margin`` units both across and down. The
    boxes are ``drawn_boxes``' with the letters' usual top (``LETTER_TOP``) rather than the accents':
    rows set one line apart may bring an Ä's dots near a g's tail, but their words do not run together."""
    rows = [(what, box) for what, _, box in drawn_boxes(svg, ascent=LETTER_TOP) if what.startswith("text ")]
    return [f"{a[5:]} on {b[5:]}" for i, (a, p) in enumerate(rows) for b, q in rows[i + 1:]
            if min(p[2], q[2]) - max(p[0], q[0]) > margin and min(p[3], q[3]) - max(p[1], q[1]) > margin]
