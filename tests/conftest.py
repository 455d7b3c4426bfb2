"""Shared fixtures: widgets tested without a browser."""

from __future__ import annotations

import xml.etree.ElementTree as ET

import comm
import pytest

import boardtutor


class RecordingComm:
    """Takes the place of the kernel's comm: records what a widget sends to the browser."""

    kernel = "recording"

    def __init__(self, *args, **kwargs):
        self.comm_id = f"recording-{id(self)}"
        self.sent = []

    def open(self, *args, **kwargs):
        pass

    def on_msg(self, *args, **kwargs):
        pass

    def send(self, data=None, metadata=None, buffers=None):
        self.sent.append(data)

    def close(self, *args, **kwargs):
        pass


@pytest.fixture
def recording_comm(monkeypatch):
    """Widgets created in the test talk to a RecordingComm; the language starts (and ends) German.

    Messages from the "browser" arrive as ``widget.set_state({"intent": …})`` (what the comm does with
    an update message); what the widget sends back is in ``widget.comm.sent``."""
    monkeypatch.setattr(comm, "create_comm", lambda **kwargs: RecordingComm())
    boardtutor.set_language("de")
    yield
    boardtutor.set_language("de")


class TickingClock:
    """Stands in for ``time.perf_counter`` in a bot (``SearchBot(clock=…)``): every reading is ``tick``
    seconds after the one before. A test of what a bot does with its time then gives the same answer
    on an idle and on a busy machine; the real seconds of a turn are measured in benchmarks/bots.py."""

    def __init__(self, tick: float = 0.0005) -> None:
        self.tick, self.now, self.readings = tick, 0.0, 0

    def __call__(self) -> float:
        self.now += self.tick
        self.readings += 1
        return self.now

    def kept_to(self, stats: dict) -> bool:
        """Whether a bot's last decision (``last_stats``) ended within its budget, give or take the few
        readings between the end of the time and the answer."""
        return stats["seconds"] <= stats["budget"] + 4 * self.tick


@pytest.fixture
def ticking_clock():
    """The class TickingClock: ``ticking_clock(0.001)`` is a clock that moves on 1 ms at every reading."""
    return TickingClock


def _drawn_fields(svg: str) -> list[str]:
    root = ET.fromstring(svg)
    return [g.get("data-field") for g in root.iter("{http://www.w3.org/2000/svg}g") if g.get("data-field")]


@pytest.fixture
def drawn_fields():
    """A function: the ids of the clickable groups (``<g data-field="…">``) of an SVG picture, in drawing
    order (it raises if the SVG is not well-formed)."""
    return _drawn_fields


def pytest_collection_modifyitems(config, items):
    """``@pytest.mark.rule(game, *paragraphs)`` must name paragraphs that exist in the game's
    rulebook.json (a typo would silently count nothing in tools/rule_coverage.py)."""
    from boardtutor.rulebook import has_rulebook, rulebook

    for item in items:
        for mark in item.iter_markers("rule"):
            game_id, *ids = mark.args
            if game_id not in boardtutor.games() or not ids:
                raise pytest.UsageError(f"{item.nodeid}: rule mark needs a game and paragraph ids, got {mark.args}")
            if has_rulebook(game_id):
                unknown = [i for i in ids if i not in rulebook(game_id)]
                if unknown:
                    raise pytest.UsageError(f"{item.nodeid}: unknown {game_id} paragraphs {unknown}")
