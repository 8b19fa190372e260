"""Dale Seaworth (14010, FotS, baratheon character)."""

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
    # Dale Seaworth: after you marshal him, a [baratheon] location from discard to hand
    Script(
        "14010",
        abilities=(
            Ability(
                "reaction",
                "after you marshal Dale Seaworth, return a Baratheon location from discard",
                effects.on_targets("move", to="hand"),
                trigger=on.entered_play(how="marshal"),
                targets=(
                    choose(
                        card_test(
                            type="location", faction="baratheon", controller="you", zone="discard"
                        ),
                        "a Baratheon location in your discard pile",
                    ),
                ),
            ),
        ),
    ),
)
