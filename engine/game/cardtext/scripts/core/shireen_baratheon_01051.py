"""Shireen Baratheon (01051, Core, baratheon character)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    card_test,
    choose,
    effects,
)
from engine.game.cardtext.vocab import triggers as on

register(
    # Shireen Baratheon: when killed, choose and kneel a character (logged right after)
    Script(
        "01051",
        abilities=(
            Ability(
                "interrupt",
                "when Shireen Baratheon is killed, choose and kneel a character",
                effects.on_targets("kneel"),
                trigger=on.self_happened("killed"),
                targets=(choose(card_test(type="character", kneeling=False), "a character"),),
                from_zones=("dead",),
            ),
        ),
    ),
)
