"""Black Ears (08029, JtO, lannister character)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    costs,
    effects,
)
from engine.game.state.effects import Happening
from engine.game.state.model import GameState


def _a_character_killed(st: GameState, use: Use, h: Happening) -> bool:
    return h.kind == "killed"


def _put_self_into_play(st: GameState, use: Use) -> list[Prim]:
    return [effects.entering(st, use.source, use.seat)]


register(
    # Black Ears: after a character is killed, pay 2 gold to put it into play from your hand
    Script(
        "08029",
        abilities=(
            Ability(
                "reaction",
                "after a character is killed: pay 2 gold, put it into play from your hand",
                _put_self_into_play,
                trigger=_a_character_killed,
                costs=(costs.pay_gold(2),),
                from_zones=("hand",),
            ),
        ),
    ),
)
