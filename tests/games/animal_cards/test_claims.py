"""Every claim of the computer's move reason is checked against a value computed here, in the test.

Over 300 positions of seeded random games (both formats, every phase) the reason of legal actions is
rendered in German and English for every reader (the teacher, the moving seat, the other seat). From
each text the test extracts its claims – the numbers, the animals with level and cell, the cards named,
whether it says "if"/"can" – and compares them with its own computation: damage from the card values
in ``data.json``, the move applied through the engine, the defender's possible answers (the whistle,
rule 8) enumerated for every hand the attacker cannot rule out, the cards a legal move really takes
from the hand. A reason uses only what the moving seat may know (it does not change when the hidden
cards are dealt anew), and names no card of a hand the reader may not see.
"""

from __future__ import annotations

import json
import random
import re
from collections import Counter
from pathlib import Path

import pytest

import boardtutor
from boardtutor.games.animal_cards.rules import ALL_CARDS, card_name

GAME = boardtutor.load("animal_cards")
DATA = json.loads((Path(boardtutor.__file__).parent / "games" / "animal_cards" / "data.json").read_text(encoding="utf-8"))
STATS = {f"{a['id']}{level}": values for a in DATA["animals"] for level, values in enumerate(a["levels"], 1)}
CIRCLE = {a["id"]: (a["strong"], a["weak"]) for a in DATA["animals"]}
ITEMS = DATA["cards"]
WHISTLES = {card: spec["count"] for card, spec in ITEMS.items() if spec.get("out_of_turn")}
LANGS = ("de", "en")
ANIMAL_WORDS = {
    "en": {a: re.compile(rf"\b{a}\b", re.I) for a in CIRCLE},
    "de": {a: re.compile(rf"\b{w}(e|en|es|s|n)?\b") for a, w in {
        "bear": "Bär", "cheetah": "Gepard", "eagle": "Adler", "frog": "Frosch", "monkey": "Aff", "starfish": "Seestern",
        "horse": "Pferd", "flamingo": "Flamingo", "elephant": "Elefant"}.items()},
}
OPEN = {"en": re.compile(r"^if |\b(can|could|may|would)\b"), "de": re.compile(r"^wenn |\b(kann|können|könnte|darf|würde)\b(?![^,–]*\bnicht\b)")}  # "kann … nicht" is no "can"
QUOTED = {"en": re.compile(r"“([^”]+)”"), "de": re.compile(r"„([^“]+)“")}
LEVEL = re.compile(r"\((?:level|Stufe) (\d)\)")


NAMES = {lang: {card: card_name(card).render(lang) for card in ALL_CARDS} for lang in LANGS}


def _level(card):
    return int(card[-1])


def _animal(card):
    return card[:-1]


# -- the test's own computations --------------------------------------------------------------------
def damage(state, seat, source, target, boost=None):
    """Rule 5.2 and 5.3 with the sample deck's values, the power bar's boost and the blanket's shield."""
    attacker, defender = state.grids[seat][source][0], state.grids[1 - seat][target][0]
    total = STATS[attacker]["damage"] + (state.boost if boost is None else boost)
    if state.format == "strong_weak":
        strong, weak = CIRCLE[_animal(attacker)]
        total += 1 if _animal(defender) == strong else -1 if _animal(defender) == weak else 0
    slots = state.slots[1 - seat]
    if slots["health"] and slots["on"] == target:
        total -= ITEMS[slots["health"]].get("shield", 0)
    return max(0, total)


def front(grid):
    """The front animal of each column (rule 2.2)."""
    cells = []
    for column in "abc":
        rows = [r for r in (1, 2, 3) if f"{column}{r}" in grid]
        if rows:
            cells.append(f"{column}{rows[0]}")
    return cells


def taken_from_hand(state, action):
    """The cards the move takes from the mover's hand, read off the position after it."""
    seat = state.current_player
    return Counter(state.hands[seat]) - Counter(state.apply(action).hands[seat])


def usable_cards(state):
    """Cards of the hand that some legal move (not a swap) brings into play now."""
    return {card for a in state.legal_actions() if a.kind not in ("discard", "pass") for card in taken_from_hand(state, a)}


def with_whistle(state, defender):
    """The same table with the whistle moved from the defender's deck into their hand, for a card that
    is not a whistle – a hand the attacker cannot rule out. None if no whistle is in the deck."""
    whistle = next((c for c in WHISTLES if state.decks[defender].get(c)), None)
    hand = state.hands[defender]
    swap = next((c for c in hand if c not in WHISTLES), None)
    if whistle is None or swap is None:
        return None
    data = state.to_dict()
    data["hands"][defender] = sorted(hand[:hand.index(swap)] + hand[hand.index(swap) + 1:] + [whistle])
    deck = Counter(state.decks[defender])
    deck[whistle] -= 1
    deck[swap] += 1
    data["decks"][defender] = {c: n for c, n in deck.items() if n}
    return GAME.state_from_dict(data)


def losses(state, action):
    """Every health loss the attack can cause, one for each answer of the defender, over the real hand
    and a hand with the whistle the attacker cannot rule out."""
    seat, target = state.current_player, action.args[1]
    health = state.grids[1 - seat][target][1]
    found = set()
    for table in (state, with_whistle(state, 1 - seat)):
        if table is None:
            continue
        after = table.apply(action)
        answers = after.legal_actions() if after.phase == "react" else [None]
        for answer in answers:
            end = after.apply(answer) if answer is not None else after
            found.add(health - end.grids[1 - seat].get(target, [None, 0])[1])
    return found


def whistle_possible(state, seat):
    """As far as ``seat`` sees: the other hand is not empty and a whistle of the other deck is not on the table."""
    other = 1 - seat
    table = Counter(state.discards[other]) + Counter(c for k, c in state.slots[other].items() if k != "on" and c)
    return bool(state.hands[other]) and any(table[c] < n for c, n in WHISTLES.items())


def public_cards(state, viewer, action):
    """The cards ``viewer`` may see: the table, the own hand, the cards the move puts on the table, the
    whistle and the next level when the phase shows them (an attack waits for the whistle, an upgrade)."""
    seen = set()
    for seat in (0, 1):
        seen |= {slot[0] for slot in state.grids[seat].values()} | set(state.discards[seat]) | set(state.defeated[seat])
        seen |= {c for k, c in state.slots[seat].items() if k != "on" and c}
    if viewer is None:
        seen |= set(ALL_CARDS)
    elif viewer in (0, 1):
        seen |= set(state.hands[viewer])
    if action.kind in ("discard", "play", "add", "place"):
        seen |= set(action.args) & set(ALL_CARDS)
    return seen


# -- reading the claims --------------------------------------------------------------------------------
def claims(text, lang):
    """The claims of a reason: numbers (in order), the levels in brackets and the cells (in order),
    quoted card names, animals named outside quotes, and whether it speaks of something open ("if", "can")."""
    names = Counter(QUOTED[lang].findall(text))
    bare = QUOTED[lang].sub(" ", text)
    levels = [int(level) for level in LEVEL.findall(bare)]
    cells = re.findall(r"\b[a-c][1-3]\b", bare)
    numbers = [int(n) for n in re.findall(r"\d+", re.sub(r"\b[a-c][1-3]\b", " ", LEVEL.sub(" ", bare)))]
    animals = {a for a, word in ANIMAL_WORDS[lang].items() if word.search(bare)}
    return {"numbers": numbers, "levels": levels, "names": names, "animals": animals, "cells": cells,
            "open": bool(OPEN[lang].search(bare))}


def named(cards, lang):
    return Counter(NAMES[lang][c] for c in cards)


# -- what each reason must say ------------------------------------------------------------------------
def expect(state, action, viewer, text, lang):
    """Assert every claim of ``text`` against the test's own computation."""
    seat = state.current_player
    got = claims(text, lang)
    shows = viewer is None or viewer == seat
    grid, theirs = state.grids[seat], state.grids[1 - seat]
    kind, args = action.kind, action.args
    where = f"{action} [{lang}, viewer {viewer}]: {text}"

    def check(numbers, pairs=(), animals=(), names=(), open_=None, cells=None):
        """``pairs``: (level, cell) of the animals named with their level, in order; ``cells``: the cells
        named (default: those of ``pairs``)."""
        assert got["numbers"] == list(numbers), where
        assert got["levels"] == [level for level, _ in pairs], where
        assert got["cells"] == (list(cells) if cells is not None else [cell for _, cell in pairs]), where
        assert got["animals"] == {_animal(c) for c in animals}, where
        assert got["names"] == named(names, lang), where
        if open_ is not None:
            assert got["open"] == open_, where

    if kind in ("place", "add"):
        card, cell = args
        after = state.apply(action).grids[seat][cell]
        assert after[0] == card and after[2] == 0, where
        check([after[1]], open_=False)  # “it has 5 health points”: the move names the animal and its cell
        if kind == "add":
            pass  # "a new animal on c2": no word on the row
        elif cell[1] == "1":
            assert re.search(r"at the front|vorne", text), where
        elif cell[1] == "2":
            assert re.search(r"middle row|mittleren Reihe", text), where
        else:
            covered = any(f"{cell[0]}{r}" in grid for r in (1, 2))
            assert bool(re.search(r"safely|sicher", text)) == covered, where
            assert bool(re.search(r"no animal in front|kein Tier", text)) == (not covered), where
    elif kind == "attack":
        source, target = args
        card, health = theirs[target][:2]
        hit = damage(state, seat, source, target)
        found = losses(state, action)
        dealt = min(hit, health)  # health never goes below 0
        assert dealt in found, where  # the damage claimed is what an unblocked attack does
        blockable = hit > 0 and whistle_possible(state, seat)
        assert (0 in found and hit > 0) <= blockable, where  # a block the attacker cannot rule out …
        if hit == 0:
            check([], open_=False)  # “it”: the move names the target
            assert bool(re.search(r"only animal|einzige Tier", text)) == (len(front(theirs)) == 1), where
        else:
            assert not blockable or 0 in found, where  # … is one of the defender's possible answers
            check([hit, health], open_=blockable)  # … and the words say "if"; the move names the target
            assert found == ({0, dealt} if blockable else {dealt}), where
            assert bool(re.search(r"defeat|besiegen", text)) == (hit >= health), where
    elif kind == "end":
        assert all(slot[2] > 0 for slot in grid.values()), where
        check([], cells=[c for c in ("a1", "b1", "c1", "a2", "b2", "c2", "a3", "b3", "c3") if c in grid])
    elif state.phase == "react":
        attack = state.pending
        card, health = grid[attack["to"]][:2]
        hit = damage(state, state.turn, attack["from"], attack["to"])
        passed = state.apply("pass").grids[seat].get(attack["to"], [None, 0])[1]
        assert health - passed == min(hit, health), where
        if kind == "play":
            assert state.apply(action).grids[seat][attack["to"]][1] == health, where  # the whistle keeps it all off
        else:
            assert bool(re.search(r"only|nur", text)) == (hit < health), where
            assert bool(re.search(r"defeats|besiegt", text)) == (hit >= health), where
        check([hit], [(_level(card), attack["to"])], [card], open_=False)
    elif kind == "pass":
        hand = state.hands[seat]
        if not hand:
            check([], open_=False)
        elif shows:
            check([], names=hand, animals=[], open_=False)
        else:
            check([len(hand)], open_=False)
    elif kind == "discard":
        usable = usable_cards(state)
        unusable = not usable & set(args)
        assert bool(re.search(r"cannot use|nicht einsetzen", text)) == unusable, where
        if unusable:
            check([], names=args, open_=False)
        else:
            left = sum(state.apply(action).decks[seat].values())
            check([left], names=[c for c in dict.fromkeys(args) if c in usable], open_=True)
    elif kind in ("upgrade", "keep"):
        cell = state.last["from"]
        new = f"{_animal(grid[cell][0])}{_level(grid[cell][0]) + 1}"
        assert new in state.hands[seat], where
        if kind == "upgrade":
            after = state.apply(action).grids[seat][cell]
            assert after[0] == new, where
            check([_level(new), after[1]], animals=[new], open_=False, cells=[cell])
        elif shows:
            check([], names=[new], open_=False)
        else:
            check([], animals=[new], open_=False)  # the phase shows that the next level is in the hand
    elif kind == "play":
        card = args[0]
        after = state.apply(action)
        if card == "dojo":
            slot = after.grids[seat][args[1]]
            assert _level(slot[0]) == _level(grid[args[1]][0]) + 1, where
            check([slot[1]], open_=False)  # the move names the animal, its cell and its new level
        elif "heal" in ITEMS[card]:
            old, new = grid[args[1]][1], after.grids[seat][args[1]][1]
            check([new - old, new, STATS[grid[args[1]][0]]["health"]], open_=False)
        elif "heal_all" in ITEMS[card]:
            healed = sum(after.grids[seat][c][1] - grid[c][1] for c in grid)
            check([len(grid), healed] if len(grid) > 1 else [healed], open_=False)
        elif ITEMS[card].get("shield"):
            assert after.slots[seat]["on"] == args[1], where
            check([ITEMS[card]["shield"]], open_=False)
        elif ITEMS[card].get("boost"):
            boost = state.boost + ITEMS[card]["boost"]
            pairs = [(a, t) for a in grid if grid[a][2] == 0 for t in front(theirs)]
            if not pairs:
                check([ITEMS[card]["boost"]], open_=True)
            else:
                assert len(got["cells"]) == 2, where  # the attacker and the target the boost helps most
                source, target = got["cells"]
                best = max(damage(state, seat, a, t, boost) for a, t in pairs)
                assert damage(state, seat, source, target, boost) == best, where
                check([best, damage(state, seat, source, target)],
                      [(_level(grid[source][0]), source), (_level(theirs[target][0]), target)],
                      [grid[source][0], theirs[target][0]], open_=True)
        elif ITEMS[card].get("extra_health"):
            health = [c for c in state.hands[seat] if ITEMS.get(c, {}).get("type") == "health" and c in usable_cards(state)]
            check([], names=health if shows else [], open_=True)
            assert bool(re.search(r"I have none|ich habe keine", text)) == (shows and not health), where
        else:
            pytest.fail(f"a reason for a card the test does not know: {where}")
    else:
        pytest.fail(f"a reason for a move the test does not know: {where}")


# -- the positions ------------------------------------------------------------------------------------
def positions(count, seed):
    """``count`` positions where a seat decides, from seeded random games: some in the set-up, the rest
    spread over the games, with every whistle question and every upgrade met on the way."""
    rng = random.Random(seed)
    found = []
    while len(found) < count:
        state = GAME.new_initial_state(["Mia", "Leo"], seed=rng.randrange(10**6), format=rng.choice(["basic", "strong_weak"]))
        stops = {rng.randrange(400) for _ in range(8)}
        for ply in range(400):
            if state.is_terminal():
                break
            if state.is_chance_node():
                state = state.apply(state.sample_chance(rng))
                continue
            if ply in stops or state.phase in ("react", "upgrade") or str(state.legal_actions()[0]) == "end":
                found.append(state)
            state = state.apply(rng.choice(state.legal_actions()))
    return found[:count]


def actions_to_check(state, rng):
    """Every attack, whistle question and upgrade; of the many plays a sample with every kind of move."""
    actions = state.legal_actions()
    if state.phase != "play":
        return actions
    by_kind = {}
    for action in actions:
        by_kind.setdefault((action.kind, action.args[:1] if action.kind == "play" else ()), []).append(action)
    return [rng.choice(group) for group in by_kind.values()] + rng.sample(actions, min(3, len(actions)))


def test_every_claim_of_a_reason_is_what_the_test_computes():
    rng = random.Random(22)
    kinds = Counter()
    for state in positions(320, seed=22):
        seat = state.current_player
        for action in actions_to_check(state, rng):
            for viewer in (None, seat, 1 - seat):
                for lang in LANGS:
                    text = state.move_reason(action, lang, viewer=viewer)
                    assert text, (str(action), lang)
                    expect(state, action, viewer, text, lang)
            kinds[f"react {action.kind}" if state.phase == "react" else " ".join([action.kind, *action.args[:1]])
                  if action.kind == "play" else action.kind] += 1
    for kind in ("place", "attack", "end", "pass", "discard", "add", "upgrade", "keep", "react play", "react pass",
                 *(f"play {card}" for card in ITEMS if card not in WHISTLES)):
        assert kinds[kind] >= 3, kinds  # every kind of move was checked, not only the common ones


def test_the_computer_reasons_only_from_what_its_seat_may_know():
    """Dealing the hidden cards anew (what the moving seat cannot tell apart) never changes its reason."""
    rng = random.Random(7)
    compared = 0
    for state in positions(300, seed=7):
        seat = state.current_player
        for action in actions_to_check(state, rng)[:6]:
            said = {(v, lang): state.move_reason(action, lang, viewer=v) for v in (None, seat, 1 - seat) for lang in LANGS}
            for _ in range(2):
                other = state.resample_hidden(seat, rng)
                for (viewer, lang), text in said.items():
                    assert other.move_reason(action, lang, viewer=viewer) == text, (str(action), text)
                    compared += 1
    assert compared > 2000


def test_a_reason_names_no_card_of_a_hand_the_reader_may_not_see():
    rng = random.Random(11)
    hidden_hands = 0
    for state in positions(300, seed=11):
        seat = state.current_player
        for action in actions_to_check(state, rng):
            for viewer in (None, seat, 1 - seat):
                seen = public_cards(state, viewer, action)
                for lang in LANGS:
                    names = claims(state.move_reason(action, lang, viewer=viewer), lang)["names"]
                    allowed = {NAMES[lang][c] for c in seen}
                    assert set(names) <= allowed, (str(action), viewer, lang, names)
                    hidden_hands += viewer == 1 - seat and action.kind == "pass"
    assert hidden_hands > 100
