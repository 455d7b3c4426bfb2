"""Woodwalkers exercises: every right answer checked against a computation written here from the
rulebook (not read off the engine or the generators), on 500+ seeded exercises, and no wrong choice
is also right.

Rulebook facts used here: animals step up, down, left or right (move.orthogonal), at most as many
steps as the die shows (move.die_max), only through free fields (move.no_jump), never onto another
colour's start fields (move.foreign_start), never back into their own once they have left them
(move.own_start), not onto their own animals (move.one_per_field), onto another player's animal to
fight (land.duel). The board (b2..h8 and the start fields) comes from data.json.
"""

from __future__ import annotations

import itertools
from collections import Counter

import pytest

import boardtutor
from boardtutor import practice
from boardtutor.games.woodwalkers import DATA

GAME = boardtutor.load("woodwalkers")
START = {side: set(fields) for side, fields in DATA["board"]["start_fields"].items()}
SIDE_OF = {field: side for side, fields in START.items() for field in fields}
PLAY = {f"{c}{r}" for r in range(2, 9) for c in "bcdefgh"}
FIELDS = PLAY | set(SIDE_OF)
COUNT = 560  # exercises drawn over all generators


def sides(players: int) -> list[str]:
    return DATA["board"]["sides_by_player_count"][str(players)]


def step_allowed(side: str, here: str, there: str) -> bool:
    """One orthogonal step of an animal of ``side`` from ``here`` to ``there`` (start-field rules)."""
    if there not in FIELDS:
        return False
    if SIDE_OF.get(there) is None:
        return True
    return SIDE_OF[there] == side and SIDE_OF.get(here) == side


def neighbours(field: str) -> list[str]:
    col, row = "abcdefghi".index(field[0]), int(field[1:])
    out = []
    for dc, dr in ((1, 0), (-1, 0), (0, 1), (0, -1)):
        c, r = col + dc, row + dr
        if 0 <= c < 9 and 1 <= r <= 9:
            out.append(f"{'abcdefghi'[c]}{r}")
    return out


def _board(state) -> dict:
    return {field: (seat, animal) for field, (seat, animal) in state.board.items()}


def check_reach(ex):
    state = ex.state
    (origin,) = ex.highlight
    board = _board(state)
    # the seat count matters for which start fields are used; take it from the names, not the board
    side = sides(len(state.names))[state.turn]
    assert board[origin][0] == state.turn
    die = state.die
    expected = _reach_for(board, origin, die, side, state.turn)
    assert ex.answers == expected
    # the die decides: one more pip would reach more
    assert _reach_for(board, origin, die + 1, side, state.turn) - expected


def _reach_for(board, origin, die, side, seat):
    found, frontier, seen = set(), [origin], {origin}
    for _ in range(die):
        nxt = []
        for here in frontier:
            for there in neighbours(here):
                if there in seen or not step_allowed(side, here, there):
                    continue
                seen.add(there)
                occupant = board.get(there)
                if occupant is None:
                    found.add(there)
                    nxt.append(there)
                elif occupant[0] != seat:
                    found.add(there)
        frontier = nxt
    return found


CHECKS = {
    "move.die_max": check_reach,
}


@pytest.fixture(scope="module")
def drawn():
    return list(itertools.islice(practice.exercises("woodwalkers", seed=24), COUNT))


def test_every_generator_has_an_independent_check():
    assert set(practice.practice_rules("woodwalkers")) <= set(CHECKS)


def test_every_right_answer_agrees_with_the_rulebook(drawn):
    counts = Counter()
    for ex in drawn:
        CHECKS[ex.rule](ex)
        assert ex.check(sorted(ex.answers) if ex.kind != "number" else min(ex.answers)).right
        counts[ex.rule] += 1
    assert len(drawn) >= 500
    assert set(counts) == set(practice.practice_rules("woodwalkers"))


def test_no_wrong_choice_is_also_right(drawn):
    for ex in drawn:
        if ex.kind == "choice":
            for index in range(len(ex.choices)):
                verdict = ex.check([index] if not ex.multiple else [index])
                assert verdict.right == ({index} == ex.answers)
        elif ex.kind == "fields":
            for field in sorted(set(ex.fields()) - ex.answers)[:5]:
                verdict = ex.check(sorted(ex.answers | {field}))
                assert not verdict.right and verdict.wrong == {field}
            if len(ex.answers) > 1:
                missing = sorted(ex.answers)[0]
                verdict = ex.check(sorted(ex.answers - {missing}))
                assert not verdict.right and verdict.missed == {missing}
        else:
            for other in (min(ex.answers) - 1, max(ex.answers) + 1):
                assert ex.check(other).right == (other in ex.answers)
