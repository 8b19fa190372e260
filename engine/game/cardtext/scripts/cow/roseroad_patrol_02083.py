"""Roseroad Patrol (02083, CoW, tyrell character)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Script, constants
from engine.game.state.model import CardInst, GameState, characters, strength


def _controls_highest_str(st: GameState, inst: CardInst) -> bool:
    """ "While you control a character with the highest STR in play" (a tie counts)."""
    mine = [strength(st, c) for c in characters(st, inst.controller)]
    if not mine:
        return False
    others = [strength(st, c) for p in st.players for c in characters(st, p.index)]
    return max(mine) >= max(others)


register(
    # Roseroad Patrol: stealth while you control a character with the highest STR in play
    # (No attachments: framework)
    Script(
        "02083",
        constants=(constants.on_self("keyword", "stealth", when=_controls_highest_str),),
    ),
)
