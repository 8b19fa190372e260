"""Catelyn Stark (03002, WotN, stark character)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.scripts.wotn._shared import _STARK_CHARACTER
from engine.game.cardtext.vocab import (
    Ability,
    Limit,
    Script,
    constants,
    effects,
)
from engine.game.cardtext.vocab.happenings import card_left
from engine.game.state.model import CardInst, GameState


def _own_power(st: GameState, inst: CardInst) -> int:
    return inst.power


register(
    # Catelyn Stark: +1 STR per power; gains 1 power after a [stark] character leaves
    Script(
        "03002",
        constants=(constants.on_self("str", value=_own_power),),
        abilities=(
            Ability(
                "reaction",
                "after a Stark character you control is sacrificed or killed, gain 1 power",
                effects.gain_power_self(1),
                trigger=card_left(("killed", "sacrificed"), _STARK_CHARACTER),
                limit=Limit(2, "round"),
            ),
        ),
    ),
)
