"""Ser Amory Lorch (04049, FFH, lannister character)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Script, constants
from engine.game.state.model import CardInst, GameState, characters


def _few_opposing_characters(st: GameState, inst: CardInst) -> bool:
    """ "While an opponent controls 3 or fewer characters"."""
    return any(len(characters(st, p.index)) <= 3 for p in st.players if p.index != inst.controller)


register(
    # Ser Amory Lorch: renown while an opponent controls 3 or fewer characters
    Script(
        "04049",
        constants=(constants.on_self("keyword", "renown", when=_few_opposing_characters),),
    ),
)
