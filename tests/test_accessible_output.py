"""Notebook output a screen reader can read (issue #25): every chart the lessons show has an
alternative text (DE/EN, from the catalogs) and is shown as an ``<img alt="…">``; tables have no
empty header cells."""

from __future__ import annotations

import base64
import re

import pytest
from IPython.core.interactiveshell import InteractiveShell
from matplotlib.figure import Figure

import boardtutor
from boardtutor.games.animal_cards import maths
from boardtutor.games.magische_tiere import lab
from boardtutor.games.woodwalkers.odds import duel_odds
from boardtutor.views.accessible import alt_text, described, figure_html, register, table_html

CODE = "BT1.TWlhCndvb2R3YWxrZXJzOjBuMDhubjA4NjZuNmdnZzZuZzZuMG44bmc2OGduZ242bm44Z25nZ2dnOGc4NjA4Zw.0f148"


@pytest.fixture(autouse=True)
def _close_figures():
    yield
    import matplotlib.pyplot as plt

    plt.close("all")


def _charts(lang):
    """Every chart function the notebooks call, with the figure it draws."""
    return {
        "duel odds": duel_odds(6, 3).plot(lang=lang),
        "cap odds": lab.plot_cap_odds(6, lang=lang),
        "strategies": lab.simulate(["children_first", "place_all"], games=5, seed=1, progress=False).plot(lang=lang),
        "hits": maths.plot_hits(lang=lang).figure,
        "hits strong/weak": maths.plot_hits(strong_weak=True, lang=lang).figure,
        "game lengths": maths.plot_game_lengths([7, 12, 9], lang=lang).figure,
        "class progress": boardtutor.class_progress([CODE], "woodwalkers", lang=lang).figure,
    }


@pytest.mark.parametrize("lang", ["de", "en"])
def test_every_chart_has_words_in_its_language(lang):
    other = {name: alt_text(fig) for name, fig in _charts("en" if lang == "de" else "de").items()}
    for name, figure in _charts(lang).items():
        alt = alt_text(figure)
        assert alt and len(alt) > 40, f"{name}: {alt!r}"
        assert alt != other[name], f"{name}: the same words in both languages"
        assert "{" not in alt and "$" not in alt, f"{name}: an unfilled variable: {alt}"


def test_the_duel_odds_words_count_the_pairs_the_picture_shows():
    # challenger value 6 against defender value 3: the challenger wins a pair of dice when 6 + c > 3 + d
    wins = sum(1 for c in range(1, 7) for d in range(1, 7) if 6 + c > 3 + d)
    alt = alt_text(duel_odds(6, 3).plot(lang="en"))
    assert f"the challenger wins with {wins}:" in alt
    assert f"{100 * wins / 36:.1f}%" in alt
    assert "C for the challenger, D for the defender" in alt
    assert "H für den Herausforderer, V für den Verteidiger" in alt_text(duel_odds(6, 3).plot(lang="de"))


@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_cap_odds_words_name_every_bar_as_the_chart_labels_it(lang):
    figure = lab.plot_cap_odds(6, lang=lang)
    alt = alt_text(figure)
    labels = [t.get_text() for t in figure.axes[0].texts]  # the percentages written above the bars
    assert len(labels) == 7  # 0 to 6 caps from six dice
    positions = [alt.index(label) for label in labels]
    assert positions == sorted(positions), "the bars in the chart's order"
    cap = {"de": ("eine Mütze", "Mützen"), "en": ("one cap", "caps")}[lang]
    assert f"{cap[0]}: {labels[1]}" in alt and f"0 {cap[1]}: {labels[0]}" in alt and f"6 {cap[1]}: {labels[6]}" in alt


def test_the_game_lengths_words_name_the_shortest_and_the_longest_game():
    lengths = [14, 9, 31, 12]
    alt = alt_text(maths.plot_game_lengths(lengths, lang="en").figure)
    assert "4 games" in alt and "took 9 turns, the longest 31" in alt
    assert "zu einer Partie" in alt_text(maths.plot_game_lengths([5], lang="de").figure)


def test_a_described_figure_shows_as_an_image_with_its_words():
    figure = described(Figure(figsize=(2, 1)), 'Two "bars" & a line')
    figure.add_subplot().bar([1, 2], [3, 1])
    html = figure_html(figure)
    match = re.fullmatch(r'<img alt="([^"]*)" style="[^"]*" src="data:image/png;base64,([A-Za-z0-9+/=]+)">', html)
    assert match, html[:200]
    assert match.group(1) == "Two &quot;bars&quot; &amp; a line"
    assert base64.b64decode(match.group(2)).startswith(b"\x89PNG")
    assert figure_html(Figure()) is None, "a figure without words is left as it was"


def test_in_ipython_a_described_figure_is_html_and_png():
    from IPython.core.pylabtools import select_figure_formats

    shell = InteractiveShell.instance()
    select_figure_formats(shell, {"png"})  # as the inline backend (%matplotlib inline) does
    try:
        figure = duel_odds(5, 2).plot(lang="de")
        data, _ = shell.display_formatter.format(figure)
        assert data["text/html"].startswith('<img alt="Ein Gitter aus Kästchen')
        assert "image/png" in data, "the PNG stays for viewers without HTML"
        assert "text/html" not in shell.display_formatter.format(Figure())[0]
    finally:
        InteractiveShell.clear_instance()


def _cells(html):
    """The text of every header and data cell, in order (what a reader of the table sees)."""
    return [re.sub(r"<[^>]+>|&nbsp;", "", text).strip() for text in re.findall(r"<t[hd][^>]*>(.*?)</t[hd]>", html, re.S)]


EMPTY_HEADER = re.compile(r"<th[^>]*>(?:\s|&nbsp;)*</th>")


def test_tables_keep_what_they_show_without_empty_header_cells():
    from boardtutor.games.tawa_hallae.explorer import animals_table
    from boardtutor.views import show_table

    odds = duel_odds(6, 3)
    tables = [odds.table(lang="en").head(12), odds.distribution(lang="de"), animals_table(lang="en").style,
              show_table(lab.simulate(["place_all"], games=3, seed=1, progress=False).table(lang="de"), lang="de")]
    for table in tables:
        before, after = table._repr_html_(), table_html(table)
        assert EMPTY_HEADER.search(before), "pandas writes an empty header cell (the case this is about)"
        assert not EMPTY_HEADER.search(after)
        assert _cells(after) == _cells(before), "the same cells, in the same order"


def test_in_ipython_every_table_is_shown_without_empty_header_cells():
    import pandas as pd

    shell = InteractiveShell.instance()
    try:
        register()
        frame = pd.DataFrame({"x": [1, 2]}, index=pd.Index(["a", "b"], name="row"))
        for table in (frame, frame.style):
            html = shell.display_formatter.format(table)[0]["text/html"]
            assert not EMPTY_HEADER.search(html) and _cells(html) == _cells(table._repr_html_())
    finally:
        InteractiveShell.clear_instance()
