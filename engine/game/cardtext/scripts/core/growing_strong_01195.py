"""Growing Strong (01195, Core, tyrell event)."""

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
    # Growing Strong: up to three [tyrell] characters get +2 STR until the end of the phase
    Script(
        "01195",
        abilities=(
            Ability(
                "action",
                "up to three Tyrell characters get +2 STR",
                effects.on_targets("strength", amount=2, until="phase"),
                phase="challenges",
                targets=(
                    choose(
                        card_test(type="character", faction="tyrell"), "a Tyrell character", 1, 3
                    ),
                ),
            ),
        ),
    ),
)
