"""Forms for what a lesson lets the learner change: a few inputs, a button, and the answer drawn by the
same library function the lesson's code calls. They are plain ipywidgets, so they work in JupyterLab and
in the app (Voilà), where there is no code to change. Input the library refuses shows its words
(``RuleViolation.explain``), never a traceback.

>>> from boardtutor.widgets.forms import odds_form
>>> form = odds_form(defender=9)     # the answer is computed at once, as if the button was pressed
>>> print(form.refusal.explain("en"))
The value 9 for the defender is not possible: a card value is a whole number from 1 to 6. Rule: Woodwalkers rulebook, “The duel (Das Duell)”, p. 6.
>>> form.inputs["defender"].value = 3
>>> form.button.click()              # what a click in the browser does
>>> form.refusal is None, form.answer[0].describe("en")
(True, 'Of the 36 pairs the two dice can show, the challenger wins with 26: that is 72.2% of duels.')
"""

from __future__ import annotations

from html import escape
from typing import Any, Callable, Sequence

import ipywidgets as w

from ..core import RuleViolation
from ..i18n import get_language, tr

BUTTON = w.Layout(width="auto", align_self="flex-start")  # as wide as its words, not the page
LABEL_STYLE = {"description_width": "initial"}  # the whole label, never cut off
SHOWN = 60
"""The most characters of one input a form repeats where no kernel runs (pasted codes can be long)."""


class Form(w.VBox):
    """``inputs`` (name → ipywidget), a button and an output. Pressing the button (or ``submit()``) calls
    ``compute(**values)``; what it returns (one object, or a tuple of them; text is shown as text) is
    drawn below, a RuleViolation as its explanation. ``answer`` and ``refusal`` keep the last outcome."""

    def __init__(self, inputs: dict[str, w.Widget], compute: Callable[..., Any], *,
                 button: str = "widgets.form.show", run: bool = True) -> None:
        self.inputs = inputs
        self.compute = compute
        self.answer: tuple = ()
        self.refusal: RuleViolation | None = None
        self.button = w.Button(description=tr(button), button_style="primary", layout=BUTTON)
        self.button.on_click(lambda _button: self.submit())
        self.output = w.Output()
        row = w.HBox(list(inputs.values()), layout=w.Layout(flex_flow="row wrap", align_items="flex-end"))
        super().__init__([row, self.button, self.output])
        self.add_class("boardtutor-form")
        if run:
            self.submit()

    def values(self) -> dict[str, Any]:
        return {name: widget.value for name, widget in self.inputs.items()}

    def submit(self) -> None:
        """Compute the answer for the current inputs and draw it (or the reason it is refused)."""
        self.output.outputs = ()
        try:
            answer = self.compute(**self.values())
        except RuleViolation as exc:
            self.answer, self.refusal = (), exc
            self.output.append_stdout(exc.explain() + "\n")
            return
        self.refusal = None
        self.answer = answer if isinstance(answer, tuple) else (answer,)
        for item in self.answer:
            if isinstance(item, str):
                self.output.append_stdout(item + "\n")
            else:
                self.output.append_display_data(item)


    # -- for viewers without a kernel (GitHub, nbviewer, a notebook not yet run) -------------------
    def _inputs_text(self) -> str:
        def shown(widget: w.Widget) -> str:
            value = widget.value
            labels = dict((v, k) for k, v in getattr(widget, "options", ()) or ()) if hasattr(widget, "options") else {}
            if isinstance(value, tuple):
                return ", ".join(str(labels.get(v, v)) for v in value)
            if isinstance(value, bool):
                return "✓" if value else "–"
            text = str(labels.get(value, value)).strip().replace("\n", " · ")
            return text if len(text) <= SHOWN else text[:SHOWN - 1] + "…"
        return " · ".join(f"{widget.description}: {shown(widget)}" for widget in self.inputs.values())

    def _static_html(self) -> str:
        parts = []
        for output in self.output.outputs:
            if output["output_type"] == "stream":
                parts.append(f"<pre>{escape(output['text'])}</pre>")
                continue
            data = output.get("data", {})
            if "text/html" in data:
                parts.append(data["text/html"])
            elif "image/png" in data:
                parts.append(f"<img alt='{escape(self._inputs_text(), quote=True)}' src='data:image/png;base64,{data['image/png']}'>")
            else:
                parts.append(f"<pre>{escape(data.get('text/plain', ''))}</pre>")
        return f"<div class='boardtutor-static'><p>{escape(self._inputs_text())}</p>{''.join(parts)}</div>"

    def _repr_mimebundle_(self, **kwargs: Any) -> Any:
        """The live form, plus its inputs and answer as HTML and text for viewers without a kernel."""
        bundle = super()._repr_mimebundle_(**kwargs)
        data, metadata = bundle if isinstance(bundle, tuple) else (bundle or {}, {})
        answer = "".join(o["text"] for o in self.output.outputs if o["output_type"] == "stream").strip()
        text = self._inputs_text() + (f" → {answer}" if answer else "")
        return {**data, "text/plain": text, "text/html": self._static_html()}, metadata


def _text(key: str, value: str, **layout: str) -> w.Text:
    return w.Text(value=value, description=tr(key), style=LABEL_STYLE, layout=w.Layout(**layout))


def _number(key: str, value: int) -> w.IntText:
    return w.IntText(value=value, description=tr(key), style=LABEL_STYLE, layout=w.Layout(width="14em"))


def move_form(state: Any, move: str = "", *, highlight: bool = False) -> Form:
    """Type a move for ``state`` and see the board after it (``highlight``: mark the move's fields);
    a move the rules forbid shows why, and ``state`` is unchanged."""
    from ..views import show_state

    def after(move: str):
        new_state = state.apply(move)
        if not highlight:
            return show_state(new_state)
        return show_state(new_state, highlight=list(state.game.parse_action(move).args))

    return Form({"move": _text("widgets.form.move", move, width="22em")}, after, button="widgets.form.try")


def odds_form(challenger: int = 6, defender: int = 3, challenger_wounds: int = 1, defender_wounds: int = 0) -> Form:
    """Woodwalkers: the exact odds of a duel (``duel_odds``) for the card values and wounds typed in."""
    from ..games.woodwalkers import duel_odds

    values = {"challenger": challenger, "defender": defender,
              "challenger_wounds": challenger_wounds, "defender_wounds": defender_wounds}
    inputs = {name: _number(f"woodwalkers.odds.form.{name}", value) for name, value in values.items()}
    return Form(inputs, lambda challenger, defender, **wounds: duel_odds(challenger, defender, **wounds))


def class_progress_form(game_id: str, codes: str = "") -> Form:
    """For teachers: paste the class's progress codes (one per line) and see the table and the picture
    of ``class_progress``; codes it cannot read are listed with the reason."""
    from ..progress import class_progress

    def overview(codes: str):
        result = class_progress(codes, game_id)
        return (*result.refused, result.summary, result.figure)

    area = w.Textarea(value=codes.strip(), description=tr("widgets.form.codes"), style=LABEL_STYLE,
                      layout=w.Layout(width="100%", height="8em"))
    return Form({"codes": area}, overview)


def lab_form(strategies: Sequence[str] = ("children_first", "place_all"), games: int = 1000, seed: int = 7) -> Form:
    """Magische Tiere: the lab plays ``games`` games with each strategy chosen (``lab.simulate``) and
    shows the table; another seed means other dice."""
    from ..games.magische_tiere import lab
    from ..games.magische_tiere.fastsim import FAST_STRATEGIES
    from ..views import show_table

    choice = w.SelectMultiple(options=[(tr(f"magische_tiere.strategy.{name}"), name) for name in FAST_STRATEGIES],
                              value=tuple(strategies), rows=len(FAST_STRATEGIES), description=tr("magische_tiere.lab.strategy"),
                              style=LABEL_STYLE)
    inputs = {"names": choice, "games": _number("magische_tiere.form.games", games),
              "seed": _number("magische_tiere.form.seed", seed)}
    return Form(inputs, lambda names, games, seed: show_table(lab.simulate(names, games=games, seed=seed, progress=False).table()))


def exercise_form(attacker: str = "starfish1", target: str = "elephant3") -> Form:
    """Animal cards: how much exercise the class does until ``attacker`` has defeated ``target``
    (``maths.exercise_to_defeat``), with or without strong and weak."""
    from ..games.animal_cards import maths
    from ..games.animal_cards.rules import ANIMAL_CARDS

    cards = [(maths._label(card, get_language(), True), card) for card in ANIMAL_CARDS]
    inputs = {
        "attacker": w.Dropdown(options=cards, value=attacker, description=tr("animal_cards.form.attacker"), style=LABEL_STYLE),
        "target": w.Dropdown(options=cards, value=target, description=tr("animal_cards.form.target"), style=LABEL_STYLE),
        "strong_weak": w.Checkbox(value=False, description=tr("animal_cards.option.format.strong_weak"), indent=False),
    }
    return Form(inputs, lambda **chosen: maths.exercise_to_defeat(**chosen).text())


__all__ = ["Form", "class_progress_form", "exercise_form", "lab_form", "move_form", "odds_form"]
