"""The German and English notebooks are twins: same files, same cells, identical code.

Code cells are shared word for word (the language comes from ``boardtutor.set_language("auto")``
and the folder the kernel runs in); only the markdown is translated. The notebooks are built by
``tools/make_notebooks.py`` and stored with their outputs, and the cells nbval checks
(``# NBVAL_CHECK_OUTPUT``) must have stored output to compare against.
"""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import nbformat
import pytest

ROOT = Path(__file__).resolve().parents[1]
NOTEBOOKS = ROOT / "notebooks"
LANGS = ("de", "en")
CHECK = "# NBVAL_CHECK_OUTPUT"
FIRST_CODE = 'import boardtutor\nboardtutor.set_language("auto");'


def _names(lang: str) -> list[str]:
    return sorted(p.name for p in (NOTEBOOKS / lang).glob("*.ipynb"))


def _read(lang: str, name: str) -> nbformat.NotebookNode:
    return nbformat.read(NOTEBOOKS / lang / name, as_version=4)


NAMES = sorted(set(_names("de")) | set(_names("en")))
ALL = [(lang, name) for name in NAMES for lang in LANGS]


def test_there_are_notebooks():
    assert "00_start.ipynb" in NAMES and "01_woodwalkers.ipynb" in NAMES, NAMES


def test_both_languages_hold_the_same_notebooks():
    assert _names("de") == _names("en")


@pytest.mark.parametrize("name", NAMES)
def test_pair_has_the_same_cells_and_identical_code(name):
    de, en = _read("de", name), _read("en", name)
    assert len(de.cells) == len(en.cells), f"{name}: {len(de.cells)} cells in de, {len(en.cells)} in en"
    for index, (a, b) in enumerate(zip(de.cells, en.cells)):
        where = f"{name} cell {index}"
        assert a.cell_type == b.cell_type, f"{where}: {a.cell_type} in de, {b.cell_type} in en"
        if a.cell_type == "code":
            assert a.source == b.source, f"{where}: code differs between de and en"
        elif a.cell_type == "markdown":
            assert a.source.strip() and b.source.strip(), f"{where}: empty markdown"
            assert a.source != b.source, f"{where}: markdown is not translated"


@pytest.mark.parametrize("lang,name", ALL)
def test_first_code_cell_picks_the_language_from_the_folder(lang, name):
    nb = _read(lang, name)
    first = next(cell for cell in nb.cells if cell.cell_type == "code")
    assert first.source.strip() == FIRST_CODE


@pytest.mark.parametrize("lang,name", ALL)
def test_python3_kernelspec(lang, name):
    nb = _read(lang, name)
    spec = nb.metadata.get("kernelspec", {})
    assert spec.get("name") == "python3" and spec.get("language") == "python", spec
    assert nb.metadata.get("language_info", {}).get("name") == "python"
    nbformat.validate(nb)


@pytest.mark.parametrize("lang,name", ALL)
def test_checked_cells_have_stored_text_output(lang, name):
    nb = _read(lang, name)
    checked = [c for c in nb.cells if c.cell_type == "code" and c.source.startswith(CHECK)]
    for cell in checked:
        assert cell.outputs, f"{lang}/{name}: checked cell has no stored output:\n{cell.source}"
        for output in cell.outputs:
            assert output.output_type in ("stream", "execute_result"), output.output_type
            if output.output_type == "stream":
                assert output.name == "stdout", output
            else:
                assert set(output.data) == {"text/plain"}, set(output.data)


@pytest.mark.parametrize("lang,name", ALL)
def test_every_code_cell_was_run_without_errors(lang, name):
    nb = _read(lang, name)
    for index, cell in enumerate(nb.cells):
        if cell.cell_type != "code":
            continue
        assert cell.execution_count is not None, f"{lang}/{name} cell {index} was not executed"
        errors = [o for o in cell.outputs if o.output_type == "error" or o.get("name") == "stderr"]
        assert not errors, f"{lang}/{name} cell {index}: {errors}"


def _generator():
    spec = importlib.util.spec_from_file_location("make_notebooks", ROOT / "tools" / "make_notebooks.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules.setdefault(spec.name, module)
    spec.loader.exec_module(module)
    return module


@pytest.mark.parametrize("lang,name", ALL)
def test_notebooks_match_the_generator(lang, name):
    """Edit tools/make_notebooks.py, not the notebooks, then run it again."""
    generator = _generator()
    stem = name.removesuffix(".ipynb")
    assert stem in generator.NOTEBOOK_CELLS, f"{name} is not made by tools/make_notebooks.py"
    built = generator.build(stem, lang)
    stored = _read(lang, name)
    assert [(c.cell_type, c.source) for c in stored.cells] == [(c.cell_type, c.source) for c in built.cells], (
        f"{lang}/{name} differs from tools/make_notebooks.py: run `.venv/bin/python tools/make_notebooks.py`"
    )
