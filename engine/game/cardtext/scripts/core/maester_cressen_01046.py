"""Maester Cressen (01046, Core, baratheon character)."""

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
    # Maester Cressen: kneel him to discard a Condition attachment
    Script(
        "01046",
        abilities=(
            Ability(
                "action",
                "kneel Maester Cressen to discard a Condition attachment",
                effects.on_targets("discard"),
                phase="marshaling",
                costs=(costs.kneel_self(),),
                targets=(
                    choose(
                        card_test(type="attachment", traits=("Condition",)),
                        "a Condition attachment",
                    ),
                ),
            ),
        ),
    ),
)
