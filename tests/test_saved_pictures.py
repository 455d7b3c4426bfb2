"""Saved pictures survive where a notebook is not trusted (a fresh download, Binder, GitHub).

JupyterLab's sanitizer (and GitHub's) removes inline ``<svg>`` from HTML output and leaves its texts
behind as garbled words, but keeps an ``<img>`` whose source is a data URI. So no saved HTML output
may hold inline SVG, and every picture is an ``<img>`` with an alternative text that says what it
shows, in the notebook's language.
"""

from __future__ import annotations

import base64
import re
import xml.etree.ElementTree as ET
from html.parser import HTMLParser
from pathlib import Path

import nbformat
import pytest

import boardtutor

ROOT = Path(__file__).resolve().parents[1]
NOTEBOOKS = sorted((ROOT / "notebooks").glob("*/*.ipynb"))
SVG = "{http://www.w3.org/2000/svg}"


class _Images(HTMLParser):
    """The ``<img>`` tags of an HTML text, with their attributes."""

    def __init__(self) -> None:
        super().__init__()
        self.images: list[dict[str, str]] = []

    def handle_starttag(self, tag, attrs):
        if tag == "img":
            self.images.append({name: value or "" for name, value in attrs})


def _images(html: str) -> list[dict[str, str]]:
    parser = _Images()
    parser.feed(html)
    return parser.images


def _picture(src: str) -> ET.Element:
    """The SVG an ``<img>``'s data URI holds, parsed (so it is a whole, well-formed picture)."""
    head, _, data = src.partition(",")
    assert head == "data:image/svg+xml;base64", head[:40]
    root = ET.fromstring(base64.b64decode(data, validate=True).decode("utf-8"))
    assert root.tag == f"{SVG}svg"
    return root


def _html_outputs(path: Path):
    for index, cell in enumerate(nbformat.read(path, as_version=4).cells):
        for output in cell.get("outputs", []):
            html = output.get("data", {}).get("text/html")
            if html is not None:
                yield index, html


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_saved_html_has_no_inline_svg_and_every_image_says_what_it_shows(path):
    problems = []
    pictures = 0
    for index, html in _html_outputs(path):
        if re.search(r"<svg[\s>]", html, re.IGNORECASE):
            problems.append(f"cell {index}: inline <svg> (stripped where the notebook is not trusted)")
        for image in _images(html):
            pictures += 1
            if not image.get("alt", "").strip():
                problems.append(f"cell {index}: an <img> without alternative text")
            if image.get("src", "").startswith("data:image/svg+xml"):
                _picture(image["src"])
    assert not problems, "\n".join(problems)
    assert pictures > 0 or path.stem == "00_start"  # every lesson shows boards


def _titles(root: ET.Element) -> list[str]:
    """The texts of the picture's ``<title>`` elements: what each part of it is."""
    return [element.text or "" for element in root.iter(f"{SVG}title")]


def _words(text: str) -> list[str]:
    return re.findall(r"\w+", text)


def _alt_and_picture(html: str) -> tuple[str, ET.Element]:
    (image,) = _images(html)
    return image["alt"], _picture(image["src"])


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("what", ["tiles", "shapes", "gallery"])
def test_the_alternative_text_names_every_part_of_the_picture(what, lang):
    """Every titled part of the picture (a tile with its letter, a shape with its code, a card) is named
    in the image's alternative text, in the language asked for."""
    from boardtutor.games.animal_cards.deck import card_gallery
    from boardtutor.games.wispwood import show_shapes, show_tiles

    show = {"tiles": show_tiles, "shapes": show_shapes, "gallery": lambda lang: card_gallery(lang=lang)}[what]
    alt, picture = _alt_and_picture(show(lang)._repr_html_())
    titles = _titles(picture)
    assert len(titles) >= 7
    for title in titles:
        assert all(word in alt for word in _words(title)), (title, alt)
    other, _ = _alt_and_picture(show({"de": "en", "en": "de"}[lang])._repr_html_())
    assert other != alt  # each language has its own words


@pytest.mark.parametrize("lang", ["de", "en"])
def test_a_forest_image_names_each_tile_with_its_field(lang):
    """The scoring calculator's saved picture and a score's picture: the alternative text names every
    field that holds a tile (with the tile's word, as the field's title in the picture says it) and no
    empty field."""
    from boardtutor.games.wispwood import score_forest
    from boardtutor.games.wispwood.calculator import ScoringCalculator

    boardtutor.set_language(lang)
    try:
        pictures = [ScoringCalculator()._static_html(), score_forest("OV.\nCTP\n..H", ["orb_kinds_around"])._repr_html_()]
    finally:
        boardtutor.set_language("auto")
    empty = boardtutor.i18n.tr("wispwood.tile.empty", lang)
    for html in pictures:
        alt, picture = _alt_and_picture(html)
        tiles = 0
        for title in _titles(picture):
            field, _, word = title.partition(": ")
            if not re.fullmatch(r"[a-z]\d+", field):
                continue
            if word == empty:
                assert f"({field})" not in alt, (field, alt)
            else:
                tiles += 1
                assert f"{word} ({field})" in alt, (title, alt)
        assert tiles > 0 and str(tiles) in alt, alt
