"""Greatjon's Vanguard (02081, CoW, stark character)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Script, constants
from engine.game.state.model import CardInst, GameState


def _fewer_than_3_used(st: GameState, inst: CardInst) -> bool:
    """ "While there are fewer than 3 plots in your used pile"."""
    return len(st.players[inst.controller].used) < 3


register(
    # Greatjon's Vanguard: +2 STR and renown while fewer than 3 plots are in your used pile
    # (No attachments: framework)
    Script(
        "02081",
        constants=(
            constants.on_self("str", value=2, when=_fewer_than_3_used),
            constants.on_self("keyword", "renown", when=_fewer_than_3_used),
        ),
    ),
)
