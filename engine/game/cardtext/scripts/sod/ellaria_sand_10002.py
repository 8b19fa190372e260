"""Ellaria Sand (10002, SoD, martell character)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.scripts.core._shared import (
    _must_defend,
    _paramour_declared,
)
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    card_test,
    choose,
)

register(
    # Ellaria Sand: after she is declared as an attacker, up to 3 of the defending player's
    # characters must be declared as defenders, if able
    Script(
        "10002",
        abilities=(
            Ability(
                "reaction",
                "after she is declared as an attacker: up to 3 characters must defend",
                _must_defend,
                trigger=_paramour_declared,
                targets=(
                    choose(
                        card_test(type="character", controller="opponent"),
                        "characters controlled by the defending player",
                        low=1,
                        high=3,
                    ),
                ),
            ),
        ),
    ),
)
