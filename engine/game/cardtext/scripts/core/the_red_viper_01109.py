"""The Red Viper (01109, Core, martell character)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
)
from engine.game.cardtext.vocab import triggers as on
from engine.game.logformat import primitives
from engine.game.state.model import GameState


def _red_viper_power(st: GameState, use: Use) -> list[Prim]:
    assert use.answers is not None
    amount = use.answers.get("margin", 0) // 5
    return [primitives.gain_power(amount, card=use.source)]


register(
    # The Red Viper: 1 power for every 5 STR he won by as an attacker
    Script(
        "01109",
        abilities=(
            Ability(
                "reaction",
                "after you win a challenge he attacks in: 1 power per 5 STR won by",
                _red_viper_power,
                trigger=on.won_challenge(self_attacking=True, margin=5),
            ),
        ),
    ),
)
