"""The Long Plan (02016, TtB, martell plot)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, constants, effects
from engine.game.cardtext.vocab import triggers as on

register(
    # 02016 The Long Plan: unspent gold stays in the pool at taxation (a ``keep_gold``
    # contribution, read by the framework at [F-7.2]); after you lose a challenge, gain 1 gold
    Script(
        "02016",
        constants=(constants.for_controller("keep_gold"),),
        abilities=(
            Ability(
                "reaction",
                "after you lose a challenge, gain 1 gold",
                effects.gain_gold(1),
                trigger=on.lost_challenge(),
            ),
        ),
    ),
)
