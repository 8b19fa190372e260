"""Drowned Prophet (12013, KotI, greyjoy character)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Target, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.scripts.koti._shared import GREYJOY
from engine.game.cardtext.vocab import (
    Ability,
    Script,
)
from engine.game.cardtext.vocab import triggers as on
from engine.game.logformat import primitives
from engine.game.logformat.log import SEATS
from engine.game.rules.traits import of_faction
from engine.game.state.model import GameState


def _greyjoy_in_top_5(st: GameState, use: Use, cid: str) -> bool:
    inst = st.cards[cid]
    player = st.players[use.seat]
    if inst.zone != "deck" or inst.owner != use.seat:
        return False
    if inst.card.type != "character" or not of_faction(st, inst.id, GREYJOY):
        return False
    return not player.deck_known or cid in player.deck[::-1][:5]


def _to_dead_and_shuffle(st: GameState, use: Use) -> list[Prim]:
    found: list[Prim] = [primitives.move(c, "dead") for c in use.targets]
    return [*found, primitives.shuffle(SEATS[use.seat])]


register(
    # Drowned Prophet: when killed, a [greyjoy] character of the top 5 to the dead pile
    Script(
        "12013",
        abilities=(
            Ability(
                "interrupt",
                "when Drowned Prophet is killed, place a Greyjoy character of the top 5 cards "
                "in your dead pile",
                _to_dead_and_shuffle,
                trigger=on.self_happened("killed"),
                targets=(Target(_greyjoy_in_top_5, 0, 1, "a Greyjoy character in the top 5"),),
                from_zones=("dead",),
            ),
        ),
    ),
)
