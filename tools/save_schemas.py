"""Write each game's saved-game format as JSON Schema (generated from its pydantic model).

    .venv/bin/python tools/save_schemas.py          # writes boardtutor/games/<id>/save.schema.json
    .venv/bin/python tools/save_schemas.py --check  # exits 1 if a committed file is out of date
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

import boardtutor


def main(check: bool = False) -> int:
    stale = []
    for game_id in boardtutor.games():
        game = boardtutor.load(game_id)
        if game.save_model is None:
            print(f"{game_id}: no save model yet")
            continue
        path = Path(boardtutor.__file__).parent / "games" / game_id / "save.schema.json"
        text = json.dumps(game.save_schema(), ensure_ascii=False, indent=1, sort_keys=True) + "\n"
        if path.exists() and path.read_text(encoding="utf-8") == text:
            print(f"{game_id}: up to date")
            continue
        stale.append(game_id)
        if not check:
            path.write_text(text, encoding="utf-8")
            print(f"{game_id}: written {path}")
    if check and stale:
        print("out of date:", ", ".join(stale))
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main("--check" in sys.argv))
