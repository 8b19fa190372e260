"""Fixtures shared by the tournament app's tests."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from engine.game.cards import ENV_VAR
from tournaments.cards import card_db, restricted_lists


@pytest.fixture
def card_data_at(monkeypatch: pytest.MonkeyPatch, settings) -> Iterator[Callable[[Path], None]]:
    """Point the process at a card data directory through the environment variable, as a
    fresh clone or an operator would; the cached card database is reloaded, then again after."""

    def point(path: Path) -> None:
        settings.AGOT_CARD_DATA = ""  # the setting wins over the variable: leave it to the variable
        monkeypatch.setenv(ENV_VAR, str(path))
        card_db.cache_clear()
        restricted_lists.cache_clear()

    yield point
    card_db.cache_clear()
    restricted_lists.cache_clear()
