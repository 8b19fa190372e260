"""Maester Aemon (01125, Core, thenightswatch character)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.scripts.core._shared import NIGHTS_WATCH
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    card_test,
    choose,
    costs,
    effects,
)

register(
    # Maester Aemon: "When a [thenightswatch] character would be killed, kneel" to save it
    Script(
        "01125",
        abilities=(
            Ability(
                "interrupt",
                "when a Night's Watch character would be killed, kneel to save it",
                effects.on_targets("save"),
                costs=(costs.kneel_self(),),
                targets=(
                    choose(
                        card_test(type="character", faction=NIGHTS_WATCH),
                        "a Night's Watch character",
                    ),
                ),
                would=("killed",),
            ),
        ),
    ),
)
