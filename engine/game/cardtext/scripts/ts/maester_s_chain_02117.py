"""Maester's Chain (02117, TS, neutral attachment)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, costs, effects
from engine.game.cardtext.vocab.cards import card_test, choose

register(
    # Maester's Chain: kneel it "to choose a Condition attachment, and discard it from play"
    # (the Maester restriction: framework)
    Script(
        "02117",
        abilities=(
            Ability(
                "action",
                "kneel Maester's Chain to discard a Condition attachment from play",
                effects.on_targets("discard"),
                phase="dominance",
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
