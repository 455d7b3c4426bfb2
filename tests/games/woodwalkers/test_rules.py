"""Scenario tests for the Woodwalkers engine, one or more per rule of the rulebook.

Rulebook: ``shared/rulebooks/woodwalkers-duel_de-en.txt``. Every expectation here is derived from the
rulebook's text (and, where it is silent, from the assumptions listed in ``data.json``) – never read off
the engine. The component numbers (card values, tile mixes, board fields) come from ``data.json``,
which records them as rulebook facts or documented assumptions.
"""

from __future__ import annotations

import json
import random
from fractions import Fraction

import pytest

import boardtutor
from boardtutor import CHANCE, TERMINAL, RuleViolation
from boardtutor.core import check_probabilities
from boardtutor.games.woodwalkers import DATA

GAME = boardtutor.load("woodwalkers")
ANIMALS = list(DATA["animals"])  # wolf, otter, bison, puma, squirrel, raven, bear
CATEGORIES = list(DATA["categories"])
START = {side: list(fields) for side, fields in DATA["board"]["start_fields"].items()}
ALL_START = {field for fields in START.values() for field in fields}
FOREST = set(DATA["board"]["forest_fields"])
COLS = "abcdefghi"
PLAY = [f"{c}{r}" for r in range(2, 9) for c in "bcdefgh"]  # assumption "board": b2..h8
FIELDS = set(PLAY) | ALL_START
SUPPLY = 56  # "56 wound tiles" (components)
TRACK = 40  # assumption "score_track"
DAY_MIX = DATA["forest_tiles"]["day"]
OPEN_FIELDS = sorted(set(PLAY) - FOREST)  # light-free fields, no forest tile on them


def sides(players: int) -> list[str]:
    return DATA["board"]["sides_by_player_count"][str(players)]


def value(animal: str, category: str) -> int:
    return DATA["animals"][animal][category]


# -- helpers ------------------------------------------------------------------
def assert_illegal(state, action, section: str | None = None) -> RuleViolation:
    """``action`` is refused with a bilingual RuleViolation (citing ``section``), the state unchanged."""
    before = state.to_json()
    with pytest.raises(RuleViolation) as info:
        state.apply(action)
    exc = info.value
    assert type(exc) is RuleViolation
    de, en = exc.message("de"), exc.message("en")
    assert de.strip() and en.strip() and de != en
    if section is not None:
        assert exc.rule is not None, f"{action!r}: no rule cited"
        assert (exc.rule.game_id, exc.rule.section) == ("woodwalkers", section), (action, exc.rule)
        assert exc.rule.cite("de") != exc.rule.cite("en")
    assert state.to_json() == before
    return exc


def legal(state) -> set[str]:
    return {str(a) for a in state.legal_actions()}


def moves(state) -> set[tuple[str, str]]:
    return {tuple(str(a).split("-")) for a in state.legal_actions() if "-" in str(a)}


def new_game(players=2, seed=11, **options):
    if options.get("variant") == "night":  # the secret set-up skipped: the animals in the usual order
        options.setdefault("arrangement", [ANIMALS] * (players if isinstance(players, int) else len(players)))
    return GAME.new_initial_state(players=players, seed=seed, **options)


def after_setup(players=2, seed=11, draws=("endurance", "speed", "strength"), **options):
    state = new_game(players, seed, **options)
    for category in draws:
        state = state.apply(f"draw {category}")
    return state


def rolling(players=2, roller=0, category="strength", refill="intelligence", seed=11, variant="day", names=None, **spec):
    """A position where ``roller`` is about to roll (``roll_or_skip``) in a round of ``category``.

    ``spec`` goes to ``with_setup`` (board, place, flags, wounds, score, inventory, stack ...).
    The marker holder is the seat before ``roller``: they just chose ``category``.
    """
    count = players if isinstance(players, int) else len(players)
    state = after_setup(names or players, seed=seed, variant=variant)
    others = [c for c in CATEGORIES if c != category][:2]
    state = state.with_setup({"display": [category, *others], "marker": (roller - 1) % count, "phase": "choose", **spec})
    state = state.apply(f"choose {category}")
    if state.phase == "refill":
        state = state.apply(f"draw {refill}")
    assert state.current_player == roller and state.phase == "roll_or_skip"
    return state


def rolled(die: int, **kwargs):
    state = rolling(**kwargs).apply("roll").apply(f"die {die}")
    assert state.phase == "move" and state.die == die
    return state


def neighbours(field: str) -> list[str]:
    c, r = COLS.index(field[0]), int(field[1:])
    out = []
    for dc, dr in ((1, 0), (-1, 0), (0, 1), (0, -1)):
        if 0 <= c + dc < 9 and 1 <= r + dr <= 9:
            name = f"{COLS[c + dc]}{r + dr}"
            if name in FIELDS:
                out.append(name)
    return out


def expected_moves(board: dict[str, tuple[int, str]], seat: int, players: int, die: int) -> set[tuple[str, str]]:
    """Every (origin, target) by walking every path of up to ``die`` orthogonal steps (rulebook, “Moving”):
    no passing through occupied fields, a path may end on another player's animal (duel), never into
    another colour's start fields, into one's own start fields only from one's own start fields."""
    own = set(START[sides(players)[seat]])
    foreign = ALL_START - own
    found: set[tuple[str, str]] = set()

    def walk(origin, field, visited, left):
        for nb in neighbours(field):
            if nb in visited or nb in foreign or (nb in own and field not in own):
                continue
            occupant = board.get(nb)
            if occupant is not None:
                if occupant[0] != seat:
                    found.add((origin, nb))  # a duel; the path ends here
                continue
            found.add((origin, nb))
            if left > 1:
                walk(origin, nb, visited | {nb}, left - 1)

    for origin, (owner, _) in board.items():
        if owner == seat:
            walk(origin, origin, {origin}, die)
    return found


def board_of(state) -> dict[str, tuple[int, str]]:
    return {field: (seat, animal) for field, (seat, animal) in json.loads(state.to_json())["board"].items()}


def skip_round(state):
    """Everyone skips until the round (or the game) ends."""
    while state.phase == "roll_or_skip":
        state = state.apply("skip")
    return state


# == Set-up ===================================================================
@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.rule("woodwalkers", "setup.player_sets", "setup.animals", "setup.forest", "setup.score_start", "setup.cards", "setup.wounds")
def test_setup_puts_seven_animals_of_each_colour_on_its_start_fields(players):
    state = new_game(players)
    board = board_of(state)
    assert len(board) == 7 * players
    for seat, side in enumerate(sides(players)):
        mine = {field: animal for field, (s, animal) in board.items() if s == seat}
        assert set(mine) == set(START[side])  # all seven start fields of the colour
        assert sorted(mine.values()) == sorted(ANIMALS)  # one of each animal
    assert state.scores() == [0] * players  # score markers on the largest field
    facts = state.facts()
    assert all(facts[f"forest.{f}"] == "hidden" for f in FOREST)  # 20 forest tiles face down
    assert len(FOREST) == 20
    for seat in range(players):
        key = f"P{seat + 1}"
        assert all(facts[f"wounds.{key}.{a}"] == 0 for a in ANIMALS)
        assert facts[f"inventory.{key}.medicine"] == facts[f"inventory.{key}.die"] == 0
    assert facts["supply_wounds"] == SUPPLY
    # Then three battle-mode tiles are drawn: chance events before anyone acts.
    assert state.is_chance_node() and facts["display"] == [] and facts["stack"] == 20


def test_two_players_sit_opposite_each_other():
    # assumption "board": south and north
    assert sides(2) == ["south", "north"]
    board = board_of(new_game(2))
    assert {board[f][0] for f in START["south"]} == {0} and {board[f][0] for f in START["north"]} == {1}


@pytest.mark.rule("woodwalkers", "setup.animals")
def test_default_arrangement_and_a_chosen_one():
    # assumption "arrangement": wolf, otter, bison, puma, squirrel, raven, bear along b1→h1
    board = board_of(new_game(2))
    assert [board[f][1] for f in START["south"]] == ANIMALS
    # "Place your animal tiles face up on any of the seven matching starting spaces."
    mine = list(reversed(ANIMALS))
    board = board_of(new_game(2, arrangement={1: mine}))
    assert [board[f][1] for f in START["north"]] == mine
    assert [board[f][1] for f in START["south"]] == ANIMALS


@pytest.mark.parametrize("bad", [{0: ANIMALS[:6]}, {0: ANIMALS[:6] + ["wolf"]}, {5: ANIMALS}, {0: ANIMALS + ["bear"]}])
@pytest.mark.rule("woodwalkers", "setup.animals")
def test_an_arrangement_needs_the_seven_animals(bad):
    with pytest.raises(RuleViolation) as info:
        new_game(2, arrangement=bad)
    assert info.value.message("de") != info.value.message("en")


@pytest.mark.rule("woodwalkers", "setup.battle_mode", "setup.youngest")
def test_the_display_is_drawn_from_the_twenty_tile_mix_with_exact_probabilities():
    mix = dict(DATA["battle_mode_tiles"])
    assert sum(mix.values()) == 20
    state = new_game(3)
    for draw in ("strength", "strength", "speed"):
        total = sum(mix.values())
        outcomes = dict((str(a), p) for a, p in state.chance_outcomes())
        assert outcomes == {f"draw {c}": Fraction(n, total) for c, n in mix.items() if n}
        assert check_probabilities(state.chance_outcomes())
        assert state.current_player == CHANCE
        state = state.apply(f"draw {draw}")
        mix[draw] -= 1
    assert sorted(state.display) == ["speed", "strength", "strength"]
    assert state.facts()["stack"] == 17
    # the youngest (seat 0 unless told otherwise) holds the marker and starts by choosing
    assert state.current_player == 0 and state.phase == "choose"
    assert legal(state) == {"choose speed", "choose strength"}


@pytest.mark.rule("woodwalkers", "setup.youngest")
def test_start_player_gets_the_marker():
    state = after_setup(4, start_player=2)
    assert state.current_player == 2 and state.facts()["marker"] == "P3"


@pytest.mark.parametrize("players", [0, 1, 5, 6, [], ["Ann"], ["a", "b", "c", "d", "e"], True, "two", None, 2.0])
def test_only_two_to_four_players(players):
    with pytest.raises(RuleViolation) as info:
        GAME.new_initial_state(players=players, seed=1)
    de, en = info.value.message("de"), info.value.message("en")
    assert de and en and de != en and "2" in en and "4" in en


@pytest.mark.parametrize("options", [{"variant": "dusk"}, {"start_player": 2}, {"start_player": -1}, {"start_player": True}])
def test_bad_options_are_rule_violations(options):
    with pytest.raises(RuleViolation) as info:
        GAME.new_initial_state(players=2, seed=1, **options)
    assert info.value.message("de") != info.value.message("en")


# == Battle mode, refill, marker and round order ===============================
@pytest.mark.rule("woodwalkers", "round.choose")
def test_holder_chooses_only_from_the_display():
    state = after_setup(2, draws=("endurance", "speed", "strength"))
    assert legal(state) == {"choose endurance", "choose speed", "choose strength"}
    assert_illegal(state, "choose intelligence", "round.choose")
    assert_illegal(state, "roll", "round.choose")  # the round starts with the choice
    assert_illegal(state, "b1-b2", "round.choose")


@pytest.mark.rule("woodwalkers", "round.refill")
def test_refill_after_choosing_is_a_chance_event_with_exact_probabilities():
    state = after_setup(2, draws=("endurance", "speed", "strength")).apply("choose strength")
    assert state.category == "strength" and state.is_chance_node()
    # 20 tiles, 5 each; endurance, speed and strength are out of the stack: 4 + 5 + 4 + 4 = 17 left
    outcomes = {str(a): p for a, p in state.chance_outcomes()}
    assert outcomes == {
        "draw endurance": Fraction(4, 17),
        "draw intelligence": Fraction(5, 17),
        "draw speed": Fraction(4, 17),
        "draw strength": Fraction(4, 17),
    }
    state = state.apply("draw strength")
    assert sorted(state.display) == ["endurance", "speed", "strength"]  # two left + the new one
    assert state.facts()["stack"] == 16
    assert state.category == "strength"
    assert_illegal(after_setup(2).apply("choose speed"), "draw nonsense")
    assert_illegal(after_setup(2).apply("choose speed"), "roll", "round.refill")


def _round_log(players, rounds, start_player=0):
    state = after_setup(players, start_player=start_player)
    log = []
    for _ in range(rounds):
        assert state.phase == "choose"
        chooser = state.current_player
        category = state.display[0]
        state = state.apply(f"choose {category}")
        state = state.apply(str(state.legal_actions()[0]))  # refill
        rollers = []
        while state.phase == "roll_or_skip":
            rollers.append(state.current_player)
            assert state.category == category
            state = state.apply("skip")
        assert state.discard[-1] == category  # the round's tile goes to the discard pile
        log.append((chooser, rollers))
    return log


@pytest.mark.parametrize("players", [3, 4])
@pytest.mark.rule("woodwalkers", "turn.roll_move", "round_end.turn", "round_end.marker_last", "round_end.new_choice")
def test_round_order_holder_chooses_left_neighbour_starts_holder_rolls_last(players):
    start = 1
    for number, (chooser, rollers) in enumerate(_round_log(players, 2 * players, start_player=start)):
        marker = (start + number) % players  # the marker passes to the left each round
        assert chooser == marker
        assert rollers == [(marker + k) % players for k in range(1, players + 1)]


@pytest.mark.rule("woodwalkers", "round_end.marker_last", "round_end.new_choice")
def test_four_players_rulebook_example_order():
    # Sarah (youngest, marker) chooses; James on her left rolls first; Sarah rolls last and passes the
    # marker to James, who chooses; then Isidore starts the new round.
    log = _round_log(["Sarah", "James", "Isidore", "Lissa"], 2)
    assert log[0] == (0, [1, 2, 3, 0])
    assert log[1] == (1, [2, 3, 0, 1])


@pytest.mark.rule("woodwalkers", "round_end.two_players")
def test_two_players_last_roller_rolls_first_next_round():
    log = _round_log(2, 6)
    for number, (chooser, rollers) in enumerate(log):
        assert chooser == number % 2
        assert rollers == [1 - chooser, chooser]
    for (_, before), (_, after) in zip(log, log[1:]):
        assert before[-1] == after[0]  # "the player who rolled last ... may roll first again"


# == Moving ===================================================================
@pytest.mark.rule("woodwalkers", "move.skip", "turn.roll_move")
def test_die_is_a_chance_event_and_skip_comes_before_rolling():
    state = rolling(2, roller=1)
    assert legal(state) == {"roll", "skip"}
    rolling_state = state.apply("roll")
    assert rolling_state.is_chance_node()
    assert {str(a): p for a, p in rolling_state.chance_outcomes()} == {f"die {k}": Fraction(1, 6) for k in range(1, 7)}
    skipped = state.apply("skip")
    assert board_of(skipped) == board_of(state) and skipped.current_player == 0  # next player
    assert_illegal(state, "stay", "turn.roll_move")  # staying is after a roll
    assert_illegal(state, "b9-b8", "turn.roll_move")  # moving needs a roll
    after = rolling_state.apply("die 3")
    assert_illegal(after, "skip", "move.die_max")  # skipping is instead of rolling


@pytest.mark.rule("woodwalkers", "move.stop_early")
def test_stay_after_rolling_ends_the_turn():
    # assumption "stop_after_roll"
    state = rolled(6, players=2, roller=1)
    assert "stay" in legal(state)
    stayed = state.apply("stay")
    assert board_of(stayed) == board_of(state)
    assert stayed.current_player == 0 and stayed.phase == "roll_or_skip" and stayed.die is None


@pytest.mark.rule("woodwalkers", "move.stop_early")
def test_stay_is_the_way_out_when_no_animal_can_move():
    # assumption "stop_after_roll": south has lost all its animals but still takes its turns
    state = rolled(4, players=2, roller=0, board={"h9": [1, "wolf"], "e5": [1, "bear"]})
    assert legal(state) == {"stay"}
    # a boxed-in animal: the wolf on b1 with its own animals on c1 and b2 cannot move; the others can
    board = {"b1": [0, "wolf"], "c1": [0, "otter"], "b2": [0, "bison"], "d1": [0, "puma"], "c2": [0, "bear"],
             "b3": [0, "raven"], "h9": [1, "wolf"]}
    state = rolled(1, players=2, roller=0, board=board)
    assert not {t for o, t in moves(state) if o == "b1"}
    assert moves(state) == expected_moves(board_of(state), 0, 2, 1) and "stay" in legal(state)


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.rule("woodwalkers", "move.die_max", "move.orthogonal", "move.turns", "move.no_jump")
def test_move_targets_equal_an_independent_path_search(players):
    rng = random.Random(f"moves/{players}")
    for _ in range(14):
        board: dict[str, list] = {}
        free_play = list(PLAY)
        rng.shuffle(free_play)
        for seat, side in enumerate(sides(players)):
            starts = list(START[side])
            rng.shuffle(starts)
            for animal in ANIMALS:
                roll = rng.random()
                if roll < 0.1:
                    continue  # removed from the game
                field = starts.pop() if roll < 0.5 else free_play.pop()
                board[field] = [seat, animal]
        roller = rng.randrange(players)
        base = rolling(players, roller=roller, board=board)
        for die in range(1, 7):
            state = base.apply("roll").apply(f"die {die}")
            want = expected_moves(board_of(state), roller, players, die)
            assert moves(state) == want, (board, roller, die)
            # every animal's reachable set agrees too
            for origin in {o for o, _ in want}:
                assert set(state.reachable(origin)) == {t for o, t in want if o == origin}


@pytest.mark.rule("woodwalkers", "move.orthogonal", "move.turns", "move.stop_early", "move.die_max")
def test_moves_are_orthogonal_with_turns_and_may_stop_early():
    # north's wolf alone in the open at e5, nothing around, die 3
    state = rolled(3, players=2, roller=1, place={"b9": "e5"})
    from_e5 = {t for o, t in moves(state) if o == "e5"}
    manhattan = lambda f: abs(COLS.index(f[0]) - COLS.index("e")) + abs(int(f[1]) - 5)
    assert from_e5 == {f for f in PLAY if 1 <= manhattan(f) <= 3}  # all of them: stop early, turn freely
    assert {"e6", "e7", "e8", "f6", "g6", "d4"} <= from_e5  # 1, 2, 3 steps; f6 and d4 need a turn
    assert {"h5", "b5", "e2", "e8"} <= from_e5  # exactly three steps away
    assert "h6" not in from_e5 and "b6" not in from_e5  # 4 steps are too far
    exc = assert_illegal(state, "e5-h6", "move.die_max")
    assert "3" in exc.message("en") and "4" in exc.message("en")


@pytest.mark.rule("woodwalkers", "move.orthogonal")
def test_diagonal_step_is_illegal():
    state = rolled(1, players=2, roller=1, place={"b9": "e5"})
    for target in ("d4", "d6", "f4", "f6"):
        assert ("e5", target) not in moves(state)
        assert_illegal(state, f"e5-{target}", "move.orthogonal")
    # with two points the same field is fine by turning once
    assert ("e5", "f6") in moves(rolled(2, players=2, roller=1, place={"b9": "e5"}))


@pytest.mark.rule("woodwalkers", "move.no_jump", "move.one_per_field")
def test_no_passing_through_occupied_fields_but_a_duel_ends_the_path():
    # south's wolf at d4; d5 holds a north animal, d3 a south animal; e4 and c4 blocked by north animals
    board = {"d4": [0, "wolf"], "d5": [1, "otter"], "d3": [0, "otter"], "e4": [1, "bison"], "c4": [1, "puma"],
             "h1": [0, "bear"], "h9": [1, "wolf"]}
    state = rolled(5, players=2, roller=0, board=board)
    from_d4 = {t for o, t in moves(state) if o == "d4"}
    assert from_d4 == {"d5", "e4", "c4"}  # only the duels: it cannot pass through any of them
    assert_illegal(state, "d4-d6", "move.no_jump")  # behind the otter: no jumping
    assert_illegal(state, "d4-d3", "move.one_per_field")  # own animal: one tile per field
    assert_illegal(state, "d4-d2", "move.no_jump")
    # the otter on d3 may only walk around the blockers; the path search agrees with the engine
    assert moves(state) == expected_moves(board_of(state), 0, 2, 5)


@pytest.mark.rule("woodwalkers", "move.one_per_field")
def test_an_own_animal_field_is_never_a_target():
    state = rolled(2, players=2, roller=0)
    exc = assert_illegal(state, "b1-c1", "move.one_per_field")
    assert "c1" in exc.message("en") and "c1" in exc.message("de")


@pytest.mark.rule("woodwalkers", "move.foreign_start")
def test_never_into_another_players_start_fields():
    # south's wolf at b8 next to north's start field b9 (emptied); 4 players: west's a5 beside b5
    state = rolled(1, players=2, roller=0, place={"b1": "b8", "b9": "e5"})
    assert ("b8", "b9") not in moves(state)
    assert_illegal(state, "b8-b9", "move.foreign_start")
    state = rolled(1, players=4, roller=0, place={"b1": "b5", "a5": "e5"})
    assert ("b5", "a5") not in moves(state)
    assert_illegal(state, "b5-a5", "move.foreign_start")
    # nor across another colour's start fields as a short cut
    state = rolled(6, players=4, roller=0, place={"b1": "b5", "a4": "e5", "a5": "e6", "a6": "e7"})
    assert not {t for o, t in moves(state) if o == "b5"} & ALL_START


@pytest.mark.rule("woodwalkers", "move.foreign_start")
def test_unused_colours_start_fields_are_not_part_of_the_playing_area():
    # With two players nobody sits west/east; the engine keeps those fields closed (animals move "on the
    # field in the middle of the board").
    state = rolled(1, players=2, roller=0, place={"b1": "b5"})
    assert ("b5", "a5") not in moves(state)
    assert_illegal(state, "b5-a5", "move.foreign_start")


@pytest.mark.rule("woodwalkers", "move.own_start")
def test_moving_within_own_start_fields():
    # "You can move an animal tile from one of your starting spaces to one of your other open starting
    # spaces. Again: animal tiles cannot be jumped."
    state = rolled(3, players=2, roller=0, place={"c1": "c4", "d1": "d4"})  # c1 and d1 are free now
    targets = {t for o, t in moves(state) if o == "b1"}
    assert {"c1", "d1"} <= targets
    assert "e1" not in targets  # e1 is occupied by our own puma
    from_e1 = {t for o, t in moves(state) if o == "e1"}
    assert {"d1", "c1"} <= from_e1
    state = rolled(3, players=2, roller=0, place={"d1": "d4"})  # only d1 free; b1 cannot jump c1
    assert ("b1", "d1") not in moves(state) and ("c1", "d1") in moves(state)
    assert_illegal(state, "b1-d1", "move.no_jump")


@pytest.mark.rule("woodwalkers", "move.own_start")
def test_never_back_into_the_start_fields_once_left():
    state = rolled(2, players=2, roller=0, place={"b1": "b2"})  # b1 is free again
    assert ("b2", "b1") not in moves(state)
    exc = assert_illegal(state, "b2-b1", "move.own_start")
    assert "b1" in exc.message("en")
    # and no round trip start → play area → start inside one move
    state = rolled(3, players=2, roller=0, place={"c1": "c5"})  # c1 free; b1 could go b2-c2-c1
    assert ("b1", "c1") in moves(state)  # directly along the start fields (1 step) is fine
    state = rolled(3, players=2, roller=0, place={"c1": "c5", "d1": "d5"})
    assert ("b1", "d1") in moves(state)  # b1-c1-d1 within the start fields
    state = rolled(3, players=2, roller=0, place={"c1": "c5", "d1": "d5", "b1": "b7"})
    assert ("e1", "c1") in moves(state) and ("e1", "b1") in moves(state)
    # d1 is free, but c1 blocks the way along the start fields: the detour b2-c2-d2-d1 would mean
    # re-entering the start fields from the playing area
    state = rolled(4, players=2, roller=0, place={"d1": "d5"})
    assert ("b1", "d1") not in moves(state) and ("c1", "d1") in moves(state) and ("b1", "d2") in moves(state)
    exc = assert_illegal(state, "b1-d1", "move.no_jump")  # the way back in from the playing area is closed too
    assert exc.message("en") != assert_illegal(state, "b1-f4", "move.die_max").message("en")  # blocked vs. too far


@pytest.mark.parametrize("action, paragraph", [
    ("e5-e5", "move.stop_early"), ("a1-a2", "turn.roll_move"), ("b9-b8", "turn.roll_move"), ("h9-h8", "turn.roll_move"),
    ("b1-a1", "turn.roll_move"), ("e5-a1", "move.orthogonal"), ("e5-i9", "move.orthogonal"), ("c1-c1", "move.stop_early"),
    ("e5-e8", "move.die_max"), ("e5-f8", "move.die_max"),
])
def test_every_illegal_move_is_a_rule_violation_citing_its_paragraph(action, paragraph):
    state = rolled(2, players=2, roller=0, place={"b1": "e5"})
    assert_illegal(state, action, paragraph)


# == Forest tiles =============================================================
def _reveal_state(players=2, variant="day", **spec):
    """North's bear moves h9→h8→h7 onto a face-down forest tile (seat 0 holds the marker)."""
    state = rolled(2, players=players, roller=1, variant=variant, **spec)
    state = state.apply("h9-h7")
    assert state.phase == "reveal" and state.is_chance_node()
    return state


@pytest.mark.rule("woodwalkers", "land.forest")
def test_landing_on_a_face_down_forest_tile_reveals_it_with_the_mix_probabilities():
    state = _reveal_state()
    total = sum(DAY_MIX.values())
    assert total == 20
    assert {str(a): p for a, p in state.chance_outcomes()} == {f"reveal {k}": Fraction(n, 20) for k, n in DAY_MIX.items()}
    assert dict(state.chance_outcomes())[boardtutor.games.woodwalkers.WoodwalkersAction.parse("reveal flag5")] == Fraction(2, 20)


@pytest.mark.rule("woodwalkers", "land.forest")
def test_reveal_probabilities_follow_the_remaining_face_down_tiles():
    # two flags are already face up (5 and 7); one medicine and one points tile were found earlier
    state = rolling(2, roller=1, flags={"c5": 5, "e6": 7})
    assert state.facts()["forest.c5"] == "flag5"
    state = state.apply("roll").apply("die 2").apply("h9-h7").apply("reveal medicine")  # north finds medicine
    state = state.apply("roll").apply("die 2").apply("e1-e3").apply("reveal points")  # south on e3
    assert state.phase == "choose" and state.current_player == 1
    state = state.apply(f"choose {state.display[0]}")
    state = state.apply(str(state.legal_actions()[0]))  # refill
    assert state.current_player == 0
    state = state.apply("roll").apply("die 1").apply("e3-e4")  # another face-down tile
    remaining = dict(DAY_MIX)
    for found in ("flag5", "flag7", "medicine", "points"):
        remaining[found] -= 1
    total = sum(remaining.values())
    assert total == 16
    assert {str(a): p for a, p in state.chance_outcomes()} == {f"reveal {k}": Fraction(n, total) for k, n in remaining.items() if n}
    assert "reveal flag7" not in legal(state)
    assert_illegal(state, "reveal flag7", "land.forest")


@pytest.mark.rule("woodwalkers", "land.forest")
def test_passing_over_a_face_down_tile_does_not_reveal_it():
    state = rolled(3, players=2, roller=1)  # h9 → h8 → h7 (forest) → h6 (forest); stop on g8? use h8
    state = state.apply("h9-g8")  # h9-h8-g8: no forest on the way? g8 is not a forest field
    assert "g8" not in FOREST and state.facts()["forest.h7"] == "hidden"
    assert state.phase == "roll_or_skip"
    state = rolled(4, players=2, roller=1).apply("h9-h5")  # over h7, h6 (both forest) onto h5 (none)
    assert "h5" not in FOREST and state.facts()["forest.h7"] == "hidden" and state.facts()["forest.h6"] == "hidden"
    assert state.phase == "roll_or_skip" and state.current_player == 0


@pytest.mark.rule("woodwalkers", "forest.flag")
def test_flag_stays_face_up_on_its_field_and_pays_whoever_stands_there_at_the_end():
    state = _reveal_state().apply("reveal flag6")
    facts = state.facts()
    assert facts["forest.h7"] == "flag6" and facts["at.h7"] == "P2/bear"
    assert state.scores() == [0, 0]  # no points before the end
    assert facts["flags_held.P2"] == 1
    # the bear walks on: the flag stays on h7 for the rest of the game
    state = skip_round(state)  # seat 0 (the marker holder) skips; seat 1 chooses the next round
    state = state.apply(f"choose {state.display[0]}")
    state = state.apply(str(state.legal_actions()[0]))  # refill
    state = state.apply("skip")  # seat 0 rolls first, seat 1 last
    state = state.apply("roll").apply("die 1").apply("h7-g7")
    assert state.phase == "reveal"  # g7 is a forest field too
    state = state.apply("reveal die")
    assert state.facts()["forest.h7"] == "flag6" and "at.h7" not in state.facts()
    assert state.facts()["flags_held.P2"] == 0


@pytest.mark.rule("woodwalkers", "forest.flag")
def test_stepping_onto_a_face_up_flag_is_no_reveal():
    state = rolled(2, players=2, roller=1, flags={"h7": 4})
    state = state.apply("h9-h7")
    assert state.phase == "roll_or_skip" and state.facts()["forest.h7"] == "flag4"
    assert state.facts()["flags_held.P2"] == 1


@pytest.mark.rule("woodwalkers", "forest.points")
def test_points_tile_scores_one_at_once_and_leaves_the_game():
    state = _reveal_state(score=[3, 39]).apply("reveal points")
    assert state.scores() == [3, 40]
    facts = state.facts()
    assert facts["forest.h7"] is None  # back in the box: neither hidden nor a flag
    # 40 points: the counter started on the largest field (40) and is back on it; only going past it
    # starts again on the field next to the start (assumption "score_track")
    assert facts["track.P2"] == 40
    assert facts["inventory.P2.medicine"] == facts["inventory.P2.die"] == 0


@pytest.mark.rule("woodwalkers", "forest.medicine")
def test_medicine_is_kept_and_heals_one_wound_in_ones_own_turn():
    state = _reveal_state(wounds={1: {"otter": 2}}).apply("reveal medicine")
    assert state.facts()["inventory.P2.medicine"] == 1
    assert state.facts()["forest.h7"] is None
    # not in the other player's turn: seat 0 rolls now
    assert state.current_player == 0 and not any(a.startswith("medicine") for a in legal(state))
    assert_illegal(state, "medicine otter")
    state = state.apply("skip")  # round over, seat 1 holds the marker now and chooses
    assert state.current_player == 1 and state.phase == "choose"
    # choosing the battle mode counts as a turn of its own, and medicine works any time in one's turn
    assert "medicine otter" in legal(state) and "medicine wolf" not in legal(state)
    assert_illegal(state, "medicine wolf", "forest.medicine")  # the wolf has no wound
    healed = state.apply("medicine otter")
    assert healed.facts()["wounds.P2.otter"] == 1  # one wound only
    assert healed.facts()["inventory.P2.medicine"] == 0  # used up
    assert healed.facts()["supply_wounds"] == SUPPLY - 1
    assert healed.phase == "choose" and healed.current_player == 1
    assert_illegal(healed, "medicine otter", "forest.medicine")  # no medicine any more


@pytest.mark.parametrize("phase", ["roll_or_skip", "move"])
@pytest.mark.rule("woodwalkers", "forest.medicine")
def test_medicine_before_or_after_rolling(phase):
    state = rolling(2, roller=0, wounds={0: {"bear": 1}}, inventory=[{"medicine": 1, "die": 0}, {"medicine": 0, "die": 0}])
    if phase == "move":
        state = state.apply("roll").apply("die 2")
    assert "medicine bear" in legal(state)
    healed = state.apply("medicine bear")
    assert healed.facts()["wounds.P1.bear"] == 0 and healed.phase == phase and healed.current_player == 0
    assert healed.facts()["inventory.P1.medicine"] == 0


@pytest.mark.rule("woodwalkers", "forest.medicine")
def test_medicine_without_a_wound_or_without_the_tile():
    state = rolling(2, roller=0, inventory=[{"medicine": 1, "die": 0}, {"medicine": 0, "die": 0}])
    assert not any(a.startswith("medicine") for a in legal(state))
    assert_illegal(state, "medicine wolf", "forest.medicine")
    no_wound = assert_illegal(state, "medicine wolf", "forest.medicine")
    state = rolling(2, roller=0, wounds={0: {"wolf": 1}})
    no_tile = assert_illegal(state, "medicine wolf", "forest.medicine")
    assert no_wound.message("en") != no_tile.message("en")  # each says what is missing


@pytest.mark.rule("woodwalkers", "forest.die")
def test_die_tile_gives_one_reroll_of_the_movement_die():
    state = _reveal_state().apply("reveal die")
    assert state.facts()["inventory.P2.die"] == 1
    state = skip_round(state)
    state = state.apply(f"choose {state.display[0]}")
    state = state.apply(str(state.legal_actions()[0])).apply("skip")  # refill; seat 0 skips
    state = state.apply("roll")
    assert_illegal(state, "reroll")  # chance first
    state = state.apply("die 1")
    assert "reroll" in legal(state)
    again = state.apply("reroll")
    assert again.is_chance_node() and again.facts()["inventory.P2.die"] == 0
    assert {str(a): p for a, p in again.chance_outcomes()} == {f"die {k}": Fraction(1, 6) for k in range(1, 7)}
    again = again.apply("die 5")
    assert again.die == 5 and "reroll" not in legal(again)  # consumed
    assert moves(again) == expected_moves(board_of(again), 1, 2, 5)
    assert_illegal(again, "reroll", "forest.die")


@pytest.mark.rule("woodwalkers", "forest.die")
def test_reroll_without_a_die_tile():
    assert_illegal(rolled(3, players=2, roller=0), "reroll", "forest.die")


# == The duel ================================================================
def duel(c_animal="wolf", d_animal="otter", category="strength", players=2, variant="day", c_wounds=0, d_wounds=0, **spec):
    """South (seat 0) challenges with ``c_animal`` from d3; north's (seat 1) ``d_animal`` stands on d4."""
    arrangement = {0: [c_animal] + [a for a in ANIMALS if a != c_animal], 1: [d_animal] + [a for a in ANIMALS if a != d_animal]}
    state = after_setup(players, variant=variant, arrangement=arrangement)
    others = [c for c in CATEGORIES if c != category][:2]
    setup = {"display": [category, *others], "marker": players - 1, "phase": "choose",
             "place": {"b1": "d3", "b9": "d4", **spec.pop("place", {})},
             "wounds": {0: {c_animal: c_wounds}, 1: {d_animal: d_wounds}}, **spec}
    state = state.with_setup(setup).apply(f"choose {category}").apply("draw intelligence")
    assert state.current_player == 0
    state = state.apply("roll").apply("die 1")
    assert ("d3", "d4") in moves(state)
    return state.apply("d3-d4")


@pytest.mark.rule("woodwalkers", "land.duel", "duel.start", "duel.category", "duel.values")
def test_moving_onto_another_players_animal_starts_a_duel_in_the_rounds_category():
    state = duel(category="intelligence")
    assert state.phase == "duel_roll_challenger" and state.current_player == CHANCE
    # "both roll, starting with the player who challenged": the first die is the challenger's
    state = state.apply("die 2")
    assert state.phase == "duel_roll_defender"
    state = state.apply("die 5")
    d = state.last_duel
    assert (d["c_die"], d["d_die"]) == (2, 5)
    assert d["category"] == "intelligence"
    assert (d["c_value"], d["d_value"]) == (value("wolf", "intelligence"), value("otter", "intelligence"))


@pytest.mark.parametrize("c_wounds,d_wounds", [(0, 0), (1, 0), (0, 2), (2, 1)])
@pytest.mark.rule("woodwalkers", "duel.values", "duel.total", "duel.tie")
def test_every_pair_of_dice_decides_by_value_minus_wounds_plus_die_tie_to_defender(c_wounds, d_wounds):
    base = duel("bison", "puma", category="endurance", c_wounds=c_wounds, d_wounds=d_wounds)
    c_value = value("bison", "endurance") - c_wounds
    d_value = value("puma", "endurance") - d_wounds
    for c in range(1, 7):
        for d in range(1, 7):
            state = base.apply(f"die {c}").apply(f"die {d}")
            facts = state.facts()
            challenger_wins = c_value + c > d_value + d  # a tie loses for the challenger
            assert facts["duel.c_value"] == c_value and facts["duel.d_value"] == d_value
            assert facts["duel.c_total"] == c_value + c and facts["duel.d_total"] == d_value + d
            assert facts["duel.winner"] == ("P1" if challenger_wins else "P2")
            winner = 0 if challenger_wins else 1
            assert state.scores()[winner] == 2 and state.scores()[1 - winner] == 0  # +2 for the winner
            loser_key, loser_animal, home = ("P2", "puma", "b9") if challenger_wins else ("P1", "bison", "b1")
            wounds = (d_wounds if challenger_wins else c_wounds) + 1
            assert facts["at.d4"] == ("P1/bison" if challenger_wins else "P2/puma")  # conquered or held
            if wounds < 3:
                assert facts[f"wounds.{loser_key}.{loser_animal}"] == wounds
                assert facts[f"where.{loser_key}.{loser_animal}"] == home  # the only open start field
            else:
                assert facts[f"wounds.{loser_key}.{loser_animal}"] is None
                assert facts[f"where.{loser_key}.{loser_animal}"] is None
            assert state.current_player == 1 and state.phase == "roll_or_skip"  # the turn is over


@pytest.mark.rule("woodwalkers", "duel.tie", "duel.winner", "duel.loser")
def test_rulebook_example_wolf_against_otter_in_strength():
    # Lissa's wolf (strength 6) against Isidore's otter (strength 3)
    assert value("wolf", "strength") == 6 and value("otter", "strength") == 3
    base = duel("wolf", "otter", "strength")
    tie = base.apply("die 3").apply("die 6")
    assert (tie.facts()["duel.c_total"], tie.facts()["duel.d_total"]) == (9, 9)
    assert tie.facts()["duel.winner"] == "P2" and tie.scores() == [0, 2]
    for c in (4, 5, 6):
        for d in range(1, 7):
            assert base.apply(f"die {c}").apply(f"die {d}").facts()["duel.winner"] == "P1"
    for c in (1, 2):
        assert base.apply(f"die {c}").apply("die 6").facts()["duel.winner"] == "P2"


@pytest.mark.rule("woodwalkers", "duel.loser")
def test_loser_chooses_among_several_open_start_fields():
    # south's c1 and d1 animals are out in the field, so b1, c1 and d1 are open when the wolf loses
    state = duel("wolf", "otter", "strength", place={"c1": "b6", "d1": "f6"})
    state = state.apply("die 1").apply("die 1")  # 6 + 1 against 3 + 1: the otter loses
    assert state.facts()["duel.winner"] == "P1"
    # north has only b9 open: no choice to make, the otter goes there
    assert state.facts()["where.P2.otter"] == "b9" and state.phase == "roll_or_skip"
    # now south's squirrel (strength 1) loses against the bear (strength 5) with three fields open
    state = duel("squirrel", "bear", "strength", place={"c1": "b6", "d1": "f6"}).apply("die 1").apply("die 6")
    assert state.facts()["duel.winner"] == "P2"
    assert state.phase == "return" and state.current_player == 0
    assert legal(state) == {"return b1", "return c1", "return d1"}
    assert state.facts()["wounds.P1.squirrel"] == 1
    assert_illegal(state, "return e1", "duel.loser")  # occupied by our puma
    assert_illegal(state, "return b9", "duel.loser")  # not ours
    assert_illegal(state, "return e5", "duel.loser")  # not a start field
    assert_illegal(state, "skip", "duel.loser")
    after = state.apply("return d1")
    assert after.facts()["where.P1.squirrel"] == "d1" and after.facts()["duel.returned_to"] == "d1"
    assert after.current_player == 1 and after.phase == "roll_or_skip"


@pytest.mark.rule("woodwalkers", "duel.loser")
def test_the_defender_also_chooses_its_return_field():
    # north lost: c9 and d9 are open as well as b9
    state = duel("bear", "squirrel", "strength", place={"c9": "c6", "d9": "f6"}).apply("die 6").apply("die 1")
    assert state.facts()["duel.winner"] == "P1"
    assert state.phase == "return" and state.current_player == 1  # the loser chooses
    assert legal(state) == {"return b9", "return c9", "return d9"}
    state = state.apply("return c9")
    assert state.facts()["where.P2.squirrel"] == "c9" and state.facts()["at.d4"] == "P1/bear"


@pytest.mark.rule("woodwalkers", "duel.third_wound")
def test_third_wound_takes_the_animal_out_and_returns_the_wounds_to_the_supply():
    state = duel("wolf", "otter", "strength", d_wounds=2)
    assert state.facts()["supply_wounds"] == SUPPLY - 2
    state = state.apply("die 6").apply("die 1")  # 6 + 6 against 1 + 1
    facts = state.facts()
    assert facts["duel.winner"] == "P1" and facts["duel.removed"] is True
    assert facts["where.P2.otter"] is None and facts["wounds.P2.otter"] is None  # tile and card gone
    assert facts["supply_wounds"] == SUPPLY  # the three wound tiles go back
    assert all(animal != "otter" for seat, animal in board_of(state).values() if seat == 1)
    assert facts["at.d4"] == "P1/wolf" and state.scores() == [2, 0]
    # the same for a challenger who loses its third wound
    state = duel("squirrel", "bear", "strength", c_wounds=2).apply("die 1").apply("die 1")
    assert state.facts()["duel.removed"] is True and state.facts()["where.P1.squirrel"] is None
    assert state.facts()["supply_wounds"] == SUPPLY and state.phase == "roll_or_skip"


@pytest.mark.rule("woodwalkers", "duel.values", "duel.loser")
def test_wounds_lower_the_value_by_one_each():
    state = duel("wolf", "otter", "strength", c_wounds=2, d_wounds=1).apply("die 3").apply("die 3")
    assert state.facts()["duel.c_value"] == 6 - 2 and state.facts()["duel.d_value"] == 3 - 1
    assert state.facts()["duel.c_total"] == 7 and state.facts()["duel.d_total"] == 5
    assert state.facts()["wounds.P2.otter"] == 2


@pytest.mark.rule("woodwalkers", "duel.winner")
def test_winner_takes_over_the_flag_on_the_field():
    # north's otter stands on a face-up 5 flag on c5; south's wolf attacks from c4
    arrangement = {0: ANIMALS, 1: ["otter"] + [a for a in ANIMALS if a != "otter"]}
    state = after_setup(2, arrangement=arrangement).with_setup(
        {"place": {"b1": "c4", "b9": "c5"}, "flags": {"c5": 5}, "display": ["strength", "speed", "endurance"],
         "marker": 1, "phase": "choose"})
    state = state.apply("choose strength").apply("draw speed").apply("roll").apply("die 1").apply("c4-c5")
    assert state.phase == "duel_roll_challenger"  # a flag field with an animal is no reveal
    won = state.apply("die 6").apply("die 1")
    assert won.facts()["at.c5"] == "P1/wolf" and won.facts()["forest.c5"] == "flag5"
    assert won.facts()["flags_held.P1"] == 1 and won.facts()["flags_held.P2"] == 0
    lost = state.apply("die 1").apply("die 6")
    assert lost.facts()["at.c5"] == "P2/otter" and lost.facts()["flags_held.P2"] == 1


@pytest.mark.rule("woodwalkers", "forest.die")
def test_duel_rerolls_challenger_first_then_defender():
    # assumption "duel_rerolls"
    inventory = [{"medicine": 0, "die": 1}, {"medicine": 1, "die": 1}]
    state = duel("wolf", "otter", "strength", d_wounds=1, inventory=inventory).apply("die 1").apply("die 6")
    assert state.phase == "duel_decide" and state.current_player == 0
    assert legal(state) == {"accept", "reroll"}
    state = state.apply("reroll")
    assert state.is_chance_node() and state.facts()["inventory.P1.die"] == 0
    state = state.apply("die 5")  # 6 + 5 = 11 against 3 - 1 + 6 = 8
    assert state.phase == "duel_decide" and state.current_player == 1
    # the die tile works any time, medicine only in one's own turn (DE: "während deines Zuges")
    assert legal(state) == {"accept", "reroll"}
    exc = assert_illegal(state, "medicine otter", "duel.total")
    assert "no wound" not in exc.message("en")  # the otter is wounded: the reason is the timing
    state = state.apply("reroll").apply("die 4")  # the defender's new die: 2 + 4 = 6
    assert state.facts()["duel.c_die"] == 5 and state.facts()["duel.d_die"] == 4
    assert state.facts()["duel.winner"] == "P1" and state.scores() == [2, 0]
    assert state.facts()["inventory.P2.die"] == 0


def test_duel_without_tiles_is_decided_at_once_and_accept_passes():
    inventory = [{"medicine": 0, "die": 1}, {"medicine": 0, "die": 0}]
    state = duel("wolf", "otter", "strength", inventory=inventory).apply("die 1").apply("die 6")
    assert state.phase == "duel_decide"
    done = state.apply("accept")  # defender has nothing to decide: the duel is resolved
    assert done.facts()["duel.winner"] == "P2" and done.facts()["inventory.P1.die"] == 1


@pytest.mark.rule("woodwalkers", "forest.medicine")
def test_challenger_may_use_medicine_before_the_totals_are_compared():
    inventory = [{"medicine": 1, "die": 0}, {"medicine": 1, "die": 0}]
    state = duel("wolf", "otter", "strength", c_wounds=1, d_wounds=1, inventory=inventory).apply("die 3").apply("die 5")
    # wolf 6 - 1 + 3 = 8 against otter 3 - 1 + 5 = 7: the challenger is ahead, but may still heal
    assert state.phase == "duel_decide" and state.current_player == 0
    assert legal(state) == {"accept", "medicine wolf"}
    healed = state.apply("medicine wolf")
    assert healed.phase == "duel_decide" and healed.facts()["inventory.P1.medicine"] == 0
    done = healed.apply("accept")  # the defender has no die tile and may not use medicine now
    assert done.facts()["duel.c_value"] == 6 and done.facts()["duel.c_total"] == 9
    assert done.facts()["duel.winner"] == "P1"
    assert done.facts()["wounds.P1.wolf"] == 0 and done.facts()["wounds.P2.otter"] == 2
    assert done.facts()["inventory.P2.medicine"] == 1


def test_duel_phases_refuse_other_actions():
    state = duel()
    assert_illegal(state, "accept", "duel.values")  # the dice come first
    assert_illegal(state, "guess otter", "duel.values")  # no guessing by day
    assert_illegal(state, "die 7")


@pytest.mark.rule("woodwalkers", "duel.start")
def test_a_duel_from_a_start_field():
    # an animal on its start field may attack an animal on the field right in front of it
    state = rolled(1, players=2, roller=0, place={"b9": "d2"})
    assert ("d1", "d2") in moves(state)
    state = state.apply("d1-d2").apply("die 6").apply("die 1")  # bison 6 + 6 against wolf 6 + 1
    assert state.facts()["at.d2"] == "P1/bison" and state.facts()["where.P2.wolf"] == "b9"


# == Score track and end of the game ==========================================
@pytest.mark.rule("woodwalkers", "score.lap")
def test_score_keeps_counting_past_the_track():
    state = duel("wolf", "otter", "strength", score=[39, 0]).apply("die 6").apply("die 1")
    assert state.scores() == [41, 0]
    assert state.facts()["track.P1"] == 41 - TRACK == 1 and state.facts()["score.P1"] == 41


def final_round(players=2, score=None, place=None, flags=None, wounds=None, marker=0, board=None, names=None):
    """The marker holder chooses with an empty stack: this is the last round."""
    state = after_setup(names or players)
    # 17 rounds are over: every tile but the three in the display is on the discard pile
    discard = ["endurance"] * 4 + ["intelligence"] * 4 + ["speed"] * 4 + ["strength"] * 5
    spec = {"display": ["endurance", "intelligence", "speed"], "stack": {c: 0 for c in CATEGORIES},
            "discard": discard, "marker": marker, "phase": "choose"}
    for key, val in (("score", score), ("place", place), ("flags", flags), ("wounds", wounds), ("board", board)):
        if val is not None:
            spec[key] = val
    state = state.with_setup(spec).apply("choose speed")
    assert state.facts()["last_round"] is True and state.phase == "roll_or_skip"
    return state


@pytest.mark.rule("woodwalkers", "end.trigger")
def test_game_ends_after_one_last_round_when_the_display_cannot_be_refilled():
    state = final_round(3, marker=1)
    rollers = []
    while not state.is_terminal():
        rollers.append(state.current_player)
        state = state.apply("skip")
    assert rollers == [2, 0, 1]  # one more full round of rolling, marker holder last
    assert state.current_player == TERMINAL and state.legal_actions() == [] and state.outcome() is not None
    exc = assert_illegal(state, "roll")
    assert "over" in exc.message("en") or "vorbei" in exc.message("de")


@pytest.mark.rule("woodwalkers", "end.trigger")
def test_with_tiles_left_the_game_goes_on_until_the_stack_is_empty():
    state = after_setup(2).with_setup({"stack": {"endurance": 0, "speed": 0, "intelligence": 1, "strength": 0},
                                       "display": ["endurance", "speed", "strength"], "marker": 0, "phase": "choose",
                                       "discard": ["endurance", "speed", "intelligence", "strength"] * 4})
    state = state.apply("choose strength")
    assert state.phase == "refill" and state.chance_outcomes()[0][1] == 1  # the last tile: certain
    state = skip_round(state.apply("draw intelligence"))
    assert not state.is_terminal() and state.phase == "choose" and len(state.display) == 3
    state = state.apply("choose intelligence")  # the stack is empty now: the last round
    assert state.facts()["last_round"] is True
    state = skip_round(state)
    assert state.is_terminal()


@pytest.mark.rule("woodwalkers", "end.trigger")
def test_rounds_in_a_whole_game_follow_the_twenty_tiles():
    # 3 tiles in the display, 17 in the stack: 17 refilled rounds plus the last one = 18 choices
    state = after_setup(2)
    rounds = 0
    while not state.is_terminal():
        assert state.phase == "choose"
        rounds += 1
        state = state.apply(f"choose {state.display[0]}")
        if state.phase == "refill":
            state = state.apply(str(state.legal_actions()[0]))
        state = skip_round(state)
    assert rounds == 20 - 3 + 1


@pytest.mark.rule("woodwalkers", "end.flags")
def test_flag_points_at_the_end_go_to_whoever_stands_on_them():
    # north stands on a 5 and a 7 (rulebook: +12), south on a 2; the 3 flag stands empty
    state = final_round(2, score=[10, 4], place={"b9": "c5", "c9": "e6", "b1": "g5"},
                        flags={"c5": 5, "e6": 7, "g5": 2, "c7": 3})
    state = skip_round(state)
    assert state.is_terminal()
    assert state.scores() == [10 + 2, 4 + 5 + 7]
    assert state.facts()["flag_points.P2"] == 12 and state.facts()["flag_points.P1"] == 2
    assert state.outcome().winners == (1,)


@pytest.mark.rule("woodwalkers", "score.lap", "end.flags")
def test_flag_points_wrap_the_track_but_count_in_full():
    state = skip_round(final_round(2, score=[38, 39], place={"b1": "c5"}, flags={"c5": 5}))
    assert state.scores() == [43, 39] and state.facts()["track.P1"] == 3
    assert state.outcome().winners == (0,)


@pytest.mark.rule("woodwalkers", "end.flags")
def test_face_down_tiles_pay_nothing_at_the_end():
    # a tile nobody has stepped on stays face down (stepping on it turns it over): it pays nobody
    state = skip_round(final_round(2, score=[5, 5], place={"b1": "c4", "b9": "e6"}, flags={"e6": 4}))
    assert state.facts()["forest.c5"] == "hidden" and state.facts()["at.c4"] == "P1/wolf"
    assert state.scores() == [5, 9]


def _reasons(state):
    outcome = state.outcome()
    de, en = outcome.message("de"), outcome.message("en")
    assert de and en and de != en
    return outcome, de, en


@pytest.mark.rule("woodwalkers", "win.most_points")
def test_most_points_wins():
    state = skip_round(final_round(["Ann", "Ben"], score=[10, 12]))
    outcome, de, en = _reasons(state)
    assert outcome.winners == (1,) and outcome.winner == 1
    assert "Ben" in de and "Ben" in en and "12" in en


@pytest.mark.rule("woodwalkers", "win.tie_flags")
def test_tie_on_points_more_animals_on_flags_wins():
    # 10 + 2 + 3 = 15 for Ann (two animals on flags), 10 + 5 = 15 for Ben (one)
    state = skip_round(final_round(["Ann", "Ben"], score=[10, 10], place={"b1": "c5", "c1": "e6", "b9": "g5"},
                                   flags={"c5": 2, "e6": 3, "g5": 5}))
    assert state.scores() == [15, 15]
    outcome, de, en = _reasons(state)
    assert outcome.winners == (0,)
    assert "Ann" in en and "flag" in en.lower() and "Fahne" in de


@pytest.mark.rule("woodwalkers", "win.tie_wounds")
def test_tie_on_points_and_flags_fewer_wounds_wins():
    state = skip_round(final_round(["Ann", "Ben"], score=[10, 10], place={"b1": "c5", "b9": "g5"},
                                   flags={"c5": 5, "g5": 5}, wounds={0: {"bear": 1, "otter": 1}, 1: {"raven": 1}}))
    assert state.scores() == [15, 15]
    outcome, de, en = _reasons(state)
    assert outcome.winners == (1,)
    assert "Ben" in en and "wound" in en.lower() and "Wunde" in de


@pytest.mark.rule("woodwalkers", "win.shared")
def test_all_tied_is_a_shared_win():
    state = skip_round(final_round(["Ann", "Ben", "Cem"], score=[9, 9, 7], wounds={0: {"bear": 1}, 1: {"wolf": 1}}))
    outcome, de, en = _reasons(state)
    assert outcome.winners == (0, 1) and outcome.winner is None
    assert "Ann" in en and "Ben" in en and "Cem" not in en
    assert "share" in en.lower() and "gemeinsam" in de
    assert "Ann and Ben have 9 points each" in en and "Ann und Ben haben je 9 Punkte" in de


@pytest.mark.rule("woodwalkers", "win.tie_flags", "win.tie_wounds")
def test_tie_breaks_only_among_the_leaders():
    # Cem has the most flags but fewer points; Ann and Ben tie and Ann has fewer wounds
    state = skip_round(final_round(["Ann", "Ben", "Cem"], score=[20, 20, 0], place={"b9": "c5", "c9": "e6"},
                                   flags={"c5": 2, "e6": 3}, wounds={1: {"bear": 2}}))
    assert state.scores() == [20, 20, 5]
    assert state.outcome().winners == (0,)


# == Night variant ============================================================
@pytest.mark.rule("woodwalkers", "night.guess")
def test_night_defender_guesses_before_the_dice():
    state = duel("wolf", "otter", "strength", variant="night")
    assert state.phase == "guess" and state.current_player == 1  # the challenged player
    # all seven of south's animals are alive; guessing is optional (the rulebook says "may")
    assert legal(state) == {f"guess {a}" for a in ANIMALS} | {"noguess"}
    assert_illegal(state, "die 3", "night.guess")


@pytest.mark.rule("woodwalkers", "night.guess")
def test_night_without_a_guess_nobody_gets_a_bonus():
    state = duel("wolf", "otter", "strength", variant="night").apply("noguess")
    assert state.phase == "duel_roll_challenger"
    facts = state.apply("die 3").apply("die 6").facts()
    assert (facts["duel.c_total"], facts["duel.d_total"]) == (6 + 3, 3 + 6)
    assert facts["duel.winner"] == "P2"  # the tie still loses for the challenger


@pytest.mark.parametrize("guess", ANIMALS)
@pytest.mark.rule("woodwalkers", "night.guess")
def test_night_guess_right_helps_the_defender_wrong_helps_the_challenger(guess):
    base = duel("wolf", "otter", "strength", variant="night").apply(f"guess {guess}")
    assert base.phase == "duel_roll_challenger"
    right = guess == "wolf"
    for c, d in ((3, 6), (4, 6), (2, 6), (1, 1)):
        facts = base.apply(f"die {c}").apply(f"die {d}").facts()
        c_total = 6 + c + (0 if right else 1)
        d_total = 3 + d + (1 if right else 0)
        assert (facts["duel.c_total"], facts["duel.d_total"]) == (c_total, d_total)
        assert facts["duel.winner"] == ("P1" if c_total > d_total else "P2")


@pytest.mark.rule("woodwalkers", "night.guess", "night.memory")
def test_night_guess_only_among_the_challengers_animals_in_the_game():
    state = after_setup(2, variant="night").with_setup({"place": {"b1": "d3", "b9": "d4"}})
    # south's raven and bear are out of the game already
    board = {f: v for f, v in json.loads(state.to_json())["board"].items() if v not in ([0, "raven"], [0, "bear"])}
    state = state.with_setup({"board": board, "display": ["strength", "speed", "endurance"], "marker": 1, "phase": "choose"})
    state = state.apply("choose strength").apply("draw speed").apply("roll").apply("die 1").apply("d3-d4")
    assert legal(state) == {f"guess {a}" for a in ANIMALS if a not in ("raven", "bear")} | {"noguess"}


@pytest.mark.rule("woodwalkers", "night.forest")
def test_night_forest_tiles_use_the_night_mix():
    state = _reveal_state(variant="night")
    night = DATA["forest_tiles"]["night"]
    total = sum(night.values())
    assert total == 20
    assert {str(a): p for a, p in state.chance_outcomes()} == {f"reveal {k}": Fraction(n, total) for k, n in night.items()}


# == JSON, history, notation, malformed input, determinism =====================
def _random_states(count, seed):
    rng = random.Random(seed)
    for game_number in range(count):
        players = rng.randint(2, 4)
        variant = rng.choice(["day", "night"])
        state = GAME.new_initial_state(players=players, seed=rng.randrange(10**6), variant=variant)
        for _ in range(rng.randint(0, 400)):
            if state.is_terminal():
                break
            yield state
            if state.is_chance_node():
                state = state.apply(state.sample_chance(rng))
            else:
                options = state.legal_actions()
                moving = [a for a in options if a.kind == "move"]
                state = state.apply(rng.choice(moving if moving and rng.random() < 0.8 else options))
        yield state


def test_json_round_trip_in_every_phase():
    seen = set()
    for state in _random_states(12, "json"):
        text = state.to_json()
        again = GAME.state_from_json(text)
        assert again == state and again.to_json() == text
        assert again.history == state.history
        assert [str(a) for a in again.legal_actions()] == [str(a) for a in state.legal_actions()]
        assert again.chance_outcomes() == state.chance_outcomes()
        seen.add(state.phase)
    # the round trip was tried mid-duel too
    assert {"duel_roll_challenger", "duel_roll_defender", "move", "reveal", "choose", "refill"} <= seen


@pytest.mark.parametrize("phase", ["guess", "duel_roll_defender", "duel_decide", "duel_reroll", "return"])
def test_json_round_trip_mid_duel(phase):
    inventory = [{"medicine": 0, "die": 1}, {"medicine": 0, "die": 1}]
    state = duel("squirrel", "bear", "strength", variant="night", inventory=inventory, place={"c1": "b6", "d1": "f6"})
    path = {"guess": [], "duel_roll_defender": ["guess puma", "die 2"], "duel_decide": ["guess puma", "die 2", "die 5"],
            "duel_reroll": ["guess puma", "die 2", "die 5", "reroll"],
            "return": ["guess puma", "die 2", "die 5", "accept", "accept"]}[phase]
    for action in path:
        state = state.apply(action)
    assert state.phase == phase
    again = GAME.state_from_json(state.to_json())
    assert again == state
    for action in state.legal_actions():
        assert state.apply(action) == again.apply(action)


def test_history_lists_every_action_in_notation():
    state = new_game(2)
    actions = ["draw strength", "draw speed", "draw endurance", "choose speed", "draw strength", "roll", "die 2", "h9-h7"]
    for action in actions:
        state = state.apply(action)
    assert state.history == actions
    assert state.with_setup({"score": [1, 2]}).history == actions


def test_notation_round_trips_for_every_legal_action():
    count = 0
    for state in _random_states(10, "notation"):
        for action in state.legal_actions():
            text = str(action)
            parsed = GAME.parse_action(text)
            assert parsed == action and str(parsed) == text
            count += 1
    assert count > 1000


def test_notation_is_forgiving_about_case_and_spaces():
    assert str(GAME.parse_action("  I8 - H7 ")) == "i8-h7"
    assert str(GAME.parse_action("Choose   STRENGTH")) == "choose strength"


@pytest.mark.parametrize("bad", ["fly to the moon", "", "   ", "die 7", "die 0", "choose courage", "guess dragon",
                                 "medicine", "roll roll", "j1-j2", "b1-b2-b3", "return z9", "reveal treasure", "b1b2"])
def test_malformed_text_is_a_rule_violation(bad):
    state = after_setup(2)
    assert_illegal(state, bad)
    with pytest.raises(RuleViolation):
        GAME.parse_action(bad)


@pytest.mark.parametrize("bad", [42, None, 3.5, ["roll"], {"kind": "roll"}, b"roll"])
def test_non_text_actions_are_rule_violations(bad):
    assert_illegal(after_setup(2), bad)


@pytest.mark.parametrize("text", ["{", "", "null", "[]", "42", '"woodwalkers"', '{"game": "chess"}', '{"game": "woodwalkers"}'])
def test_bad_json_is_a_rule_violation(text):
    with pytest.raises(RuleViolation) as info:
        GAME.state_from_json(text)
    assert info.value.message("de") != info.value.message("en")


def test_json_of_another_game_is_refused():
    data = json.loads(new_game(2).to_json())
    data["game"] = "catan"
    with pytest.raises(RuleViolation) as info:
        GAME.state_from_json(json.dumps(data))
    assert "Woodwalkers" in info.value.message("en") and "Woodwalkers" in info.value.message("de")  # by its title


def test_damaged_json_fields_are_rule_violations_not_crashes():
    good = json.loads(rolling(3, roller=1).to_json())
    junk = [[], {}, 5, -1, "x", None, True, [1], [[1]], {"a": 1}, {"b1": [0, "wolf"]}, {"zz": [0, "wolf"]}, ["b1"]]
    for key in good:
        for bad in junk:
            data = dict(good)
            data[key] = bad
            try:
                GAME.state_from_json(json.dumps(data))
            except RuleViolation as exc:
                assert exc.message("de") != exc.message("en")


def test_apply_never_changes_its_input():
    state = rolled(3, players=2, roller=0)
    before = state.to_json()
    for action in state.legal_actions():
        state.apply(action)
        assert state.to_json() == before


def _play(seed):
    state = GAME.new_initial_state(players=3, seed=seed)
    rng = random.Random(99)  # the players' choices; chance comes from the game's seed
    states = [state]
    while not state.is_terminal() and len(states) < 300:
        state = state.apply(state.sample_chance() if state.is_chance_node() else rng.choice(state.legal_actions()))
        states.append(state)
    return states


def test_same_seed_and_actions_give_the_same_game():
    first, second = _play(4), _play(4)
    assert [s.to_json() for s in first] == [s.to_json() for s in second]
    other = _play(5)
    assert [s.history for s in other] != [s.history for s in first]


def test_sample_chance_only_at_chance_points():
    with pytest.raises(RuleViolation):
        rolling(2, roller=0).sample_chance()
