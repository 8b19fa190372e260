"""Benjen Stark (01122, Core, thenightswatch character)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    card_test,
    constants,
)
from engine.game.cardtext.vocab import triggers as on
from engine.game.logformat import primitives
from engine.game.logformat.log import SEATS
from engine.game.state.model import GameState


def _benjen_power_then_deck(st: GameState, use: Use) -> list[Prim]:
    return [
        primitives.gain_power(2, seat=SEATS[use.seat]),
        primitives.move(use.source, "deck"),  # shuffled in: order unknown
    ]


RANGERS = card_test(type="character", controller="you", traits=("Ranger",))


register(
    # Benjen Stark: Rangers cannot be bypassed; when killed: 2 power, into the deck instead
    Script(
        "01122",
        constants=(constants.on_each("cannot", RANGERS, name="bypass"),),
        abilities=(
            Ability(
                "interrupt",
                "when Benjen Stark is killed: gain 2 power, shuffle him into your deck",
                _benjen_power_then_deck,
                trigger=on.self_happened("killed"),
                from_zones=("dead",),
            ),
        ),
    ),
)
