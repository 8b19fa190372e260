"""Areo Hotah (01103, Core, martell character)."""

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
    # Areo Hotah: after he enters play during a challenge, remove a participant (Ambush: framework)
    Script(
        "01103",
        abilities=(
            Ability(
                "reaction",
                "after Areo Hotah enters play during a challenge: remove a participant",
                effects.on_targets("remove_from_challenge"),
                trigger=on.entered_play(during="challenge"),
                targets=(
                    choose(
                        card_test(type="character", participating=True),
                        "a participating character",
                    ),
                ),
            ),
        ),
    ),
)
