"""Euron Crow's Eye (01069, Core, greyjoy character)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Target, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.scripts.core._shared import _loser
from engine.game.cardtext.vocab import (
    Ability,
    Script,
)
from engine.game.cardtext.vocab import triggers as on
from engine.game.cardtext.vocab.cards import can_enter_play
from engine.game.logformat import primitives
from engine.game.logformat.log import SEATS
from engine.game.state.model import GameState


def _losing_opponents_discarded_location(st: GameState, use: Use, cid: str) -> bool:
    """Euron Crow's Eye: a location in the discard pile of the opponent who lost."""
    inst = st.cards[cid]
    return (
        inst.zone == "discard"
        and inst.card.type == "location"
        and inst.owner == _loser(st, use)
        and can_enter_play(st, cid, use.seat)
    )


def _into_play_under_your_control(st: GameState, use: Use) -> list[Prim]:
    return [primitives.put_into_play(cid, seat=SEATS[use.seat]) for cid in use.targets]


register(
    # Euron Crow's Eye: after his pillage, a location from the loser's discard pile is yours
    Script(
        "01069",
        abilities=(
            Ability(
                "reaction",
                "after he discards a card using pillage, put a location of the loser into play",
                _into_play_under_your_control,
                trigger=on.self_happened("pillaged"),
                targets=(
                    Target(
                        _losing_opponents_discarded_location,
                        what="a location in the losing opponent's discard pile",
                    ),
                ),
            ),
        ),
    ),
)
