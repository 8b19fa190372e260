"""Confiscation (01009, Core, neutral plot)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    card_test,
    choose,
    effects,
)

register(
    # Confiscation: "Choose an attachment, and discard it from play."
    Script(
        "01009",
        abilities=(
            Ability(
                "when_revealed",
                "choose an attachment and discard it from play",
                effects.on_targets("discard"),
                targets=(choose(card_test(type="attachment"), "an attachment in play"),),
            ),
        ),
    ),
)
