"""Victarion Greyjoy (05027, LoCR, greyjoy character)."""

from __future__ import annotations

from engine.game.cardtext.model import Cost, Prim, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, effects
from engine.game.logformat import primitives
from engine.game.state.model import GameState


def _discard_2_power_from_self(st: GameState, use: Use, paid: list[Prim]) -> list[Prim]:
    return [primitives.discard_power(2, card=use.source)]


register(
    # Victarion Greyjoy: discard 2 power from him to save him
    Script(
        "05027",
        abilities=(
            Ability(
                "interrupt",
                "when Victarion would be killed, discard 2 power from him to save him",
                effects.on_self("save"),
                costs=(Cost(_discard_2_power_from_self, "discard 2 power from him"),),
                would=("killed",),
            ),
        ),
    ),
)
