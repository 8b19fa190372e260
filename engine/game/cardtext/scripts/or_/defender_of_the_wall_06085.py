"""Defender of the Wall (06085, OR, thenightswatch character)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Script,
    constants,
)
from engine.game.state.model import CardInst, GameState


def _defending(st: GameState, inst: CardInst) -> bool:
    return st.challenge is not None and inst.id in st.challenge.defenders


register(
    # Defender of the Wall: "While ... defending, it gets +2 STR" (no attachments: framework)
    Script("06085", constants=(constants.on_self("str", value=2, when=_defending),)),
)
