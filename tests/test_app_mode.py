"""The notebooks as an app (Voilà; `make app`, the Binder links): what the saved notebooks and the app's
settings promise, checked without a browser (tests/browser/test_app_in_voila.py drives the real thing)."""

from __future__ import annotations

import json
import re
from pathlib import Path

import nbformat
import pytest

ROOT = Path(__file__).resolve().parents[1]
NOTEBOOKS = sorted((ROOT / "notebooks").glob("*/*.ipynb"))
NOTEBOOK_ONLY = "notebook-only"
# words that only make sense next to code (the app view has none)
CODE_INSTRUCTIONS = re.compile(r"Shift \+ Enter|Code-Zelle|code cell|nächste[nr]? Zelle|next cell|`my_\w+`")
LINK = re.compile(r"\]\(([^)#\s]+\.ipynb)\)")


def _read(path: Path) -> nbformat.NotebookNode:
    return nbformat.read(path, as_version=4)


def _tags(cell) -> list[str]:
    return (cell.get("metadata") or {}).get("tags") or []


def test_there_are_notebooks_in_both_languages():
    assert {p.parent.name for p in NOTEBOOKS} == {"de", "en"} and len(NOTEBOOKS) >= 12


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_text_about_code_is_left_out_of_the_app(path):
    for index, cell in enumerate(_read(path).cells):
        if cell.cell_type == "markdown" and CODE_INSTRUCTIONS.search(cell.source):
            assert NOTEBOOK_ONLY in _tags(cell), f"cell {index} speaks about code but shows in the app:\n{cell.source[:300]}"


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_no_bare_return_value_shows(path):
    """A cell that ends in a call returning text shows it as Python would ('de'); end it with ; instead."""
    for index, cell in enumerate(_read(path).cells):
        if cell.cell_type != "code" or cell.source.startswith("# NBVAL_CHECK_OUTPUT"):
            continue
        for output in cell.outputs:
            if output.output_type == "execute_result" and set(output.data) == {"text/plain"}:
                assert not re.fullmatch(r"'.*'", output.data["text/plain"], re.S), (
                    f"cell {index} shows its return value {output.data['text/plain']!r}"
                )


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_relative_links_reach_the_lessons_and_the_other_language(path):
    cells = [c for c in _read(path).cells if c.cell_type == "markdown" and NOTEBOOK_ONLY not in _tags(c)]
    text = "\n".join(c.source for c in cells)
    targets = LINK.findall(text)
    for target in targets:
        assert not target.startswith(("/", "http")), target  # relative: JupyterLab and /voila/render/ alike
        assert (path.parent / target).resolve().is_file(), f"{target} does not exist"
    other = "en" if path.parent.name == "de" else "de"
    assert f"../{other}/{path.name}" in targets, "no link to the same lesson in the other language"
    for where in (cells[0].source, cells[-1].source):  # at the top and at the bottom
        assert f"../{other}/{path.name}" in where
    if path.stem != "00_start":
        assert "00_start.ipynb" in targets


def test_the_app_view_leaves_out_the_notebook_only_cells():
    config = json.loads((ROOT / "voila.json").read_text())
    assert config["TagRemovePreprocessor"]["enabled"] is True
    assert NOTEBOOK_ONLY in config["TagRemovePreprocessor"]["remove_cell_tags"]
    # make app and Binder read this file
    assert "--config=voila.json" in (ROOT / "Makefile").read_text()
    assert "voila.json" in (ROOT / "binder" / "postBuild").read_text()


def test_voila_is_pinned_for_make_app_and_binder():
    pins = {}
    for file in ("constraints.txt", "binder/requirements.txt"):
        pins[file] = re.search(r"^voila==(\S+)$", (ROOT / file).read_text(), re.M)
        assert pins[file], f"voila is not pinned in {file}"
    assert pins["constraints.txt"].group(1) == pins["binder/requirements.txt"].group(1)


def test_the_readme_links_open_the_app_in_each_language_and_keep_jupyterlab():
    readme = (ROOT / "README.md").read_text()
    for lang in ("de", "en"):
        assert f"urlpath=voila/render/notebooks/{lang}/00_start.ipynb" in readme
        assert f"urlpath=lab/tree/notebooks/{lang}/00_start.ipynb" in readme
    assert "make app" in readme


# What the app's words must not speak of: it shows no code, no cells and no notebook. (Grid cells in
# Animal cards are fine; a cell of code is "code cell", "next cell", "this cell", "same cell" …)
ABOUT_CODE = re.compile(
    r"(?i:\bnotebooks?\b|\bZellen?\b|\b(?:code|text|next|this|same|first|every) cells?\b|\bPython\b"
    r"|Shift \+ Enter|Run → Run All)"
    r"|(?<![-\w])Code\b|(?<![Pp]rogress )\bcode\b"  # not the progress code (Fortschritts-Code)
    r"|`[^`]*\w\([^`]*`"        # a call: `lab.simulate(…)`, `.head(12)`
    r"|`[A-Za-z]+_\w*`"         # a name from the code: `score_forest`, `my_move`
    r"|`\"[^`]*\"`"             # a Python string: `"a2-b1"`
)


def app_words(path: Path) -> list[tuple[int, str]]:
    """The markdown cells the app shows (not tagged notebook-only), without link targets (file names)."""
    return [(index, re.sub(r"\]\([^)]*\)", "]", cell.source)) for index, cell in enumerate(_read(path).cells)
            if cell.cell_type == "markdown" and NOTEBOOK_ONLY not in _tags(cell)]


def test_the_text_check_finds_what_it_must_and_leaves_the_rest():
    speaks_of_code = ["Pick a game and open its notebook:", "| Notebook | Game |", "In diesem Notebook lernst du",
                      "(the other 24 rows show without `.head(12)`)", "Schreib bei `my_move` einen Zug hinein",
                      "über dieselbe Zelle sprechen", "Let's try the move `\"a2-b1\"`", "zeigt alles ohne Code",
                      "the code in both folders", "press Shift + Enter", "Change the numbers in the next cell"]
    for text in speaks_of_code:
        assert ABOUT_CODE.search(text), text
    fine = ["Copy your progress code", "mit „Fortschritts-Code“ kannst du ihn kopieren", "3 × 3 cells",
            "then click the cell", "Open a lesson", "the move `a2-c2`", "`P` pumpkin", "press “Show”"]
    for text in fine:
        assert not ABOUT_CODE.search(text), text


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_the_app_speaks_of_lessons_not_of_code_cells_or_notebooks(path):
    found = [(index, match.group(0)) for index, text in app_words(path) for match in ABOUT_CODE.finditer(text)]
    assert not found, f"words about code the app shows (cell, words): {found}"


@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_start_page_links_each_lesson_by_its_games_title(lang):
    import boardtutor

    start = ROOT / "notebooks" / lang / "00_start.ipynb"
    text = _read(start).cells[0].source
    for path in NOTEBOOKS:
        if path.parent.name == lang and path.stem != "00_start":
            title = boardtutor.load(path.stem.split("_", 1)[1]).title(lang)
            assert f"[{title}]({path.name})" in text, f"{path.name} is not linked by “{title}”"


def test_the_readme_tells_a_school_how_to_run_its_own_jupyterhub():
    """The entry pages the README gives a hub are lessons that exist, and the memory figures name their
    benchmark (benchmarks/memory.py measures them)."""
    readme = (ROOT / "README.md").read_text()
    teachers = readme[readme.index("## For teachers"):readme.index("## How the repository is laid out")]
    entries = re.findall(r"/(?:voila/render|lab/tree)/(notebooks/\w+/\w+\.ipynb)", teachers)
    assert {"notebooks/de/00_start.ipynb", "notebooks/en/01_woodwalkers.ipynb"} <= set(entries)
    for entry in entries:
        assert (ROOT / entry).is_file(), entry
    assert "defaultUrl: /voila/render/notebooks/de/00_start.ipynb" in teachers and "default_url: /lab" in teachers
    assert "benchmarks/memory.py" in teachers and (ROOT / "benchmarks" / "memory.py").is_file()
