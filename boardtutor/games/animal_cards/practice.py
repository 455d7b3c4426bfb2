"""Animal card battle exercises: one generator per rule paragraph (see :mod:`boardtutor.practice`).

Positions come from seeded random play through the engine. Every answer is what the engine does: the
legal actions of the position, or the position after the engine played the action out (an attack, a
draw, the rest of a turn). Hands are hidden: the board is drawn for the seat that acts (``viewer``),
the questions speak to that seat ("you") and never name a card of the other hand or of a draw deck –
except the card the viewer is drawing. Where the other hand could change an attack (the whistle), the
question says "if no whistle stops it" and the answer is the attack without it.
"""

from __future__ import annotations

import random
from typing import Callable

from ...core import Action
from ...i18n import Bilingual, Text
from ...practice import Exercise, because, generator, play_until, random_play
from . import GAME
from .rules import CARDS, KEEP, PASS, A, AnimalCardsState, animal_noun, animal_of, card_name, card_noun, exercise_for, level_of

ID = "animal_cards"
T = "animal_cards.practice."
PILES = ("hand", "discard", "defeated", "in_play")
"""Where a card can go, in the order the choices about it are offered."""


# -- positions ------------------------------------------------------------------------------------------
def _find(rng: random.Random, stop: Callable[[AnimalCardsState], bool], *, format: str = "basic",
          plies: int = 150) -> AnimalCardsState | None:
    """A position reached by random play (from a random point of a new game) where ``stop`` holds."""
    state = random_play(GAME, rng, rng.randrange(0, plies), format=format)
    return play_until(state, rng, stop, max_plies=250)


def _deciding(state: AnimalCardsState, phase: str) -> bool:
    """It is ``phase`` and the seat whose turn it is decides (no card is being drawn)."""
    return state.phase == phase and not state.is_chance_node() and state.current_player == state.turn


def _name(state: AnimalCardsState, seat: int) -> Text | str:
    return state.names[seat] or Text("core.player", n=seat + 1)


def _field(seat: int, cell: str) -> str:
    """A cell of a seat's grid as a field of the board (``1.a1``: seat 0's cell a1)."""
    return f"{seat + 1}.{cell}"


def _words(state: AnimalCardsState, action: Action) -> Bilingual:
    """An action in the game's own words, in both languages (a choice to pick)."""
    return Bilingual({lang: state.action_text(action, lang) for lang in ("de", "en")})


def _attack_result(state: AnimalCardsState, action: Action) -> AnimalCardsState:
    """The position after ``action`` (an attack) if no whistle stops it (the attacked seat passes)."""
    after = state.apply(action)
    return after.apply(PASS) if after.phase == "react" else after


def _finish_turn(state: AnimalCardsState, rng: random.Random) -> AnimalCardsState | None:
    """Play the turn of ``state.turn`` out (cards drawn at random, the first attack, no whistle, no
    upgrade): the position when the other seat's turn starts, None if the game ended first."""
    seat = state.turn
    while state.turn == seat and not state.is_terminal():
        if state.is_chance_node():
            state = state.apply(state.sample_chance(rng))
            continue
        legal = state.legal_actions()
        choice = PASS if PASS in legal else KEEP if KEEP in legal else legal[0]
        state = state.apply(choice)
    return None if state.is_terminal() else state


def _draws(state: AnimalCardsState, seat: int, rng: random.Random) -> tuple[AnimalCardsState, int]:
    """Draw for ``seat`` until its hand is full again: the position then and how many cards it drew."""
    drawn = 0
    while state.is_chance_node() and state.drawer() == seat:
        state = state.apply(state.sample_chance(rng))
        drawn += 1
    return state, drawn


def _fallen_in_pool(state: AnimalCardsState, seat: int) -> bool:
    """Whether a card of an already defeated animal could still be drawn (from the deck or, after
    reshuffling, the discard pile): such a draw goes to the defeated pile and is drawn again."""
    fallen = set(state.fallen[seat])
    return any(animal_of(c) in fallen for c in list(state.decks[seat]) + state.discards[seat])


def _where(before: AnimalCardsState, after: AnimalCardsState, seat: int, card: str) -> str | None:
    """Where ``card`` went between the two positions (the place of ``seat`` that gained it)."""
    old, new = before._places(seat), after._places(seat)
    for place in ("discard", "defeated", "hand", "in_play", "grid"):
        if new[place][card] > old[place][card]:
            return place
    return None


def _pile_choices() -> tuple[Text, ...]:
    return tuple(Text(T + f"pile.{place}") for place in PILES)


def _shuffled(rng: random.Random, right: Text, wrong: list[Text]) -> tuple[tuple[Text, ...], int]:
    choices = [right] + wrong
    rng.shuffle(choices)
    return tuple(choices), choices.index(right)


def _exercise(rule: str, kind: str, state: AnimalCardsState, question: Text, answers, why: Text, **more) -> Exercise:
    return Exercise(game_id=ID, rule=rule, kind=kind, state=state, question=question, answers=frozenset(answers),
                    explanation=because(ID, rule, why), **more)


def _animal(card: str) -> dict:
    """The words for an animal card: its noun and level."""
    return {"animal": animal_noun(card), "level": level_of(card)}


def _target(card: str) -> dict:
    return {"target": animal_noun(card), "target_level": level_of(card)}


def _defeats(state: AnimalCardsState) -> list[Action]:
    """The attacks of the seat to move that would defeat their target (if no whistle stops them)."""
    return [a for a in state.legal_actions() if a.kind == "attack" and _attack_result(state, a).last["defeated"]]


# -- goal: who wins -----------------------------------------------------------------------------------------
@generator(ID, rule="goal", kind="choice")
def last_animal(rng: random.Random) -> Exercise | None:
    """Your attack defeats an animal of the other grid: do you win, or does the game go on?"""
    last = rng.random() < 0.5  # half of them about the last animal
    state = _find(rng, lambda s: _deciding(s, "attack") and (len(s.grids[1 - s.turn]) == 1) == last
                  and len(s.grids[1 - s.turn]) <= 3 and bool(_defeats(s)), plies=60)
    if state is None:
        return None
    seat = state.turn
    attack = rng.choice(_defeats(state))
    after = _attack_result(state, attack)
    won = after.is_terminal() and seat in after.winners
    source, cell = attack.args
    attacker, target = state.grids[seat][source][0], state.grids[1 - seat][cell][0]
    left = len(after.grids[1 - seat])
    return _exercise(
        "goal", "choice", state,
        Text(T + "goal.question", source=source, cell=cell, other=_name(state, 1 - seat), **_animal(attacker), **_target(target)),
        {0 if won else 1},
        Text(T + "goal.why", other=_name(state, 1 - seat), count=left),
        viewer=seat, choices=(Text(T + "goal.win"), Text(T + "goal.on")), highlight=(_field(seat, source), _field(1 - seat, cell)),
    )


# -- 2.1: who starts ------------------------------------------------------------------------------------------
@generator(ID, rule="first_player", kind="choice")
def who_starts(rng: random.Random) -> Exercise | None:
    """Both players show a sign: who starts, or do they play again?"""
    state = GAME.new_initial_state(2, seed=rng.randrange(10**9), format=rng.choice(("basic", "strong_weak")))
    throw = rng.choice([a for a, _ in state.chance_outcomes()])
    after = state.apply(throw)
    one, two = throw.args
    signs = {"sign1": Text(f"animal_cards.throw.{one}"), "sign2": Text(f"animal_cards.throw.{two}")}
    choices = (Text(T + "first.starts", name=_name(state, 0)), Text(T + "first.starts", name=_name(state, 1)), Text(T + "first.again"))
    if after.phase == "rps":
        answer, why = 2, Text(T + "first.why_tie", sign=signs["sign1"])
    else:
        winner = after.turn
        answer = winner
        why = Text(T + "first.why_won", name=_name(state, winner), win=signs[f"sign{winner + 1}"], lose=signs[f"sign{2 - winner}"])
    return _exercise("first_player", "choice", state,
                     Text(T + "first.question", one=_name(state, 0), two=_name(state, 1), **signs),
                     {answer}, why, choices=choices)


# -- 2.2: only the front animal of a column ---------------------------------------------------------------------
def _hidden_behind(state: AnimalCardsState, seat: int) -> bool:
    """Whether some animal of ``seat``'s grid stands behind another one in its column."""
    return len(state.grids[seat]) > len(state.attackable(seat))


@generator(ID, rule="grid", kind="fields")
def front_animals(rng: random.Random) -> Exercise | None:
    """Click every animal of the other grid your animals can attack now (some stand behind others)."""
    state = _find(rng, lambda s: _deciding(s, "attack") and s.attackers(s.turn) and _hidden_behind(s, 1 - s.turn))
    if state is None:
        return None
    seat = state.turn
    targets = {_field(1 - seat, a.args[1]) for a in state.legal_actions() if a.kind == "attack"}
    return _exercise(
        "grid", "fields", state,
        Text(T + "grid.question", other=_name(state, 1 - seat)),
        targets,
        Text(T + "grid.why", count=len(targets)),
        viewer=seat,
    )


# -- 3: the hand is filled up to five ------------------------------------------------------------------------
@generator(ID, rule="draw_deck", kind="number")
def cards_to_draw(rng: random.Random) -> Exercise | None:
    """You have played or swapped cards: how many cards do you draw now?"""
    state = _find(rng, lambda s: _deciding(s, "play") and not s.extra_health)
    if state is None:
        return None
    seat = state.turn
    moves = [a for a in state.legal_actions() if a.kind in ("play", "add", "discard")]
    if not moves:
        return None
    state = state.apply(rng.choice(moves))
    if state.drawer() != seat or _fallen_in_pool(state, seat):
        return None
    _, drawn = _draws(state, seat, rng)
    return _exercise(
        "draw_deck", "number", state,
        Text(T + "draw.question", n=len(state.hands[seat])),
        {drawn},
        Text(T + "draw.why", n=len(state.hands[seat]), count=drawn),
        viewer=seat,
    )


# -- 4.1: first the play, then the attack -----------------------------------------------------------------------
@generator(ID, rule="turn", kind="choice")
def play_then_attack(rng: random.Random) -> Exercise | None:
    """Which of these may you do now: a play or an attack? (Before the play: no attack; after it: no play.)"""
    state = _find(rng, lambda s: _deciding(s, "play") and not s.extra_health)
    if state is None:
        return None
    seat = state.turn
    plays = [a for a in state.legal_actions() if a.kind in ("play", "add") and CARDS.get(a.args[0], {}).get("extra_health") is None]
    if not plays:
        return None
    play = rng.choice(plays)
    attacking = state.apply(PASS)
    attacks = [a for a in attacking.legal_actions() if a.kind == "attack"]
    if not attacks:
        return None
    attack = rng.choice(attacks)
    if rng.random() < 0.5:  # before the play
        shown, wrong = state, []
    else:  # after the play: the attack comes now, another play no more
        shown = state.apply(play)
        shown, _ = _draws(shown, seat, rng)
        if not _deciding(shown, "attack"):
            return None
        attacks = [a for a in shown.legal_actions() if a.kind == "attack"]
        if not attacks:
            return None
        attack = rng.choice(attacks)
        others = [a for a in state.legal_actions() if a.kind in ("play", "add") and a != play and a.args[0] in shown.hands[seat]]
        if not others:
            return None
        play = rng.choice(others)
    legal = shown.legal_actions()
    options = [play, attack]
    rng.shuffle(options)
    right = {i for i, a in enumerate(options) if a in legal}
    if len(right) != 1:
        return None
    return _exercise(
        "turn", "choice", shown,
        Text(T + "turn.question", name=_name(state, seat), done="yes" if shown.phase == "attack" else "no"),
        right,
        Text(T + "turn.why", done="yes" if shown.phase == "attack" else "no"),
        viewer=seat, choices=tuple(_words(shown, a) for a in options),
    )


# -- 4.2: what a play can be -------------------------------------------------------------------------------------
@generator(ID, rule="play", kind="fields")
def playable_cards(rng: random.Random) -> Exercise | None:
    """Click every card of your hand you could play now (some cannot be played now)."""
    state = _find(rng, lambda s: _deciding(s, "play") and not s.extra_health)
    if state is None:
        return None
    seat = state.turn
    hand = state.hands[seat]
    right = {f"card.{i}" for i, card in enumerate(hand) if state.uses(card)}
    if not right or len(right) == len(hand):
        return None
    return _exercise(
        "play", "fields", state,
        Text(T + "play.question"),
        right,
        Text(T + "play.why", count=len(right)),
        viewer=seat,
    )


# -- 5.1: the exercise of the attacking animal ------------------------------------------------------------------
@generator(ID, rule="attack", kind="choice")
def which_exercise(rng: random.Random) -> Exercise | None:
    """Your animal attacks: which exercise does everybody do?"""
    state = _find(rng, lambda s: _deciding(s, "attack") and s.attackers(s.turn), format=rng.choice(("basic", "strong_weak")))
    if state is None:
        return None
    seat = state.turn
    attack = rng.choice([a for a in state.legal_actions() if a.kind == "attack"])
    after = _attack_result(state, attack)
    done = after.last
    attacker, target = done["attacker"], done["target"]
    right = Text(f"animal_cards.exercise.{done['exercise']}", n=done["count"])
    others = [f"{animal_of(attacker)}{level}" for level in (1, 2, 3) if level != level_of(attacker)] + [target]
    wrong = []
    for card in others:
        label = exercise_for(card).label()
        if label != right and label not in wrong:
            wrong.append(label)
    choices, answer = _shuffled(rng, right, wrong[:3])
    source, cell = attack.args
    return _exercise(
        "attack", "choice", state,
        Text(T + "attack.question", source=source, cell=cell, **_animal(attacker), **_target(target)),
        {answer},
        Text(T + "attack.why", exercise=right, **_animal(attacker)),
        viewer=seat, choices=choices, highlight=(_field(seat, source), _field(1 - seat, cell)),
    )


# -- 5.2: health minus damage ---------------------------------------------------------------------------------------
@generator(ID, rule="damage", kind="number")
def health_left(rng: random.Random) -> Exercise | None:
    """Your animal attacks: how much health does the target have left?"""
    state = _find(rng, lambda s: _deciding(s, "attack") and s.attackers(s.turn))
    if state is None:
        return None
    seat = state.turn
    attack = rng.choice([a for a in state.legal_actions() if a.kind == "attack"])
    source, cell = attack.args
    before = state.grids[1 - seat][cell][1]
    done = _attack_result(state, attack).last
    parts = done["parts"]
    return _exercise(
        "damage", "number", state,
        Text(T + "damage.question", source=source, cell=cell, health=before, **_animal(done["attacker"]), **_target(done["target"])),
        {done["health"]},
        Text(T + "damage.why", damage=done["damage"], boost=parts["sneakers"], shield=-parts["blanket"],
             bar=card_noun("sneakers"), blanket=card_noun("blanket"),
             health=before, left=done["health"], **_animal(done["attacker"])),
        viewer=seat, highlight=(_field(seat, source), _field(1 - seat, cell)),
    )


# -- 5.4: resting animals do not attack ---------------------------------------------------------------------------
@generator(ID, rule="rest", kind="fields")
def who_may_attack(rng: random.Random) -> Exercise | None:
    """Click every animal of yours that may attack now (some rest)."""
    state = _find(rng, lambda s: _deciding(s, "attack") and s.attackers(s.turn) and s.resting(s.turn))
    if state is None:
        return None
    seat = state.turn
    sources = {_field(seat, a.args[0]) for a in state.legal_actions() if a.kind == "attack"}
    return _exercise(
        "rest", "fields", state,
        Text(T + "rest.question"),
        sources,
        Text(T + "rest.why", count=len(state.resting(seat))),
        viewer=seat,
    )


# -- 6.1: defeated at zero health ------------------------------------------------------------------------------------
@generator(ID, rule="health", kind="fields")
def defeats(rng: random.Random) -> Exercise | None:
    """Your animal on b1 attacks: click every animal of the other grid it would defeat."""
    state = _find(rng, lambda s: _deciding(s, "attack") and s.attackers(s.turn) and len(s.attackable(1 - s.turn)) >= 2)
    if state is None:
        return None
    seat = state.turn
    source = rng.choice(state.attackers(seat))
    attacks = [a for a in state.legal_actions() if a.kind == "attack" and a.args[0] == source]
    defeated = {_field(1 - seat, a.args[1]) for a in attacks if _attack_result(state, a).last["defeated"]}
    if not defeated or len(defeated) == len(attacks):
        return None
    card = state.grids[seat][source][0]
    return _exercise(
        "health", "fields", state,
        Text(T + "health.question", source=source, other=_name(state, 1 - seat), **_animal(card)),
        defeated,
        Text(T + "health.why", count=len(defeated), **_animal(card)),
        viewer=seat, highlight=(_field(seat, source),),
    )


# -- 6.2: cards of a defeated animal ---------------------------------------------------------------------------------
@generator(ID, rule="defeated_pile", kind="choice")
def fallen_card_drawn(rng: random.Random) -> Exercise | None:
    """You draw a card: where does it go (into the hand, or – its animal was defeated – to the defeated pile)?"""
    state = _find(rng, lambda s: s.is_chance_node() and s.phase != "rps" and s.drawer() is not None
                  and any(animal_of(c) in s.fallen[s.drawer()] for c in s.decks[s.drawer()]))
    if state is None:
        return None
    seat = state.drawer()
    draws = [a for a, _ in state.chance_outcomes() if animal_of(a.args[0])]
    fallen = [a for a in draws if animal_of(a.args[0]) in state.fallen[seat]]
    alive = [a for a in draws if a not in fallen]
    draw = rng.choice(fallen if not alive or rng.random() < 0.6 else alive)
    card = draw.args[0]
    place = _where(state, state.apply(draw), seat, card)
    if place not in ("hand", "defeated"):
        return None
    return _exercise(
        "defeated_pile", "choice", state,
        Text(T + "fallen.question", label=card_name(card)),
        {PILES.index(place)},
        Text(T + f"fallen.why_{place}", animal=animal_noun(card)),
        viewer=seat, choices=_pile_choices(),
    )


def _upgradable(state: AnimalCardsState) -> list[str]:
    """The cells of the animals of the seat to move whose next level is in its hand."""
    seat = state.turn
    return [cell for cell, slot in state.grids[seat].items() if state.next_level(slot[0]) in state.hands[seat]]


# -- 7.1: upgrading the winner -------------------------------------------------------------------------------------
@generator(ID, rule="upgrade_defeat", kind="fields")
def upgrade_winner(rng: random.Random) -> Exercise | None:
    """You have just defeated an animal: click every animal of yours you may upgrade now."""
    state = _find(rng, lambda s: s.phase == "upgrade" and not s.is_chance_node() and len(_upgradable(s)) > 1, plies=20)
    if state is None:
        return None
    seat = state.turn
    cells = {_field(seat, a.args[0]) for a in state.legal_actions() if a.kind == "upgrade"}
    last = state.last
    return _exercise(
        "upgrade_defeat", "fields", state,
        Text(T + "upgrade.question", other=_name(state, 1 - seat), **_target(last["target"])),
        cells,
        Text(T + "upgrade.why", source=last["from"], label=card_name(state.next_level(last["attacker"])), **_animal(last["attacker"])),
        viewer=seat,
    )


# -- 7.2: the dojo ---------------------------------------------------------------------------------------------------
@generator(ID, rule="dojo", kind="fields")
def dojo_targets(rng: random.Random) -> Exercise | None:
    """You hold a dojo: click every animal of yours it could upgrade now."""
    state = _find(rng, lambda s: _deciding(s, "play") and not s.extra_health and bool(s.uses("dojo")),
                  plies=200)
    if state is None:
        return None
    seat = state.turn
    cells = {_field(seat, a.args[1]) for a in state.uses("dojo")}
    if len(cells) == len(state.grids[seat]):
        return None
    return _exercise(
        "dojo", "fields", state,
        Text(T + "dojo.question"),
        cells,
        Text(T + "dojo.why", count=len(cells)),
        viewer=seat,
    )


# -- 7.3: the old card of an upgraded animal -------------------------------------------------------------------------
@generator(ID, rule="level_one", kind="choice")
def old_card(rng: random.Random) -> Exercise | None:
    """An animal is upgraded: where does its old card go?"""
    state = _find(rng, lambda s: (s.phase == "upgrade" and not s.is_chance_node())
                  or (_deciding(s, "play") and not s.extra_health and bool(s.uses("dojo"))), plies=200)
    if state is None:
        return None
    seat = state.turn
    upgrade = rng.choice([a for a in state.legal_actions() if a.kind == "upgrade"] or state.uses("dojo"))
    cell = upgrade.args[-1]
    old = state.grids[seat][cell][0]
    place = _where(state, state.apply(upgrade), seat, old)
    if place not in PILES:
        return None
    return _exercise(
        "level_one", "choice", state,
        Text(T + "old.question", name=_name(state, seat), action=_words(state, upgrade), label=card_name(old)),
        {PILES.index(place)},
        Text(T + "old.why", label=card_name(old)),
        viewer=seat, choices=_pile_choices(), highlight=(_field(seat, cell),),
    )


# -- 8: what the card says --------------------------------------------------------------------------------------------
@generator(ID, rule="card_instructions", kind="fields")
def card_says(rng: random.Random) -> Exercise | None:
    """The whistle (out of turn) or the picnic basket (a health card as well): click every card you may play now."""
    if rng.random() < 0.5:
        state = _find(rng, lambda s: s.phase == "react" and len(set(s.hands[1 - s.turn])) > 1, plies=200)
        if state is None:
            return None
        seat, key = 1 - state.turn, "whistle"
        attack = state.pending
        words = {"source": attack["from"], "cell": attack["to"], "other": _name(state, state.turn),
                 **_animal(state.grids[state.turn][attack["from"]][0]), **_target(state.grids[seat][attack["to"]][0])}
    else:
        state = _find(rng, lambda s: _deciding(s, "play") and bool(s.uses("picnic")), plies=200)
        if state is None:
            return None
        seat, key, words = state.turn, "picnic", {}
        state, _ = _draws(state.apply(A("play", ("picnic",))), seat, rng)
        if not _deciding(state, "play"):
            return None
    hand = state.hands[seat]
    playable = {a.args[0] for a in state.legal_actions() if a.kind == "play"}
    right = {f"card.{i}" for i, card in enumerate(hand) if card in playable}
    if not right or len(right) == len(hand):
        return None
    return _exercise(
        "card_instructions", "fields", state,
        Text(T + f"says.{key}.question", card=card_noun(key), **words),
        right,
        Text(T + f"says.{key}.why", card=card_noun(key), count=len(right)),
        viewer=seat,
    )


# -- 9.1: played cards leave at the end of the turn ---------------------------------------------------------------------
def _turn_over(rng: random.Random, where: Callable[[AnimalCardsState], bool], cards: Callable[[AnimalCardsState, str], bool]) -> tuple | None:
    """A position where ``where`` holds, a play of a card that ``cards`` accepts there, and the position
    when that turn is over."""
    state = _find(rng, lambda s: _deciding(s, "play") and not s.extra_health and where(s)
                  and any(a.kind == "play" and cards(s, a.args[0]) for a in s.legal_actions()))
    if state is None:
        return None
    play = rng.choice([a for a in state.legal_actions() if a.kind == "play" and cards(state, a.args[0])])
    after = _finish_turn(state.apply(play), rng)
    return (state, play, after) if after is not None else None


@generator(ID, rule="in_play", kind="choice")
def card_after_turn(rng: random.Random) -> Exercise | None:
    """You play a card: where is it when your turn is over?"""
    found = _turn_over(rng, lambda s: True, lambda s, card: True)
    if found is None:
        return None
    state, play, after = found
    seat, card = state.turn, play.args[0]
    place = _where(state, after, seat, card)
    if place not in PILES:
        return None
    return _exercise(
        "in_play", "choice", state,
        Text(T + "in_play.question", name=_name(state, seat), action=_words(state, play), card=card_noun(card)),
        {PILES.index(place)},
        Text(T + ("in_play.why_stays" if place == "in_play" else "in_play.why"), card=card_noun(card)),
        viewer=seat, choices=_pile_choices(),
    )


# -- 9.2: the blanket stays ------------------------------------------------------------------------------------------------
def _blanket_lies(state: AnimalCardsState) -> bool:
    return state.slots[state.turn]["health"] == "blanket"


@generator(ID, rule="stay", kind="choice")
def blanket_after_turn(rng: random.Random) -> Exercise | None:
    """A blanket lies in play (or you put one down), you play a card: where is that blanket after your turn?"""
    found = _turn_over(rng, lambda s: _blanket_lies(s) or bool(s.uses("blanket")),
                       lambda s, card: _blanket_lies(s) or card == "blanket")
    if found is None:
        return None
    state, play, after = found
    seat = state.turn
    lying = _blanket_lies(state)
    cell = state.slots[seat]["on"] if lying else play.args[1]
    place = _where(state, after, seat, "blanket") or ("in_play" if after.slots[seat]["health"] == "blanket" else None)
    if place not in PILES:
        return None
    animal = state.grids[seat][cell][0]
    return _exercise(
        "stay", "choice", state,
        Text(T + f"stay.question_{'lying' if lying else 'new'}", name=_name(state, seat), action=_words(state, play), cell=cell, blanket=card_noun("blanket"),
             **_animal(animal)),
        {PILES.index(place)},
        Text(T + f"stay.why_{'kept' if place == 'in_play' else 'replaced'}", card=card_noun(play.args[0]), cell=cell,
             blanket=card_noun("blanket")),
        viewer=seat, choices=_pile_choices(), highlight=(_field(seat, cell),),
    )


# -- 10: reshuffling the discard pile ----------------------------------------------------------------------------------------
def _reshuffled(state: AnimalCardsState, seat: int, rng: random.Random) -> int | None:
    """Draw for ``seat`` until its hand is full: how many cards its new draw deck had when the discard
    pile was shuffled into it (None if that did not happen)."""
    while True:
        for event in state.events:
            if event["type"] == "reshuffled" and event["seat"] == seat:
                return event["cards"]
        if not (state.is_chance_node() and state.drawer() == seat):
            return None
        state = state.apply(state.sample_chance(rng))


@generator(ID, rule="reshuffle", kind="number")
def new_deck(rng: random.Random) -> Exercise | None:
    """Your draw deck is nearly empty and you swap more cards than it holds: how many cards does your
    new draw deck have?"""
    state = _find(rng, lambda s: _deciding(s, "play") and not s.extra_health and sum(s.decks[s.turn].values()) < 4)
    if state is None:
        return None
    seat = state.turn
    deck = sum(state.decks[seat].values())
    swap = rng.choice([a for a in state.legal_actions() if a.kind == "discard" and len(a.args) > deck])
    cards = _reshuffled(state.apply(swap), seat, rng)
    if cards is None:
        return None
    return _exercise(
        "reshuffle", "number", state,
        Text(T + "reshuffle.question", name=_name(state, seat), deck=deck, discard=len(state.discards[seat]), action=_words(state, swap)),
        {cards},
        Text(T + "reshuffle.why", discard=len(state.discards[seat]), n=len(swap.args), count=cards),
        viewer=seat,
    )
