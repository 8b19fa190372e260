"""Ser Jon Fossoway (07037, WotW, tyrell character)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Script,
    constants,
)
from engine.game.state.model import CardInst, GameState, strength


def _str_5_or_higher(st: GameState, inst: CardInst) -> bool:
    return strength(st, inst.id) >= 5


register(
    # Ser Jon Fossoway: renown while his STR is 5 or higher
    Script(
        "07037",
        constants=(constants.on_self("keyword", "renown", when=_str_5_or_higher),),
    ),
)
