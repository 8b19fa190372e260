"""Asha Greyjoy (12003, KotI, greyjoy character)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Script,
    card_test,
    constants,
)

_OTHER_UNIQUE_IRONBORN = card_test(
    type="character", traits=("Ironborn",), unique=True, controller="you", other=True
)


register(
    # Asha Greyjoy: pillage, stealth (framework); other unique Ironborn characters: stealth
    Script(
        "12003",
        constants=(constants.on_each("keyword", _OTHER_UNIQUE_IRONBORN, "stealth"),),
    ),
)
