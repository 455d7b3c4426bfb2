"""Static views: HTML with inline SVG, for viewers without JavaScript and for checked notebook output.

>>> import boardtutor
>>> from boardtutor.views import show_walkthrough
>>> html = show_walkthrough(boardtutor.walkthroughs("woodwalkers")[0], lang="en").data
>>> "Sarah" in html and "data:image/svg+xml;base64," in html   # an image, shown even where SVG is stripped
True
"""

from __future__ import annotations

import html as _html
from typing import Sequence

from ..core import Game, State
from ..i18n import check_language, tr
from ..walkthrough import Walkthrough, step_caption
from .svg import as_image

_STYLE = (
    "<style>.bt-static{font-family:'DejaVu Sans',Verdana,sans-serif;max-width:980px}"
    ".bt-static .bt-step{display:flex;flex-direction:column;gap:8px;margin:12px 0;"
    "padding:12px;border:1px solid #cfd8cf;border-radius:8px}"
    ".bt-static .bt-step svg,.bt-static .bt-step img{width:100%;max-width:900px;height:auto}"
    ".bt-static .bt-text{max-width:900px;font-size:17px;line-height:1.45}"
    ".bt-static .bt-rule{color:#444;font-size:14px;margin-top:6px}"
    ".bt-static .bt-actions{font-family:monospace;color:#555;font-size:13px}"
    ".bt-static table{border-collapse:collapse}.bt-static td,.bt-static th{border:1px solid #ccc;padding:4px 8px;"
    "text-align:left;vertical-align:top}.bt-static ol.bt-log{padding-left:4em}</style>"
)


class HTML:
    """A minimal rich-display object: HTML for notebooks, ``text`` where only plain text shows."""

    def __init__(self, data: str, text: str = "") -> None:
        self.data = data
        self.text = text

    def _repr_html_(self) -> str:
        return self.data

    def __repr__(self) -> str:
        return self.text or "[HTML]"


def _e(text: object) -> str:
    return _html.escape(str(text))


def _step_html(walkthrough: Walkthrough, index: int, state: State, lang: str) -> str:
    step = walkthrough.steps[index - 1] if index else None
    svg = state.svg(highlight=step.highlight if step else (), lang=lang)
    if step is None:
        heading = tr("core.walkthrough.start", lang)
        text = walkthrough.intro.render(lang) if walkthrough.intro else state.describe(lang)
        rule = ""
        actions = ""
    else:
        heading = step_caption(walkthrough, index, lang)
        text = step.narration.render(lang)
        rule = f"<div class='bt-rule'>§ {_e(step.cite(lang))}</div>" if step.rule or step.rules else ""
        actions = f"<div class='bt-actions'>{_e(' · '.join(step.actions))}</div>" if step.actions else ""
    return (
        f"<div class='bt-step'>{as_image(svg, state.describe(lang))}<div class='bt-text'><b>{_e(heading)}</b><p>{_e(text)}</p>"
        f"{rule}{actions}</div></div>"
    )


def show_walkthrough(walkthrough: Walkthrough, lang: str | None = None) -> HTML:
    """Every step of a walkthrough: the board, the narration and the rule it cites."""
    lang = check_language(lang)
    states = walkthrough.replay()
    source = walkthrough.source_note(lang)
    parts = [f"<div class='bt-static'>{_STYLE}<h3>{_e(walkthrough.title(lang))}</h3>"
             + (f"<p class='bt-source'><i>{_e(source)}</i></p>" if source else "")]
    parts += [_step_html(walkthrough, i, state, lang) for i, state in enumerate(states)]
    parts.append("</div>")
    return HTML("".join(parts), walkthrough.title(lang))


def show_state(state: State, lang: str | None = None, **options: object) -> HTML:
    """A state's board (its caption says what happens next)."""
    lang = check_language(lang)
    picture = as_image(state.svg(lang=lang, **options), state.describe(lang))
    return HTML(f"<div class='bt-static'>{_STYLE}<div class='bt-step'>{picture}</div></div>", state.describe(lang))


def show_table(frame, lang: str | None = None, decimals: int = 1):
    """A pandas table with its numbers written as people of ``lang`` write them: ``33,5`` and ``1.000``
    in German, ``33.5`` and ``1,000`` in English (the numbers in ``frame`` stay numbers)."""
    lang = check_language(lang)
    decimal, thousands = (",", ".") if lang == "de" else (".", ",")
    import zlib

    uuid = f"t{zlib.crc32(repr(list(frame.columns)).encode()):x}"  # the same table gets the same ids in every run
    return frame.style.format(decimal=decimal, thousands=thousands, precision=decimals).set_uuid(uuid)


def assumptions_table(game: Game, lang: str | None = None):
    """A pandas table of every assumption, marked as such, with why it was needed."""
    import pandas as pd

    lang = check_language(lang)
    rows = [
        {tr("core.assumption", lang): a["text"], tr("core.assumption.why", lang): a["provenance"]}
        for a in game.assumptions(lang)
    ]
    return pd.DataFrame(rows)


def assumptions_view(game: Game, lang: str | None = None) -> HTML:
    """Every assumption, marked as such, in a fold-out with a one-line summary ("12 assumptions – open
    to read them"): each with why it was needed and which rule of the rulebook it fills in."""
    lang = check_language(lang)
    from ..rulebook import has_rulebook, rulebook

    rules = rulebook(game.id) if has_rulebook(game.id) else None
    raw = {a["id"]: a for a in getattr(game, "data", {}).get("assumptions", [])}
    rows = []
    for item in game.assumptions(lang):
        cited = [
            (f"{rules.get(p).number} – " if rules.get(p).number else "") + rules.get(p).heading_in(lang)
            for p in raw.get(item["id"], {}).get("paragraphs", ()) if rules and p in rules
        ]
        where = f"<br><small>§ {_e('; '.join(dict.fromkeys(cited)))}</small>" if cited else ""
        cell = "style='text-align:left;vertical-align:top'"
        rows.append(f"<tr><td {cell}>{_e(item['text'])}{where}</td><td {cell}>{_e(item['provenance'])}</td></tr>")
    count = len(rows)
    summary = tr("core.assumptions.summary", lang, n=count)
    head = (f"<tr><th style='text-align:left'>{_e(tr('core.assumption', lang))}</th>"
            f"<th style='text-align:left'>{_e(tr('core.assumption.why', lang))}</th></tr>")
    html = (
        f"<div class='bt-static'>{_STYLE}<details><summary><b>{_e(summary)}</b></summary>"
        f"<table>{head}{''.join(rows)}</table></details></div>"
    )
    return HTML(html, summary)


def game_log(states: Sequence[State], lang: str | None = None, last: int | None = None) -> HTML:
    """The actions of a played game in words, numbered (only the last ``last`` if given)."""
    lang = check_language(lang)
    lines = [states[i].action_text(states[i + 1].history[-1], lang) for i in range(len(states) - 1)]
    numbered = list(enumerate(lines, start=1))
    if last is not None:
        numbered = numbered[-last:]
    items = "".join(f"<li value='{n}'>{_e(line)}</li>" for n, line in numbered)
    text = "\n".join(f"{n}. {line}" for n, line in numbered)
    return HTML(f"<div class='bt-static'>{_STYLE}<ol class='bt-log'>{items}</ol></div>", text)
