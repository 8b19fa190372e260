"""Palace Spearman (01114, Core, martell character)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Script,
    constants,
)
from engine.game.state.model import CardInst, GameState


def _not_first_player(st: GameState, inst: CardInst) -> bool:
    return st.first is not None and st.first != inst.controller


register(
    # Palace Spearman: "While you are not the first player" an [intrigue] icon
    Script("01114", constants=(constants.on_self("icon", "intrigue", when=_not_first_player),)),
)
