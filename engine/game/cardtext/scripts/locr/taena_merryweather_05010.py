"""Taena Merryweather (05010, LoCR, lannister character)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    card_test,
    costs,
    effects,
)
from engine.game.cardtext.vocab import triggers as on

register(
    # Taena Merryweather: after you play an event, discard 1 card to draw 1 card
    Script(
        "05010",
        abilities=(
            Ability(
                "reaction",
                "after you play an event, discard 1 card from your hand to draw 1 card",
                effects.draw(1),
                trigger=on.happened("played", yours=True),
                costs=(
                    costs.choose_and(
                        "discard", card_test(controller="you", zone="hand"), "a card in your hand"
                    ),
                ),
            ),
        ),
    ),
)
