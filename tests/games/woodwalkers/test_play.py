"""Playing Woodwalkers: what each seat may know at night, the computer's reasons, texts for a viewer."""

from __future__ import annotations

import json
import random
import re
from fractions import Fraction
from math import factorial, prod

import pytest

import boardtutor
from boardtutor.bots import RandomBot, SearchBot
from boardtutor.games.woodwalkers.rules import ANIMALS, START_FIELDS
from boardtutor.i18n import Noun

GAME = boardtutor.load("woodwalkers")
NAMES = {lang: {a: Noun(f"woodwalkers.animal.{a}").render(lang) for a in ANIMALS} for lang in ("de", "en")}


def random_states(variant: str, games: int = 6, seed: int = 0, players: int = 2):
    """Every state of a few random games (seeded)."""
    for index in range(games):
        state = GAME.new_initial_state(players=players + index % 2, seed=seed + index, variant=variant)
        bot = RandomBot(seed + index)
        while not state.is_terminal():
            yield state
            state = state.apply(state.sample_chance() if state.is_chance_node() else bot.choose(state))


def first(variant: str, phase: str, **kwargs):
    return next(s for s in random_states(variant, **kwargs) if s.phase == phase)


def mentions(text: str, animal: str) -> bool:
    return any(re.search(rf"\b{re.escape(NAMES[lang][animal])}\w*", text, re.I) for lang in ("de", "en"))


# -- the secret set-up ------------------------------------------------------------------------------
def test_at_night_each_player_lays_the_animals_face_down_in_any_order_by_chance():
    state = GAME.new_initial_state(["Mia", "Tom"], seed=1, variant="night")
    chance = []
    while state.phase == "arrange":
        outcomes = state.chance_outcomes()
        placed = {a for s, a in state.board.values() if s == len(chance) // 7}
        assert {str(a) for a, _ in outcomes} == {f"place {a}" for a in ANIMALS if a not in placed}
        assert len({p for _, p in outcomes}) == 1
        chance.append(outcomes[0][1])
        state = state.apply(outcomes[-1][0])
    # every one of the 7! orders of each seat is possible, all equally likely
    assert prod(chance) == Fraction(1, factorial(7)) ** 2
    assert state.phase == "setup_draw" and len(state.board) == 14
    assert [state.board[f][1] for f in START_FIELDS["south"]] == sorted(ANIMALS, reverse=True)


def test_different_seeds_give_different_secret_orders():
    orders = set()
    for seed in range(6):
        state = GAME.new_initial_state(2, seed=seed, variant="night")
        while state.phase == "arrange":
            state = state.apply(state.sample_chance())
        orders.add(tuple(state.board[f][1] for f in START_FIELDS["north"]))
    assert len(orders) == 6


def test_by_day_and_with_an_arrangement_there_is_no_secret_set_up():
    assert GAME.new_initial_state(2, seed=1).phase == "setup_draw"
    assert GAME.new_initial_state(2, seed=1, variant="night", arrangement=[ANIMALS, ANIMALS]).phase == "setup_draw"


# -- what a seat may know ----------------------------------------------------------------------------
def test_a_seat_observes_its_own_animals_but_not_the_others():
    state = first("night", "roll_or_skip")
    seen = state.observation(0)
    for field, (seat, animal) in state.board.items():
        assert seen["board"][field] == [seat, animal if seat == 0 else None]
    assert all(h in ("place ?",) or not h.startswith("place") or h[6:] in ANIMALS for h in seen["history"])
    assert sum(h == "place ?" for h in seen["history"]) == 7
    spectator = state.observation(None)
    assert all(animal is None for _, animal in spectator["board"].values())
    assert state.observation(1)["board"] != seen["board"]


def test_a_duel_shows_both_animals_to_everyone_and_they_stay_known():
    state = first("night", "guess", games=40)
    duel = state.duel
    c, d = (duel["challenger"], duel["c_animal"]), (duel["defender"], duel["d_animal"])
    assert state.observation(duel["defender"])["duel"]["c_animal"] is None
    after = state.apply("noguess")
    assert {c, d} <= after.revealed
    for seat in range(after.num_players):
        assert after.observation(seat)["duel"]["c_animal"] == c[1]
    # later, on the board, the defender still knows the tile
    later = next(s for s in random_states("night", games=40) if s.revealed and s.phase == "roll_or_skip")
    for seat, animal in later.revealed:
        if (seat, animal) in later.board.values():
            field = next(f for f, v in later.board.items() if v == (seat, animal))
            assert all(later.observation(s)["board"][field] == [seat, animal] for s in range(later.num_players))


def test_resampling_redraws_only_the_unknown_animals_and_passes_the_save_gate():
    state = next(s for s in random_states("night", games=40) if s.revealed and s.phase == "move")
    rng = random.Random(3)
    seen = set()
    for _ in range(20):
        other = state.resample_hidden(0, rng)
        assert other.observation(0) == state.observation(0)
        assert {f: v for f, v in other.board.items() if v[0] == 0} == {f: v for f, v in state.board.items() if v[0] == 0}
        for field, (seat, animal) in state.board.items():
            if (seat, animal) in state.revealed:
                assert other.board[field] == (seat, animal)
        GAME.state_from_json(other.to_json())
        seen.add(tuple(sorted((f, a) for f, (s, a) in other.board.items() if s == 1)))
    assert len(seen) > 5
    day = first("day", "move")
    assert day.resample_hidden(0, rng) is day and day.observation(0) == day.observation(None)


def test_texts_and_board_for_a_viewer_never_name_the_others_face_down_animals():
    state = GAME.new_initial_state(2, seed=2, variant="night", arrangement=[ANIMALS, ANIMALS])
    state = state.apply("draw strength").apply("draw speed").apply("draw endurance").apply("choose speed")
    state = state.apply("draw speed").apply("roll").apply("die 1")
    assert state.current_player == 1
    move = "b9-b8"
    assert state.action_text(move, "en", viewer=0) == "Blue moves an animal from b9 to b8"
    assert state.action_text(move, "de", viewer=0) == "Blau zieht ein Tier von b9 nach b8"
    assert state.action_text(move, "en", viewer=1) == "Blue moves the wolf from b9 to b8"
    assert state.action_text(move, "de", viewer=1) == "Blau zieht den Wolf von b9 nach b8"
    assert state.action_text(move, "de") == "Blau zieht den Wolf von b9 nach b8"  # a teacher sees everything
    for lang in ("de", "en"):
        picture = GAME.ui().svg(state, lang=lang, viewer=0)
        titles = re.findall(r"<title>([^<]*)</title>", picture)
        north = [t for t in titles if re.match(r"[a-i]9: ", t)]
        assert north and not any(mentions(t, a) for t in north for a in ANIMALS)
        south = [t for t in titles if re.match(r"[b-h]1: ", t)]
        assert any(mentions(t, "wolf") for t in south)


def test_the_set_up_texts_name_only_ones_own_animals():
    state = GAME.new_initial_state(["Mia", "Tom"], seed=2, variant="night")
    assert state.action_text("place bear", "en", viewer=0) == "Mia lays the bear face down on b1"
    assert state.action_text("place bear", "de", viewer=0) == "Mia legt den Bären verdeckt auf b1"
    assert state.action_text("place bear", "de", viewer=1) == "Mia legt ein Tier verdeckt auf b1"


# -- the computer ------------------------------------------------------------------------------------
def test_the_computers_guess_depends_only_on_what_the_defender_may_know():
    states = [s for s in random_states("night", games=40) if s.phase == "guess"][:4]
    assert states
    for state in states:
        seat = state.current_player
        twin = state.resample_hidden(seat, random.Random(9))
        first_choice = SearchBot(seed=2, time_limit=None, max_iterations=60).choose(state)
        assert SearchBot(seed=2, time_limit=None, max_iterations=60).choose(twin) == first_choice


def test_a_reason_names_something_from_the_position_in_both_languages():
    """Most actions get a reason; where nothing true and useful can be said (a step that reaches no
    goal, a reroll that cannot help) there is none, and the search's figures explain the move."""
    checked, silent = 0, 0
    for variant in ("day", "night"):
        for state in list(random_states(variant, games=3, seed=5))[::7]:
            if state.is_chance_node():
                continue
            for action in state.legal_actions()[:6]:
                if state.move_reason(action, "en") is None:
                    assert state.move_reason(action, "de") is None
                    assert action.kind in ("move", "stay", "skip", "roll", "reroll"), str(action)
                    silent += 1
                    continue
                for lang in ("de", "en"):
                    reason = state.move_reason(action, lang)
                    assert reason and reason.endswith(".") and ".." not in reason and "{" not in reason
                    assert re.search(r"\b[a-i][1-9]\b|\d", reason), reason
                    assert "(s)" not in reason and "(n)" not in reason
                checked += 1
    assert checked > 100 and silent < checked / 5


def test_a_duel_s_reason_says_whose_animal_is_whose():
    """Both packs have the same seven animals: "the wolf has 3, the wolf has 3" would not say which is
    which, so the mover's animal is "mine" and the defender's is named with its player."""
    checked = 0
    for players in (["Ada", "Ben"], ["Ada", "Ben", "Cleo"]):
        state = GAME.new_initial_state(players=players, seed=4)
        bot = RandomBot(4)
        while not state.is_terminal() and checked < 12:
            if not state.is_chance_node() and state.phase == "move":
                for action in state.legal_actions():
                    target = action.args[1] if action.kind == "move" else None
                    if target in state.board:
                        mover, defender = state.board[action.args[0]], state.board[target]
                        de, en = state.move_reason(action, "de"), state.move_reason(action, "en")
                        owner = players[defender[0]]
                        assert f"hat {Noun(f'woodwalkers.animal.{mover[1]}').render('de', det='my')} " in de, de
                        assert f" und {Noun(f'woodwalkers.animal.{defender[1]}').render('de', det='the')} von {owner} " in de, de
                        assert f"my {NAMES['en'][mover[1]]} has" in en and f" and {owner}'s {NAMES['en'][defender[1]]} " in en, en
                        # the action's own text says "duel" and the field: the reason does not repeat them
                        assert "Duell" not in de and "duel" not in en and target not in de + en
                        checked += 1
            state = state.apply(state.sample_chance() if state.is_chance_node() else bot.choose(state))
    assert checked >= 12


def test_at_night_the_computers_explanation_keeps_its_own_animals_secret():
    checked = 0
    for state in random_states("night", games=4, seed=8):
        if state.is_chance_node() or state.phase != "move":
            continue
        bot = SearchBot(seed=1, time_limit=None, max_iterations=20)
        action = bot.choose(state)
        if action.kind != "move":
            continue
        seat, animal = state.board[action.args[0]]
        if (seat, animal) in state.revealed:
            continue
        for lang in ("de", "en"):
            for reader in (1 - seat, None):
                text = bot.explain(lang, viewer=reader if reader is not None else -1)
                assert not mentions(text, animal), text
        checked += 1
        if checked > 8:
            break
    assert checked


# -- texts --------------------------------------------------------------------------------------------
ACC_DE = {"wolf": "den Wolf", "otter": "den Otter", "bison": "den Bison", "puma": "den Puma",
          "squirrel": "das Hörnchen", "raven": "den Raben", "bear": "den Bären"}


@pytest.mark.parametrize("animal", ANIMALS)
def test_every_animal_with_the_right_article_and_case(animal):
    players = 4
    for seat in range(players):
        arrangement = [[animal] + [a for a in ANIMALS if a != animal]] * players
        state = GAME.new_initial_state(players, seed=1, arrangement=arrangement, start_player=(seat - 1) % players)
        state = state.apply("draw strength").apply("draw speed").apply("draw endurance").apply("choose speed")
        state = state.apply("draw speed").apply("roll").apply("die 1")
        assert state.current_player == seat
        field = START_FIELDS[state.side[seat]][0]
        move = next(a for a in state.legal_actions() if a.kind == "move" and a.args[0] == field)
        de, en = state.action_text(move, "de"), state.action_text(move, "en")
        assert f"zieht {ACC_DE[animal]} von {field}" in de
        assert f"moves the {animal} from {field}" in en
        heal = state.with_setup({"wounds": {str(seat): {animal: 1}}, "inventory": [{"medicine": 1, "die": 0}] * players})
        assert f"heilt {ACC_DE[animal]} mit Sherris Medizin" in heal.action_text(f"medicine {animal}", "de")
        other = next(a for a in ANIMALS if a != animal)
        with pytest.raises(boardtutor.RuleViolation) as refused:
            heal.apply(f"medicine {other}")
        assert refused.value.message("de").startswith(f"Dein {NAMES['de'][other]} hat keine Wunde")
        assert refused.value.message("en").startswith(f"Your {other} has no wound")


def test_the_duel_prompt_offers_medicine_when_only_medicine_is_possible():
    state = next(s for s in random_states("day", games=60, seed=1) if s.phase == "duel_decide")
    seat = state.duel["challenger"]
    inventory = [{"medicine": 1 if s == seat else 0, "die": 0} for s in range(state.num_players)]
    data = json.loads(state.with_setup({"inventory": inventory, "wounds": {str(seat): {state.duel["c_animal"]: 1}}}).to_json())
    data["duel"]["deciding"] = seat
    only_medicine = GAME.state_from_dict(data)
    assert "die tile" not in only_medicine.describe("en") and "medicine" in only_medicine.describe("en")
    assert "Würfel-Plättchen" not in only_medicine.describe("de") and "Medizin" in only_medicine.describe("de")


def test_moving_onto_the_same_field_or_an_unused_colours_start_field_is_explained():
    state = GAME.new_initial_state(2, seed=1).apply("draw strength").apply("draw speed").apply("draw endurance")
    state = state.apply("choose speed").apply("draw speed").apply("roll").apply("die 3")
    state = state.with_setup({"place": {"b9": "b5"}})
    with pytest.raises(boardtutor.RuleViolation) as same:
        state.apply("b5-b5")
    assert "another field" in same.value.message("en")
    with pytest.raises(boardtutor.RuleViolation) as unused:
        state.apply("b5-a5")
    assert "nobody plays" in unused.value.message("en") and "niemand spielt" in unused.value.message("de")


NOM_DE = {"wolf": "der Wolf", "otter": "der Otter", "bison": "der Bison", "puma": "der Puma",
          "squirrel": "das Hörnchen", "raven": "der Rabe", "bear": "der Bär"}


def test_every_sentence_of_the_game_reads_well_with_every_animal():
    """The animals are nouns the sentences decline (tests/test_messages.py renders every message with
    every animal); the sentences the engine composes choose the case the German sentence needs."""
    from boardtutor import textcheck

    german = [e for e in textcheck.entries("de") if e.key.startswith("woodwalkers.")]
    assert {e.key for e in german if e.term} >= {f"woodwalkers.animal.{a}" for a in ANIMALS}
    assert not [e.key for e in german if e.key.startswith(("woodwalkers.animal.nom", "woodwalkers.animal.acc", "woodwalkers.animal.dat"))]
    assert len([e for e in german if "NOUN($animal" in e.source]) > 15
    state = first("night", "guess", games=40)
    for animal in [a for a in ANIMALS if f"guess {a}" in {str(x) for x in state.legal_actions()}]:
        de = state.action_text(f"guess {animal}", "de")
        assert de.endswith(f"dass {NOM_DE[animal]} angreift"), de
        reason = state.move_reason(state.game.parse_action(f"guess {animal}"), "de")
        assert f"auf {ACC_DE[animal]}" in reason or f"dass {NOM_DE[animal]}" in reason, reason
    for animal in ANIMALS:
        assert f"heilt {ACC_DE[animal]}" in state.action_text(f"medicine {animal}", "de")


# -- every text in the language asked for ----------------------------------------------------------
GERMAN_WORDS = re.compile(r"\b(Spieler|Blau|Grün|Lila|gewinnt|gewinnen|Punkte?n?|zieht|würfelt|der|das|den|dem|und|Fahne|Wunden?|Runde|Wald\w*)\b")
ENGLISH_WORDS = re.compile(r"\b(Player|Blue|Green|Purple|wins|points?|moves|rolls|the|and|flag|wounds?|Round|forest)\b")


def _texts(view) -> list[str]:
    """Every text of a PlayView's rendered view: status, buttons, log, result and the board's titles."""
    texts = [view["status"], view["result"] or "", *view["log"], *(b["label"] for b in view["buttons"])]
    texts += re.findall(r"<title>([^<]*)</title>", view["svg"]) + re.findall(r'aria-label="([^"]*)"', view["svg"])
    return [t for t in texts if t]


@pytest.mark.parametrize("variant", ["day", "night"])
def test_every_text_is_in_the_language_asked_for_not_the_global_one(variant):
    from boardtutor.widgets import PlayView

    previous = boardtutor.get_language()
    try:
        for shown, other, foreign in (("en", "de", GERMAN_WORDS), ("de", "en", ENGLISH_WORDS)):
            boardtutor.set_language(other)
            state, bot = GAME.new_initial_state(players=3, seed=3, variant=variant), RandomBot(3)
            while not state.is_terminal():
                state = state.apply(state.sample_chance() if state.is_chance_node() else bot.choose(state))
            assert not foreign.search(state.outcome().message(shown)), state.outcome().message(shown)
            assert not foreign.search(state.describe(shown))
            play = PlayView("woodwalkers", players=3, seats=["random"] * 3, seed=5, bot_time=0.05, variant=variant)
            play.switch_language(shown)
            assert play.lang == shown and boardtutor.get_language() == other and play.state.is_terminal()
            mixed = [t for t in _texts(play.view) if foreign.search(t)]
            assert not mixed, mixed[:5]
    finally:
        boardtutor.set_language(previous)


def test_a_move_onto_its_own_start_field_and_every_unused_start_field_is_named_as_such():
    state = GAME.new_initial_state(["Mia", "Tom"], seed=1).apply("draw strength").apply("draw speed").apply("draw endurance")
    state = state.apply("choose speed").apply("draw speed").apply("roll").apply("die 3")
    seat = state.current_player
    own = START_FIELDS[state.side[seat]][0]
    with pytest.raises(boardtutor.RuleViolation) as same:
        state.apply(f"{own}-{own}")  # "b1-b1": the animal is there, it just does not move
    assert "another field" in same.value.message("en") and "anderes Feld" in same.value.message("de")
    unused = [f for side, fields in START_FIELDS.items() if side not in state.side for f in fields]
    assert len(unused) == 14
    moved = state.with_setup({"place": {own: "b5" if own != "b5" else "c5"}})
    for field in unused:
        with pytest.raises(boardtutor.RuleViolation) as refused:
            moved.apply(f"{'b5' if own != 'b5' else 'c5'}-{field}")
        assert "nobody plays" in refused.value.message("en") and "another player" not in refused.value.message("en")


@pytest.mark.parametrize("animal", ANIMALS)
def test_duel_texts_decline_every_animal(animal):
    """“zieht den Bären … – Duell!”, never “zieht Bär” or “deinen Pferd”: the article fits the noun."""
    from boardtutor.i18n import Text

    noun = Noun(f"woodwalkers.animal.{animal}")
    de = Text("woodwalkers.action.move_duel", name="Mia", animal=noun, origin="e5", target="e6").render("de")
    assert de.startswith(f"Mia zieht {ACC_DE[animal]} von e5 auf e6")
    assert Text("woodwalkers.error.no_wound", animal=noun).render("de").startswith(f"Dein {NAMES['de'][animal]} hat")
    en = Text("woodwalkers.action.move_duel", name="Mia", animal=noun, origin="e5", target="e6").render("en")
    assert en.startswith(f"Mia moves the {animal} from e5 onto e6")

# -- the computer's move order --------------------------------------------------------------------------
def test_the_move_order_sorts_every_legal_move_and_puts_a_free_flag_before_a_plain_step():
    checked = 0
    for state in random_states("day", games=4, seed=21):
        if state.is_chance_node():
            continue
        legal = state.legal_actions()
        order = state.move_order(legal)
        if state.phase != "move":
            assert order is None
            continue
        assert sorted(map(str, order)) == sorted(map(str, legal))
        rank = {a: i for i, a in enumerate(order)}
        steps = [a for a in legal if a.kind == "move" and a.args[0] not in state.flags and a.args[1] not in state.board]
        flags = [a for a in steps if a.args[1] in state.flags]
        plain = [a for a in steps if a.args[1] not in state.flags and a.args[1] not in state.hidden]
        if flags and plain:
            assert max(rank[a] for a in flags) < min(rank[a] for a in plain)
            checked += 1
    assert checked >= 3
