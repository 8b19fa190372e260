"""The public API examples in the replay modules' docstrings run as tests."""

from __future__ import annotations

import doctest
import importlib

import pytest

MODULES = [
    "engine.game",
    "engine.game.logformat.log",
    "engine.game.play.replay",
    "engine.game.state.model",
    "engine.game.rules.checks",
    "engine.game.framework.flow",
    "engine.game.play.handlers",
    "engine.game.play.abilities",
    "engine.game.rules.zones",
    "engine.game.cli.replay",
]


@pytest.mark.parametrize("name", MODULES)
def test_doctests(name: str) -> None:
    result = doctest.testmod(importlib.import_module(name))
    assert result.failed == 0
