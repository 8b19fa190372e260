"""The public API examples in the docstrings are tests too."""

import doctest
import importlib
import pkgutil

import pytest

import engine.tournament
import engine.tournament.commands

MODULES = [
    m.name
    for package in (engine.tournament, engine.tournament.commands)
    for m in pkgutil.iter_modules(package.__path__, f"{package.__name__}.")
] + ["engine.tournament.commands"]


@pytest.mark.parametrize("name", MODULES)
def test_docstring_examples_run(name: str) -> None:
    module = importlib.import_module(name)
    result = doctest.testmod(module, optionflags=doctest.ELLIPSIS)
    assert result.failed == 0


def test_every_public_function_has_an_example_or_a_docstring() -> None:
    missing = [
        name
        for name in engine.tournament.__all__
        if callable(obj := getattr(engine.tournament, name)) and not (obj.__doc__ or "").strip()
    ]
    assert missing == []
