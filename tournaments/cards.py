"""The card database and restricted lists for this process, loaded once.

The directory is the ``AGOT_CARD_DATA`` setting, else the engine's default (the community
data beside the project, or the bundled sample set).
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache
from typing import Any

from django.conf import settings

from engine.game.api import (
    CardDB,
    RestrictedList,
    describe_card_data,
    is_sample_set,
    load_cards,
    load_restricted_lists,
)


@cache
def card_db() -> CardDB:
    return load_cards(settings.AGOT_CARD_DATA or None)


@cache
def restricted_lists() -> Mapping[str, RestrictedList]:
    return load_restricted_lists(card_db().source)


def card_data_summary() -> dict[str, Any]:
    """What ``/healthz`` and ``make run`` name: the card data this process reads deck lists
    with, so a clone running on the sample set (which refuses real decks) is never silent."""
    db = card_db()
    return {
        "path": db.source,
        "version": db.version,
        "cards": len(db),
        "sample": is_sample_set(db.source),
        "description": describe_card_data(db),
    }
