"""The picture (SVG) and the clicks: both grids, the hands and piles are drawn for every state in both
languages, the other player's hand stays hidden, clicks on cards and cells become legal actions, and
the widgets play the game."""

from __future__ import annotations

import pytest

import boardtutor
from boardtutor import RuleViolation
from boardtutor.games.animal_cards.render import render_svg
from boardtutor.games.animal_cards.rules import CELLS, card_name
from boardtutor.widgets import BoardView, PlayView, StepThrough

pytestmark = pytest.mark.usefixtures("recording_comm")

GAME = boardtutor.load("animal_cards")
UI = GAME.ui()
WALKS = {w.id: w for w in boardtutor.walkthroughs("animal_cards")}
WALKTHROUGH_STATES = [s for w in WALKS.values() for s in w.replay()]
GRID_FIELDS = {f"{seat}.{cell}" for seat in (1, 2) for cell in CELLS}


@pytest.mark.parametrize("lang", ["de", "en"])
def test_every_walkthrough_state_draws_both_grids_and_fields_the_board_knows(lang, drawn_fields):
    for state in WALKTHROUGH_STATES:
        fields = drawn_fields(render_svg(state, lang=lang))
        assert GRID_FIELDS <= set(fields)
        assert set(fields) <= set(UI.fields()), set(fields) - set(UI.fields())
        assert set(fields) == set(UI.fields_for(state)) or state.current_player not in (0, 1)


def test_texts_follow_the_language_and_cards_carry_names_and_numbers():
    state = WALKS["turn"].replay()[2]  # the elephant attacked the cheetah
    de, en = render_svg(state, lang="de"), render_svg(state, lang="en")
    assert "10 × Elefantenstampfen!" in de and "10 stomps like an elephant!" in en
    assert "Gepard" in de and "Cheetah" in en and "2/4" in en  # health as a number, not only as a bar
    assert "Stufe 1" in de and "level 1" in en
    assert "▲" not in en and "▼" not in en  # no symbols a child must decode …
    assert ">health<" in en and ">Leben<" in de and ">damage<" in en  # … the heart and the burst have a legend in words


def test_strong_and_weak_are_written_in_words_on_the_hand_cards():
    basic = WALKS["turn"].replay()[2]
    state = basic.game.state_from_dict({**basic.to_dict(), "format": "strong_weak"})
    seat = state.current_player
    animals = [c for c in state.hands[seat] if c[-1].isdigit()]
    en = render_svg(state, lang="en", viewer=seat)
    assert not animals or ("strong: " in en and "weak: " in en)
    assert "strong: " not in render_svg(WALKS["turn"].replay()[2], lang="en")  # basic format: not needed


def test_the_other_players_hand_is_face_down():
    start, picnic, banana, attack, whistle = WALKS["card_instructions"].replay()
    whistle_name = card_name("whistle").render("en")
    assert start.current_player == 0 and "whistle" in start.hands[1]
    mia, leo = render_svg(start, lang="en", viewer=0), render_svg(start, lang="en", viewer=1)
    assert whistle_name not in mia and "face down" in mia  # Mia sees Leo's hand face down …
    assert whistle_name in leo and "face down" in leo  # … Leo his own, Mia's face down
    assert whistle_name in render_svg(start, lang="en")  # no viewer (teacher, walkthrough): everything
    assert attack.current_player == 1 and whistle_name in render_svg(attack, lang="en", viewer=1)


def test_a_seat_observes_its_own_hand_and_only_sizes_of_the_rest():
    start = WALKS["card_instructions"].replay()[0]
    seen = start.observation(0)
    assert seen["hands"] == [start.hands[0], len(start.hands[1])]
    assert seen["decks"] == [sum(start.decks[0].values()), sum(start.decks[1].values())]
    assert seen["discards"] == start.discards and "history" not in seen and "seed" not in seen
    assert start.observation(None)["hands"] == [len(start.hands[0]), len(start.hands[1])]


def test_resampling_deals_the_unseen_cards_anew_with_every_hand_possible():
    import random
    from collections import Counter

    start = WALKS["card_instructions"].replay()[0]
    rng = random.Random(3)
    hands = set()
    unseen = Counter(start.hands[1]) + Counter(start.decks[1])
    for _ in range(200):
        other = start.resample_hidden(0, rng)
        assert other.hands[0] == start.hands[0] and other.decks[0] == start.decks[0]
        assert Counter(other.hands[1]) + Counter(other.decks[1]) == unseen  # exactly the cards Mia has not seen
        assert not any(c.startswith(tuple(start.fallen[1])) for c in other.hands[1] if start.fallen[1])
        hands.add(tuple(other.hands[1]))
    assert len(hands) > 50 and tuple(start.hands[1]) in hands or len(hands) > 100


def test_resting_animals_are_marked_with_letters_not_only_colour():
    state = WALKS["turn"].replay()[5]
    svg = render_svg(state, lang="en")
    assert "Zzz – rests" in svg and "Elephant (level 1) of Mia on b1" in svg and "resting" in svg


def test_highlights_targets_and_selection_are_drawn():
    state = WALKS["turn"].replay()[1]
    plain = render_svg(state, lang="en")
    marked = render_svg(state, lang="en", highlight=["1.b1", "deck.2", "exercise"])
    assert marked.count('stroke-dasharray="9 5"') - plain.count('stroke-dasharray="9 5"') == 3
    aimed = render_svg(state, lang="en", targets=UI.targets(state, "1.b1"), selected="1.b1")
    assert aimed.count('stroke-dasharray="3 4"') == len(UI.targets(state, "1.b1")) == 3


# -- clicks ------------------------------------------------------------------------------------------
def test_set_up_by_clicking_an_animal_then_a_free_cell():
    state = GAME.new_initial_state(["Mia", "Leo"], seed=1, first="1")
    assert UI.targets(state, None)[:2] == ["card.0", "card.1"]
    selected = UI.click(state, None, "card.3").select
    assert selected == "card.3" and len(UI.targets(state, selected)) == 9
    assert str(UI.click(state, selected, "1.b2").action) == f"place {state.reserve[0][3]} b2"
    with pytest.raises(RuleViolation):
        UI.click(state, selected, "2.b2")  # Leo's grid
    with pytest.raises(RuleViolation):
        UI.click(state, None, "1.b2")  # no animal chosen


def test_a_card_with_a_place_is_chosen_first_one_without_is_played_at_once():
    state = WALKS["turn"].replay()[2]  # Leo's play: his cheetah is hurt
    hand = state.hands[1]
    banana = f"card.{hand.index('banana')}"
    assert UI.click(state, None, banana).select == banana
    assert UI.targets(state, banana) == ["2.b1"]  # only the hurt cheetah can take the banana
    assert str(UI.click(state, banana, "2.b1").action) == "play banana b1"
    honey = f"card.{hand.index('honey')}"
    assert str(UI.click(state, None, honey).action) == "play honey"
    with pytest.raises(RuleViolation) as info:
        UI.click(state, None, "2.a1")
    assert info.value.message("de") != info.value.message("en")


def test_swapping_cards_by_clicks():
    state = WALKS["turn"].replay()[2]
    selected = UI.click(state, None, "swap").select
    assert selected == "swap:"
    selected = UI.click(state, selected, "card.4").select
    selected = UI.click(state, selected, "card.0").select
    assert selected == "swap:0,4"
    action = UI.click(state, selected, "swap").action
    assert action.kind == "discard" and sorted(action.args) == sorted([state.hands[1][0], state.hands[1][4]])
    assert UI.click(state, "swap:", "swap").select is None  # nothing chosen: leave swap mode


def test_attack_by_clicks_and_explained_mistakes():
    state = WALKS["turn"].replay()[5]  # Mia healed the bear; the elephant rests
    assert UI.targets(state, None) == ["1.a1", "1.a2", "1.b2", "1.c1", "1.c2"]
    with pytest.raises(RuleViolation) as info:
        UI.click(state, None, "1.b1")
    assert "resting" in info.value.message("en") and info.value.rule.section == "rest"
    selected = UI.click(state, None, "1.a1").select
    assert UI.targets(state, selected) == ["2.a1", "2.b1", "2.c2"]
    assert str(UI.click(state, selected, "2.c2").action) == "attack a1 c2"
    action = UI.click(state, selected, "2.c3").action  # not a front animal: the engine explains
    with pytest.raises(RuleViolation) as info:
        state.apply(action)
    assert "front" in info.value.message("en") and info.value.rule.section == "grid"


def test_buttons_are_what_no_click_makes():
    react = WALKS["card_instructions"].replay()[3]
    assert [str(a) for a in UI.buttons(react)] == ["play whistle", "pass"]
    upgrade = WALKS["defeat_upgrade"].replay()[3]
    assert [str(a) for a in UI.buttons(upgrade)] == ["upgrade a1", "keep"]
    play = WALKS["turn"].replay()[2]
    assert all(a.kind != "discard" and not (a.kind == "play" and len(a.args) == 2) for a in UI.buttons(play))


# -- the widgets --------------------------------------------------------------------------------------------
def test_hotseat_by_clicks_from_the_set_up_to_the_first_attack():
    view = PlayView("animal_cards", players=["Mia", "Leo"], seats=["human", "human"], seed=3, first="1")
    for seat in (0, 1):
        for cell in ("a1", "b1", "c1", "a2", "b2", "c2"):
            view.click_field("card.0")
            view.click_field(f"{seat + 1}.{cell}")
            assert view.view["message"] is None
    assert view.state.phase == "play" and view.state.current_player == 0
    # two people at one screen: a cover until Mia asks to see her cards, then Leo's hand is face down
    assert view.view["cover"] and "Mia" in view.view["cover"]["text"] and not view.view["svg"]
    view.press("ctl:reveal")
    assert "cover" not in view.view or not view.view["cover"]
    assert view._board.viewer == 0 and "verdeckt" in view.view["svg"]  # Leo's hand
    assert any(b["id"] == "act:pass" for b in view.view["buttons"])
    view.press("act:pass")
    view.click_field("1.a1")
    assert view.view["targets"] == ["2.a1", "2.b1", "2.c1"]
    view.click_field("2.b1")
    assert view.state.current_player == 1 and view.state.last["from"] == "a1"
    assert view.view["cover"] and view.view["log"] == []  # Leo's turn: nothing of Mia's game under the cover
    view.press("ctl:reveal")
    assert "!" in view.view["log"][-1] or any("!" in line for line in view.view["log"][-3:])
    view.undo()
    assert view.state.phase == "attack" and view.state.current_player == 0


def test_bots_play_whole_games_in_the_play_view():
    view = PlayView("animal_cards", players=2, seats=["random", "search"], seed=5, bot_time=0.02, format="strong_weak")
    assert view.state.is_terminal() and view.view["result"] and view.view["bot_moves"]


def test_step_through_every_walkthrough_with_questions():
    for walkthrough in WALKS.values():
        view = StepThrough(walkthrough)
        for index in range(1, len(walkthrough.steps) + 1):
            view.goto(index)
            step = walkthrough.steps[index - 1]
            if step.predict:
                view.answer(step.predict["answer"])
                assert view.view["message"]["kind"] == "success"
            assert view.view["narration"] == step.narration.render("de")
        if view.states[-1].is_terminal():  # a won game (walkthrough "win") has no move left to take over
            continue
        view.take_over()
        assert view._play is not None


def test_board_view_explains_a_wrong_click_in_both_languages():
    view = BoardView(WALKS["turn"].replay()[5])
    before = view.state.to_json()
    view.set_state({"intent": {"type": "field", "field": "1.b1", "version": view.version}})  # the resting elephant
    german = view.view["message"]["text"]
    view.switch_language("en")
    assert view.view["message"]["kind"] == "error" and german != view.view["message"]["text"]
    assert view.state.to_json() == before


def test_the_exercise_shows_as_soon_as_the_attack_is_made():
    react = WALKS["card_instructions"].replay()[3]  # waiting for Leo's whistle
    svg = render_svg(react, lang="en")
    assert react.pending and "5 seconds running on the spot!" in svg and "The cheetah attacks the frog!" in svg
