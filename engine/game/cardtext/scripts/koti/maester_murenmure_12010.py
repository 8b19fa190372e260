"""Maester Murenmure (12010, KotI, greyjoy character)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Script,
    costs,
)
from engine.game.cardtext.vocab.cancels import a_triggered_card_ability, cancel_interrupt

register(
    # Maester Murenmure: kneel him to cancel the effects of a triggered location ability
    Script(
        "12010",
        abilities=(
            cancel_interrupt(
                "kneel Maester Murenmure to cancel the effects of a triggered location ability",
                a_triggered_card_ability(("location",)),
                costs=(costs.kneel_self(),),
            ),
        ),
    ),
)
