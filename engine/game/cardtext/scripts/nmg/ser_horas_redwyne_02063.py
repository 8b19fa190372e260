"""Ser Horas Redwyne (02063, NMG, tyrell character)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, card_test, choose, effects
from engine.game.cardtext.vocab import triggers as on

register(
    # Ser Horas Redwyne: after he is knelt, "choose and stand a Lady character"
    Script(
        "02063",
        abilities=(
            Ability(
                "reaction",
                "after Ser Horas Redwyne is knelt: stand a Lady character",
                effects.on_targets("stand"),
                trigger=on.self_happened("knelt"),
                targets=(
                    choose(
                        card_test(type="character", traits=("Lady",), kneeling=True),
                        "a kneeling Lady character",
                    ),
                ),
            ),
        ),
    ),
)
