"""The sample deck as tables and pictures, for the notebook: every animal with its three levels, the
other cards, and a gallery of card faces. All of it is an assumption (the rulebook's cards were only
pictures); ``game.assumptions()`` says why.

>>> table = animal_table("en")
>>> list(table.columns)[:3], len(table)
(['animal', 'level 1', 'level 2'], 9)
"""

from __future__ import annotations

from typing import Sequence

from ...i18n import Bilingual, Text, check_language, tr
from ...views import svg
from ...views.static import HTML
from .render import card_svg
from .rules import ANIMALS, CARDS, animal_name, card_list, card_name, stats

def animal_table(lang: str | None = None):
    """One row per animal: health and damage at each level, its exercise, strong and weak – seven short
    columns, so that the table fits on a projector's screen without wrapping."""
    import pandas as pd

    lang = check_language(lang)
    rows = []
    for animal, data in ANIMALS.items():
        row = {tr("animal_cards.deck.animal", lang): animal_name(animal).render(lang)}
        for level in (1, 2, 3):
            info = stats(f"{animal}{level}")
            row[tr("animal_cards.deck.level", lang, level=level)] = tr("animal_cards.deck.values", lang, **info)
        counts = "/".join(str(level["reps"]) for level in data["levels"])  # "4/6/8": the plural form of the exercise
        row[tr("animal_cards.deck.exercise", lang)] = Text(f"animal_cards.exercise.{data['exercise']}", n=counts).render(lang)
        row[tr("animal_cards.deck.strong", lang)] = animal_name(data["strong"]).render(lang)
        row[tr("animal_cards.deck.weak", lang)] = animal_name(data["weak"]).render(lang)
        rows.append(row)
    return pd.DataFrame(rows)


def card_table(lang: str | None = None):
    """The health, item and dojo cards: kind, how many, what they do."""
    import pandas as pd

    lang = check_language(lang)
    return pd.DataFrame([
        {tr("animal_cards.deck.card", lang): card_name(card).render(lang),
         tr("animal_cards.deck.kind", lang): tr(f"animal_cards.render.type.{spec['type']}", lang),
         tr("animal_cards.deck.count", lang): spec["count"],
         tr("animal_cards.deck.effect", lang): Bilingual(spec["text"]).render(lang)}
        for card, spec in CARDS.items()
    ])


def card_gallery(cards: Sequence[str] | None = None, lang: str | None = None, per_row: int = 6) -> HTML:
    """Card faces as one SVG picture (default: one level-2 animal of each kind and every other card)."""
    lang = check_language(lang)
    cards = list(cards) if cards is not None else [f"{a}2" for a in ANIMALS] + list(CARDS)
    w, h, gap = 122, 130, 10
    rows = (len(cards) + per_row - 1) // per_row
    width, height = per_row * (w + gap) + gap, rows * (h + gap) + gap
    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {width} {height}" width="{width}" height="{height}" '
             f'role="img" aria-label="{svg.attr(tr("animal_cards.deck.gallery", lang))}">']
    for index, card in enumerate(cards):
        row, column = divmod(index, per_row)
        parts.append(f"<g>{svg.title(card_name(card).render(lang))}"
                     f"{card_svg(card, gap + column * (w + gap), gap + row * (h + gap), w, h, lang)}</g>")
    parts.append("</svg>")
    text = ", ".join(card_name(card).render(lang) for card in cards)
    alt = tr("animal_cards.deck.gallery_alt", lang, cards=card_list(cards))
    return HTML("<div style='max-width:100%;overflow-x:auto'>" + svg.as_image("".join(parts), alt) + "</div>", text)


__all__ = ["animal_table", "card_gallery", "card_table"]
