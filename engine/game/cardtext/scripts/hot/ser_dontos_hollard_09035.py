"""Ser Dontos Hollard (09035, HoT, stark character)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, card_test, choose, costs, effects

_LADY = card_test(type="character", traits=("Lady",))


register(
    # Ser Dontos Hollard: no attachments except Weapon (the framework's); "When a Lady
    # character would be killed or discarded from play", stand him to save it
    Script(
        "09035",
        abilities=(
            Ability(
                "interrupt",
                "when a Lady character would be killed or discarded from play, stand Ser "
                "Dontos Hollard to save it",
                effects.on_targets("save"),
                costs=(costs.stand_self(),),
                targets=(choose(_LADY, "a Lady character"),),
                would=("killed", "discarded"),
            ),
        ),
    ),
)
