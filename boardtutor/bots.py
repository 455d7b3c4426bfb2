"""Bots that play any registered game through the protocol, and a loop that lets them play.

>>> import boardtutor
>>> from boardtutor.bots import RandomBot, play
>>> game = boardtutor.load("woodwalkers")
>>> states = play(game.new_initial_state(players=2, seed=5), [RandomBot(1), RandomBot(2)])
>>> states[-1].is_terminal()
True

``SearchBot`` thinks ahead by playing many quick games in its head (Monte Carlo tree search) and
says in German or English why it chose its move:

>>> state = game.new_initial_state(players=2, seed=7)
>>> for action in ("draw strength", "draw speed", "draw endurance", "choose speed", "draw speed", "roll", "die 4"):
...     state = state.apply(action)
>>> bot = SearchBot(seed=1, time_limit=None, max_iterations=30)
>>> action = bot.choose(state)
>>> print(bot.explain("en"))  # doctest: +ELLIPSIS
Blue moves the ... from ... to ... – ... (My chance of winning: about ...%.)
>>> print(bot.explain("de"))  # doctest: +ELLIPSIS
Blau zieht ... von ... nach ... – ... (Meine Gewinnchance: etwa ... %.)
"""

from __future__ import annotations

import math
import random
import time
from typing import Any, Callable, Sequence

from .core import Action, RuleViolation, State, with_viewer
from .i18n import Text, tr


class RandomBot:
    """Picks uniformly among the legal actions (seeded, so games can be repeated)."""

    name = "random"

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)

    def choose(self, state: State) -> Action:
        return self.rng.choice(state.legal_actions())


class _Node:
    """A node of the search tree: its state, how often it was visited, and the summed reward of the
    seat whose choice led here (``mover``; None below a chance event, where nobody chose)."""

    __slots__ = ("state", "mover", "visits", "value", "children", "untried", "ordered", "order", "rewards")

    def __init__(self, state: State, mover: int | None, rng: random.Random, prune: bool = True) -> None:
        self.state = state
        self.mover = mover
        self.visits = 0
        self.value = 0.0
        self.children: dict[Action, _Node] = {}
        self.untried: list[Action] = []
        self.ordered = False  # the game sorted the untried actions (the best last: popped first)
        self.order: Sequence[Action] = ()  # the game's order of the actions, its first choice first
        self.rewards: list[float] = []  # per visit, the reward of ``mover`` (kept for the root's children)
        if not state.is_terminal() and not state.is_chance_node():
            self.untried = _choices(state, prune)
            order = state.move_order(self.untried) if len(self.untried) > 2 else None
            if order is not None:
                self.untried = order[::-1]
                self.ordered = True
                self.order = order
            else:
                rng.shuffle(self.untried)


class SearchBot:
    """Monte Carlo tree search (UCT) over the game protocol, with nothing game-specific.

    Each iteration walks down the tree (UCT at decisions; at a chance event an outcome is drawn with
    its exact probability), adds one node, plays on at random for at most ``playout_depth`` actions
    and scores the result for every seat: a finished game counts 1 for a win (shared wins are split)
    and 0 for a loss; a game cut off earlier counts the seat's margin over the best opponent in
    ``state.evaluation()`` (by default the scores), squashed into 0..1 as
    ``0.5 + 0.5 * tanh(margin / margin_scale)``. In these random playouts bare
    actions such as passing (actions without arguments, when some with arguments are legal) weigh
    ``pass_weight``. The root action visited most often is played.

    The tree weighs the actions the game calls real choices (``State.search_actions``: all legal ones,
    unless one is as good as another, such as Woodwalkers' skip, which is a roll and staying);
    ``prune=False`` weighs every legal action (to measure what the game's choice is worth).
    Where the game sorts its actions (``State.move_order``, such as Woodwalkers' hundred moves), a
    node tries them best first and looks at only ``2 + widening * sqrt(visits)`` of them (progressive
    widening): more time means a wider as well as a deeper look. With ``playout_greedy`` > 0 a playout
    takes the game's first choice that often instead of a random one.

    In dice games the luck of a few playouts can hide which move is better. ``common_chance`` gives the
    n-th visit of every root action the same random numbers (the same dice), so moves are compared
    under the same luck; ``anchor`` (a number of standard errors, 0: off) keeps the game's first choice
    among the searched moves unless another one did better visit by visit by that margin, so a short
    search follows the game's knowledge and a longer one leaves it only for a move it has proved
    better. Both default to what the game asks for (``Game.search_settings``; Woodwalkers: both on),
    and so does ``playout_depth`` (60 unless the game says; Woodwalkers: 12, as its ``evaluation()``
    estimates the end from a position).

    ``time_limit`` (seconds, all overhead included, read from ``clock``) and ``max_iterations`` stop
    the search, whichever comes first; ``time_limit=None`` with a seed makes the choices reproducible.

    After ``choose``, ``last_stats`` holds ``player``, ``action``, ``iterations``, per root action
    ``visits`` and ``values`` (mean reward 0..1 for ``player``), ``seconds`` (spent), ``budget`` (the
    seconds this decision had, its share of what is left of the turn; None without a time limit),
    ``forced`` (True when only one action was legal: then it is returned at once) and ``dominated``
    (True when several were legal but the game's ``State.search_actions`` left one, as good as all the
    others: returned at once too).

    >>> import boardtutor
    >>> state = boardtutor.load("woodwalkers").new_initial_state(players=2, seed=7)
    >>> state = state.apply("draw strength").apply("draw speed").apply("draw endurance")
    >>> bot = SearchBot(seed=3, time_limit=None, max_iterations=40)
    >>> str(bot.choose(state)) in {"choose endurance", "choose speed", "choose strength"}
    True
    >>> bot.last_stats["iterations"], sum(bot.last_stats["visits"].values())
    (40, 40)
    >>> bot.explain("en").startswith(state.action_text(bot.last_stats["action"], "en", viewer=state.current_player) + " – ")
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
        playout_depth: int | None = None,
        margin_scale: float = 4.0,
        pass_weight: float = 0.1,
        widening: float = 1.0,
        playout_greedy: float = 0.0,
        common_chance: bool | None = None,
        anchor: float | None = None,
        prune: bool = True,
        clock: Callable[[], float] = time.perf_counter,
    ) -> None:
        if time_limit is None and max_iterations is None:
            raise ValueError(f"{tr('bots.error.no_limit', 'de')} / {tr('bots.error.no_limit', 'en')}")
        self.rng = random.Random(seed)
        self.time_limit = time_limit
        self.max_iterations = max_iterations
        self.exploration = exploration
        self.playout_depth = playout_depth  # None: as the game says (``Game.search_settings``), else 60
        self._depth = 60
        self.margin_scale = margin_scale
        self.pass_weight = pass_weight
        self.widening = widening
        self.playout_greedy = playout_greedy
        self.common_chance = common_chance  # None: as the game says (``Game.search_settings``)
        self.anchor = anchor
        self.prune = prune  # weigh only the game's ``State.search_actions`` (False: every legal action)
        self.clock = clock  # seconds, read for ``time_limit`` (a test may give a clock of its own)
        self._luck = self.rng  # the random numbers of this iteration's dice and playout
        self._common = False
        self._luck_base = 0
        self.last_stats: dict[str, Any] = {}
        self._last: tuple[State, Action] | None = None
        self._turn: tuple[int, State, float] | None = None  # seat, the state after its last choice, seconds spent
        self._turn_start: tuple[int, float] = (0, 0.0)

    WORLDS = 8
    """How many guesses of the hidden information a search spreads its iterations over (games with
    ``hidden_information``): the bot never looks at what its seat cannot see."""

    # -- choosing -------------------------------------------------------------
    def _turn_budget(self, state: State, start: float) -> float | None:
        """Seconds for this decision. ``time_limit`` belongs to the whole turn (all decisions of one seat
        until another seat or the end comes): what is left is shared by the decisions still to come
        (``state.decisions_left_in_turn()``)."""
        if self.time_limit is None:
            return None
        player, spent = state.current_player, 0.0
        previous = self._turn
        if previous is not None and previous[0] == player and _same_turn(previous[1], state, player):
            spent = previous[2]
        self._turn_start = (player, spent)
        left = max(0.0, self.time_limit - spent)
        return max(min(0.05, self.time_limit), left / max(1, state.decisions_left_in_turn()))

    def choose(self, state: State) -> Action:
        """The action for the seat to move in ``state``; ``last_stats`` and ``explain()`` describe it.

        In a game with hidden information the search runs on ``WORLDS`` states drawn by
        ``state.resample_hidden(seat, rng)`` — what the seat may know, the rest guessed — and adds up
        what each world says about each action (determinization, as in information-set MCTS)."""
        start = self.clock()
        if state.is_terminal():
            raise RuleViolation(Text("bots.error.terminal"))
        if state.is_chance_node():
            raise RuleViolation(Text("bots.error.chance"))
        legal = _choices(state, self.prune)  # the real choices: all legal ones, or fewer
        forced = len(state.legal_actions()) == 1
        player = state.current_player
        common, anchor = self._settings(state)
        budget = self._turn_budget(state, start)
        deadline = None if budget is None else start + budget
        worlds = [state.resample_hidden(player, self.rng) for _ in range(self.WORLDS)] if state.game.hidden_information else []
        if any(world is not state for world in worlds):
            roots = [_Node(world, None, self.rng, self.prune) for world in worlds]
        else:  # nothing hidden from this seat here (such as a Woodwalkers day game): one tree
            roots = [_Node(state, None, self.rng, self.prune)]
        iterations, slowest = 0, 0.0
        if common:
            self._luck_base = self.rng.getrandbits(32) << 24
        while len(legal) > 1 and (self.max_iterations is None or iterations < self.max_iterations):
            now = self.clock()
            if deadline is not None and now + 2 * slowest + 0.005 > deadline:
                break
            self._iterate(roots[iterations % len(roots)], deadline, roots)
            iterations += 1
            slowest = max(slowest, self.clock() - now)

        visits: dict[Action, int] = {}
        value: dict[Action, float] = {}
        for root in roots:
            for action, child in root.children.items():
                visits[action] = visits.get(action, 0) + child.visits
                value[action] = value.get(action, 0.0) + child.value
        candidates = [a for a in legal if visits.get(a)]
        if len(legal) == 1 or not candidates:  # one real choice, or not even one iteration fitted in
            action = legal[0] if len(legal) == 1 else self.rng.choice(legal)
        else:
            action = max(candidates, key=lambda a: (visits[a], value[a]))
            if anchor > 0 and all(root.ordered for root in roots):
                action = self._anchored(action, candidates, roots, anchor)
        self._last = (state, action)
        seconds = self.clock() - start
        self._turn = (player, state.apply(action), self._turn_start[1] + seconds) if self.time_limit is not None else None
        self.last_stats = {
            "player": player,
            "action": action,
            "iterations": iterations,
            "visits": visits,
            "values": {a: value[a] / visits[a] for a in visits if visits[a]},
            "seconds": seconds,
            "budget": budget,
            "forced": forced,
            "dominated": not forced and len(legal) == 1,
        }
        return action

    def _settings(self, state: State) -> tuple[bool, float]:
        """Common chance and the anchor for ``state``'s game (``Game.search_settings`` where this bot's own
        arguments are None); sets the playout depth the same way."""
        settings = getattr(state.game, "search_settings", {})
        self._common = settings.get("common_chance", False) if self.common_chance is None else self.common_chance
        self._depth = settings.get("playout_depth", 60) if self.playout_depth is None else self.playout_depth
        return self._common, settings.get("anchor", 0.0) if self.anchor is None else self.anchor

    def estimate(self, state: State, luck: random.Random) -> list[float]:
        """One of the search's quick games from ``state``, played with the random numbers ``luck`` (its dice
        and its random moves), scored per seat 0..1 as the search scores it. Two positions given equal
        ``luck`` are played on the same dice, as the search compares moves under common chance; the mean
        of many says what this search would think of a position with unlimited time
        (``benchmarks/search_regret.py``).

        >>> import boardtutor, random
        >>> state = boardtutor.load("woodwalkers").new_initial_state(players=2, seed=7)
        >>> bot = SearchBot(seed=1, time_limit=None, max_iterations=1)
        >>> bot.estimate(state, random.Random(5)) == bot.estimate(state, random.Random(5))
        True
        >>> all(0.0 <= reward <= 1.0 for reward in bot.estimate(state, random.Random(6)))
        True
        """
        self._settings(state)
        previous, self._luck = self._luck, luck
        try:
            return self._playout(state, None)
        finally:
            self._luck = previous

    def _iterate(self, root: _Node, deadline: float | None, roots: Sequence[_Node] = ()) -> None:
        """One iteration: select down the tree, expand one node, play out, back the rewards up. With
        several guessed worlds (``roots``) the first choice is made from what all worlds found so far:
        the seat's own choices are the same in each world, so every choice is tried once before any is
        tried twice, even when there are many choices and little time."""
        node: _Node | None = root
        path = [root]
        if len(roots) > 1 and root.state.current_player >= 0:
            action = self._shared_choice(root, roots)
            child = root.children.get(action)
            if child is None:
                root.untried.remove(action)
                child = root.children[action] = _Node(root.state.apply(action), root.state.current_player, self.rng, self.prune)
                node = None  # expanded: play out from here
            else:
                node = child
            path.append(child)
            self._luck = self._luck_for(child)
        else:
            self._luck = self.rng
        while node is not None and not node.state.is_terminal():
            state = node.state
            if state.is_chance_node():
                outcome = self._sample(state, self._luck)
                child = node.children.get(outcome)
                if child is None:
                    child = node.children[outcome] = _Node(state.apply(outcome), None, self.rng, self.prune)
                    path.append(child)
                    break
            elif node.untried and (not node.ordered or len(node.children) < self._width(node.visits)):
                action = node.untried.pop()
                child = node.children[action] = _Node(state.apply(action), state.current_player, self.rng, self.prune)
                path.append(child)
                if node is root:
                    self._luck = self._luck_for(child)
                break
            else:
                log_n, c = math.log(node.visits), self.exploration
                child = max(node.children.values(), key=lambda ch: ch.value / ch.visits + c * math.sqrt(log_n / ch.visits))
                if node is root:
                    self._luck = self._luck_for(child)
            node = child
            path.append(node)
        rewards = self._playout(path[-1].state, deadline)
        if len(path) > 1 and path[1].mover is not None:
            path[1].rewards.append(rewards[path[1].mover])
        for visited in path:
            visited.visits += 1
            if visited.mover is not None:
                visited.value += rewards[visited.mover]

    def _shared_choice(self, root: _Node, roots: Sequence[_Node]) -> Action:
        """The first action of an iteration in ``root``'s world, by UCT over the visits and values of
        that action in every world (an action no world has tried yet comes first)."""
        totals: dict[Action, list[float]] = {}
        for other in roots:
            for action, child in other.children.items():
                entry = totals.setdefault(action, [0, 0.0])
                entry[0] += child.visits
                entry[1] += child.value
        fresh = [a for a in root.untried if a not in totals]
        if fresh and (not root.ordered or len(totals) < self._width(sum(t[0] for t in totals.values()))):
            return fresh[-1]
        candidates = [a for a in list(root.children) + root.untried if a in totals]
        if not candidates:
            return fresh[-1]
        log_n, c = math.log(max(1.0, sum(totals[a][0] for a in candidates))), self.exploration
        return max(candidates, key=lambda a: totals[a][1] / totals[a][0] + c * math.sqrt(log_n / totals[a][0]))

    def _width(self, visits: int) -> int:
        """How many of a node's actions the search looks at after ``visits`` visits, where the game
        sorted them (``State.move_order``): the most promising first, more as the visits grow
        (progressive widening), so more time means both wider and deeper."""
        return 2 + int(self.widening * math.sqrt(visits))

    def _luck_for(self, child: _Node) -> random.Random:
        """The random numbers for an iteration through the root's ``child``. With common chance the
        n-th visit of every root action rolls the same dice (common random numbers): two moves are
        compared under the same luck, so the difference in their values is the moves', not the dice's."""
        if not self._common:
            return self.rng
        return random.Random(self._luck_base + child.visits)

    def _anchored(self, best: Action, candidates: Sequence[Action], roots: Sequence[_Node], z: float) -> Action:
        """The game's own favourite among the searched actions (by ``State.move_order``, averaged over the
        guessed worlds) unless the search's ``best`` did better by more than ``z`` standard errors, the
        rewards compared visit by visit (under common chance the same dice). A short search thus stays
        with the game's knowledge, and a longer one leaves it where it has found a better move."""
        ranks = [{action: i for i, action in enumerate(root.order)} for root in roots]  # only here, not per node
        rank = {a: sum(r.get(a, len(r)) for r in ranks) / len(ranks) for a in candidates}
        for action in sorted(candidates, key=lambda a: rank[a]):
            if rank[action] >= rank[best]:
                return best
            differences = []
            for root in roots:
                ours, theirs = root.children.get(best), root.children.get(action)
                if ours is not None and theirs is not None:
                    differences += [b - a for b, a in zip(ours.rewards, theirs.rewards)]
            if len(differences) < 4:
                continue
            mean = sum(differences) / len(differences)
            spread = math.sqrt(sum((d - mean) ** 2 for d in differences) / (len(differences) - 1) / len(differences))
            if mean <= z * spread:
                return action
        return best

    def _sample(self, state: State, rng: random.Random) -> Action:
        outcomes = state.chance_outcomes()
        return rng.choices([o for o, _ in outcomes], weights=[float(p) for _, p in outcomes])[0]

    def _playout(self, state: State, deadline: float | None) -> list[float]:
        rng, pass_weight, greedy, common, clock = self._luck, self.pass_weight, self.playout_greedy, self._common, self.clock
        for _ in range(self._depth):
            if state.is_terminal() or (deadline is not None and clock() > deadline):
                break
            if state.is_chance_node():
                action = self._sample(state, rng)
            else:
                legal = state.legal_actions()
                order = state.move_order(legal) if greedy and len(legal) > 2 and rng.random() < greedy else None
                if order:
                    action = order[0]
                else:
                    weights = [1.0 if a.args else pass_weight for a in legal]
                    if common:  # one random number per choice, so the dice stay in step across the root's moves
                        action = rng.choices(legal, weights)[0]
                    else:
                        action = rng.choices(legal, weights)[0] if 1.0 in weights else rng.choice(legal)
            state = state.apply(action)
        return self._rewards(state)

    def _rewards(self, state: State) -> list[float]:
        """Per seat, 0..1: the result of a finished game, else the squashed score margin. In a
        co-operative game (``game.cooperative``) a shared win counts 1 for everyone and the margin is
        the group's score itself (there is no opponent to compare with)."""
        n = state.num_players
        cooperative = state.game.cooperative
        if state.is_terminal():
            winners = state.outcome().winners
            if cooperative:
                return [1.0 if winners else 0.0] * n
            return [1 / len(winners) if seat in winners else 0.0 for seat in range(n)]
        scores = state.evaluation()
        if cooperative or n == 1:
            return [0.5 + 0.5 * math.tanh(scores[seat] / self.margin_scale) for seat in range(n)]
        return [
            0.5 + 0.5 * math.tanh((scores[seat] - max(scores[:seat] + scores[seat + 1 :])) / self.margin_scale)
            for seat in range(n)
        ]

    # -- explaining -------------------------------------------------------------
    def explain(self, lang: str | None = None, *, win_chance: bool = True, viewer: Any = "own") -> str:
        """One sentence about the last choice, in ``"de"`` or ``"en"`` (default: the current language):
        the move, and why in the game's terms where the game says so (``State.move_reason``);
        ``win_chance=False`` leaves out the estimated chance of winning (for children). ``viewer``: in a
        game with secrets, the seat that reads it (default ``"own"``: the bot's own seat; a screen shared
        with a person passes that person's seat, so the bot's secrets stay secret)."""
        if self._last is None:
            return tr("bots.explain.none", lang)
        state, action = self._last
        seat = state.current_player
        reader = seat if viewer == "own" else viewer
        said = with_viewer(state.action_text, action, lang, viewer=reader)
        move = said.rstrip(".!")
        stats = self.last_stats
        reason = with_viewer(state.move_reason, action, lang, viewer=reader) if _may_reason(state, reader) else None
        if stats["forced"]:
            text = tr("bots.explain.forced", lang, move=move)
        elif reason:
            text = move_and_reason(said, reason, lang)
        elif stats["dominated"]:
            text = tr("bots.explain.dominated", lang, move=move)
        elif stats["iterations"] == 0:
            text = tr("bots.explain.no_time", lang, move=move)
        elif not win_chance:
            text = tr("bots.explain.search_plain", lang, games=stats["iterations"], move=move)
        else:
            return tr(
                "bots.explain.search",
                lang,
                games=stats["iterations"],
                move=move,
                percent=format_percent(stats["values"][action], lang),
            )
        if win_chance and not stats["forced"] and action in stats["values"]:
            text = tr("bots.explain.with_chance", lang, text=text, percent=format_percent(stats["values"][action], lang))
        return text


def move_and_reason(said: str, reason: str, lang: str | None = None) -> str:
    """A move's text and why it was chosen, as one explanation: “<move> – <reason>.”, or where the move's
    text has a dash of its own, two sentences (“<move> – duel! <Reason>.”).

    >>> move_and_reason("Orange moves the wolf from b1 to b2.", "this brings it closer to the forest", "en")
    'Orange moves the wolf from b1 to b2 – this brings it closer to the forest.'
    >>> move_and_reason("Blue moves the tiger onto f1 – a hunt!", "that makes 5 points for Blue, enough to win", "en")
    'Blue moves the tiger onto f1 – a hunt! That makes 5 points for Blue, enough to win.'
    """
    move = said.rstrip(".!")
    if _has_own_dash(move):
        return tr("bots.explain.reason_apart", lang, move=_sentence(said), reason=_sentence(reason))
    return _sentence(tr("bots.explain.reason", lang, move=move, reason=reason.rstrip()))


def _has_own_dash(move: str) -> bool:
    """Whether a move's text has a dash of its own (“… onto b2 – duel!”): what the computer says about it
    then follows as a sentence of its own, not after a second dash."""
    return " – " in move


def _sentence(text: str) -> str:
    """``text`` as a sentence: its first letter capital, a full stop at the end unless it ends with one
    of . ! ?

    >>> _sentence("that makes 5 points for Blue, enough to win")
    'That makes 5 points for Blue, enough to win.'
    >>> _sentence("Blue moves the tiger onto f1 – a hunt!")
    'Blue moves the tiger onto f1 – a hunt!'
    """
    text = text.strip()
    text = text[:1].upper() + text[1:]
    return text if text.endswith((".", "!", "?")) else text + "."


def _choices(state: State, prune: bool) -> list[Action]:
    """What a search weighs in ``state``: the game's ``search_actions`` (``prune``), or every legal action."""
    return state.search_actions() if prune else state.legal_actions()


def _may_reason(state: State, reader: Any) -> bool:
    """Whether the game's ``move_reason`` may be told to ``reader``: always without secrets, to the
    computer's own seat and to the teacher (None); to another seat only from a game whose
    ``move_reason`` takes ``viewer`` (it then names nothing hidden from that reader)."""
    import inspect

    return (not state.has_secrets() or reader is None or reader == state.current_player
            or "viewer" in inspect.signature(state.move_reason).parameters)


def _same_turn(after_last: State, state: State, player: int) -> bool:
    """Whether ``state`` follows ``after_last`` (the state after the seat's previous choice) with only
    chance events and that seat's own decisions in between: the same turn goes on."""
    done = len(after_last.history)
    if after_last.decisions_left_in_turn() == 0:  # the game says that choice ended the seat's turn
        return False
    if state.history[:done] != after_last.history or len(state.history) - done > 20:
        return False
    current = after_last
    for move in state.history[done:]:
        if current.current_player not in (player, -1):  # -1: CHANCE
            return False
        try:
            current = current.apply(move)
        except RuleViolation:
            return False
    return current.current_player == player


def format_percent(share: float, lang: str | None = None) -> str:
    """A share of 0..1 as a percentage: whole, with one decimal where rounding would give 0 or 100.

    >>> format_percent(0.634, "de"), format_percent(0.634, "en"), format_percent(0.9962, "de")
    ('63 %', '63%', '99,6 %')
    """
    percent = 100 * share
    number: float = round(percent)
    if number in (0, 100) and 0 < share < 1:
        number = round(percent, 1)
    return tr("bots.percent", lang, number=float(number))


def _playing(state: State, bots: Sequence[RandomBot], max_actions: int):
    """Every state from ``state`` to the end, one after the other: ``bots[seat]`` chooses for each seat,
    chance is sampled with the game's seed."""
    yield state
    for _ in range(max_actions):
        if state.is_terminal():
            break
        action = state.sample_chance() if state.is_chance_node() else bots[state.current_player].choose(state)
        state = state.apply(action)
        yield state


def play(state: State, bots: Sequence[RandomBot], max_actions: int = 100_000) -> list[State]:
    """Play from ``state`` to the end: ``bots[seat]`` chooses for each seat, chance is sampled with
    the game's seed. Returns every state passed through (the first is ``state``)."""
    return list(_playing(state, bots, max_actions))


def play_out(state: State, bots: Sequence[RandomBot], max_actions: int = 100_000) -> State:
    """The last state of ``play``: the same game, but the states on the way are not kept (where many
    games are played and only their ends count, keeping every state took half the time).

    >>> import boardtutor
    >>> start = boardtutor.load("woodwalkers").new_initial_state(players=2, seed=5)
    >>> play_out(start, [RandomBot(1), RandomBot(2)]).history == play(start, [RandomBot(1), RandomBot(2)])[-1].history
    True
    """
    for state in _playing(state, bots, max_actions):
        pass
    return state


# -- a computer for beginners ---------------------------------------------------------
class GentleBot:
    """A computer for beginners, between ``RandomBot`` and ``SearchBot``: it mostly thinks, but only
    briefly (a ``SearchBot`` with a few quick games in its head), and now and then it plays a quick
    move without thinking ahead at all, picked at random among the game's real choices
    (``State.search_actions``). That is the beginner's mistake it makes on purpose, and its explanation
    says which of the two it did.

    How often it plays a quick move (``mistakes``, 0..1) and how many quick games it plays in its head
    (``iterations``) come from the game (``Game.gentle_settings``, tuned so that the default
    ``SearchBot`` beats it and it beats random play: ``benchmarks/bots.py --versus gentle``); arguments
    given here win over them. ``time_limit`` caps a turn's thinking (None: reproducible by the seed).
    Where the game has secrets, the thinking is ``SearchBot``'s, which searches on guessed worlds
    (``State.resample_hidden``), and a quick move is drawn from the seat's legal actions alone.

    After ``choose``, ``last_quick`` says whether that move was a quick one.

    >>> import boardtutor
    >>> state = boardtutor.load("tawa_hallae").new_initial_state(players=2, seed=3)
    >>> bot = GentleBot(seed=2, time_limit=None)
    >>> bot.choose(state) in state.legal_actions()
    True
    >>> bot.explain("en").startswith(state.action_text(bot._last[1], "en"))
    True
    """

    name = "gentle"

    MISTAKES = 0.3
    """How often a quick move comes where the game does not say (``Game.gentle_settings["mistakes"]``)."""
    ITERATIONS = 40
    """How many quick games the thinking plays where the game does not say (``gentle_settings["iterations"]``)."""

    def __init__(self, seed: int | None = None, time_limit: float | None = 0.8, *, mistakes: float | None = None,
                 iterations: int | None = None, thinker: Any = None) -> None:
        self.rng = random.Random(seed)
        self.time_limit = time_limit
        self.mistakes = mistakes
        self.iterations = iterations
        self.thinker = thinker  # a bot of the game's own to think with (a co-op game's advisor), else a short search
        self._search: SearchBot | None = None
        self._last: tuple[State, Action] | None = None
        self.last_quick = False

    def _settings(self, state: State) -> tuple[float, int]:
        settings = getattr(state.game, "gentle_settings", {})
        mistakes = settings.get("mistakes", self.MISTAKES) if self.mistakes is None else self.mistakes
        iterations = settings.get("iterations", self.ITERATIONS) if self.iterations is None else self.iterations
        return mistakes, iterations

    def choose(self, state: State) -> Action:
        """The action for the seat to move: a quick one (random among the real choices) with the chance
        ``mistakes``, else the short search's (or the thinker's) choice."""
        if state.is_terminal():
            raise RuleViolation(Text("bots.error.terminal"))
        if state.is_chance_node():
            raise RuleViolation(Text("bots.error.chance"))
        mistakes, iterations = self._settings(state)
        choices = _choices(state, True)
        self.last_quick = len(choices) > 1 and self.rng.random() < mistakes
        if self.last_quick:
            action = self.rng.choice(choices)
        else:
            thinker = self.thinker
            if thinker is None:
                if self._search is None:
                    self._search = SearchBot(seed=self.rng.getrandbits(32), time_limit=self.time_limit, max_iterations=iterations)
                thinker = self._search
                thinker.max_iterations = iterations
            action = thinker.choose(state)
        self._last = (state, action)
        return action

    def explain(self, lang: str | None = None, *, win_chance: bool = True, viewer: Any = "own") -> str:
        """The last move and why, in ``"de"`` or ``"en"``: after a quick move, that it was one (picked
        without thinking ahead); else what the short search (or the thinker) says about it.
        ``win_chance`` and ``viewer`` as for ``SearchBot.explain``."""
        if self._last is None:
            return tr("bots.explain.none", lang)
        state, action = self._last
        if not self.last_quick:
            thinker = self.thinker if self.thinker is not None else self._search
            if thinker is self._search:
                return thinker.explain(lang, win_chance=win_chance, viewer=viewer)
            return thinker.explain(lang, win_chance=win_chance)
        reader = state.current_player if viewer == "own" else viewer
        said = with_viewer(state.action_text, action, lang, viewer=reader)
        if _has_own_dash(said):
            return tr("bots.explain.quick_apart", lang, move=_sentence(said))
        return tr("bots.explain.quick", lang, move=said.rstrip(".!"))
