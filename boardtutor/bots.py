"""Bots that play any registered game through the protocol, and a loop that lets them play.

>>> import boardtutor
>>> from boardtutor.bots import RandomBot, play
>>> game = boardtutor.load("woodwalkers")
>>> states = play(game.new_initial_state(players=2, seed=5), [RandomBot(1), RandomBot(2)])
>>> states[-1].is_terminal()
True

``SearchBot`` thinks ahead by playing many quick games in its head (Monte Carlo tree search) and
can say in German or English why it chose its move:

>>> bot = SearchBot(seed=1, max_iterations=30)
>>> states = play(game.new_initial_state(players=2, seed=5), [bot, RandomBot(2)], max_actions=12)
>>> bot.last_stats["iterations"] in (0, 30)
True
"""

from __future__ import annotations

import math
import random
import time
from typing import Any, Sequence

from .core import Action, RuleViolation, State
from .i18n import Text, tr


class RandomBot:
    """Picks uniformly among the legal actions (seeded, so games can be repeated)."""

    name = "random"

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)

    def choose(self, state: State) -> Action:
        return self.rng.choice(state.legal_actions())


class _Node:
    """A node of the search tree: the state, how often it was visited, and the summed reward of
    the player whose choice led here (``mover``; None below a chance event)."""

    __slots__ = ("state", "mover", "visits", "value", "children", "untried")

    def __init__(self, state: State, mover: int | None, rng: random.Random) -> None:
        self.state = state
        self.mover = mover
        self.visits = 0
        self.value = 0.0
        self.children: dict[Action, _Node] = {}
        self.untried: list[Action] = []
        if not state.is_terminal() and not state.is_chance_node():
            self.untried = state.legal_actions()
            rng.shuffle(self.untried)


class SearchBot:
    """Monte Carlo tree search (UCT) over the game protocol, with nothing game-specific.

    Each iteration walks down the tree (UCT at decisions; at a chance event an outcome is drawn with
    its exact probability), adds one new node, plays on with random moves that prefer actions other
    than passing, and scores the result: a finished game counts 1 for the winner (shared wins are
    split); a game cut off after ``playout_depth`` actions counts the score margin of each player
    over the best opponent, squashed into 0..1 (``0.5 + 0.5 * tanh(margin / margin_scale)``).
    The move visited most often is played.

    ``time_limit`` (seconds, including overhead) and ``max_iterations`` stop the search, whichever
    comes first; with ``time_limit=None`` and a seed the choices are reproducible.

    >>> import boardtutor
    >>> state = boardtutor.load("woodwalkers").new_initial_state(players=2, seed=7)
    >>> state = state.apply("draw strength").apply("draw speed").apply("draw endurance")
    >>> bot = SearchBot(seed=3, time_limit=None, max_iterations=40)
    >>> str(bot.choose(state)) in {"choose endurance", "choose speed", "choose strength"}
    True
    >>> bot.last_stats["iterations"]
    40
    >>> bot.explain("en").startswith("I played 40 games")
    True
    """

    name = "search"

    def __init__(
        self,
        seed: int | None = None,
        time_limit: float | None = 0.8,
        max_iterations: int | None = None,
        *,
        exploration: float = 1.0,
        playout_depth: int = 60,
        margin_scale: float = 4.0,
        pass_weight: float = 0.1,
        greedy: float = 0.0,
        memory: float = 0.5,
    ) -> None:
        if time_limit is None and max_iterations is None:
            raise ValueError(tr("bots.error.no_limit", "en"))
        self.rng = random.Random(seed)
        self.time_limit = time_limit
        self.max_iterations = max_iterations
        self.exploration = exploration
        self.playout_depth = playout_depth
        self.margin_scale = margin_scale
        self.pass_weight = pass_weight
        self.greedy = greedy
        self.memory = memory
        self._mast: dict[tuple[int, Action], list[float]] = {}
        self.last_stats: dict[str, Any] = {}
        self._last: tuple[State, Action] | None = None

    # -- choosing -------------------------------------------------------------
    def choose(self, state: State) -> Action:
        """The move to play in ``state``; ``last_stats`` and ``explain()`` then describe it."""
        start = time.perf_counter()
        if state.is_terminal():
            raise RuleViolation(Text("bots.error.terminal"))
        if state.is_chance_node():
            raise RuleViolation(Text("bots.error.chance"))
        legal = state.legal_actions()
        player = state.current_player
        if len(legal) == 1:
            self._last = (state, legal[0])
            self.last_stats = {"player": player, "action": legal[0], "iterations": 0, "visits": {}, "values": {},
                               "seconds": time.perf_counter() - start, "forced": True}
            return legal[0]

        for record in self._mast.values():
            record[0] *= self.memory
            record[1] *= self.memory
        root = _Node(state, None, self.rng)
        deadline = None if self.time_limit is None else start + self.time_limit
        iterations, slowest = 0, 0.0
        while self.max_iterations is None or iterations < self.max_iterations:
            now = time.perf_counter()
            if deadline is not None and now + 2 * slowest + 0.005 > deadline:
                break
            self._iterate(root, deadline)
            iterations += 1
            slowest = max(slowest, time.perf_counter() - now)

        children = root.children
        if not children:  # not even one iteration fitted in: fall back to a random legal action
            action = self.rng.choice(legal)
        else:
            action = max(children, key=lambda a: (children[a].visits, children[a].value))
        self._last = (state, action)
        self.last_stats = {
            "player": player,
            "action": action,
            "iterations": iterations,
            "visits": {a: c.visits for a, c in children.items()},
            "values": {a: c.value / c.visits for a, c in children.items() if c.visits},
            "seconds": time.perf_counter() - start,
            "forced": False,
        }
        return action

    def _iterate(self, root: _Node, deadline: float | None) -> None:
        node, path = root, [root]
        # selection and expansion
        while not node.state.is_terminal():
            state = node.state
            if state.is_chance_node():
                outcome = self._sample(state)
                child = node.children.get(outcome)
                if child is None:
                    child = node.children[outcome] = _Node(state.apply(outcome), None, self.rng)
                    path.append(child)
                    break
            elif node.untried:
                action = node.untried.pop()
                child = node.children[action] = _Node(state.apply(action), state.current_player, self.rng)
                path.append(child)
                break
            else:
                child = self._select(node)
            node = child
            path.append(node)
        moves: list[tuple[int, Action]] = []
        rewards = self._playout(path[-1].state, deadline, moves)
        for parent, visited in zip(path, path[1:]):
            if visited.mover is not None:
                moves.append((visited.mover, next(a for a, c in parent.children.items() if c is visited)))
        for visited in path:
            visited.visits += 1
            if visited.mover is not None:
                visited.value += rewards[visited.mover]
        mast = self._mast
        for seat, action in moves:
            record = mast.get((seat, action))
            if record is None:
                record = mast[(seat, action)] = [0.0, 0.0]
            record[0] += rewards[seat]
            record[1] += 1

    def _select(self, node: _Node) -> _Node:
        log_n = math.log(node.visits)
        c = self.exploration
        return max(
            node.children.values(),
            key=lambda ch: ch.value / ch.visits + c * math.sqrt(log_n / ch.visits),
        )

    def _sample(self, state: State) -> Action:
        outcomes = state.chance_outcomes()
        return self.rng.choices([o for o, _ in outcomes], weights=[float(p) for _, p in outcomes])[0]

    def _playout(self, state: State, deadline: float | None, moves: list) -> list[float]:
        rng = self.rng
        for _ in range(self.playout_depth):
            if state.is_terminal() or (deadline is not None and time.perf_counter() > deadline):
                break
            if state.is_chance_node():
                action = self._sample(state)
            else:
                seat = state.current_player
                action = self._playout_action(seat, state.legal_actions(), rng)
                moves.append((seat, action))
            state = state.apply(action)
        return self._rewards(state)

    def _playout_action(self, seat: int, legal: list[Action], rng: random.Random) -> Action:
        """A random action where passes (actions without arguments, next to ones with) weigh less."""
        if len(legal) > 1 and rng.random() < self.greedy:
            mast = self._mast
            def mean(a):
                r = mast.get((seat, a))
                return r[0] / r[1] if r and r[1] > 0.5 else 0.5
            return max(legal, key=lambda a: (mean(a), rng.random()))
        if len(legal) > 1 and self.pass_weight < 1:
            weights = [self.pass_weight if not a.args else 1.0 for a in legal]
            if any(w == 1.0 for w in weights):
                return rng.choices(legal, weights=weights)[0]
        return rng.choice(legal)

    def _rewards(self, state: State) -> list[float]:
        """Per seat: 1 for a win (split if shared), 0 for a loss; if the game is not over yet, the
        score margin over the best opponent squashed into 0..1."""
        n = state.num_players
        if state.is_terminal():
            winners = state.outcome().winners
            return [1 / len(winners) if seat in winners else 0.0 for seat in range(n)]
        scores = state.scores()
        rewards = []
        for seat in range(n):
            best_other = max(scores[s] for s in range(n) if s != seat)
            rewards.append(0.5 + 0.5 * math.tanh((scores[seat] - best_other) / self.margin_scale))
        return rewards

    # -- explaining -------------------------------------------------------------
    def explain(self, lang: str | None = None) -> str:
        """One sentence about the last choice, in ``"de"`` or ``"en"`` (default: the current language)."""
        if self._last is None:
            return tr("bots.explain.none", lang)
        state, action = self._last
        move = state.action_text(action, lang)
        stats = self.last_stats
        if stats["forced"]:
            return tr("bots.explain.forced", lang, move=move)
        if stats["iterations"] == 0:
            return tr("bots.explain.no_time", lang, move=move)
        return tr(
            "bots.explain.search",
            lang,
            games=format_count(stats["iterations"], lang),
            move=move,
            percent=format_percent(stats["values"][action], lang),
        )


def format_count(n: int, lang: str | None = None) -> str:
    """A whole number with the language's thousands separator: ``"1.234"`` / ``"1,234"``."""
    return f"{n:,}".replace(",", tr("bots.thousands", lang))


def format_percent(share: float, lang: str | None = None) -> str:
    """A share of 0..1 as a percentage, whole unless that would hide it is not 0 or 100.

    >>> format_percent(0.634, "de"), format_percent(0.634, "en"), format_percent(0.9962, "de")
    ('63 %', '63 %', '99,6 %')
    """
    percent = 100 * share
    number = f"{percent:.0f}"
    if number in ("0", "100") and 0 < share < 1:
        number = f"{percent:.1f}".replace(".", tr("bots.decimal", lang))
    return tr("bots.percent", lang, number=number)


def play(state: State, bots: Sequence[RandomBot], max_actions: int = 100_000) -> list[State]:
    """Play from ``state`` to the end: ``bots[seat]`` chooses for each seat, chance is sampled with
    the game's seed. Returns every state passed through (the first is ``state``)."""
    states = [state]
    for _ in range(max_actions):
        if state.is_terminal():
            break
        action = state.sample_chance() if state.is_chance_node() else bots[state.current_player].choose(state)
        state = state.apply(action)
        states.append(state)
    return states
