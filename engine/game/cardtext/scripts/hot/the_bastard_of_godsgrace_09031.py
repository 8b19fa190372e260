"""The Bastard of Godsgrace (09031, HoT, martell character)."""

from __future__ import annotations

from engine.game.cardtext.model import Cost, Prim, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, effects
from engine.game.logformat import primitives
from engine.game.state.model import GameState


def _discard_own_power(st: GameState, use: Use, paid: list[Prim]) -> list[Prim]:
    return [primitives.discard_power(1, card=use.source)]


register(
    # The Bastard of Godsgrace: renown is the framework's; his action lowers the next card
    # played or ambushed this phase by 2 (in the challenges phase nothing is marshaled)
    Script(
        "09031",
        abilities=(
            Ability(
                "action",
                "discard 1 power from him: the next card you play or ambush costs 2 less",
                effects.reduce_next_cost(2, "card|play|ambush"),
                phase="challenges",
                costs=(Cost(_discard_own_power, "discard 1 power from this card"),),
            ),
        ),
    ),
)
