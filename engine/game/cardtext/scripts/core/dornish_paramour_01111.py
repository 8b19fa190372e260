"""Dornish Paramour (01111, Core, martell character)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.scripts.core._shared import _must_defend, _paramour_declared
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    card_test,
    choose,
)

register(
    # Dornish Paramour: after declared as an attacker, a character must defend if able
    Script(
        "01111",
        abilities=(
            Ability(
                "reaction",
                "after it is declared as an attacker: a character must defend, if able",
                _must_defend,
                trigger=_paramour_declared,
                targets=(
                    choose(
                        card_test(type="character", controller="opponent"),
                        "a character controlled by the defending player",
                    ),
                ),
            ),
        ),
    ),
)
