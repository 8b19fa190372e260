"""Dothraki Sea (01174, Core, targaryen location)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.scripts.core._shared import _RETURN_AT_THE_END_OF_THE_PHASE
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
    # Dothraki Sea: win a [power] challenge, sacrifice to put a Dothraki character into play
    # from hand; it returns to hand at the end of the phase
    Script(
        "01174",
        abilities=(
            Ability(
                "reaction",
                "after you win a power challenge, sacrifice to put a Dothraki character into play",
                effects.both(effects.on_targets("put_into_play"), _RETURN_AT_THE_END_OF_THE_PHASE),
                trigger=on.won_challenge("power"),
                costs=(costs.sacrifice_self(),),
                targets=(
                    choose(
                        card_test(
                            type="character", traits=("Dothraki",), controller="you", zone="hand"
                        ),
                        "a Dothraki character in your hand",
                    ),
                ),
            ),
        ),
    ),
)
