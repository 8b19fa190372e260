"""Dothraki Honor Guard (07035, WotW, targaryen character)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Script,
    constants,
)
from engine.game.state.model import CardInst, GameState


def _hand_size_penalty(st: GameState, inst: CardInst) -> int:
    """ "-1 STR for each card in your hand"."""
    return -len(st.players[inst.controller].hand)


register(
    # Dothraki Honor Guard: -1 STR for each card in your hand (No attachments: framework)
    Script("07035", constants=(constants.on_self("str", value=_hand_size_penalty),)),
)
