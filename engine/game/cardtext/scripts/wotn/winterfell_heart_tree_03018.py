"""Winterfell Heart Tree (03018, WotN, stark location)."""

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
from engine.game.cardtext.vocab import triggers as on

register(
    # Winterfell Heart Tree: sacrifice it; a [stark] card immune to opponents' plots
    Script(
        "03018",
        abilities=(
            Ability(
                "reaction",
                "after a phase begins, sacrifice it: a Stark card you control is immune to "
                "opponents' plot effects",
                effects.lasting("immune", until="phase", target="targets", name="plot"),
                trigger=on.happened("phase_began"),
                costs=(costs.sacrifice_self(),),
                targets=(
                    choose(
                        card_test(faction="stark", controller="you"), "a Stark card you control"
                    ),
                ),
            ),
        ),
    ),
)
