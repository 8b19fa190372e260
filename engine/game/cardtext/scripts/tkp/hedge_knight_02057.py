"""Hedge Knight (02057, TKP, neutral character)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Script, card_test, constants

_ANOTHER_KNIGHT = card_test(type="character", controller="you", traits=("Knight",), other=True)


# 02057 Hedge Knight: "while you control another Knight", +1 STR and a [power] icon
_with_another_knight = constants.controls(_ANOTHER_KNIGHT)


register(
    Script(
        "02057",
        constants=(
            constants.on_self("str", value=1, when=_with_another_knight),
            constants.on_self("icon", "power", when=_with_another_knight),
        ),
    )
)
