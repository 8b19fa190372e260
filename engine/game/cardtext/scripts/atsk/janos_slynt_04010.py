"""Janos Slynt (04010, AtSK, lannister character)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, costs, effects

register(
    # Janos Slynt: "Pay 1 gold to give" him +2 STR until the end of the phase (intimidate:
    # framework)
    Script(
        "04010",
        abilities=(
            Ability(
                "action",
                "pay 1 gold: Janos Slynt gets +2 STR until the end of the phase",
                effects.on_self("strength", amount=2, until="phase"),
                costs=(costs.pay_gold(1),),
            ),
        ),
    ),
)
