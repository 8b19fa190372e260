"""TKP, neutral: card scripts, one place per card (docs/card-scripts.md).

Each script quotes at most a phrase of its card."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Script, card_test, constants

_ANOTHER_KNIGHT = card_test(type="character", controller="you", traits=("Knight",), other=True)
_KNIGHT_YOU_CONTROL = card_test(type="character", controller="you", traits=("Knight",))


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


# 02058 Knighted: attached character gets +1 STR and gains the Knight trait
register(
    Script(
        "02058",
        constants=(
            constants.on_attached("str", value=1),
            constants.on_attached("trait", "Knight"),
        ),
    )
)


# 02059 A Tourney for the King: each Knight you control gains renown and "immune to
# opponents' events"
register(
    Script(
        "02059",
        constants=(
            constants.on_each("keyword", _KNIGHT_YOU_CONTROL, "renown"),
            constants.on_each("immune", _KNIGHT_YOU_CONTROL, "event"),
        ),
    )
)
