"""A Tourney for the King (02059, TKP, neutral plot)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Script, card_test, constants

_KNIGHT_YOU_CONTROL = card_test(type="character", controller="you", traits=("Knight",))


register(
    Script(
        "02059",
        constants=(
            constants.on_each("keyword", _KNIGHT_YOU_CONTROL, "renown"),
            constants.on_each("immune", _KNIGHT_YOU_CONTROL, "event"),
        ),
    )
)
