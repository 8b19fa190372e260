"""Braavos (15042, DotE, neutral location)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, costs
from engine.game.logformat import primitives
from engine.game.logformat.log import SEATS
from engine.game.rules.traits import factions
from engine.game.state.model import GameState, characters


def _braavos_gold(st: GameState, use: Use) -> list[Prim]:
    """ "X is the number of different factions among characters you control" (neutral is
    no faction, as in throneteki; affiliations as card text leaves them)."""
    found = {f for cid in characters(st, use.seat) for f in factions(st, cid)} - {"neutral"}
    return [primitives.gain_gold(SEATS[use.seat], len(found))] if found else []


register(
    # Braavos: "Marshaling Action": kneel it to gain X gold
    Script(
        "15042",
        abilities=(
            Ability(
                "action",
                "kneel Braavos to gain 1 gold for each faction among your characters",
                _braavos_gold,
                phase="marshaling",
                costs=(costs.kneel_self(),),
            ),
        ),
    ),
)
