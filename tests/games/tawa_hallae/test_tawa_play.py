"""Playing Tawa Hallae: no secrets, the computer's reasons, its time per turn, sentences a teacher prints."""

from __future__ import annotations

import random
import re

import pytest

import boardtutor
from boardtutor.games.tawa_hallae.rules import ANIMALS, DATA, PACKS, SEATS, TawaHallaeAction
from boardtutor.i18n import Noun, tr

GAME = boardtutor.load("tawa_hallae")


def _positions(count: int = 12, seed: int = 3) -> list:
    """Positions from random games, at different moments (setup, moves, facings, freeing …)."""
    rng = random.Random(seed)
    out = []
    for setup in ("standard", "free"):
        state = GAME.new_initial_state(seed=seed, setup=setup)
        steps = 0
        while not state.is_terminal() and len(out) < count * (1 if setup == "free" else 2):
            if steps % 37 == 0 or state.phase in ("release", "restart", "home"):
                out.append(state)
            state = state.apply(rng.choice(state.legal_actions()))
            steps += 1
    return out


def test_no_secrets_said_in_the_data_and_every_seat_observes_everything():
    said = DATA["hidden_information"]
    assert said["value"] is False and GAME.hidden_information is False
    assert len(said["de"]) > 40 and len(said["en"]) > 40
    for state in _positions(4):
        whole = state.observation(None)
        assert state.observation(0) == whole == state.observation(1)
        assert state.resample_hidden(0, random.Random(1)) is state


def _names(state, lang: str) -> set[str]:
    """Everything from the position a reason may name: fields with animals or reachable, the animals.
    (What a reason claims about them is checked in test_claims.py.)"""
    words = set(state.board)
    for field in list(state.board):
        words.update(state.reach(field))
    words.update(Noun(f"tawa_hallae.animal.{k}").render(lang) for k in ANIMALS)
    for step in state.pending:
        words.update(step.get("freed", []))
    return words


def test_every_field_a_reason_names_is_from_the_position_in_both_languages():
    checked = 0
    for state in _positions():
        actions = state.legal_actions()
        for action in random.Random(len(state.history)).sample(actions, min(6, len(actions))):
            for lang in ("de", "en"):
                reason = state.move_reason(action, lang)
                assert reason, (str(action), lang)
                assert "{" not in reason and "  " not in reason and not reason.endswith(".")
                named = _names(state, lang)
                assert all(field in named for field in re.findall(r"\b[a-i]\d{1,2}\b", reason)), reason
                assert not re.search(r"\([^)]*\(", reason), reason  # no nested brackets
                checked += 1
    assert checked > 100


def test_a_capture_a_hunt_and_an_escape_are_said_as_such():
    start = GAME.new_initial_state(setup="free")
    state = start.with_setup({"board": {"e6": "red lion n", "e7": "blue rhino s", "a1": "red turtle n"}, "turn": "red"})
    assert state.move_reason("e6-e7", "de") == "er nimmt das Nashorn von Blau auf e7 gefangen"
    assert state.move_reason("e6-e7", "en") == "it captures Blue's rhino on e7"
    hunt = start.with_setup({"board": {"d12": "red lion n"}, "turn": "red", "points": [2, 0], "last_hunt": "red"})
    assert hunt.move_reason("d12-d13", "en") == "that brings one point, then Red has 3 of 5"
    assert hunt.move_reason("d12-d13", "de") == "das bringt einen Punkt, dann hat Rot 3 von 5"
    win = start.with_setup({"board": {"d12": "red turtle n"}, "turn": "red", "points": [3, 0], "last_hunt": "red"})
    assert "5" in win.move_reason("d12-d13", "en") and "win" in win.move_reason("d12-d13", "en")
    # the blue wolf on e8 faces south and could take the red rhino on e7; the rhino steps out of its reach
    escape = start.with_setup({"board": {"e7": "red rhino n", "e8": "blue wolf s"}, "turn": "red"})
    from boardtutor.games.tawa_hallae.reasons import attackers

    assert attackers(escape, "e7") == ["e8"]
    reasons = {str(a): escape.move_reason(a, "de") for a in escape.legal_actions() if a.kind == "move"}
    safe = {m: r for m, r in reasons.items() if r.startswith("es entkommt ")}
    assert safe and all(r == "es entkommt dem Wolf von Blau auf e8: Dort kann kein Tier von Blau es angreifen" for r in safe.values())
    assert all(not attackers(escape.apply(m), m[-2:]) for m in safe)


def test_the_time_of_a_turn_is_shared_over_its_moves_and_facings():
    state = GAME.new_initial_state()
    assert state.decisions_left_in_turn() == 3  # move, facing, move (the last facing gets what is left)
    state = state.apply("e10-e8")
    assert state.phase == "face" and state.decisions_left_in_turn() == 2
    state = state.apply("face s")
    assert state.decisions_left_in_turn() == 1
    free = GAME.new_initial_state(setup="free")
    assert free.decisions_left_in_turn() == 6  # three animals, each with its facing


_ARTICLE = {"nom": r"(der|die|das) ", "acc": r"(den|die|das) ", "dat": r"(dem|der) "}


@pytest.mark.parametrize("seat", [0, 1])
def test_sentences_name_every_animal_with_its_article_in_both_languages(seat):
    """Every animal of each pack: the move sentence with the accusative (zieht den Löwen, die Giraffe,
    das Zebra), the refusal with the nominative, no nested brackets, no English in German."""
    start = GAME.new_initial_state(setup="free")
    side = SEATS[seat]
    facing = "n" if seat == 0 else "s"
    for kind in PACKS[seat]:
        if kind == "spider":
            field, step = "e6", ("e7" if seat == 0 else "e5")
        else:
            field, step = "e6", ("e7" if seat == 0 else "e5")
        state = start.with_setup({"board": {field: f"{side} {kind} {facing}"}, "turn": side})
        moves = [a for a in state.legal_actions() if a.kind == "move"]
        assert moves, kind
        for lang in ("de", "en"):
            text = state.action_text(moves[0], lang)
            noun = Noun(f"tawa_hallae.animal.{kind}")
            acc = noun.render(lang, case="acc", det="the")
            assert acc in text, text
            if lang == "de":
                assert re.fullmatch(_ARTICLE["acc"] + r"\S+", acc)
                assert re.fullmatch(_ARTICLE["nom"] + r"\S+", noun.render(lang, det="the"))
                assert re.fullmatch(_ARTICLE["dat"] + r"\S+", noun.render(lang, case="dat", det="the"))
                assert " the " not in text
            try:
                state.apply(f"{field}-a13")
            except boardtutor.RuleViolation as exc:
                message = exc.message(lang)
                assert not re.search(r"\([^)]*\(", message), message
                assert "{" not in message
        assert text.startswith(state.player_name(seat, "en"))


def test_an_impossible_movement_is_explained_without_nested_brackets():
    state = GAME.new_initial_state()
    with pytest.raises(boardtutor.RuleViolation) as info:
        state.apply(TawaHallaeAction("move", ("e10", "a5")))
    de, en = info.value.message("de"), info.value.message("en")
    assert de.startswith("Der Tiger auf e10 schaut nach Süden") and not re.search(r"\([^)]*\(", de)
    assert en.startswith("The tiger on e10 faces south")


def _font_sizes(svg: str) -> list[float]:
    return [float(size) for size in re.findall(r'font-size="([\d.]+)"', svg)]


def test_the_widget_picture_reads_at_a_projector_and_leaves_room_for_the_column_beside():
    """One unit ≈ one screen pixel where the widget shows the picture (at most 470 px tall): every text
    at least 13 units, the picture no wider than about 1.19 × its height (so at 1024 px the widget's
    column of about 280 px still fits beside it), a legend for every short name on the pieces."""
    ui = GAME.ui()
    states = _positions(6) + [GAME.new_initial_state(setup="free")]
    for state in states:
        for lang in ("de", "en"):
            svg = ui.svg(state, lang=lang, targets=ui.targets(state, None))
            width, height = (float(v) for v in re.search(r'viewBox="0 0 ([\d.]+) ([\d.]+)"', svg).groups())
            assert height <= 470 and width / height <= 1.19
            assert min(_font_sizes(svg)) >= 13
            for kind in ANIMALS:
                abbr = tr(f"tawa_hallae.render.abbr.{kind}", lang)
                assert f">{abbr}</text>" in svg and f">{Noun(f'tawa_hallae.animal.{kind}').render(lang)}</text>" in svg


def test_the_explorer_names_the_chosen_animal_under_the_picture():
    from boardtutor.games.tawa_hallae.explorer import MoveExplorer

    explorer = MoveExplorer(kind="hippo", field="c5")
    de, en = explorer._render("de"), explorer._render("en")
    assert "Das Flusspferd auf c5 erreicht 3 Felder" in de["svg"] and "The hippo on c5 reaches 3 fields" in en["svg"]
    assert de["narration"].startswith("Das Flusspferd ist ein Wassertier, steht auf c5 (Wasser)")
