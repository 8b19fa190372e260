"""We Take Westeros! (12046, KotI, greyjoy plot)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.scripts.koti._shared import _into_play
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    card_test,
    choose,
)

_DISCARDED_LOCATION = card_test(type="location", zone="discard")


register(
    # We Take Westeros!: a location in a discard pile into play under your control
    Script(
        "12046",
        abilities=(
            Ability(
                "when_revealed",
                "put a location from a discard pile into play under your control",
                _into_play,
                targets=(choose(_DISCARDED_LOCATION, "a location in a discard pile"),),
            ),
        ),
    ),
)
