"""Write every catalog message, rendered with every value its variables take, to ``tests/rendered/``.

One file per language (``messages.de.txt``, ``messages.en.txt``) for proofreading: each message's key
and catalog file, then one line per combination of values. ``tests/test_messages.py`` checks the files
are up to date, so every change of a text shows in review.

    .venv/bin/python tools/render_messages.py
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from boardtutor import i18n, textcheck  # noqa: E402

OUT = Path(__file__).resolve().parents[1] / "tests" / "rendered"


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    for lang in i18n.LANGUAGES:
        text = textcheck.rendered(lang)
        path = OUT / f"messages.{lang}.txt"
        path.write_text(text, encoding="utf-8")
        print(f"{path.relative_to(OUT.parents[1])}: {text.count(chr(10))} lines")


if __name__ == "__main__":
    main()
