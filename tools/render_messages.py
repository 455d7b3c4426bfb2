"""Write every catalog message, rendered with every value its variables take, to ``tests/rendered/``.

One file per language (``messages.de.txt``, ``messages.en.txt``) for proofreading: each message's key
and catalog file, then one line per combination of values. A second pair (``data.de.txt``,
``data.en.txt``) holds every other text a learner reads: the games' data files (walkthroughs with the
quiz feedback as the StepThrough shows it, rule maps, assumptions, glossaries) and the notebooks'
markdown. ``tests/test_messages.py`` checks the files are up to date, so every change of a text shows in
review; ``tests/test_style.py`` checks their style.

    .venv/bin/python tools/render_messages.py
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from boardtutor import i18n, textcheck  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
OUT = ROOT / "tests" / "rendered"


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    for lang in i18n.LANGUAGES:
        for name, text in (("messages", textcheck.rendered(lang)), ("data", textcheck.rendered_data(lang, ROOT / "notebooks"))):
            path = OUT / f"{name}.{lang}.txt"
            path.write_text(text, encoding="utf-8")
            print(f"{path.relative_to(ROOT)}: {text.count(chr(10))} lines")


if __name__ == "__main__":
    main()
