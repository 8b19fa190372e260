"""Second Edition game model: cards, decks, match logs, state and replay.

The replay API is re-exported lazily (importing ``engine.game`` stays cheap)::

    >>> from engine.game import Verdict, parse_log
    >>> Verdict.__module__
    'engine.game.verdict'

``engine.game.replay`` itself is the replay module (its ``replay`` function gives a
``Verdict``); it is not shadowed by a function of the same name here.
"""

from __future__ import annotations

from typing import Any

_LAZY = {
    "Verdict": "engine.game.verdict",
    "ReplayError": "engine.game.verdict",
    "replay_log": "engine.game.replay",
    "state_after": "engine.game.replay",
    "MatchLog": "engine.game.log",
    "LogFormatError": "engine.game.log",
    "parse_log": "engine.game.log",
    "Match": "engine.game.replay",
    "Decision": "engine.game.decisions",
    "next_decision": "engine.game.decisions",
    "decisions_json": "engine.game.decisions",
}

__all__ = sorted(_LAZY)


def __getattr__(name: str) -> Any:
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module 'engine.game' has no attribute {name!r}")
    import importlib

    attr = "replay" if name == "replay_log" else name
    return getattr(importlib.import_module(module), attr)
