"""Devoted Bloodrider (04053, FFH, targaryen character)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Script, card_test, constants

_BLOODRIDERS_YOURS = card_test(type="character", controller="you", traits=("Bloodrider",))


register(
    # Devoted Bloodrider: "Each Bloodrider character you control gets +1 STR" (himself too)
    Script("04053", constants=(constants.on_each("str", _BLOODRIDERS_YOURS, value=1),)),
)
