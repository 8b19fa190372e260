"""Weirwood Bow (07043, WotW, neutral attachment)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    card_test,
    choose,
    costs,
    effects,
)

register(
    # Weirwood Bow: kneel it; a defending character gets -2 STR until the end of the
    # challenge (restriction: framework)
    Script(
        "07043",
        abilities=(
            Ability(
                "action",
                "kneel it: a defending character gets -2 STR",
                effects.on_targets("strength", amount=-2, until="challenge"),
                costs=(costs.kneel_self(),),
                targets=(
                    choose(card_test(type="character", defending=True), "a defending character"),
                ),
            ),
        ),
    ),
)
