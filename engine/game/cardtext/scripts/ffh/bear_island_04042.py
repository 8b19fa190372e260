"""Bear Island (04042, FFH, stark location)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Limit, Script, card_test, effects, triggers

register(
    # Bear Island: "After you marshal a loyal card", gain 1 gold (limit twice per phase)
    Script(
        "04042",
        abilities=(
            Ability(
                "reaction",
                "after you marshal a loyal card, gain 1 gold",
                effects.gain_gold(1),
                trigger=triggers.you_marshaled(card_test(loyal=True)),
                limit=Limit(2, "phase"),
            ),
        ),
    ),
)
