"""fots: helpers two or more of its cards share."""

from __future__ import annotations

from engine.game.cardtext.vocab import (
    card_test,
)

_LOYAL_CHARACTERS = card_test(type="character", controller="you", loyal=True)
