"""The rulebook's worked examples (``walkthroughs.json``) replay through the engine, and the numbers the
rulebook prints come out of it.

Rulebook: ``shared/rulebooks/woodwalkers-duel_de-en.txt``. Seats in the four-player examples, clockwise:
Sarah (youngest, marker), James on her left, then Isidore, then Lissa.
"""

from __future__ import annotations

import pytest

import boardtutor
from boardtutor import RuleViolation
from boardtutor.games.woodwalkers import DATA

WALKTHROUGHS = boardtutor.walkthroughs("woodwalkers")
BY_ID = {w.id: w for w in WALKTHROUGHS}


def states(walkthrough_id):
    return BY_ID[walkthrough_id].replay()


def test_the_rulebook_examples_are_all_there():
    assert {"choose_battle_mode", "forest_die", "forest_flag", "duel_tie", "duel_what_if", "round_end",
            "two_players", "end_game_flags"} <= set(BY_ID)


def test_choose_battle_mode_example():
    # Sarah is the youngest and holds the marker; she picks strength, draws a new tile, and James on her
    # left opens the round of rolling.
    start, drawn, chosen, refilled = states("choose_battle_mode")
    assert drawn.current_player == 0 and drawn.player_name(0) == "Sarah" and len(drawn.display) == 3
    assert chosen.category == "strength" and sorted(chosen.display + ["strength"]) == sorted(drawn.display)
    assert len(refilled.display) == 3
    assert refilled.player_name(refilled.current_player) == "James"


def test_forest_examples():
    # James rolls a 4, moves his bison onto a face-down tile: a die, which he keeps; the field is empty now
    *_, found = states("forest_die")
    facts = found.facts()
    assert facts["inventory.James.die"] == 1 and facts["forest.d5"] is None and facts["at.d5"] == "James/bison"
    # Isidore rolls a 3 but moves only 2 and finds a flag, which stays face up under his otter
    replayed = states("forest_flag")
    rolled, moved, flag = replayed[1], replayed[2], replayed[3]
    assert rolled.die == 3
    assert moved.history[-1] == "h9-h7"  # two fields: he stops early
    assert flag.facts()["forest.h7"].startswith("flag") and flag.facts()["at.h7"] == "Isidore/otter"
    assert flag.scores() == moved.scores()  # flags pay only at the end


def test_duel_tie_nine_against_nine_isidore_wins_and_scores_two():
    replayed = states("duel_tie")
    before, after = replayed[-2], replayed[-1]
    d = after.facts()
    wolf, otter = DATA["animals"]["wolf"]["strength"], DATA["animals"]["otter"]["strength"]
    assert (wolf, otter) == (6, 3)  # the rulebook's card values
    assert d["duel.category"] == "strength"
    assert (d["duel.c_die"], d["duel.d_die"]) == (3, 6)
    assert d["duel.c_total"] == wolf + 3 == 9 and d["duel.d_total"] == otter + 6 == 9
    assert d["duel.challenger"] == "Lissa" and d["duel.winner"] == "Isidore"  # tie: the challenger loses
    isidore, lissa = 2, 3
    assert after.scores()[isidore] == before.scores()[isidore] + 2
    assert after.scores()[lissa] == before.scores()[lissa]
    assert d["wounds.Lissa.wolf"] == 1 and d["at.h7"] == "Isidore/otter"
    assert d["where.Lissa.wolf"] in DATA["board"]["start_fields"]["east"]  # back to an open start field


def test_duel_what_if_four_wins_one_loses():
    replayed = states("duel_what_if")
    four, six, one = replayed[1].facts(), replayed[2].facts(), replayed[3].facts()
    assert four["duel.c_die"] == 4 and four["duel.winner"] == "Lissa" and four["duel.c_total"] == 10
    assert six["duel.c_die"] == 6 and six["duel.winner"] == "Lissa" and six["duel.c_total"] == 12
    assert one["duel.c_die"] == 1 and one["duel.winner"] == "Isidore" and one["duel.c_total"] == 7
    # and the rulebook's whole claim: with 4, 5 or 6 Lissa wins whatever Isidore rolls (at most 9);
    # with 1, 2 (and 3: the tie) Isidore's 6 beats her
    duel_start = BY_ID["duel_what_if"].start_state()
    for c in range(1, 7):
        for d in range(1, 7):
            facts = duel_start.apply(f"die {c}").apply(f"die {d}").facts()
            assert facts["duel.d_total"] <= 9
            if c >= 4:
                assert facts["duel.winner"] == "Lissa"
            if d == 6 and c <= 3:
                assert facts["duel.winner"] == "Isidore"
    won = replayed[1].facts()
    assert won["at.h7"] == "Lissa/wolf" and won["wounds.Isidore.otter"] == 1 and won["score.Lissa"] == 2


def test_round_end_james_chooses_isidore_starts():
    replayed = states("round_end")
    sarah_moved, next_round = replayed[1], replayed[2]
    assert sarah_moved.phase == "choose" and sarah_moved.player_name(sarah_moved.current_player) == "James"
    assert sarah_moved.facts()["marker"] == "James"
    assert "strength" in sarah_moved.discard  # the round's tile goes to the discard pile
    assert next_round.category == "endurance"
    assert next_round.player_name(next_round.current_player) == "Isidore"


def test_two_players_order():
    # Sarah chooses; James rolls; Sarah rolls and passes the marker; James chooses; Sarah rolls; James.
    replayed = states("two_players")
    name = lambda s: s.player_name(s.current_player)
    assert [name(s) for s in replayed[1:]] == ["James", "Sarah", "James", "Sarah", "James"]
    assert replayed[3].phase == "choose"  # James chooses after Sarah's roll
    assert replayed[4].phase == "roll_or_skip"  # ... and Sarah, who rolled last, rolls first again


def test_end_game_flags_twelve_is_five_plus_seven():
    replayed = states("end_game_flags")
    last_round, end = replayed[1], replayed[2]
    assert last_round.facts()["last_round"] is True
    facts = end.facts()
    assert sorted(v for field, seat, v in end.final_flags if seat == 2) == [5, 7]
    assert facts["flag_points.Isidore"] == 12 == 5 + 7
    assert end.scores()[2] == last_round.scores()[2] + 12
    assert end.is_terminal() and end.outcome().winners == (2,)
    de, en = end.outcome().message("de"), end.outcome().message("en")
    assert "Isidore" in de and "Isidore" in en and de != en


def test_walkthrough_states_are_frozen():
    # applying to a replayed state never changes it (the replay is cached and shared)
    state = states("duel_tie")[2]
    before = state.to_json()
    for action in state.legal_actions():
        state.apply(action)
    with pytest.raises(RuleViolation):
        state.apply("roll")
    assert state.to_json() == before
