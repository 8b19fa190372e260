"""Hoster Tully (06001, AMAF, stark character)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Script, card_test, constants

_OTHER_PARTICIPATING_TULLY = card_test(
    type="character",
    controller="you",
    traits=("House Tully",),
    participating=True,
    other=True,
)


register(
    # 06001 Hoster Tully: while he participates, "each other participating House Tully
    # character you control gains renown"
    Script(
        "06001",
        constants=(
            constants.on_each(
                "keyword", _OTHER_PARTICIPATING_TULLY, "renown", when=constants.self_participating
            ),
        ),
    ),
)
