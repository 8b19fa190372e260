"""Ser Arys Oakheart (04115, TC, martell character)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    card_test,
    choose,
    costs,
    effects,
    triggers,
)

_ALLY = card_test(type="character", traits=("Ally",))


register(
    # Ser Arys Oakheart: after he enters play, "pay 2 gold to choose an Ally character" and
    # discard it from play (No attachments except Weapon: framework)
    Script(
        "04115",
        abilities=(
            Ability(
                "reaction",
                "after Ser Arys Oakheart enters play, pay 2 gold: discard an Ally character",
                effects.on_targets("discard"),
                trigger=triggers.entered_play(),
                costs=(costs.pay_gold(2),),
                targets=(choose(_ALLY, "an Ally character"),),
            ),
        ),
    ),
)
