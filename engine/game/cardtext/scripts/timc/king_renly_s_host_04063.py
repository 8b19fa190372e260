"""King Renly's Host (04063, TIMC, tyrell character)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Script, constants
from engine.game.rules.traits import revealed_with_trait
from engine.game.state.model import CardInst, GameState


def _summer_revealed(st: GameState, inst: CardInst) -> bool:
    """ "While there is a Summer plot card revealed" (any player's)."""
    return bool(revealed_with_trait(st, "Summer"))


def _winter_revealed(st: GameState, inst: CardInst) -> bool:
    return bool(revealed_with_trait(st, "Winter"))


register(
    # King Renly's Host: +4 STR "While there is a Summer plot card revealed"; cannot be
    # declared as an attacker while a Winter one is (intimidate, no attachments: framework)
    Script(
        "04063",
        constants=(
            constants.on_self("str", value=4, when=_summer_revealed),
            constants.on_self("cannot", "attack", when=_winter_revealed),
        ),
    ),
)
