"""Rattleshirt's Raiders (01030, Core, neutral character)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.scripts.core._shared import of_losing_opponent
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    card_test,
    effects,
)
from engine.game.cardtext.vocab import triggers as on

register(
    # Rattleshirt's Raiders: after winning as an attacker, discard an attachment of the loser
    Script(
        "01030",
        abilities=(
            Ability(
                "reaction",
                "after you win a challenge it attacks in, discard an attachment of the loser",
                effects.on_targets("discard"),
                trigger=on.won_challenge(self_attacking=True),
                targets=(
                    of_losing_opponent(
                        card_test(type="attachment"),
                        "an attachment controlled by the losing opponent",
                    ),
                ),
            ),
        ),
    ),
)
