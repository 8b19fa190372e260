"""Butterbumps (02103, TS, tyrell character)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, hands, triggers

register(
    # Butterbumps: forced, after you lose a challenge he participates in, discard 1 card at
    # random from your hand (Insight: framework)
    Script(
        "02103",
        abilities=(
            Ability(
                "forced",
                "after you lose a challenge in which Butterbumps is participating, discard 1 "
                "card at random from your hand",
                hands.discard_at_random,
                trigger=triggers.lost_challenge(self_participating=True),
                chance=True,  # the card discarded is stated in the log
            ),
        ),
    ),
)
