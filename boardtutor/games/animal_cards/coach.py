"""The exercise coach: one big card for the projector – the animal, its exercise and a counter the
class can follow ("3 of 10!"). It can show an animal card, random exercises from the sample deck for a
warm-up, or follow a game (a PlayView, BoardView or StepThrough) and show every new attack's exercise.

It never blocks the game: counting is for the class; the engine does not wait for it.

>>> coach = ExerciseCoach("starfish2")
>>> coach.exercise.text("en"), coach.done
('8 star jumps', 0)
>>> coach.count(); coach.count(); coach.done
2
>>> coach.reset(); coach.done
0
"""

from __future__ import annotations

import random
from typing import Any

from ...core import RuleViolation, State, Text
from ...i18n import tr
from ...views import svg
from ...widgets.views import _updates, _View
from .render import ANIMAL_FILL, FONT, INK, PAPER, _burst, _n, _stars, _text, _wrap
from .rules import ANIMAL_CARDS, ANIMALS, animal_name, animal_noun, animal_of, exercise_for, level_of

WIDTH, HEIGHT = 1000, 560
COUNTER = (560, 150, 400, 250)  # x, y, width, height of the clickable counter


def _state_of(view: Any) -> State | None:
    """The state a view shows now (PlayView/BoardView: ``state``; StepThrough: the step or the game played on)."""
    play = getattr(view, "_play", None)
    if play is not None:
        return play.state
    if hasattr(view, "states") and hasattr(view, "index"):
        return view.states[view.index]
    return getattr(view, "state", None)


class ExerciseCoach(_View):
    """A big exercise card with a counter, for the projector.

    ``ExerciseCoach()`` shows random exercises from the sample deck ("next exercise" draws another);
    ``ExerciseCoach("frog2")`` one animal card's exercise; ``ExerciseCoach(view)`` follows a game view and
    shows the exercise of its latest attack. A click on the big number (or the space bar) counts one
    more.
    """

    def __init__(self, source: Any = None, *, seed: int = 1, **kwargs: Any) -> None:
        self.rng = random.Random(seed)
        self.card: str = self.rng.choice(ANIMAL_CARDS)
        self.target: str | None = None
        self.done = 0
        self._source = None
        self._shown_ply: int | None = None
        if isinstance(source, str):
            self._check_card(source)
            self.card = source
        elif isinstance(source, State):
            self._take_attack(source)
        super().__init__(**kwargs)
        if source is not None and not isinstance(source, (str, State)):
            self.follow(source)
        self._ready()

    @staticmethod
    def _check_card(card: str) -> None:
        if card not in ANIMAL_CARDS:
            raise RuleViolation(Text("animal_cards.coach.unknown_card", card=str(card)[:20], example="frog2"))

    @property
    def exercise(self):
        """The exercise shown now (an ``Exercise``: ``text(lang)``, ``how(lang)``, ``count``, ``unit``)."""
        return exercise_for(self.card)

    @property
    def following(self) -> bool:
        """Whether the coach follows a game view."""
        return self._source is not None

    # -- what the buttons do -------------------------------------------------------------------------
    @_updates
    def count(self) -> None:
        """One more repetition (or second); at the end the class is cheered."""
        total = self.exercise.count
        if self.done >= total:
            self._say(Text("animal_cards.coach.already_done"), "success")
            return
        self.done += 1
        self._message = {"kind": "success", "text": Text("animal_cards.coach.well_done")} if self.done == total else None

    @_updates
    def reset(self) -> None:
        """Start counting again from zero."""
        self.done = 0
        self._message = None

    @_updates
    def next(self) -> None:
        """Another random exercise from the sample deck (not while following a game)."""
        if self.following:
            raise RuleViolation(Text("animal_cards.coach.following"))
        choices = [card for card in ANIMAL_CARDS if card != self.card]
        self.show(self.rng.choice(choices))

    @_updates
    def show(self, card: str) -> None:
        """Show an animal card's exercise (``"frog2"``) and start counting from zero."""
        self._check_card(card)
        self.card, self.target, self.done = card, None, 0
        self._message = None

    @_updates
    def press(self, button_id: str) -> None:
        """Buttons: ``coach:count``, ``coach:reset``, ``coach:next``."""
        actions = {"coach:count": self.count, "coach:reset": self.reset, "coach:next": self.next}
        if button_id not in actions:
            raise RuleViolation(Text("widgets.error.unknown_button", id=str(button_id)[:40]))
        actions[button_id]()

    @_updates
    def click_field(self, field: str) -> None:
        """A click on the big number counts one more."""
        if field != "count":
            raise RuleViolation(Text("widgets.error.unknown_field", field=str(field)[:20]))
        self.count()

    # -- following a game ------------------------------------------------------------------------------
    def follow(self, view: Any) -> None:
        """Show the exercise of every new attack in ``view`` (a PlayView, BoardView or StepThrough)."""
        self._source = view
        view.observe(self._source_changed, names="version")
        self._sync()

    def _take_attack(self, state: State) -> bool:
        last = state.current_attack() if hasattr(state, "current_attack") else None
        if not last or last.get("ply") == self._shown_ply:
            return False
        self.card, self.target, self.done = last["attacker"], last["target"], 0
        self._shown_ply = last.get("ply")
        return True

    def _sync(self) -> None:
        state = _state_of(self._source)
        if state is not None and self._take_attack(state):
            self._message = None

    def _source_changed(self, change: Any) -> None:
        self._sync()
        if not self._busy:
            self._refresh()

    # -- drawing -----------------------------------------------------------------------------------------
    def svg(self, lang: str) -> str:
        """The big card as SVG."""
        exercise = self.exercise
        animal = animal_of(self.card)
        total = exercise.count
        x, y, w, h = COUNTER
        name = animal_name(animal).render(lang)
        parts = [
            f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {WIDTH} {HEIGHT}" width="{WIDTH}" height="{HEIGHT}" role="img" '
            f'aria-label="{svg.attr(exercise.text(lang))}" font-family="{FONT}">',
            f'<rect x="6" y="6" width="{WIDTH - 12}" height="{HEIGHT - 12}" rx="28" fill="{ANIMAL_FILL[animal]}" stroke="{INK}" stroke-width="4"/>',
            _text(40, 74, name, 44, weight="bold"),
            _stars(WIDTH - 176, 52, level_of(self.card), 16),
            _text(WIDTH - 40, 100, tr("animal_cards.render.level_short", lang, level=level_of(self.card)), 22, anchor="end"),
        ]
        if self.target:
            parts.append(_text(40, 112, tr("animal_cards.coach.attacks", lang, target=animal_noun(self.target)), 26))
        for i, line in enumerate(_wrap(exercise.text(lang) + "!", 480, 50, 3, lang, bold=True)):
            parts.append(_text(40, 200 + i * 62, line, 50, weight="bold"))
        for i, line in enumerate(_wrap(exercise.how(lang), 500, 26, 4, lang)):
            parts.append(_text(40, 400 + i * 34, line, 26))
        finished = self.done >= total
        counter = (f'<rect x="{x}" y="{y}" width="{w}" height="{h}" rx="24" fill="{"#E3F5EC" if finished else PAPER}" stroke="{INK}" stroke-width="4"/>'
                   + _text(x + w / 2, y + 150, f"{self.done}", 140, weight="bold", anchor="middle")
                   + _text(x + w / 2, y + 200, tr(f"animal_cards.coach.of_{exercise.unit}", lang, n=total), 28, anchor="middle")
                   + _text(x + w / 2, y + 236, tr("animal_cards.coach.tap" if not finished else "animal_cards.coach.done", lang), 18,
                           anchor="middle", weight="bold" if finished else "normal"))
        if finished:
            counter += _burst(x + w - 34, y + 34, 26) + _text(x + w - 34, y + 44, "✓", 28, weight="bold", anchor="middle")
        parts.append(f'<g data-field="count" data-key=" ">{svg.title(tr("animal_cards.coach.count_title", lang))}{counter}</g>')
        step = min(26.0, 400 / max(total, 1))
        for i in range(total):
            fill = INK if i < self.done else PAPER
            parts.append(f'<rect x="{_n(x + i * step)}" y="{y + h + 20}" width="{_n(step - 4)}" height="22" rx="4" fill="{fill}" stroke="{INK}" stroke-width="1.5"/>')
        parts.append("</svg>")
        return "".join(parts)

    def _render(self, lang: str) -> dict[str, Any]:
        exercise = self.exercise
        buttons = [
            {"id": "coach:count", "label": tr(f"animal_cards.coach.plus_{exercise.unit}", lang), "group": "actions",
             "disabled": self.done >= exercise.count},
            {"id": "coach:reset", "label": tr("animal_cards.coach.reset", lang), "group": "controls"},
        ]
        if not self.following:
            buttons.append({"id": "coach:next", "label": tr("animal_cards.coach.next", lang), "group": "controls"})
        return {
            "kind": "coach",
            "title": tr("animal_cards.coach.title", lang),
            "narration": tr("animal_cards.coach.intro_follow" if self.following else "animal_cards.coach.intro", lang),
            "svg": self.svg(lang),
            "labels": {"board": tr("animal_cards.coach.title", lang), "keyboard_help": tr("animal_cards.coach.keyboard_help", lang)},
            "positions": {"count": [COUNTER[0] + COUNTER[2] / 2, HEIGHT - COUNTER[1] - COUNTER[3] / 2]},
            "clickable": ["count"],
            "targets": [],
            "selected": None,
            "status": exercise.text(lang),
            "buttons": buttons,
            "log": [],
            "result": None,
        }


__all__ = ["ExerciseCoach"]
