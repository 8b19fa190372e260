"""What Is Dead May Never Die (12023, KotI, greyjoy event)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.scripts.koti._shared import _into_play
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    card_test,
    choose,
)
from engine.game.cardtext.vocab import triggers as on

_GREYJOY_DEAD = card_test(type="character", faction="greyjoy", controller="you", zone="dead")


register(
    # What Is Dead May Never Die: after you win dominance, a [greyjoy] character back to play
    Script(
        "12023",
        abilities=(
            Ability(
                "reaction",
                "after you win dominance, put a Greyjoy character from your dead pile into play",
                _into_play,
                trigger=on.happened("dominance_won", yours=True),
                targets=(choose(_GREYJOY_DEAD, "a Greyjoy character in your dead pile"),),
            ),
        ),
    ),
)
