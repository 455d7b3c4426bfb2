"""Scoring a forest with the goal cards, explaining every point.

``score_forest(forest, goals, round=1)`` takes a forest written as text (one row per line: ``P``
pumpkin, ``H`` hat, ``V`` heart, ``O`` orb, ``T`` tree, ``C`` cat, ``.`` empty; spaces ignored) and
goal-card ids, and says how many points each card gives, the full-grid bonus, the total, and which
tiles earned what. The engine scores the end of every round with the same functions.

The rulebook's scoring example (Tom's forest on the score sheet, round 1):

>>> tom = '''
...   O T T .
...   O T T .
...   C V T .
...   . T T T
... '''
>>> result = score_forest(tom, ["orb_kinds_around", "heart_adjacent_trees", "biggest_forest"])
>>> result.by_goal
{'orb_kinds_around': 6, 'heart_adjacent_trees': 6, 'biggest_forest': 8}
>>> result.full_grid_bonus, result.total
(0, 20)
>>> print(result.explain("en").splitlines()[1])
  • orb a1: 1 kind of wisp around it (orb) → 2
"""

from __future__ import annotations

from dataclasses import dataclass
from html import escape
from typing import Any, Callable, Iterable, Mapping, Sequence

from ...core import Rule, RuleViolation, _shown
from ...i18n import LANGUAGES, Bilingual, Noun, Text, check_language, render, tr
from .forest import (
    AROUND, CAT, DATA, DIAGONAL, GRID_SIZES, KIND_OF, LETTER, ORTHOGONAL, SHEET, TILES, TREE, WISPS, Field, Forest,
    cell_name, extent, groups, names, neighbours, parse_forest, reading_order,
)

GOALS: dict[str, dict[str, Any]] = DATA["goals"]
GOAL_KINDS: tuple[str, ...] = tuple(DATA["goal_kinds"])
FULL_GRID_BONUS: tuple[int, ...] = tuple(DATA["full_grid_bonus"])
RULE = Rule("wispwood", "scoring.goals")


@dataclass(frozen=True)
class Award:
    """Points from one card for some tiles: ``goal`` id, ``points``, the ``cells`` behind them, and why."""

    goal: str
    points: int
    cells: tuple[Field, ...]
    text: Text

    def explain(self, lang: str | None = None) -> str:
        return self.text.render(lang)


# -- words -------------------------------------------------------------------------------------------
def kind_noun(kind: str) -> Noun:
    """A tile kind as a noun of the catalogs: the four wisp kinds (``"pumpkin"`` …), ``"tree"`` or ``"cat"``.

    >>> kind_noun("pumpkin").render("de", case="dat", count=2), kind_noun("tree").render("en", count=2)
    ('Kürbissen', 'trees')
    """
    return Noun(f"wispwood.{'wisp' if kind in DATA['kinds'] else 'tile'}.{kind}")


def shape_noun(shape: str) -> Noun:
    """One of the 8 shapes (``"L3"`` …) as a noun of the catalogs."""
    return Noun(f"wispwood.shape.{shape}")


def _tile_word(letter: str) -> Noun:
    return kind_noun(KIND_OF.get(letter) or {TREE: "tree", CAT: "cat"}[letter])


def _list(words: Sequence[Any]) -> Bilingual:
    return Bilingual({lang: ", ".join(render(w, lang) for w in words) for lang in LANGUAGES})


def and_list(words: Sequence[Any]) -> Text | Bilingual:
    """Words (nouns, names …) listed as people write them: “Ada, Ben und Cem” / “Ada, Ben and Cem”."""
    words = list(words)
    if len(words) < 2:
        return _list(words)
    return Text("wispwood.and", first=_list(words[:-1]), last=_list(words[-1:]))


def goal_name(goal: str) -> Bilingual:
    """The card's name in both languages."""
    return Bilingual(GOALS[goal]["name"])


def _kinds_in(letters: Iterable[str]) -> list[str]:
    present = {KIND_OF[letter] for letter in letters if letter in WISPS}
    return [kind for kind in DATA["kinds"] if kind in present]


# -- the card rules ----------------------------------------------------------------------------------
def _fields_of(forest: Forest, letter: str) -> list[Field]:
    return reading_order(f for f, tile in forest.items() if tile == letter)


def _around(forest: Forest, field: Field, steps) -> list[Field]:
    return [nb for nb in neighbours(field, steps) if nb in forest]


def _alone_in_row_and_column(goal, card, forest):
    letter = LETTER[card["kind"]]
    tiles = _fields_of(forest, letter)
    alone = [f for f in tiles if not any(o != f and (o[0] == f[0] or o[1] == f[1]) for o in tiles)]
    table = card["table"]
    points = table[min(len(alone), len(table) - 1)]
    return [Award(goal, points, tuple(alone), Text("wispwood.award.alone_in_lines", count=len(alone),
                                                    tile=kind_noun(card["kind"]), cells=names(alone) or "–", points=points))]


def _no_same_kind_around(goal, card, forest):
    letter = LETTER[card["kind"]]
    awards = []
    for field in _fields_of(forest, letter):
        near = [nb for nb in _around(forest, field, AROUND) if forest[nb] == letter]
        points = 0 if near else card["per"]
        text = Text("wispwood.award.loner_not" if near else "wispwood.award.loner", tile=_tile_word(letter),
                    cell=cell_name(*field), others=names(near), count=len(near), points=points)
        awards.append(Award(goal, points, (field,), text))
    return awards


def _other_tile_kinds_adjacent(goal, card, forest):
    letter = LETTER[card["kind"]]
    order = [TREE, CAT, *(LETTER[k] for k in DATA["kinds"])]
    awards = []
    for field in _fields_of(forest, letter):
        near = _around(forest, field, ORTHOGONAL)
        kinds = [t for t in order if t != letter and any(forest[nb] == t for nb in near)]
        points = card["per"] * len(kinds)
        cells = (field, *[nb for nb in near if forest[nb] in kinds])
        awards.append(Award(goal, points, cells, Text("wispwood.award.tile_kinds_next_to", tile=_tile_word(letter), cell=cell_name(*field),
                                                      count=len(kinds), items=_list([_tile_word(t) for t in kinds]) if kinds else "–", points=points)))
    return awards


def _same_kind_diagonal(goal, card, forest):
    letter = LETTER[card["kind"]]
    awards = []
    for field in _fields_of(forest, letter):
        near = [nb for nb in _around(forest, field, DIAGONAL) if forest[nb] == letter]
        points = card["per"] * len(near)
        awards.append(Award(goal, points, (field, *near), Text("wispwood.award.diagonal", tile=_tile_word(letter), cell=cell_name(*field),
                                                               count=len(near), cells=names(near) or "–", points=points)))
    return awards


def _groups_of_exactly(goal, card, forest):
    letter = LETTER[card["kind"]]
    return [
        Award(goal, card["points"], tuple(group), Text("wispwood.award.group_exact", size=card["size"], tile=kind_noun(card["kind"]),
                                                       cells=names(group), points=card["points"]))
        for group in groups(forest, letter) if len(group) == card["size"]
    ]


def _per_tile(goal, card, forest):
    letter = LETTER[card["kind"]]
    return [Award(goal, card["per"], (f,), Text("wispwood.award.per_tile", tile=_tile_word(letter), cell=cell_name(*f), points=card["per"]))
            for f in _fields_of(forest, letter)]


def _trees_by(select: Callable[[Forest, Field], list[Field]]):
    """A heart rule: each heart scores ``per`` for each tree that ``select`` finds for it."""

    def rule(goal, card, forest):
        letter = LETTER[card["kind"]]
        awards = []
        for field in _fields_of(forest, letter):
            trees = reading_order(set(select(forest, field)))
            points = card["per"] * len(trees)
            awards.append(Award(goal, points, (field, *trees), Text(f"wispwood.award.{card['rule']}", tile=_tile_word(letter),
                                                                    cell=cell_name(*field), count=len(trees), cells=names(trees) or "–", points=points)))
        return awards

    return rule


def _adjacent_trees(forest, field):
    return [nb for nb in _around(forest, field, ORTHOGONAL) if forest[nb] == TREE]


def _trees_around(forest, field):
    return [nb for nb in _around(forest, field, AROUND) if forest[nb] == TREE]


def _diagonal_trees(forest, field):
    return [nb for nb in _around(forest, field, DIAGONAL) if forest[nb] == TREE]


def _trees_in_a_line(forest, field):
    """Herz auf der Zunge: the longest straight line of trees from the heart, up, down, left or right
    (one line: assumption "heart_lines")."""
    best: list[Field] = []
    for dx, dy in ORTHOGONAL:
        line = []
        x, y = field[0] + dx, field[1] + dy
        while forest.get((x, y)) == TREE:
            line.append((x, y))
            x, y = x + dx, y + dy
        if len(line) > len(best):
            best = line
    return best


def _trees_in_adjacent_groups(forest, field):
    found = []
    for group in groups(forest, TREE):
        if any(nb in group for nb in neighbours(field)):
            found.extend(group)
    return found


def _kinds_near(steps, key: str):
    """An orb rule: each orb scores ``per`` for each wisp kind on the fields ``steps`` away."""

    def rule(goal, card, forest):
        letter = LETTER[card["kind"]]
        awards = []
        for field in _fields_of(forest, letter):
            near = _around(forest, field, steps)
            kinds = _kinds_in(forest[nb] for nb in near)
            points = card["per"] * len(kinds)
            cells = (field, *[nb for nb in near if forest[nb] in WISPS])
            awards.append(Award(goal, points, cells, Text(key, tile=_tile_word(letter), cell=cell_name(*field), count=len(kinds),
                                                          items=_list([kind_noun(k) for k in kinds]) if kinds else "–", points=points)))
        return awards

    return rule


def _kinds_in_group(goal, card, forest):
    letter = LETTER[card["kind"]]
    awards = []
    for group in sorted(groups(forest, WISPS), key=lambda g: (g[0][1], g[0][0])):
        if not any(forest[f] == letter for f in group):
            continue
        kinds = _kinds_in(forest[f] for f in group)
        points = card["per"] * len(kinds)
        awards.append(Award(goal, points, tuple(group), Text("wispwood.award.group_kinds", cells=names(group), count=len(kinds),
                                                             items=_list([kind_noun(k) for k in kinds]), points=points)))
    return awards


def _kinds_in_lines(goal, card, forest):
    letter = LETTER[card["kind"]]
    tiles = _fields_of(forest, letter)
    awards = []
    for axis, key in ((1, "wispwood.award.row_kinds"), (0, "wispwood.award.column_kinds")):
        for line in sorted({f[axis] for f in tiles}):
            cells = reading_order(f for f in forest if f[axis] == line and forest[f] in WISPS)
            kinds = _kinds_in(forest[f] for f in cells)
            points = card["per"] * len(kinds)
            label = str(line + 1) if axis == 1 else "abcdefghijk"[line]
            awards.append(Award(goal, points, tuple(cells), Text(key, line=label, count=len(kinds),
                                                                 items=_list([kind_noun(k) for k in kinds]), points=points)))
    return awards


def _kinds_in_forest(goal, card, forest):
    letter = LETTER[card["kind"]]
    kinds = _kinds_in(forest.values())
    example = {k: next(f for f in reading_order(forest) if forest[f] == LETTER[k]) for k in kinds}
    awards = []
    for field in _fields_of(forest, letter):
        points = card["per"] * len(kinds)
        awards.append(Award(goal, points, (field, *[f for f in example.values() if f != field]),
                            Text("wispwood.award.kinds_in_forest", tile=_tile_word(letter), cell=cell_name(*field), count=len(kinds),
                                 items=_list([kind_noun(k) for k in kinds]), points=points)))
    return awards


def _nth_tree_group(n: int, key: str, none_key: str):
    def rule(goal, card, forest):
        found = groups(forest, TREE)
        if len(found) <= n:
            return [Award(goal, 0, (), Text(none_key))]
        group = found[n]
        points = card["per"] * len(group)
        return [Award(goal, points, tuple(group), Text(key, count=len(group), cells=names(group), points=points))]

    return rule


def _lone_trees(goal, card, forest):
    return [
        Award(goal, card["per"], (f,), Text("wispwood.award.lone_tree", cell=cell_name(*f), points=card["per"]))
        for f in _fields_of(forest, TREE) if not _adjacent_trees(forest, f)
    ]


def _tree_groups_of_at_least(goal, card, forest):
    return [
        Award(goal, card["points"], tuple(group), Text("wispwood.award.tree_group_size", count=len(group), cells=names(group), points=card["points"]))
        for group in sorted(groups(forest, TREE), key=lambda g: (g[0][1], g[0][0])) if len(group) >= card["size"]
    ]


def _longest_tree_line(goal, card, forest):
    best: list[Field] = []
    for field in _fields_of(forest, TREE):
        for dx, dy in ((1, 0), (0, 1)):
            if forest.get((field[0] - dx, field[1] - dy)) == TREE:
                continue  # not the start of a line
            line = [field]
            while forest.get((line[-1][0] + dx, line[-1][1] + dy)) == TREE:
                line.append((line[-1][0] + dx, line[-1][1] + dy))
            if len(line) > len(best):
                best = line
    if not best:
        return [Award(goal, 0, (), Text("wispwood.award.no_trees"))]
    points = card["per"] * len(best)
    return [Award(goal, points, tuple(best), Text("wispwood.award.tree_line", count=len(best), cells=names(best), points=points))]


RULES: dict[str, Callable[[str, dict, Forest], list[Award]]] = {
    "alone_in_row_and_column": _alone_in_row_and_column,
    "no_same_kind_around": _no_same_kind_around,
    "other_tile_kinds_adjacent": _other_tile_kinds_adjacent,
    "same_kind_diagonal": _same_kind_diagonal,
    "groups_of_exactly": _groups_of_exactly,
    "per_tile": _per_tile,
    "trees_adjacent": _trees_by(_adjacent_trees),
    "trees_in_a_line": _trees_by(_trees_in_a_line),
    "trees_around": _trees_by(_trees_around),
    "trees_diagonal": _trees_by(_diagonal_trees),
    "trees_in_adjacent_groups": _trees_by(_trees_in_adjacent_groups),
    "kinds_around": _kinds_near(AROUND, "wispwood.award.kinds_around"),
    "kinds_adjacent": _kinds_near(ORTHOGONAL, "wispwood.award.kinds_adjacent"),
    "kinds_in_group": _kinds_in_group,
    "kinds_in_lines": _kinds_in_lines,
    "kinds_in_forest": _kinds_in_forest,
    "largest_tree_group": _nth_tree_group(0, "wispwood.award.largest_group", "wispwood.award.no_trees"),
    "second_tree_group": _nth_tree_group(1, "wispwood.award.second_group", "wispwood.award.no_second_group"),
    "lone_trees": _lone_trees,
    "tree_groups_of_at_least": _tree_groups_of_at_least,
    "longest_tree_line": _longest_tree_line,
}


def goal_awards(forest: Mapping[Field, str], goal: str) -> list[Award]:
    """What one card gives for ``forest``: a list of awards whose points add up to the card's points."""
    card = GOALS[goal]
    return RULES[card["rule"]](goal, card, dict(forest))


def goal_points(forest: Mapping[Field, str], goal: str) -> int:
    return sum(a.points for a in goal_awards(forest, goal))


def is_full(forest: Mapping[Field, str], round: int) -> bool:
    """Whether the forest fills the round's whole grid (4 × 4, 5 × 5, 6 × 6)."""
    size = GRID_SIZES[round - 1]
    width, height = extent(forest)
    return len(forest) == size * size and width <= size and height <= size


# -- the result ----------------------------------------------------------------------------------------
class ForestScore:
    """The points of one forest in one round: ``total``, ``by_goal`` (id → points),
    ``full_grid_bonus``, ``awards`` (every award with the tiles behind it), ``table()``, ``explain()``."""

    def __init__(self, forest: Mapping[Field, str], goals: Sequence[str], round: int) -> None:
        self.forest: Forest = dict(forest)
        self.goals: tuple[str, ...] = tuple(goals)
        self.round = round
        self.grid = GRID_SIZES[round - 1]
        self.awards: dict[str, list[Award]] = {goal: goal_awards(self.forest, goal) for goal in self.goals}
        self.by_goal: dict[str, int] = {goal: sum(a.points for a in awards) for goal, awards in self.awards.items()}
        self.full = is_full(self.forest, round)
        self.full_grid_bonus: int = FULL_GRID_BONUS[round - 1] if self.full else 0
        self.total: int = sum(self.by_goal.values()) + self.full_grid_bonus

    def cells(self, goal: str | None = None) -> list[Field]:
        """The tiles behind the points (of one card, or of all), in reading order."""
        chosen = [goal] if goal else self.goals
        return reading_order({c for g in chosen for a in self.awards[g] if a.points for c in a.cells})

    def table(self, lang: str | None = None):
        """A pandas table: one row per goal card (named by the card), then the full-grid bonus and the total."""
        import pandas as pd

        lang = check_language(lang)
        rows = [
            {tr("wispwood.table.card", lang): goal_name(g).render(lang),
             tr("wispwood.table.kind", lang): kind_noun(GOALS[g]["kind"]).render(lang, count=2),
             tr("wispwood.table.points", lang): points}
            for g, points in self.by_goal.items()
        ]
        rows.append({tr("wispwood.table.card", lang): tr("wispwood.table.full_grid", lang, size=self.grid),
                     tr("wispwood.table.kind", lang): "", tr("wispwood.table.points", lang): self.full_grid_bonus})
        rows.append({tr("wispwood.table.card", lang): tr("wispwood.table.total", lang),
                     tr("wispwood.table.kind", lang): "", tr("wispwood.table.points", lang): self.total})
        return pd.DataFrame(rows).set_index(tr("wispwood.table.card", lang))  # rows named by card, not numbered

    def explain(self, lang: str | None = None) -> str:
        """Every card's points and the tiles that earned them, line by line."""
        lang = check_language(lang)
        lines = []
        for goal, awards in self.awards.items():
            lines.append(tr("wispwood.explain.card", lang, card=goal_name(goal), points=self.by_goal[goal]))
            lines += [f"  • {a.explain(lang)}" for a in awards] or [f"  • {tr('wispwood.explain.nothing', lang)}"]
        key = "wispwood.explain.full" if self.full else "wispwood.explain.not_full"
        lines.append(tr(key, lang, size=self.grid, points=self.full_grid_bonus, tiles=len(self.forest), fields=self.grid * self.grid))
        lines.append(tr("wispwood.explain.total", lang, points=self.total))
        return "\n".join(lines)

    def svg(self, goal: str | None = None, lang: str | None = None) -> str:
        """The forest drawn with the tiles behind the points (of ``goal``, or of all cards) marked."""
        from .render import forest_svg

        return forest_svg(self.forest, highlight=self.cells(goal), grid=self.grid, lang=lang)

    def _repr_html_(self) -> str:
        lang = check_language(None)
        text = escape(self.explain(lang)).replace("\n", "<br>")
        from ...views.svg import as_image
        from .render import forest_alt

        picture = as_image(self.svg(lang=lang), forest_alt(self.forest, lang))
        return f"<div style='display:flex;gap:16px;flex-wrap:wrap;align-items:flex-start'>{picture}<div style='font-family:DejaVu Sans,Verdana,sans-serif'>{text}</div></div>"

    def __repr__(self) -> str:
        return f"<ForestScore round {self.round}: {self.by_goal} + full grid {self.full_grid_bonus} = {self.total}>"


def goal_cards(lang: str | None = None, kind: str | None = None):
    """All goal cards as a pandas table: kind, id, name, paws, what scores, and whether the rulebook
    describes the card or it is (partly) our assumption."""
    import pandas as pd

    lang = check_language(lang)
    rows = [
        {tr("wispwood.table.kind", lang): kind_noun(card["kind"]).render(lang, count=2),
         "id": goal,
         tr("wispwood.table.card", lang): goal_name(goal).render(lang),
         tr("wispwood.table.paws", lang): card["paws"],
         tr("wispwood.table.rule", lang): Bilingual(card["text"]).render(lang),
         tr("wispwood.table.source", lang): tr(f"wispwood.table.source.{card['source']}", lang)}
        for goal, card in GOALS.items() if kind is None or card["kind"] == kind
    ]
    frame = pd.DataFrame(rows)
    frame.index = pd.RangeIndex(1, len(frame) + 1)  # rows counted from 1, as people count
    return frame


def check_goals(goals: str | Iterable[str]) -> list[str]:
    """The goal ids as a list without repeats; RuleViolation for anything that is not a card id."""
    if isinstance(goals, str):
        goals = [goals]
    try:
        goals = list(goals)
    except TypeError:
        raise RuleViolation(Text("wispwood.error.unknown_goal", goal=_shown(goals, 30), goals=", ".join(GOALS)), RULE) from None
    for goal in goals:
        if not isinstance(goal, str) or goal not in GOALS:
            raise RuleViolation(Text("wispwood.error.unknown_goal", goal=_shown(goal, 30), goals=", ".join(GOALS)), RULE)
    return list(dict.fromkeys(goals))


def check_round(round: Any) -> int:
    """The round 1, 2 or 3 as a whole number; RuleViolation for anything else (also ``1.0`` or ``"1"``)."""
    if not isinstance(round, int) or isinstance(round, bool) or round not in range(1, len(GRID_SIZES) + 1):
        raise RuleViolation(Text("wispwood.error.round", value=_shown(round, 10), rounds=len(GRID_SIZES)), RULE)
    return round


def check_forest(forest: Any) -> Forest:
    """A forest from outside – text, a list of rows, or a mapping of fields ``(x, y)`` to tile letters –
    as a forest with exactly one cat; RuleViolation with words for anything else."""
    if isinstance(forest, Mapping):
        parsed = {}
        for field, tile in forest.items():
            fine = (isinstance(field, tuple) and len(field) == 2 and all(isinstance(v, int) and not isinstance(v, bool) and 0 <= v < SHEET for v in field)
                    and isinstance(tile, str) and tile in TILES)
            if not fine:
                raise RuleViolation(Text("wispwood.error.forest_type", value=_shown(forest)), RULE)
            parsed[field] = tile
        cats = [f for f, t in parsed.items() if t == CAT]
        if len(cats) > 1:
            raise RuleViolation(Text("wispwood.error.forest_cats", cells=names(cats)), RULE)
    else:
        parsed = parse_forest(forest, rule=RULE)
    return parsed


def score_forest(forest: str | Iterable[str] | Mapping[Field, str], goals: str | Iterable[str], round: int = 1) -> ForestScore:
    """Score a forest (text: one row per line, ``P H V O T C .``; spaces ignored) with the goal cards
    ``goals`` (ids such as ``"pumpkin_sudoku"``) at the end of ``round`` (1–3: grid 4 × 4, 5 × 5, 6 × 6).

    Raises RuleViolation with a German and an English message for an unknown character or goal, a
    round that is not 1, 2 or 3, a forest larger than the round's grid, or one without its cat.

    >>> score_forest("C..P\\n.P..\\n....\\nP..P", "pumpkin_sudoku").total   # the card's example: b2 alone
    4
    >>> try:
    ...     score_forest("TTTTT", "biggest_forest")
    ... except RuleViolation as error:
    ...     print(error.message("en"))
    This forest is 5 fields wide and 1 field high; in round 1 it may be at most 4 × 4 fields.
    """
    round = check_round(round)
    goals = check_goals(goals)
    parsed = check_forest(forest)
    size = GRID_SIZES[round - 1]
    width, height = extent(parsed)
    if width > size or height > size:
        raise RuleViolation(Text("wispwood.error.forest_too_big", width=width, height=height, round=round, size=size), RULE)
    if CAT not in parsed.values():
        raise RuleViolation(Text("wispwood.error.forest_no_cat"), Rule("wispwood", "setup.cat"))
    return ForestScore(parsed, goals, round)


__all__ = ["Award", "ForestScore", "GOALS", "check_forest", "check_goals", "check_round", "goal_cards", "goal_awards", "goal_name", "goal_points", "and_list", "is_full", "kind_noun", "score_forest", "shape_noun"]
