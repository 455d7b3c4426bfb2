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
