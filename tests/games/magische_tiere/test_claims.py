"""Issue 22: every claim the computer's reason (``move_reason``) and the hint (the ``Advisor``) make about a
dino position is true for that position.

Over 320 seeded positions (1–4 players, random hands of cards) the reason of every legal action (at most
twelve per position) and the hint are rendered in German and English. Every claim is read back out of
the words with the patterns below and checked against a computation written here: the number beside the
last die comes from the data file, the watchman's walk after "go" is measured by letting the engine carry
out the rows, a card that rerolls caps is applied and its dice are followed through every chance outcome,
"Ida reaches the watchman" is played out, "can reach Silas with the steps left" is walked step by step.
Every reason and hint must state at least one checked fact, and every number in it must belong to one (so
a sentence that only repeats the move, or a number in a phrase nobody checks, fails).
"""

from __future__ import annotations

import json
import random
import re
from collections import Counter

import pytest

import boardtutor
from boardtutor.games.magische_tiere.rules import CARD_COUNTS, CHILDREN, DATA, SYMBOLS
from boardtutor.games.magische_tiere.strategies import Advisor
from boardtutor.i18n import Noun, Text

GAME = boardtutor.load("magische_tiere")
ROWS = {row: tuple(values) for row, values in DATA["rows"].items()}
TILES = DATA["track"]["path_tiles"]
PURPLE = DATA["track"]["purple_fields"]
GOAL = PURPLE + TILES + 1
CAP_INDEX = list(DATA["symbols"]).index("cap")
NAMES = "|".join(CHILDREN_NAMES := ("Eddie", "Helene", "Jo", "Schoki"))
CHILD_OF = {name: key for name, key in zip(CHILDREN_NAMES, CHILDREN)}


# -- independent computations -------------------------------------------------------------------------------
def number_beside(row: str, dice: int) -> int:
    """The number printed beside the last of ``dice`` dice on a row (0 for an empty row), from the data file."""
    return ROWS[row][min(dice, len(ROWS[row])) - 1] if dice > 0 else 0


def walk_now(state) -> int:
    """How far the watchman walks when his row acts with the dice on it now."""
    if state.resting or state.variant or state.acting and state.row > CAP_INDEX:
        return 0
    return number_beside("cap", len(state.tray["cap"]))


def free(state, row: str) -> int:
    if row in state.covered or state.acting and SYMBOLS.index(row) < state.row:
        return 0
    return len(ROWS[row]) - len(state.tray[row])


def gap(state, child: str) -> int:
    return state.children[child] - state.watchman


def active(state) -> list[str]:
    return [c for c in CHILDREN if c not in state.caught and state.children[c] < GOAL]


def loose_faces(state) -> Counter:
    return Counter(state.rolled + ([state.rolled_white] if state.rolled_white else []))


def play_on(state, pick, turn: int | None = None, limit: int = 400, walk: bool = True):
    """Play on with the engine: chance by ``pick(outcomes)``, every decision without cards (the first step,
    else "stop"; with ``walk=False`` always "stop"), the largest placement, "go"), until the turn is over or the game stops for a decision
    about Ida or ends. Returns the states passed."""
    turn = state.turns if turn is None else turn
    seen = [state]
    for _ in range(limit):
        if state.is_terminal() or state.turns != turn or state.phase == "distracted":
            break
        if state.is_chance_node():
            state = state.apply(pick(state, state.chance_outcomes()))
        else:
            actions = [a for a in state.legal_actions() if a.kind != "use"]
            places = [a for a in actions if a.kind == "place"]
            steps = [a for a in actions if a.kind == "step"]
            if not walk and steps:
                steps = [a for a in actions if a.kind == "stop"]
            state = state.apply(max(places, key=lambda a: len(a.args)) if places else steps[0] if steps else actions[0])
        seen.append(state)
    return seen


def first(state, outcomes):
    return outcomes[0][0]


def without_caps(state, outcomes):
    """A roll without any cap, the one with the most dice that fit a free row."""
    def fitting(action):
        if action.kind == "draw":
            return 0
        return sum(1 for face in action.args if face != "cap" and (free(state, face) if face != "dino" else 1))
    return max((a for a, _ in outcomes if a.kind == "draw" or "cap" not in a.args), key=fitting)


def all_caps(state, outcomes):
    return next((a for a, _ in outcomes if a.kind in ("roll", "white") and set(a.args) == {"cap"}), outcomes[0][0])


def measured_walk(state) -> int:
    """Apply "go" (or carry on) and measure how far the watchman really walks this turn without cards."""
    start = state.watchman
    return max(later.watchman for later in play_on(state, first)) - start  # the last state is the next turn's start


def reroll_outcomes(state, action):
    """Every way the dice of a "reroll caps" card can end up before the rows act: (dice on the watchman's
    row, whether a rerolled die landed on another row), over all chance outcomes and forced placements."""
    after = state.apply(action)
    before_other = sum(len(d) for r, d in state.tray.items() if r != "cap")
    results, todo, seen = set(), [after], set()
    while todo:
        s = todo.pop()
        key = json.dumps({k: v for k, v in s.to_dict().items() if k not in ("history", "events")}, sort_keys=True)
        if key in seen:
            continue
        seen.add(key)
        if s.phase not in ("roll", "roll_white", "place", "turning"):
            results.add((len(s.tray["cap"]), sum(len(d) for r, d in s.tray.items() if r != "cap") > before_other))
            continue
        if s.is_chance_node():
            todo += [s.apply(a) for a, p in s.chance_outcomes() if p > 0]
        else:
            todo += [s.apply(a) for a in s.legal_actions() if a.kind != "use"]
    return results


# -- reading the claims back out of the words ---------------------------------------------------------------
F_EN = r"(0 fields|one field|\d+ fields)"
F_DE = r"(kein Feld|ein Feld|\d+ Felder)"


def fields_number(text: str) -> int:
    text = text.lower()
    if text in ("0 fields", "kein feld"):
        return 0
    if text in ("one field", "ein feld", "only one field", "nur ein feld"):
        return 1
    return int(re.match(r"\d+", text).group())


def count_word(text: str) -> int:
    return {"one": 1, "ein": 1, "eine": 1, "einer": 1, "the last": 1, "the": 1, "last": 1, "dem letzten": 1,
            "der letzte": 1, "zwei": 2, "two": 2}.get(text.strip().lower()) or int(text)


def faces_of(text: str, lang: str) -> Counter:
    names = {}
    for face in ("card", "light", "shoe", "cap", "ida", "dino"):
        for n in range(1, 8):
            names[Text("magische_tiere.count_face", n=n, face=Noun(f"magische_tiere.symbol.{face}")).render(lang)] = (face, n)
    counts = Counter()
    for part in text.split(", "):
        face, n = names[part.strip()]
        counts[face] += n
    return counts


class Checker:
    """The claims of one text about one position (and the action it explains)."""

    def __init__(self, state, action, lang: str, hint: bool = False):
        self.state, self.action, self.lang, self.hint = state, action, lang, hint
        self.checked = 0
        self.errors: list[str] = []

    def claim(self, ok: bool, what: str) -> None:
        self.checked += 1
        if not ok:
            self.errors.append(what)

    # the claims, each with its English and German pattern
    def patterns(self):
        s = self.state
        return [
            # a child's lead on the watchman
            (rf"({NAMES})(?:, the closest child,)? is (?:closest to the watchman, )?(only one field|one field|only \d+ fields|\d+ fields) ahead of (?:the watchman|him)",
             rf"({NAMES})(?:, das Kind am nächsten bei ihm,)? ist (?:dem Nachtwächter am nächsten, )?(nur ein Feld|ein Feld|nur \d+ Felder|\d+ Felder) vor (?:dem Nachtwächter|ihm)",
             self.lead),
            (r"(?!x)x", rf"({NAMES}) (nur ein Feld|nur \d+ Felder) vor dem Nachtwächter ist", self.lead),
            (rf"the watchman is (one field|\d+ fields) behind ({NAMES})",
             rf"der Nachtwächter ist (ein Feld|\d+ Felder) hinter ({NAMES})",
             lambda m: self.lead(m, swap=True)),
            (r"the closest child", r"das Kind am nächsten bei ihm", self.closest),
            (r"(?:is closest to the watchman)", r"ist dem Nachtwächter am nächsten", self.closest),
            # the watchman's walk
            (rf"with the caps on his row now (?:he|the watchman) walks {F_EN}",
             rf"mit den Mützen, die jetzt auf seiner Leiste liegen, (?:läuft er {F_DE}|{F_DE} läuft)",
             self.walk_now),
            (rf"with (one cap|\d+ caps) on his row (?:the watchman )?(walks|would walk) {F_EN}",
             rf"mit (einer Mütze|\d+ Mützen) auf seiner Leiste (läuft|würde) der Nachtwächter {F_DE}",
             self.walk_with),
            (rf"as the first cap on his row it makes the watchman walk {F_EN}|a cap goes straight onto the watchman row: (?:as the first cap it makes him walk {F_EN}|with (\d+) caps he walks {F_EN})",
             rf"als erste Mütze auf seiner Leiste lässt er den Nachtwächter {F_DE} laufen|eine Mütze kommt sofort auf die Nachtwächter-Leiste: (?:Als erste Mütze lässt sie ihn {F_DE} laufen|Mit (\d+) Mützen läuft er {F_DE})",
             self.walk_added_cap),
            (rf"if the loose dice show caps, he can walk up to {F_EN} this turn",
             rf"zeigen die losen Würfel Mützen, kann er in dieser Runde höchstens {F_DE} laufen",
             self.walk_up_to),
            (r"the loose dice can still bring caps", r"die losen Würfel können noch Mützen bringen", self.loose_caps),
            (rf"if the rerolled (?:die does|dice do) not land on his row again, (?:he walks only {F_EN}|he does not walk at all)",
             rf"(?:landet der neu gewürfelte Würfel|landen die neu gewürfelten Würfel) nicht wieder auf seiner Leiste, (?:läuft er nur {F_DE}|läuft er gar nicht)",
             self.reroll_less),
            (rf"with (one cap|\d+ caps) fewer the watchman still walks {F_EN}, but the rerolled (?:die|dice) can land on (?:another row|other rows)",
             rf"mit (einer Mütze|\d+ Mützen) weniger läuft der Nachtwächter immer noch {F_DE}, aber (?:der neu gewürfelte Würfel kann auf einer anderen Leiste|die neu gewürfelten Würfel können auf anderen Leisten) landen",
             self.reroll_same),
            (r"walks less far", r"läuft weniger weit", self.less_far),
            (rf"could catch ({NAMES}) this turn", rf"könnte ({NAMES}) in dieser Runde erwischen", self.could_catch),
            (rf"and catches ({NAMES}) unless \1 walks on first", rf"und erwischt ({NAMES}), wenn \1 nicht vorher weitergeht", self.catches),
            (r"no cap makes the watchman walk: he stays where he is", r"keine Mütze lässt den Nachtwächter laufen: Er bleibt stehen",
             lambda m: self.claim(measured_walk(s) == 0 and s.phase == "ready", "go: he stays")),
            (r"the card keeps the watchman still, so the (?:cap|(\d+) caps) on his row do(?:es)? not make him walk",
             r"die Karte hält den Nachtwächter an, darum (?:lässt ihn die Mütze|lassen ihn die (\d+) Mützen) auf seiner Leiste nicht laufen",
             lambda m: self.claim(s.resting and len(s.tray["cap"]) == int(m.group(1) or 1) and measured_walk(s) == 0, "go: resting")),
            (r"there is no cap on the watchman row yet", r"auf der Nachtwächter-Leiste liegt noch keine Mütze",
             lambda m: self.claim(not s.tray["cap"], "no cap yet")),
            (r"every die is on the tray", r"alle Würfel liegen auf der Ablagetafel",
             lambda m: self.claim(s.loose_blue == 0 and not s.loose_white and s.phase == "ready", "every die placed")),
            # steps
            (r"can reach Silas with (the last step|the (\d+) steps left)", r"kann mit (dem letzten Schritt|den (\d+) übrigen Schritten) Silas erreichen",
             self.reach_silas),
            (r"(?:nobody needs the (\d+) steps left|nobody needs the last step|the (\d+) steps left are lost|the last step is lost)",
             r"(?:die (\d+) übrigen Schritte braucht niemand|den letzten Schritt braucht niemand|die (\d+) übrigen Schritte verfallen|der letzte Schritt verfällt)",
             self.steps_left),
            (r"nobody needs the (?:\d+ steps left|last step) to stay out of the watchman's reach",
             r"braucht niemand, um dem Nachtwächter zu entkommen", self.safe_without_steps),
            (r"together the children can still take (one step|\d+ steps) before the dark path tiles|right now no child can walk on",
             r"Bis zu den dunklen Wegplättchen können die Kinder (?:zusammen noch (\d+) Schritte|noch einen Schritt) gehen|Gerade kommt kein Kind weiter",
             self.steps_before_dark),
            (r"the whole way is lit, and (?:together the children still need (\d+) steps|the children need just one more step) to Silas",
             r"Der ganze Weg ist hell, und (?:zusammen brauchen die Kinder noch (\d+) Schritte|die Kinder brauchen nur noch einen Schritt) bis zu Silas",
             lambda m: self.steps_to_silas(m, lit_now=True)),
            (r"with the flashlight the whole way will be lit, and (?:together the children still need (\d+) steps|the children need just one more step) to Silas",
             r"Mit der Taschenlampe wird der ganze Weg hell, und (?:zusammen brauchen die Kinder noch (\d+) Schritte|die Kinder brauchen nur noch einen Schritt) bis zu Silas",
             lambda m: self.steps_to_silas(m, lit_now=False)),
            (r"no child can take another step|No child can walk on|no child can walk on", r"kein Kind kann noch einen Schritt gehen|Kein Kind kann weitergehen|kein Kind kann weitergehen",
             lambda m: self.claim(not [c for c in active(s) if s.passable(s.children[c] + 1)], "nobody can walk")),
            (rf"({NAMES}) (?:still has (one field|\d+ fields) to(?: go to)? Silas|is only (one field) from Silas|has the longest way left, (\d+ fields) to Silas)",
             rf"({NAMES}) (?:hat noch (ein Feld|\d+ Felder) bis zu Silas|ist nur noch (ein Feld) von Silas entfernt|hat den längsten Weg vor sich, noch (\d+ Felder) bis zu Silas)",
             self.to_silas),
            (r"the watchman is distracted", r"der Nachtwächter ist abgelenkt", lambda m: self.claim(s.variant, "distracted")),
            (r"(?:(\d+) children are|one child is) with Silas, the watchman has caught the others|every child has been caught",
             r"(?:(\d+) Kinder sind|ein Kind ist) bei Silas, die anderen hat der Nachtwächter erwischt|alle Kinder sind erwischt",
             lambda m: self.claim(not active(s) and len(s.at_silas()) == int(m.group(1) or (1 if "one" in m.group(0) or "ein " in m.group(0) else 0)), "home")),
            (r"(?:(\d+) children still want|one child still wants) to reach Silas", r"(?:(\d+) Kinder wollen|ein Kind will) noch zu Silas",
             lambda m: self.claim(len(CHILDREN) - len(s.at_silas()) == int(m.group(1) or 1), "children away")),
            # tiles, cards, Ida
            (r"(?:(\d+) path tiles are|(?:only )?one path tile is) still dark|every path tile is lit already",
             r"(?:(\d+) Wegplättchen sind|(?:nur )?noch ein Wegplättchen ist|Ein Wegplättchen ist) (?:noch )?dunkel|alle Wegplättchen sind schon hell",
             self.dark),
            (r"only (\d+|one) path tiles? (?:is|are) lit so far|no path tile is lit yet", r"Erst (\d+|ein) Wegplättchen (?:ist|sind) hell|Noch ist kein Wegplättchen hell",
             lambda m: self.claim(s.lit == (0 if m.group(1) is None else count_word(m.group(1))), "lit")),
            (r"(?:(\d+) cards are (?:waiting|left) in the pile|the last card is waiting|one card is left in the pile|the pile is empty)",
             r"(?:(\d+) Karten warten im Stapel|Im Stapel liegen noch (\d+) Karten|die letzte Karte wartet|Im Stapel liegt noch eine Karte|der Stapel ist leer|Der Stapel ist leer)",
             self.pile),
            (r"Ida is (?:only )?(one field|\d+ fields) behind the watchman|she is (?:only )?(one field|\d+ fields) behind the watchman",
             r"Ida ist (?:nur noch |nur )?(ein Feld|\d+ Felder) hinter dem Nachtwächter|Sie ist (?:nur noch )?(ein Feld|\d+ Felder) hinter dem Nachtwächter",
             self.ida_gap),
            (r"with the card she reaches him", r"Mit der Karte erreicht sie ihn",
             lambda m: self.claim(s.apply(self.action).phase == "distracted", "ida card reaches")),
            (r"with the dice on the tray she reaches the watchman this turn", r"Mit den Würfeln auf der Ablagetafel erreicht sie den Nachtwächter in dieser Runde",
             lambda m: self.ida_reaches(cap_free=False)),
            (r"she can reach the watchman this turn if the other (?:die brings|(\d+) dice bring) no cap",
             r"Sie kann den Nachtwächter in dieser Runde erreichen, wenn (?:der andere Würfel keine Mütze bringt|die anderen (\d+) Würfel keine Mütze bringen)",
             lambda m: self.ida_reaches(cap_free=True, rest=int(m.group(1) or 1))),
            (r"she has already distracted the watchman|Ida has already distracted the watchman", r"Ida hat den Nachtwächter schon abgelenkt|Sie hat den Nachtwächter schon abgelenkt",
             lambda m: self.claim(s.variant, "Ida distracted him before")),
            (r"the watchman is back on his red fields", r"der Nachtwächter ist zurück auf seinen roten Feldern",
             lambda m: self.claim(s.ida is not None and s.watchman < 0, "watchman on red fields")),
            (r"Ida has (?:reached|distracted) the watchman", r"Ida hat den Nachtwächter (?:erreicht|abgelenkt)",
             lambda m: self.claim(s.phase == "distracted", "Ida met him")),
            # dice
            (r"the row for “([^”]+)” has (no free field|one free field|(\d+) free fields)|that row has (one free field|(\d+) free fields) for it",
             r"die Leiste für „([^“]+)“ hat (kein freies Feld|ein freies Feld|(\d+) freie Felder)|Auf dieser Leiste (?:ist dafür noch (ein) Feld|sind dafür noch (\d+) Felder) frei",
             self.free_fields),
            (r"(?:the die shows|the dice show|The loose die shows|The loose dice show|stays as it is:|stay as they are:) ((?:\d+ [A-Za-z]+(?:, )?)+)",
             r"(?:der Würfel zeigt|die Würfel zeigen|Der lose Würfel zeigt|Die losen Würfel zeigen|bleibt, wie er ist:|bleiben, wie sie sind:) ((?:\d+ [A-Za-zäöüÄÖÜß-]+(?:, )?)+)",
             self.faces),
            (r"the dino fits no other row|the dino joker fits no other free row", r"der Dino passt auf keine andere Leiste|Der Dino-Joker passt auf keine andere freie Leiste",
             lambda m: self.claim(not any(free(s, r) for r in SYMBOLS if r != "cap"), "dino fits nowhere else")),
            (r"the dino could go onto another row too", r"der Dino könnte auch auf eine andere Leiste",
             lambda m: self.claim(any(free(s, r) for r in SYMBOLS if r != "cap"), "dino fits elsewhere")),
            (r"the dino is a joker|The white die becomes the dino", r"der Dino ist ein Joker|Der weiße Würfel wird zum Dino",
             lambda m: self.claim(s.rolled_white not in (None, "cap", "dino"), "white die turned")),
            (r"(?:none of the (\d+) (?:loose )?dice fits a free row|the (?:loose )?die fits no free row|The die fits no free row|None of the (\d+) dice fits a free row)",
             r"(?:keiner der (\d+) (?:losen )?Würfel passt auf eine freie Leiste|der lose Würfel passt auf keine freie Leiste|Der Würfel passt auf keine freie Leiste|Keiner der (\d+) Würfel passt auf eine freie Leiste)",
             self.no_fit),
            (r"The other (?:die fits|(\d+) dice fit) no free row", r"(?:Der andere Würfel passt|Die anderen (\d+) Würfel passen) auf keine freie Leiste", self.rest_no_fit),
            (r"The other (?:die is|(\d+) dice are) rolled again", r"(?:Der übrige Würfel wird|Die übrigen (\d+) Würfel werden) neu gewürfelt", self.rest),
            # cards in hand
            (r"You hold no card", r"Ihr habt keine Karte", lambda m: self.claim(not s.hand, "no card")),
            (r"None of your cards can be used right now", r"Keine eurer Karten lässt sich gerade einsetzen",
             lambda m: self.claim(s.hand and not self.usable(), "no usable card")),
            (r"The (?:one card|(\d+) cards) you could use now", r"Die (?:eine Karte, die jetzt ginge|(\d+) Karten, die jetzt gingen)",
             lambda m: self.claim(len(self.usable()) == int(m.group(1) or 1), "usable cards")),
            (r"(\d+) extra steps", r"(\d+) Extraschritte", lambda m: self.claim(int(m.group(1)) == {"steps_two": 2, "steps_three": 3}.get(self.action.args[0] if self.action.args else "", -1), "extra steps")),
            (r"No child is on the way any more", r"Kein Kind ist mehr unterwegs", lambda m: self.claim(not active(s), "nobody on the way")),
        ]

    def usable(self):
        return {a.args[0] for a in self.state.legal_actions() if a.kind == "use"}

    # -- the checks ---------------------------------------------------------------------------------------
    def lead(self, m, swap=False):
        name, amount = (m.group(2), m.group(1)) if swap else (m.group(1), m.group(2))
        child = CHILD_OF[name]
        ok = child in active(self.state) and not self.state.variant and gap(self.state, child) == fields_number(amount.replace("nur ", "").replace("only ", ""))
        self.claim(ok, f"{name} lead {amount}: really {gap(self.state, child)}")

    def closest(self, m):
        s = self.state
        names = re.findall(NAMES, self.text[max(0, m.start() - 20): m.end() + 5])
        rear = min(active(s), key=lambda c: (s.children[c], CHILDREN.index(c)))
        self.claim(bool(names) and any(CHILD_OF[n] == rear or s.children[CHILD_OF[n]] == s.children[rear] for n in names), "closest child")

    def walk_now(self, m):
        said = fields_number(next(g for g in m.groups() if g))
        self.claim(said == walk_now(self.state), f"walks now {said}, really {walk_now(self.state)}")
        if self.action is not None and self.action.kind == "go" and self.state.phase == "ready":
            self.claim(measured_walk(self.state) == said, "go: measured walk")

    def walk_with(self, m):
        n = 1 if m.group(1) in ("one cap", "einer Mütze") else int(m.group(1).split()[0])
        said = fields_number(m.group(3))
        if self.action is not None and self.action.kind in ("place", "turn"):
            return self.added_cap(n, said)
        self.claim(n == len(self.state.tray["cap"]), f"caps on his row {n}")
        would = m.group(2) in ("would walk", "würde")
        real = number_beside("cap", n) if would else walk_now(self.state)
        self.claim(said == real and (not would or number_beside("cap", n) == said), f"with {n} caps walks {said}, really {real}")
        if not would and self.action is not None and self.action.kind == "go":
            self.claim(measured_walk(self.state) == said, "go: measured walk")

    def walk_added_cap(self, m):
        groups = [g for g in m.groups()]
        said = fields_number(next(g for g in groups if g and not g.isdigit()))
        n = next((int(g) for g in groups if g and g.isdigit()), 1)
        self.added_cap(n, said)

    def added_cap(self, n, said):
        """A die that goes onto the watchman's row by this action (the dino joker, a die turned to a cap)."""
        after = self.state.apply(self.action)
        self.claim(len(after.tray["cap"]) == n == len(self.state.tray["cap"]) + 1, f"caps after {n}")
        self.claim(said == (0 if after.resting or after.variant else number_beside("cap", n)), f"walk with {n} caps {said}")

    def walk_up_to(self, m):
        said = fields_number(m.group(1))
        s = self.state
        rolled = play_on(s.apply(self.action), all_caps, s.turns, limit=3)
        most = max(len(x.tray["cap"]) for x in rolled)
        self.claim(said == number_beside("cap", most) and s.loose_blue + s.loose_white > 0, f"up to {said}, all caps give {most} caps")

    def loose_caps(self, m):
        s = self.state
        base = s.resume[0] if s.resume else s.phase
        must = base in ("place", "turning") and (not s.caps_now or s.forced) and any(free(s, f) for f in loose_faces(s) if f != "dino")
        self.claim(free(s, "cap") > 0 and s.loose_blue + s.loose_white > int(must) and not s.variant, "loose dice can bring caps")

    def reroll_less(self, m):
        said = fields_number(m.group(1)) if m.group(1) else 0
        ends = reroll_outcomes(self.state, self.action)
        fewest = min(caps for caps, _ in ends)
        self.claim(said == number_beside("cap", fewest) < walk_now(self.state), f"reroll: only {said}, at best {fewest} caps")

    def reroll_same(self, m):
        dice = 1 if m.group(1) in ("one cap", "einer Mütze") else int(m.group(1).split()[0])
        said = fields_number(m.group(2))
        ends = reroll_outcomes(self.state, self.action)
        fewest = min(caps for caps, _ in ends)
        self.claim(dice == len(self.action.args) - 1 and said == walk_now(self.state) == number_beside("cap", fewest), "reroll: same walk")
        self.claim(any(elsewhere for _, elsewhere in ends), "reroll: a die can land on another row")

    def less_far(self, m):
        ends = reroll_outcomes(self.state, self.action)
        self.claim(number_beside("cap", min(c for c, _ in ends)) < walk_now(self.state), "reroll: less far")

    def could_catch(self, m):
        s = self.state
        child = CHILD_OF[m.group(1)]
        most = len(s.tray["cap"]) + s.loose_blue + int(s.loose_white)
        self.claim(gap(s, child) <= number_beside("cap", most) and not s.resting, f"could catch {child}")

    def catches(self, m):
        """Carry out the rows with no step taken: the child is caught; with the children's steps it need not be."""
        child = CHILD_OF[m.group(1)]
        still = play_on(self.state, first, walk=False)[-1]
        self.claim(child in still.caught and child not in self.state.caught, f"the watchman catches {child}")

    def reach_silas(self, m):
        s = self.state
        steps = 1 if m.group(2) is None else int(m.group(2))
        self.claim(steps == s.steps_left, f"steps left {steps}")
        walker = s
        for _ in range(steps):
            if walker.phase != "steps" or self.action not in walker.legal_actions():
                break
            walker = walker.apply(self.action)
        self.claim(walker.children[self.action.args[0]] >= GOAL, "reaches Silas")

    def steps_left(self, m):
        n = next((int(g) for g in m.groups() if g), 1)
        self.claim(n == self.state.steps_left and self.state.phase == "steps", f"{n} steps left")

    def safe_without_steps(self, m):
        s = self.state
        after = s.apply(self.action)  # stop: the rows go on; measure the walk and who is caught
        caught = [c for c in CHILDREN if c in play_on(after, first, s.turns)[-1].caught and c not in s.caught]
        self.claim(not caught and min(gap(s, c) for c in active(s)) > walk_now(s), "stop: nobody in reach")

    def reach_after_light(self, placing):
        s = self.state
        light = len(s.tray["light"]) + sum(a in ("light", "white:light") for a in placing)
        lit = s.lit if "light" in s.covered else min(TILES, s.lit + number_beside("light", light))
        return lit

    def steps_before_dark(self, m):
        s = self.state
        text = m.group(0).lower()
        digits = re.search(r"\d+", text)
        said = 0 if "kein kind" in text or "no child" in text else int(digits.group()) if digits else 1
        lit = self.reach_after_light(self.action.args)
        total = 0
        for c in active(s):
            p = s.children[c]
            while p + 1 < GOAL and (p + 1 <= PURPLE or p + 1 - PURPLE <= lit):
                p += 1
                total += 1
        self.claim(said == total and lit < TILES, f"steps before the dark {said}, really {total}")

    def steps_to_silas(self, m, lit_now):
        s = self.state
        said = int(m.group(1)) if m.group(1) else 1
        lit = self.reach_after_light(self.action.args)
        need = sum(GOAL - s.children[c] for c in active(s))
        self.claim(said == need and (s.lit == TILES) == lit_now and lit == TILES, f"steps to Silas {said}, really {need}")

    def to_silas(self, m):
        s = self.state
        child = CHILD_OF[m.group(1)]
        said = fields_number(next(g for g in m.groups()[1:] if g))
        self.claim(child in active(s) and GOAL - s.children[child] == said, f"{child} to Silas {said}")

    def dark(self, m):
        n = 0 if "lit already" in m.group(0) or "schon hell" in m.group(0) else int(m.group(1)) if m.group(1) else 1
        self.claim(TILES - self.state.lit == n, f"{n} dark")

    def pile(self, m):
        text = m.group(0)
        n = next((int(g) for g in m.groups() if g), 0 if ("empty" in text or "leer" in text) else 1)
        self.claim(sum(self.state.deck.values()) == n, f"pile {n}")

    def ida_gap(self, m):
        s = self.state
        said = fields_number(next(g for g in m.groups() if g))
        self.claim(s.ida is not None and s.watchman - s.ida == said, f"Ida {said} behind")

    def ida_reaches(self, cap_free, rest=0):
        s = self.state
        after = s.apply(self.action)
        self.claim(after.loose_blue + int(after.loose_white) == rest, "dice left")
        states = play_on(after, without_caps if cap_free else first, s.turns)
        self.claim(any(x.phase == "distracted" for x in states), "Ida reaches the watchman")

    def free_fields(self, m):
        groups = m.groups()
        s = self.state
        if groups[0]:
            target = next(f for f in ("card", "light", "shoe", "cap", "ida") if Noun(f"magische_tiere.symbol.{f}").render(self.lang) == groups[0])
            n = 0 if groups[1] in ("no free field", "kein freies Feld") else 1 if groups[2] is None else int(groups[2])
        else:
            target = re.search(r">([a-z]+)$", self.action.args[0]).group(1)
            n = int(next(g for g in groups[3:] if g and g.isdigit())) if any(g and g.isdigit() for g in groups[3:]) else 1
        self.claim(free(s, target) == n, f"{target}: {n} free")

    def faces(self, m):
        said = faces_of(m.group(1).rstrip(", "), self.lang)
        self.claim(said == loose_faces(self.state), f"loose dice {said}")

    def no_fit(self, m):
        s = self.state
        n = next((int(g) for g in m.groups() if g), 1)
        fits = any(free(s, f) for f in loose_faces(s) if f != "dino") or s.rolled_white == "dino" and any(free(s, r) for r in SYMBOLS)
        self.claim(not fits and n == s.loose_blue + int(s.loose_white), "no die fits")

    def rest_no_fit(self, m):
        s = self.state
        after = s.apply(self.action)
        n = next((int(g) for g in m.groups() if g), 1)
        self.claim(n == s.loose_blue + int(s.loose_white) - len(self.action.args), "dice left over")
        left = Counter(s.rolled) - Counter(a for a in self.action.args if not a.startswith("white:"))
        if s.rolled_white and not any(a.startswith("white:") for a in self.action.args):
            left[s.rolled_white] += 1
        rows = [r for f in left for r in (SYMBOLS if f == "dino" else (f,))]
        self.claim(not any(free(after, r) for r in rows), "left-over dice fit no row")

    def rest(self, m):
        n = next((int(g) for g in m.groups() if g), 1)
        self.claim(n == self.state.loose_blue + int(self.state.loose_white) - len(self.action.args), "dice rolled again")

    # -- reading one text ---------------------------------------------------------------------------------
    def read(self, text: str) -> None:
        self.text = text
        rest = text
        for en, de, check in self.patterns():
            pattern = en if self.lang == "en" else de
            for m in re.finditer(pattern, text, flags=re.IGNORECASE):
                check(m)
                rest = rest.replace(m.group(0), " ")
        if re.search(r"\d", rest):
            self.errors.append(f"a number nobody checks: {rest!r}")


def positions(count: int = 320):
    """Seeded decision points: 1–4 players, each game starts with up to three random cards in hand; the
    group plays like the hint half of the time and at random otherwise."""
    found = []
    kinds = sorted(CARD_COUNTS)
    seed = 0
    while len(found) < count:
        rng = random.Random(seed)
        players = 1 + seed % 4
        hand = rng.sample(kinds, rng.randint(0, 3))
        state = GAME.new_initial_state(players=players, seed=seed).with_setup({"hand": hand})
        advisor = Advisor(seed)
        while not state.is_terminal() and len(found) < count:
            if state.is_chance_node():
                state = state.apply(state.sample_chance(rng))
                continue
            if rng.random() < 0.25 or state.hand and rng.random() < 0.5:
                found.append((seed, state))
            action = advisor.choose(state) if rng.random() < 0.5 else rng.choice(state.legal_actions())
            state = state.apply(action)
        seed += 1
    return found


def crafted():
    """A few positions the random games reach seldom: Ida about to reach the watchman, the watchman sent back
    to his red fields while Ida is in play, the white die, a reroll card that cannot shorten his walk, a
    watchman card with no cap on the tray."""
    everyone = lambda field: {c: field for c in CHILDREN}
    no_back = {kind: n for kind, n in CARD_COUNTS.items() if kind != "watchman_back"}
    setups = [
        ({"ida": "p1", "watchman": "p3", "children": everyone("t2"), "lit": 3}, ["roll card shoe ida ida ida ida"]),
        ({"ida": "p2", "watchman": "p3", "children": everyone("t2"), "lit": 3, "hand": ["ida_step"]}, ["roll card light shoe shoe ida ida"]),
        ({"ida": "o3", "watchman": "r5", "children": everyone("p2"), "deck": no_back, "hand": ["ida_step"]}, ["roll card light shoe ida ida ida"]),
        ({"children": {"eddie": "silas", "helene": "t9", "jo": "t8", "schoki": "t8"}, "lit": 11, "watchman": "t1", "ida": "o5",
          "hand": ["turn_one"]}, ["roll card shoe shoe light ida ida", "white dino"]),
        ({"children": {"eddie": "silas", "helene": "t9", "jo": "t8", "schoki": "t8"}, "lit": 11, "watchman": "t1", "ida": "o5",
          "hand": ["turn_two"]}, ["roll card shoe shoe light ida ida", "white light"]),
        ({"hand": ["reroll_cap_one", "watchman_rests"]}, ["roll cap cap shoe shoe shoe shoe", "place shoe shoe shoe shoe"]),
        ({"hand": ["reroll_cap_two"]}, ["roll cap cap cap shoe shoe shoe", "place shoe shoe shoe"]),
        ({"hand": ["watchman_back", "steps_two"], "watchman": "p2", "children": everyone("p3"), "ida": "o1", "lit": 2},
         ["roll shoe shoe shoe shoe card light", "place card light shoe shoe shoe shoe"]),
        ({"hand": ["watchman_back"], "watchman": "p2", "children": everyone("p3"), "ida": "o1", "lit": 2}, ["roll shoe card light light ida ida"]),
    ]
    found = []
    for index, (setup, moves) in enumerate(setups):
        state = GAME.new_initial_state(players=1 + index % 4, seed=index).with_setup(setup)
        for move in moves:
            state = state.apply(move)
        rng = random.Random(index)
        for _ in range(12):  # this position and the decisions of the rest of the turn
            if state.is_terminal() or state.turns > 0 and state.phase == "roll" and not any(state.tray.values()):
                break
            if state.is_chance_node():
                state = state.apply(state.sample_chance(rng))
                continue
            found.append((1000 + index, state))
            state = state.apply(Advisor(index).choose(state))
    return found


POSITIONS = positions() + crafted()


def test_the_positions_cover_every_kind_of_decision():
    phases = Counter(state.phase for _, state in POSITIONS)
    players = {state.num_players for _, state in POSITIONS}
    assert len(POSITIONS) >= 320 and players == {1, 2, 3, 4}
    assert {"place", "ready", "steps", "turning"} <= set(phases)
    cards = {a.args[0] for _, s in POSITIONS for a in s.legal_actions() if a.kind == "use"}
    assert {"watchman_back", "reroll_cap_one", "watchman_rests", "turn_one", "steps_two"} <= cards


@pytest.mark.parametrize("lang", ["en", "de"])
def test_every_claim_of_the_computer_s_reasons_is_true(lang):
    problems, checked = [], Counter()
    for seed, state in POSITIONS:
        actions = state.legal_actions()
        rng = random.Random(seed)
        for action in rng.sample(actions, min(12, len(actions))):
            text = state.move_reason(action, lang)
            checker = Checker(state, action, lang)
            checker.read(text)
            checked[action.kind] += checker.checked
            if not checker.checked:
                problems.append(f"{action} states no checked fact: {text}")
            problems += [f"{action}: {e}: {text}" for e in checker.errors]
    assert not problems, "\n".join(problems[:30]) + f"\n({len(problems)} in all)"
    assert {"place", "reroll", "step", "stop", "go", "use", "turn", "done"} <= set(checked)


@pytest.mark.parametrize("lang", ["en", "de"])
def test_every_claim_of_the_hint_is_true(lang):
    problems, keys = [], Counter()
    for seed, state in POSITIONS:
        advisor = Advisor(seed)
        action = advisor.choose(state)
        text = advisor.explain(lang).replace(state.action_text(action, lang), "")  # the move itself is not a claim
        checker = Checker(state, action, lang, hint=True)
        checker.read(text)
        keys.update(key for key, _ in advisor.reasons)
        if not checker.checked and advisor.reasons != [("all", {})]:
            problems.append(f"{action} states no checked fact: {text}")
        problems += [f"{action}: {e}: {text}" for e in checker.errors]
    assert not problems, "\n".join(problems[:30]) + f"\n({len(problems)} in all)"
    assert len(keys) >= 12
