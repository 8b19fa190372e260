"""Dacey Mormont (06061, TRW, stark character)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Script,
    card_test,
    constants,
)

_STARK_CHARACTERS = card_test(type="character", faction="stark", controller="you")


register(
    # Dacey Mormont: renown (framework); X STR, the [stark] characters you control
    Script(
        "06061",
        constants=(constants.on_self("str", value=constants.count_in_play(_STARK_CHARACTERS)),),
    ),
)
