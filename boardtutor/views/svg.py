"""Small building blocks of the games' SVG pictures: escaping, numbers, ``<text>`` and ``<title>``,
lines of wrapped text and the fields a picture marks.

Every game draws its board as an SVG string; these helpers keep that text well-formed and short.
"""

from __future__ import annotations

from typing import Any, Iterable

FONT = "DejaVu Sans, Verdana, sans-serif"
"""The font family of every game's pictures (DejaVu Sans is what Binder and the tests have)."""
INK = "#1B1B1B"
"""The default colour of text."""


def escape(text: object) -> str:
    """Text for XML content (user names may contain ``<`` and ``&``).

    >>> escape("Mia & <Leo>")
    'Mia &amp; &lt;Leo&gt;'
    """
    return str(text).replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def attr(text: object) -> str:
    """Text for a double-quoted XML attribute value.

    >>> attr('Mia "the bear" & Leo')
    'Mia &quot;the bear&quot; &amp; Leo'
    """
    return escape(text).replace('"', "&quot;")


def num(value: float, *, decimals: int = 2) -> str:
    """A number without needless decimals (rounded to ``decimals``), so the output is short and stable.

    >>> num(12.0), num(2.5), num(1 / 3), num(1 / 3, decimals=1), num(-0.001)
    ('12', '2.5', '0.33', '0.3', '0')
    """
    value = round(value, decimals)
    if value == int(value):
        return str(int(value))
    return f"{value:.{decimals}f}".rstrip("0")


def text(x: float, y: float, content: object, size: float, *, weight: str = "normal", anchor: str = "start",
         fill: str = INK, font: str | None = None, extra: str = "", decimals: int = 2) -> str:
    """A ``<text>`` element at (x, y). ``weight``: ``"normal"`` or ``"bold"``; ``anchor``: ``"start"``,
    ``"middle"`` or ``"end"``; ``font``: a font family for this element (default: the picture's);
    ``extra``: more attributes, written as they are; ``decimals``: as in ``num``.

    >>> text(10, 20.25, "A & B", 14, weight="bold", anchor="middle")
    '<text x="10" y="20.25" font-size="14" font-weight="bold" text-anchor="middle" fill="#1B1B1B">A &amp; B</text>'
    >>> text(10, 20.25, "C", 14, font="serif", decimals=1)
    '<text x="10" y="20.2" font-family="serif" font-size="14" text-anchor="start" fill="#1B1B1B">C</text>'
    """
    family = f' font-family="{font}"' if font else ""
    bold = ' font-weight="bold"' if weight == "bold" else ""
    return (
        f'<text x="{num(x, decimals=decimals)}" y="{num(y, decimals=decimals)}"{family} '
        f'font-size="{num(size, decimals=decimals)}"{bold} text-anchor="{anchor}" fill="{fill}"{extra}>'
        f"{escape(content)}</text>"
    )


def title(content: object) -> str:
    """A ``<title>`` element: what a screen reader says and a mouse pointer shows for its group.

    >>> title("e4: red lion")
    '<title>e4: red lion</title>'
    """
    return f"<title>{escape(content)}</title>"


def wrap(content: str, per_line: int, *, max_lines: int | None = None, lang: str | None = None) -> list[str]:
    """Words in lines of at most ``per_line`` characters; a longer word is hyphenated by the rules of
    ``lang`` (Pyphen's dictionaries); beyond ``max_lines`` the text is cut off with "…" (SVG cannot
    wrap text by itself).

    >>> wrap("the otter finds a flag", 10)
    ['the otter', 'finds a', 'flag']
    >>> wrap("the otter finds a flag", 10, max_lines=2)
    ['the otter', 'finds a…']
    >>> wrap("Noch eine Gesundheitskarte", 13, lang="de")
    ['Noch eine', 'Gesundheits-', 'karte']
    """
    lines: list[str] = []
    line = ""
    for word in _hyphenated(content.replace("\xad", "").split(), per_line, lang):  # SVG shows soft hyphens
        if line and len(line) + 1 + len(word) > per_line:
            lines.append(line)
            line = word
        else:
            line = f"{line} {word}".strip()
    if line:
        lines.append(line)
    if max_lines is not None and len(lines) > max_lines:
        lines = lines[:max_lines]
        lines[-1] = lines[-1][: per_line - 1] + "…"
    return lines


def _hyphenated(words: list[str], per_line: int, lang: str | None) -> list[str]:
    """The words, with each one that is longer than a line split at its syllables (“Gesundheits-”, “karte”)."""
    out: list[str] = []
    for word in words:
        while len(word) > per_line:
            head, tail = _hyphenator(lang).wrap(word, per_line) or (None, None)
            if head is None:
                break
            out.append(head)
            word = tail
        out.append(word)
    return out


_HYPHENATORS: dict[str, object] = {}


def _hyphenator(lang: str | None):
    import pyphen

    from ..i18n import check_language

    code = {"de": "de_DE", "en": "en_GB"}[check_language(lang)]
    if code not in _HYPHENATORS:
        _HYPHENATORS[code] = pyphen.Pyphen(lang=code)
    return _HYPHENATORS[code]


def fields(values: Iterable[str] | str | None) -> set[str]:
    """The fields a picture is asked to mark (``highlight=``, ``targets=``): one name, several, or None.

    >>> sorted(fields("b1")), sorted(fields(["b1", "c2"])), fields(None)
    (['b1'], ['b1', 'c2'], set())
    """
    if not values:
        return set()
    return {values} if isinstance(values, str) else set(values)


__all__ = ["FONT", "INK", "as_image", "attr", "escape", "fields", "fit", "fitted", "num", "text", "text_width", "title", "whole_in_title", "wrap", "wrap_to_width"]


def as_image(svg: str, alt: object = "") -> str:
    """An SVG picture as an ``<img>`` with a base64 data URI, for saved notebook output.

    Notebook viewers that do not trust a notebook (JupyterLab before "Trust", GitHub, nbviewer) strip
    inline ``<svg>`` from HTML output but keep an ``<img>`` with a data URI: so the board is visible
    before anything runs. The image keeps the picture's size (from ``width``/``height`` or the viewBox).
    ``alt`` says what it shows; without one, the picture's own ``aria-label`` does.

    >>> as_image('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 20"></svg>', "a board").split(" src=")[0]
    '<img alt="a board" width="40" height="20" style="max-width:100%;height:auto"'
    >>> as_image('<svg xmlns="http://www.w3.org/2000/svg" width="9" height="9" aria-label="Mia &amp; Leo"></svg>').split(" src=")[0]
    '<img alt="Mia &amp; Leo" width="9" height="9" style="max-width:100%;height:auto"'
    """
    import base64
    import html
    import re

    head = svg[: svg.find(">") + 1]
    if not str(alt).strip():
        label = re.search(r'\saria-label="([^"]*)"', head)
        alt = html.unescape(label.group(1)) if label else ""
    size = {}
    for name in ("width", "height"):
        found = re.search(rf'\s{name}="([\d.]+)"', head)
        if found:
            size[name] = found.group(1)
    box = re.search(r'viewBox="[\d.\-]+ [\d.\-]+ ([\d.]+) ([\d.]+)"', head)
    if box:
        size.setdefault("width", box.group(1))
        size.setdefault("height", box.group(2))
    dims = "".join(f' {name}="{value}"' for name, value in size.items())
    data = base64.b64encode(svg.encode("utf-8")).decode("ascii")
    return (
        f'<img alt="{attr(alt)}"{dims} style="max-width:100%;height:auto" '
        f'src="data:image/svg+xml;base64,{data}">'
    )


# Advance widths (em/100) of DejaVu Sans and DejaVu Sans Bold, close to Verdana's: the SVG cannot
# measure text, so names are shortened and chips sized from these.
_METRIC_CHARS = " !\"#$%&'()*+,-./0123456789:;<=>?@ABCDEFGHIJKLMNOPQRSTUVWXYZ[\\]^_`abcdefghijklmnopqrstuvwxyz{|}~ÄÖÜäöüß·×→–…“”„‘’é−⇄▶"
_REGULAR = (
    "32,40,46,84,64,95,78,27,39,39,50,84,32,36,32,34,64,64,64,64,64,64,64,64,64,64,34,34,84,84,84,53,100,68,69,70,77,63,57,"
    "77,75,28,28,66,56,86,75,79,60,79,69,63,61,73,68,99,69,61,69,39,34,39,84,50,50,61,63,55,63,62,35,63,63,28,28,57,28,97,"
    "63,61,63,63,41,52,39,63,59,82,59,59,52,64,34,64,84,68,79,73,61,61,63,63,32,84,84,50,100,52,52,52,32,32,62,84,84,77"
)
_BOLD = (
    "35,46,52,84,70,100,87,31,46,46,52,84,38,42,38,37,70,70,70,70,70,70,70,70,70,70,40,40,84,84,84,57,100,77,76,73,83,68,68,"
    "82,84,37,37,77,64,100,84,85,73,85,77,72,68,81,77,110,77,72,73,46,37,46,84,50,50,67,72,59,72,68,44,72,71,34,34,67,34,104,"
    "71,69,72,72,49,60,48,71,65,92,65,65,57,71,37,71,84,77,85,81,67,69,71,72,38,84,84,50,100,66,66,66,38,38,68,84,84,77"
)
_WIDTHS = {
    False: dict(zip(_METRIC_CHARS, (int(v) / 100 for v in _REGULAR.split(",")))),
    True: dict(zip(_METRIC_CHARS, (int(v) / 100 for v in _BOLD.split(",")))),
}


def text_width(content: object, size: float, *, bold: bool = False) -> float:
    """The estimated width of ``content`` at font ``size`` in DejaVu Sans (characters it does not list
    count as wide ones), for laying out text that SVG cannot measure.

    >>> text_width("Wo", 10, bold=True), text_width("il", 10)
    (17.9, 5.6)
    """
    widths = _WIDTHS[bold]
    return round(sum(widths.get(ch, 0.8) for ch in str(content)) * size, 2)


def fit(content: object, width: float, size: float, *, bold: bool = False) -> str:
    """``content`` shortened with "…" where it is wider than ``width`` at ``size``.

    >>> fit("Maximilian", 60, 16, bold=True), fit("Mia", 60, 16, bold=True)
    ('Maxi…', 'Mia')
    """
    content = str(content)
    if text_width(content, size, bold=bold) <= width:
        return content
    while content and text_width(content + "…", size, bold=bold) > width:
        content = content[:-1]
    return content.rstrip() + "…"


def fitted(x: float, y: float, content: object, width: float, size: float, *, prefix: str = "", suffix: str = "",
           **kwargs: Any) -> str:
    """A ``text`` element of ``prefix + content + suffix`` no wider than ``width``: ``content`` (a name,
    a sentence) is shortened with "…" where needed, and then the element sits in a group whose
    ``<title>`` holds the whole ``content``, so a pointer shows and a screen reader says what was cut.
    ``kwargs``: as for ``text``.

    >>> fitted(0, 10, "Mia", 60, 16, weight="bold")
    '<text x="0" y="10" font-size="16" font-weight="bold" text-anchor="start" fill="#1B1B1B">Mia</text>'
    >>> fitted(0, 10, "Maximilian", 70, 16, weight="bold", prefix="▶ ")
    '<g><title>Maximilian</title><text x="0" y="10" font-size="16" font-weight="bold" text-anchor="start" fill="#1B1B1B">▶ Ma…</text></g>'
    """
    content = str(content)
    bold = kwargs.get("weight") == "bold"
    short = fit(content, width - text_width(prefix + suffix, size, bold=bold), size, bold=bold)
    element = text(x, y, prefix + short + suffix, size, **kwargs)
    return element if short == content else f"<g>{title(content)}{element}</g>"


def whole_in_title(full: object, shown: Iterable[str], elements: str) -> str:
    """``elements`` (what draws the lines ``shown`` of the text ``full``), in a group whose ``<title>``
    holds ``full`` where those lines cut something short with "…" (more "…" than ``full`` has).

    >>> whole_in_title("Mia", ["Mia"], "<text/>"), whole_in_title("Maximilian", ["Maxi…"], "<text/>")
    ('<text/>', '<g><title>Maximilian</title><text/></g>')
    """
    cut = sum(line.count("…") for line in shown) > str(full).count("…")
    return f"<g>{title(full)}{elements}</g>" if cut else elements


def wrap_to_width(content: str, width: float, size: float, *, bold: bool = False, max_lines: int | None = None,
                  lang: str | None = None) -> list[str]:
    """Like ``wrap``, but lines no wider than ``width`` at font ``size`` (the estimate of ``text_width``);
    a line that is one word too wide for any line is shortened with "…".

    >>> wrap_to_width("Blue's turn, move 1 of 2: an animal moves", 200, 16, bold=True)
    ["Blue's turn, move 1 of", '2: an animal moves']
    """
    per_line = max(1, len(content))
    while True:
        lines = wrap(content, per_line, max_lines=max_lines, lang=lang)
        if per_line <= 4 or all(text_width(line, size, bold=bold) <= width for line in lines):
            break
        per_line -= 1
    return [fit(line, width, size, bold=bold) for line in lines]
