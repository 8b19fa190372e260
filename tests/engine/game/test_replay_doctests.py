"""The public API examples in the replay modules' docstrings run as tests."""

from __future__ import annotations

import doctest
import importlib

import pytest

MODULES = [
    "engine.game",
    "engine.game.log",
    "engine.game.replay",
    "engine.game.state",
    "engine.game.rules",
    "engine.game.flow",
    "engine.game.events",
    "engine.game.abilities",
    "engine.game.zones",
    "engine.game.cli_replay",
]


@pytest.mark.parametrize("name", MODULES)
def test_doctests(name: str) -> None:
    result = doctest.testmod(importlib.import_module(name))
    assert result.failed == 0
