"""Marching Orders (01016, Core, neutral plot)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Script,
    constants,
)
from engine.game.state.effects import Contribution
from engine.game.state.model import CardInst, GameState


def _no_locations_attachments_or_events(st: GameState, inst: CardInst) -> list[Contribution]:
    return [
        Contribution("cannot", inst.controller, 0, what, inst.id)
        for what in ("marshal:location", "marshal:attachment", "play:event")
    ]


register(
    # Marching Orders: "cannot marshal locations or attachments, or play events"
    Script("01016", constants=(constants.constant("cannot", _no_locations_attachments_or_events),)),
)
