"""Knights of the Sun (02095, CoW, martell character)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Script, constants
from engine.game.state.model import CardInst, GameState


def _3_or_more_used(st: GameState, inst: CardInst) -> bool:
    """ "While there are 3 or more plot cards in your used pile"."""
    return len(st.players[inst.controller].used) >= 3


register(
    # Knights of the Sun: renown while 3 or more plots are in your used pile
    # (No attachments except Weapon: framework)
    Script("02095", constants=(constants.on_self("keyword", "renown", when=_3_or_more_used),)),
)
