"""The Hand's Solar (06030, GtR, lannister location)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, card_test, choose, costs, effects

register(
    # The Hand's Solar: kneel it, a character gains an [intrigue] icon until the end of the
    # phase
    Script(
        "06030",
        abilities=(
            Ability(
                "action",
                "kneel The Hand's Solar: a character gains an intrigue icon until the end of "
                "the phase",
                effects.on_targets("icon", icon="intrigue", until="phase"),
                costs=(costs.kneel_self(),),
                targets=(choose(card_test(type="character"), "a character"),),
            ),
        ),
    ),
)
