"""Arbor Knight (02005, TtB, tyrell character)."""

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

register(
    # 02005 Arbor Knight: pay 1 gold: a participating House Redwyne character +1 STR until
    # the end of the challenge (limit 3 times per phase)
    Script(
        "02005",
        abilities=(
            Ability(
                "action",
                "pay 1 gold: a participating House Redwyne character gets +1 STR",
                effects.on_targets("strength", amount=1, until="challenge"),
                phase="challenges",
                costs=(costs.pay_gold(1),),
                targets=(
                    choose(
                        card_test(type="character", traits=("House Redwyne",), participating=True),
                        "a participating House Redwyne character",
                    ),
                ),
                limit=Limit(3, "phase"),
            ),
        ),
    ),
)
