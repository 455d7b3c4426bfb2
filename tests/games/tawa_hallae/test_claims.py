"""Every claim in the computer's reasons is a fact of that position (issue #22, part 2).

Random positions (seeded) from random games; for a sample of the legal actions the reason is rendered
in German and English, every claim in it is read back out of the words (a reason that no pattern here
reads fails the test: it would be an unchecked claim), and each claim is checked by this test's own
computation: the action is applied through the engine and the position before and after compared, the
fields an animal reaches are counted from ``legal_actions`` of a fresh turn, and how many prisoners can
be freed is counted from the den fields. Nothing here calls ``reasons.py``.
"""

from __future__ import annotations

import random
import re

import pytest

import boardtutor
from boardtutor.core import RuleViolation
from boardtutor.games.tawa_hallae.rules import DATA, SEATS
from boardtutor.i18n import Noun, tr

GAME = boardtutor.load("tawa_hallae")
LANGS = ("de", "en")
KINDS = sorted(DATA["animals"])
FRONT_ROW = {0: 4, 1: 10}  # the rulebook's den: two rows at each end, the front one towards the middle
BACK_ROW = {0: 3, 1: 11}
GOAL_ROW = {0: 13, 1: 1}  # red hunts on blue's edge (row 13), blue on red's (row 1)
PRISON_FIELD = {0: "e1", 1: "e13"}
FIELD_KIND = {  # from the arena in data.json: field → den_land, water, …
    f"{DATA['board']['columns'][x]}{y + 1}": DATA["board"]["legend"][code]
    for y, line in enumerate(DATA["board"]["rows_bottom_up"])
    for x, code in enumerate(line)
}


def row(field: str) -> int:
    return int(field[1:])


def col(field: str) -> int:
    return ord(field[0]) - ord("a")


# -- reading the claims back out of the words ----------------------------------------------------------
def _forms(lang: str) -> dict[str, str]:
    """Every way a reason may write an animal (any case, with "the") → its kind."""
    out = {}
    for kind in KINDS:
        noun = Noun(f"tawa_hallae.animal.{kind}")
        for case in ("nom", "acc", "dat"):
            out[noun.render(lang, case=case, det="the")] = kind
        out[noun.render(lang)] = kind
    return out


FORMS = {lang: _forms(lang) for lang in LANGS}
PACK = {lang: {tr(f"tawa_hallae.pack.{side}", lang): seat for seat, side in enumerate(SEATS)} for lang in LANGS}
F = r"(?P<{}>[a-i]\d{{1,2}})"
A = r"(?P<{}>.+?)"
N = r"(?P<{}>\d+|one|a|ein|eine|einen|einem|no|kein|keinem)"
WORD_NUMBERS = {"one": 1, "a": 1, "ein": 1, "eine": 1, "einen": 1, "einem": 1, "no": 0, "kein": 0, "keinem": 0}
PRON = r"(?:er|sie|es)"
PRON_ACC = r"(?:ihn|sie|es)"


def _p(template: str) -> re.Pattern:
    """A pattern with {f:name} for a field, {a:name} for words, {n:name} for a number."""
    out = re.sub(r"\{f:(\w+)\}", lambda m: F.format(m.group(1)), template)
    out = re.sub(r"\{a:(\w+)\}", lambda m: A.format(m.group(1)), out)
    out = re.sub(r"\{n:(\w+)\}", lambda m: N.format(m.group(1)), out)
    return re.compile(out)


PLACE = {"en": r"(?:from there|from {f:place})", "de": r"(?:von dort aus|von {f:place} aus)"}
PATTERNS = {
    "en": [
        ("hunt", r"that brings {n:points} points?, then {a:name} has {n:total} of {n:goal}"),
        ("win", r"that makes {n:total} points for {a:name} – enough to win"),
        ("free_all", r"there it can free (?:{a:name}'s only prisoner|(?P<both>both) of {a:name3}'s prisoners|all {n:count} of {a:name2}'s prisoners): {a:list}"),
        ("free_some", r"there it can free {n:most} of {a:name}'s {n:count} prisoners: {a:list}"),
        ("capture_turtle", r"it captures {a:victims} and sends {a:pack}'s turtle on {f:turtle} back to its den"),
        ("capture", r"it captures {a:victims}"),
        ("armour", r"{a:pack}'s {a:victim} on {f:victim_field} loses its armour"),
        ("turtle", r"{a:pack}'s turtle on {f:victim_field} must go back to its den"),
        ("escape", r"it gets away from {a:pack}'s {a:victim} on {f:victim_field}: there none of {a:pack2}'s animals can attack it"),
        ("threat", PLACE["en"] + r" it can attack {a:pack}'s {a:victim} on {f:victim_field} next"),
        ("hunt_next", PLACE["en"] + r" it can hunt on {f:field} next"),
        ("closer", r"it comes {n:rows} rows? closer to {a:pack}'s hunt fields"),
        ("safe", r"there none of {a:pack}'s animals can attack it"),
        ("reach", PLACE["en"] + r" it can reach {n:count} fields?"),
        ("wait", PLACE["en"] + r" it has no move for now"),
        ("web", r"there it is caught in the web of {a:pack}'s spider"),
        ("look", r"now it can reach {n:after} fields? instead of {n:before}"),
        ("turn_same", r"it still (?:has no move|reaches the same field|reaches the same {n:count} fields); the turn only uses up this move"),
        ("turn_nothing", r"it moves in all 8 directions anyway, so the turn changes nothing and only uses up this move"),
        ("front_row", r"it starts in the front row of the den"),
        ("back_row", r"it starts in the back row of the den, behind the front row"),
        ("freed", r"(?:no other animal can be freed after it|after it one more animal can be freed|after it up to {n:left} more animals can be freed)"),
        ("home", r"the turtle must go back onto a free field of its den"),
        ("done", r"(?:one animal is|{n:count} animals are) free again: {a:list}"),
        ("pass", r"none of {a:name}'s animals can move"),
    ],
    "de": [
        ("hunt", r"das bringt {n:points} Punkte?, dann hat {a:name} {n:total} von {n:goal}"),
        ("win", r"damit hat {a:name} {n:total} Punkte – genug zum Sieg"),
        ("free_all", rf"dort kann {PRON} (?:den einzigen Gefangenen von {{a:name}}|(?P<both>beide) Gefangenen von {{a:name3}}|alle {{n:count}} Gefangenen von {{a:name2}}) befreien: {{a:list}}"),
        ("free_some", rf"dort kann {PRON} {{n:most}} der {{n:count}} Gefangenen von {{a:name}} befreien: {{a:list}}"),
        ("capture_turtle", rf"{PRON} nimmt {{a:victims}} gefangen und schickt die Schildkröte von {{a:pack}} auf {{f:turtle}} zurück in ihre Höhle"),
        ("capture", rf"{PRON} nimmt {{a:victims}} gefangen"),
        ("armour", r"{a:victim} von {a:pack} auf {f:victim_field} verliert (?:seine|ihre) Rüstung"),
        ("turtle", r"die Schildkröte von {a:pack} auf {f:victim_field} muss zurück in ihre Höhle"),
        ("escape", rf"{PRON} entkommt {{a:victim}} von {{a:pack}} auf {{f:victim_field}}: Dort kann kein Tier von {{a:pack2}} {PRON_ACC} angreifen"),
        ("threat", PLACE["de"] + rf" kann {PRON} als Nächstes {{a:victim}} von {{a:pack}} auf {{f:victim_field}} angreifen"),
        ("hunt_next", PLACE["de"] + rf" kann {PRON} als Nächstes auf {{f:field}} jagen"),
        ("closer", rf"{PRON} kommt {{n:rows}} Reihen? näher an die Jagdfelder von {{a:pack}}"),
        ("safe", rf"dort kann kein Tier von {{a:pack}} {PRON_ACC} angreifen"),
        ("reach", PLACE["de"] + rf" kann {PRON} {{n:count}} Feld(?:er)? erreichen"),
        ("wait", PLACE["de"] + rf" kann {PRON} vorerst nicht weiterziehen"),
        ("web", rf"dort wird {PRON} im Netz der Spinne von {{a:pack}} gefangen"),
        ("look", rf"jetzt kann {PRON} {{n:after}} Feld(?:er)? erreichen statt {{n:before}}"),
        ("turn_same", rf"(?:{PRON} kann weiterhin nicht ziehen|{PRON} erreicht weiter dasselbe Feld|{PRON} erreicht weiter dieselben {{n:count}} Felder); die Drehung verbraucht nur diesen Zug"),
        ("turn_nothing", rf"{PRON} zieht sowieso in alle 8 Richtungen, die Drehung ändert nichts und verbraucht nur diesen Zug"),
        ("front_row", rf"{PRON} beginnt in der vorderen Reihe der Höhle"),
        ("back_row", rf"{PRON} beginnt in der hinteren Reihe der Höhle, geschützt hinter der vorderen"),
        ("freed", r"danach (?:kann kein weiteres Tier|kann noch ein Tier|können noch bis zu {n:left} Tiere) befreit werden"),
        ("home", r"die Schildkröte muss zurück auf ein freies Feld ihrer Höhle"),
        ("done", r"(?:ein Tier ist|{n:count} Tiere sind) wieder frei: {a:list}"),
        ("pass", r"kein Tier von {a:name} kann ziehen"),
    ],
}
COMPILED = {lang: [(key, _p(t)) for key, t in table] for lang, table in PATTERNS.items()}


def _number(text: str | None, default: int | None = None) -> int | None:
    if text is None:
        return default
    return WORD_NUMBERS[text] if text in WORD_NUMBERS else int(text)


def _animals(text: str, lang: str) -> list[str]:
    """"the wolf, the zebra and the bear" → ["wolf", "zebra", "bear"]."""
    joiner = " und " if lang == "de" else " and "
    parts = [p for chunk in text.split(", ") for p in chunk.split(joiner)]
    return [FORMS[lang][p] for p in parts]


def _victims(text: str, lang: str) -> list[tuple[int, str, str]]:
    """"Blue's wolf on e7 and Blue's zebra on e8" → [(1, "wolf", "e7"), (1, "zebra", "e8")]."""
    joiner = " und " if lang == "de" else " and "
    out = []
    for part in (p for chunk in text.split(", ") for p in chunk.split(joiner)):
        if lang == "en":
            m = re.fullmatch(r"(\w+)'s (\w+) on ([a-i]\d+)", part)
            pack, animal, field = m.groups()
        else:
            m = re.fullmatch(r"(\w+ \w+) von (\w+) auf ([a-i]\d+)", part)
            animal, pack, field = m.groups()
        out.append((PACK[lang][pack], FORMS[lang][animal], field))
    return out


def read_claim(reason: str, lang: str) -> tuple[str, dict]:
    """The kind of claim and its values, read from the words (fails on words no pattern knows)."""
    for key, pattern in COMPILED[lang]:
        m = pattern.fullmatch(reason)
        if m:
            values = {k: v for k, v in m.groupdict().items() if v is not None}
            values["text"] = reason
            return key, values
    raise AssertionError(f"a claim this test cannot check ({lang}): {reason!r}")


# -- the test's own computations -------------------------------------------------------------------------
def fresh_turn(state, seat: int, turned: tuple[str, str] | None = None):
    """The same arena with a new turn for ``seat`` (no move made yet), or None if that is no legal position;
    ``turned``: (field, facing) of an animal that faces another way."""
    board = dict(state.board)
    if turned:
        field, facing = turned
        board[field] = (*board[field][:2], facing)
    spec = {
        "board": {f: f"{SEATS[s]} {k} {fa}" for f, (s, k, fa) in board.items()},
        "turn": SEATS[seat],
        "points": list(state.points),
        "armour": list(state.armour),
        "prison": {side: list(state.prison[s]) for s, side in enumerate(SEATS)},
        "last_hunt": SEATS[state.last_hunt] if state.last_hunt is not None else None,
    }
    try:
        fresh = state.with_setup(spec)
    except RuleViolation:
        return None
    return None if fresh.is_terminal() else fresh


def targets(state, field: str, facing: str | None = None) -> set[str] | None:
    """Fields the animal on ``field`` may move to at the start of its own turn (from legal_actions)."""
    fresh = fresh_turn(state, state.board[field][0], (field, facing) if facing else None)
    if fresh is None:
        return None
    return {a.args[1] for a in fresh.legal_actions() if a.kind == "move" and a.args[0] == field}


def _between(origin: str, target: str, field: str) -> bool:
    """Whether ``field`` lies on the straight line from ``origin`` to ``target`` (both ends included)."""
    dx, dy = col(target) - col(origin), row(target) - row(origin)
    fx, fy = col(field) - col(origin), row(field) - row(origin)
    if dx * fy != dy * fx:
        return False
    return 0 < fx * dx + fy * dy <= dx * dx + dy * dy


def hit_by(state, field: str, attacker: str | None = None) -> list[str]:
    """Fields of enemy animals whose movement, played at the start of their turn, imprisons the animal on
    ``field``, takes its armour or sends it home (only moves that end on it or run across it)."""
    seat = state.board[field][0]
    fresh = fresh_turn(state, 1 - seat)
    if fresh is None:
        return []
    out = set()
    for action in fresh.legal_actions():
        if action.kind != "move" or (attacker and action.args[0] != attacker):
            continue
        if not _between(*action.args, field) and action.args[1] != field:
            continue
        after = fresh.apply(action)
        if after.board.get(field) != fresh.board[field] or after.armour[seat] != fresh.armour[seat]:
            out.add(action.args[0])
    return sorted(out)


def facings_after(after, field: str) -> list:
    """The positions after a movement, one per facing the animal may choose next (or the one there is)."""
    if after.phase == "face" and after.pending[0]["field"] == field:
        return [after.apply(a) for a in after.legal_actions()]
    return [after]


def kept(after, field: str):
    """The position after a movement when the animal keeps its facing."""
    if after.phase == "face" and after.pending[0]["field"] == field:
        return after.apply(f"face {after.board[field][2]}")
    return after


def can_capture(state, field: str, victim: str) -> bool:
    fresh = fresh_turn(state, state.board[field][0])
    if fresh is None:
        return False
    for action in fresh.legal_actions():
        if action.kind == "move" and action.args[0] == field:
            after = fresh.apply(action)
            if after.board.get(victim) != fresh.board[victim] and fresh.board[victim][1] in after.prison[fresh.board[victim][0]]:
                return True
    return False


def can_hunt(state, field: str, goal: str) -> bool:
    seat = state.board[field][0]
    fresh = fresh_turn(state, seat)
    if fresh is None:
        return False
    for action in fresh.legal_actions():
        if action.kind == "move" and action.args == (field, goal):
            return fresh.apply(action).points[seat] > fresh.points[seat]
    return False


# -- the positions ---------------------------------------------------------------------------------------
def positions(count: int = 300, seed: int = 22) -> list:
    """Positions from seeded random games at every phase; moves into a prison are preferred now and
    then, so that freeing is among them."""
    rng = random.Random(seed)
    out = []
    game = 0
    while len(out) < count:
        state = GAME.new_initial_state(seed=game, setup=("standard", "free")[game % 2])
        game += 1
        steps = 0
        while not state.is_terminal() and steps < 500 and len(out) < count:
            actions = state.legal_actions()
            prison = [a for a in actions if a.kind == "move" and a.args[1] in PRISON_FIELD.values()]
            if steps % 23 == 0 or prison or (state.phase in ("release", "restart", "home") and rng.random() < 0.3):
                out.append(state)
            state = state.apply(rng.choice(prison) if prison and rng.random() < 0.5 else rng.choice(actions))
            steps += 1
    return out


def sample(state, rng: random.Random) -> list:
    actions = state.legal_actions()
    rare = [a for a in actions if a.kind not in ("move", "turn") or (a.kind == "move" and row(a.args[1]) in GOAL_ROW.values())]
    return rng.sample(rare, min(6, len(rare))) + rng.sample(actions, min(5, len(actions)))


# -- the checks ------------------------------------------------------------------------------------------
def check(state, action, key: str, v: dict, lang: str) -> None:
    seat = state.current_player
    enemy = 1 - seat
    names = {tr(f"tawa_hallae.pack.{side}", lang) for side in SEATS}
    after = state.apply(action)
    where = str(action)
    for name in ("name", "name2", "name3"):
        if name in v:
            assert v[name] == state.player_name(seat, lang) and v[name] in names, where
    if "pack" in v:
        assert PACK[lang][v["pack"]] == enemy, where
    if "pack2" in v:
        assert PACK[lang][v["pack2"]] == enemy, where

    if action.kind == "move":
        origin, target = action.args
        kind = state.board[origin][1]
        if key in ("hunt", "win"):
            gained = after.points[seat] - state.points[seat]
            assert gained == _number(v.get("points"), gained) and after.points[seat] == _number(v["total"]), where
            assert gained > 0 and row(target) == GOAL_ROW[seat], where
            if key == "win":
                assert after.is_terminal() and after.outcome().winners == (seat,), where
            else:
                assert not after.is_terminal() and _number(v["goal"]) == 5, where
        elif key in ("free_all", "free_some"):
            listed = _animals(v["list"], lang)
            assert sorted(listed) == sorted(state.prison[seat]) and after.phase in ("release", "face"), where
            count = _number(v.get("count"), 2 if "both" in v else 1)
            most = count if key == "free_all" else _number(v["most"])
            assert count == len(state.prison[seat]), where
            assert most == freeable(after, seat, kind), (where, lang, most)
            assert (most == count) == (key == "free_all"), where
        elif key in ("capture", "capture_turtle"):
            named = _victims(v["victims"], lang)
            new = sorted(after.prison[enemy])
            for k in state.prison[enemy]:
                new.remove(k)
            assert sorted(k for _, k, _ in named) == new and new, where
            for s, k, f in named:
                assert s == enemy and state.board[f] [:2] == (enemy, k) and after.board.get(f, (None, None))[:2] != (enemy, k), where
            if key == "capture_turtle":
                assert state.board[v["turtle"]][:2] == (enemy, "turtle") and v["turtle"] not in after.board, where
        elif key == "armour":
            field = v["victim_field"]
            assert FORMS[lang][v["victim"]] == state.board[field][1], where
            assert state.armour[enemy] and not after.armour[enemy] and after.board[field] == state.board[field], where
            assert after.board.get(origin, (None, None))[1] == kind, where  # it sprang back
        elif key == "turtle":
            field = v["victim_field"]
            assert state.board[field][:2] == (enemy, "turtle") and after.board.get(field, (None, None))[:2] != (enemy, "turtle"), where
        elif key == "web":
            assert kind in after.prison[seat] and kind not in state.prison[seat], where
        else:
            end = target
            assert after.board.get(end, (None, None))[:2] == (seat, kind), where
            if key == "escape":
                assert v["victim_field"] in hit_by(state, origin, attacker=v["victim_field"]), where
                assert FORMS[lang][v["victim"]] == state.board[v["victim_field"]][1], where
            if key in ("escape", "safe"):
                for one in facings_after(after, end):
                    assert not hit_by(one, end), (where, lang, key)
            elif key == "closer":
                rows = abs(GOAL_ROW[seat] - row(origin)) - abs(GOAL_ROW[seat] - row(target))
                assert rows == _number(v["rows"]) > 0, where
            else:
                check_from(kept(after, end), end, key, v, lang, where, place=None)
    elif action.kind == "turn":
        field = action.args[0]
        before = targets(state, field)
        now = targets(after, field)
        if before is None or now is None:
            return
        if key == "turn_nothing":
            for facing in "nesw":
                assert targets(state, field, facing) == before, where
        elif key == "turn_same":
            said = _number(v.get("count"), 0 if re.search(r"no move|nicht ziehen", v["text"]) else 1)
            assert now == before and len(now) == said, where
        elif key == "look":
            assert len(now) == _number(v["after"]) and len(before) == _number(v["before"]) and now != before, where
        else:
            check_from(after, field, key, v, lang, where, place=None)
    elif action.kind == "face":
        field = state.pending[0]["field"]
        check_from(after, field, key, v, lang, where, place=field)
    elif action.kind == "restart":
        field = action.args[0]
        assert after.board[field][1] == state.pending[0]["animal"], where
        check_from(kept(after, field), field, key, v, lang, where, place=None)
    elif action.kind == "place" and state.phase == "release":
        assert key == "freed", where
        animal, field = action.args
        assert after.board[field][:2] == (seat, animal), where
        liberator = state.pending[0]["liberator"]
        left = _number(v.get("left"), 1 if re.search(r"one more|noch ein Tier", v["text"]) else 0)
        assert left == freeable(after, seat, liberator), (where, lang)
    elif action.kind == "place":
        field = action.args[1]
        assert row(field) == (BACK_ROW[seat] if key == "back_row" else FRONT_ROW[seat]), where
    elif action.kind == "home":
        field = action.args[0]
        owner = state.pending[0]["seat"]
        assert after.board[field][:2] == (owner, "turtle") and row(field) in (FRONT_ROW[owner], BACK_ROW[owner]), where
    elif action.kind == "done":
        listed = _animals(v["list"], lang)
        count = _number(v.get("count"), 1)
        assert count == len(listed), where
        for k in listed:
            assert k not in state.prison[seat] and any(s == seat and kk == k for s, kk, _ in state.board.values()), where
    elif action.kind == "pass":
        assert [str(a) for a in state.legal_actions()] == [str(action)], where


def freeable(after, seat: int, liberator: str) -> int:
    """How many prisoners can still be freed (the test's own count from the den): at most five in all,
    one per free den field outside the enemy web, the spider only on land, and a turtle that frees them
    keeps a field of its den for itself."""
    if after.phase not in ("release", "face") or not any(p["kind"] == "release" for p in after.pending):
        return 0
    den = [f for f, kind in FIELD_KIND.items() if kind in ("den_land", "den_water") and (row(f) <= 6) == (seat == 0)]
    free = [f for f in den if f not in after.board]
    spider = next((f for f, (s, k, _) in after.board.items() if s != seat and k == "spider"), None)
    web = {f for f in FIELD_KIND if spider and max(abs(col(f) - col(spider)), abs(row(f) - row(spider))) == 1
           and FIELD_KIND[f] not in ("water", "den_water", "hunt", "prison")}
    usable = [f for f in free if f not in web]
    release = next(p for p in after.pending if p["kind"] == "release")
    prisoners = [k for k in after.prison[seat] if k != liberator]
    most = min(5 - len(release["freed"]), len(prisoners), len(usable))
    if liberator == "turtle":
        most = min(most, len(free) - 1)
    if "spider" in prisoners and not [f for f in usable if FIELD_KIND[f] == "den_land"]:
        most = min(most, len(prisoners) - 1)
    return max(0, most)


def check_from(state, field: str, key: str, v: dict, lang: str, where: str, place: str | None) -> None:
    """Claims about what the animal on ``field`` can do with its next movement."""
    if "place" in v or place is not None:
        assert v.get("place") == place, where
    if key == "threat":
        victim = v["victim_field"]
        assert FORMS[lang][v["victim"]] == state.board[victim][1], where
        assert can_capture(state, field, victim), (where, lang)
    elif key == "hunt_next":
        assert can_hunt(state, field, v["field"]), where
    elif key in ("reach", "wait"):
        reached = targets(state, field)
        if reached is not None:
            assert len(reached) == _number(v.get("count"), 0), (where, lang, sorted(reached))
    else:
        raise AssertionError(f"{key} is no claim about the next movement ({where})")


def test_every_claim_of_every_reason_is_a_fact_of_its_position():
    rng = random.Random(22)
    checked: dict[str, int] = {}
    states = positions()
    assert len(states) >= 300
    for state in states:
        for action in sample(state, rng):
            for lang in LANGS:
                reason = state.move_reason(action, lang)
                assert reason, (str(action), lang)
                key, values = read_claim(reason, lang)
                check(state, action, key, values, lang)
                checked[key] = checked.get(key, 0) + 1
    # the claims that matter most really came up
    for key in ("capture", "threat", "reach", "closer", "look", "turn_nothing", "free_all", "freed", "hunt", "safe"):
        assert checked.get(key, 0) >= 2, (key, checked)


@pytest.mark.parametrize("lang", LANGS)
def test_a_reason_does_not_start_with_the_moving_animal_again(lang):
    """The reason follows the move's own words, which already name the animal: "it", not the animal again."""
    rng = random.Random(5)
    for state in positions(40, seed=5):
        for action in sample(state, rng):
            reason = state.move_reason(action, lang)
            field = {"move": lambda: action.args[0], "turn": lambda: action.args[0]}.get(action.kind, lambda: None)()
            if field:
                animal = Noun(f"tawa_hallae.animal.{state.board[field][1]}").render(lang, det="the")
                assert not reason.startswith(animal), reason


def test_a_turtle_going_home_is_said_to_be_hit_only_when_it_was():
    start = GAME.new_initial_state(setup="free")
    freeing = start.with_setup({"board": {"e12": "red turtle n", "a1": "red wolf n"}, "prison": {"red": ["lion", "zebra"]}, "turn": "red"})
    assert freeing.move_reason("e12-e13", "en") == "there it can free both of Red's prisoners: the lion and the zebra"
    assert freeing.move_reason("e12-e13", "de") == "dort kann sie beide Gefangenen von Rot befreien: der Löwe und das Zebra"
    state = freeing.apply("e12-e13")
    while state.phase in ("release", "face"):
        state = state.apply(state.legal_actions()[0])
    assert state.phase == "home" and "e12" not in state.board  # the turtle freed them and was never hit
    for lang, hit in (("en", "hit"), ("de", "getroffen")):
        assert hit not in state.describe(lang) and hit not in state.move_reason(state.legal_actions()[0], lang)
    struck = start.with_setup({"board": {"e6": "red lion n", "e7": "blue turtle s"}, "turn": "red"}).apply("e6-e7").apply("face n")
    assert struck.phase == "home"
    assert "was hit" in struck.describe("en") and "getroffen" in struck.describe("de")
