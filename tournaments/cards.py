"""The card database and restricted lists for this process, loaded once.

The directory is the ``AGOT_CARD_DATA`` setting, else the engine's default (the community
data beside the project, or the bundled sample set).
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache

from django.conf import settings

from engine.game.api import CardDB, RestrictedList, load_cards, load_restricted_lists


@cache
def card_db() -> CardDB:
    return load_cards(settings.AGOT_CARD_DATA or None)


@cache
def restricted_lists() -> Mapping[str, RestrictedList]:
    return load_restricted_lists(card_db().source)
