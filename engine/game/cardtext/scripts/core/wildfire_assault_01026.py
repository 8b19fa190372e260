"""Wildfire Assault (01026, Core, neutral plot)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    effects,
)
from engine.game.cardtext.vocab.cards import each_players_own

register(
    # Wildfire Assault: each player keeps up to 3 characters; the others are killed
    Script(
        "01026",
        abilities=(
            Ability(
                "when_revealed",
                "each player chooses up to 3 characters; kill the others",
                effects.all_but_chosen(3, "character", "kill", cannot_be_saved=True),
                targets=(each_players_own("character", 18),),
            ),
        ),
    ),
)
