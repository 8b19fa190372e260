"""Bran Stark (01142, Core, stark character)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Script,
    costs,
)
from engine.game.cardtext.vocab.cancels import an_opponents_event, cancel_interrupt

register(
    # Bran Stark: sacrifice him to cancel the effects of an opponent's event
    Script(
        "01142",
        abilities=(
            cancel_interrupt(
                "sacrifice Bran Stark to cancel the effects of an opponent's event",
                an_opponents_event(),
                costs=(costs.sacrifice_self(),),
            ),
        ),
    ),
)
