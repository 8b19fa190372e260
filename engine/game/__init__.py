"""Second Edition game model: cards, decks, match logs, state and replay.

The replay API is re-exported lazily (importing ``engine.game`` stays cheap)::

    >>> from engine.game import Verdict, parse_log
    >>> Verdict.__module__
    'engine.game.play.verdict'

``engine.game.play.replay`` itself is the replay module (its ``replay`` function gives a
``Verdict``); it is not shadowed by a function of the same name here.
"""

from __future__ import annotations

from typing import Any

_LAZY = {
    "Verdict": "engine.game.play.verdict",
    "ReplayError": "engine.game.play.verdict",
    "replay_log": "engine.game.play.replay",
    "state_after": "engine.game.play.replay",
    "MatchLog": "engine.game.logformat.log",
    "LogFormatError": "engine.game.logformat.log",
    "parse_log": "engine.game.logformat.log",
    "Match": "engine.game.play.replay",
    "Decision": "engine.game.play.decisions",
    "next_decision": "engine.game.play.decisions",
    "decisions_json": "engine.game.play.decisions",
}

__all__ = sorted(_LAZY)


def __getattr__(name: str) -> Any:
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module 'engine.game' has no attribute {name!r}")
    import importlib

    attr = "replay" if name == "replay_log" else name
    return getattr(importlib.import_module(module), attr)
