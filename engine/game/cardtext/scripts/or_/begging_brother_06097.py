"""Begging Brother (06097, OR, neutral character)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.scripts.or_._shared import _has_gold_left
from engine.game.cardtext.vocab import (
    Script,
)
from engine.game.cardtext.vocab.bestow import bestow, discard_gold_self
from engine.game.cardtext.vocab.cancels import a_triggered_card_ability, cancel_interrupt

register(
    # Begging Brother: bestow (3); discard 1 gold from it to cancel a character's ability
    Script(
        "06097",
        abilities=(
            bestow(3),
            cancel_interrupt(
                "discard 1 gold to cancel the effects of a triggered character ability",
                a_triggered_card_ability(("character",)),
                costs=(discard_gold_self(),),
                condition=_has_gold_left,
            ),
        ),
    ),
)
