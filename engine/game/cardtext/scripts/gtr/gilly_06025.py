"""Gilly (06025, GtR, thenightswatch character)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, card_test, choose, effects
from engine.game.cardtext.vocab.bestow import bestow, discard_gold_self

_YOUR_STEWARD = choose(
    card_test(type="character", controller="you", traits=("Steward",)),
    "a Steward character you control",
)


register(
    # Gilly: bestow (3); discard 1 gold from her: a Steward you control gains stealth until
    # the end of the phase
    Script(
        "06025",
        abilities=(
            bestow(3),
            Ability(
                "action",
                "discard 1 gold from Gilly: a Steward character you control gains stealth "
                "until the end of the phase",
                effects.on_targets("keyword", keyword="stealth", until="phase"),
                costs=(discard_gold_self(),),
                targets=(_YOUR_STEWARD,),
            ),
        ),
    ),
)
