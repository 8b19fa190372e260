"""Paxter Redwyne (01182, Core, tyrell character)."""

from __future__ import annotations

from engine.game.cardtext.lasting import events_played_key
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Script,
    constants,
)
from engine.game.state.model import CardInst, GameState


def _no_event_played_this_round(st: GameState, inst: CardInst) -> bool:
    return st.uses.get(events_played_key(st, inst.controller), 0) == 0


register(
    # Paxter Redwyne: the first event each round costs 1 less (his Income: the framework)
    Script(
        "01182",
        constants=(
            constants.for_controller("cost", "event", -1, when=_no_event_played_this_round),
        ),
    ),
)
