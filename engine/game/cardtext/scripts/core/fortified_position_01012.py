"""Fortified Position (01012, Core, neutral plot)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Script,
    constants,
)
from engine.game.state.effects import Contribution
from engine.game.state.model import CardInst, GameState, characters


def _characters_blank(st: GameState, inst: CardInst) -> list[Contribution]:
    """Each character's printed text box is blank; its Traits stay (they are read from the
    printed card, never through the text box the engine blanks)."""
    return [
        Contribution("blank", cid, 0, "", inst.id)
        for p in st.players
        for cid in characters(st, p.index)
    ]


register(
    # Fortified Position: "Treat each character as if its printed text box were blank"
    Script("01012", constants=(constants.constant("blank", _characters_blank),)),
)
