"""Chett (02085, CoW, thenightswatch character)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Limit,
    Script,
    card_test,
    choose,
    costs,
    effects,
)

_STEWARD = card_test(type="character", controller="you", traits=("Steward",), kneeling=False)


_DIREWOLF_OR_RAVEN = card_test(controller="you", zone="discard", traits=("Direwolf", "Raven"))


register(
    # Chett: "Dominance Action": kneel a Steward character to return a Direwolf or Raven card
    # from your discard pile to your hand, once per phase (No attachments except Weapon:
    # framework)
    Script(
        "02085",
        abilities=(
            Ability(
                "action",
                "kneel a Steward character to return a Direwolf or Raven card to your hand",
                effects.on_targets("return_to_hand"),
                phase="dominance",
                costs=(costs.choose_and("kneel", _STEWARD, "a standing Steward character"),),
                targets=(
                    choose(_DIREWOLF_OR_RAVEN, "a Direwolf or Raven card in your discard pile"),
                ),
                limit=Limit(1, "phase"),
            ),
        ),
    ),
)
