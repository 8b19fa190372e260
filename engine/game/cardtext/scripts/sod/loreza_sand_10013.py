"""Loreza Sand (10013, SoD, martell character)."""

from __future__ import annotations

from engine.game.cardtext.model import Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Limit,
    Script,
    effects,
)
from engine.game.state.effects import Happening
from engine.game.state.model import GameState


def _unique_martell_of_yours_killed(st: GameState, use: Use, h: Happening) -> bool:
    """ "When a unique [martell] character you control is killed" (controlled when killed:
    the happening's seat); from the dead pile only for her own death."""
    if h.kind != "killed" or h.seat != use.seat or h.card is None:
        return False
    if st.cards[use.source].zone == "dead" and h.card != use.source:
        return False
    card = st.cards[h.card].card
    return card.type == "character" and card.faction == "martell" and card.unique


register(
    # Loreza Sand: when a unique [martell] character you control is killed, draw 1 card
    Script(
        "10013",
        abilities=(
            Ability(
                "interrupt",
                "when a unique Martell character you control is killed: draw 1 card",
                effects.draw(1),
                trigger=_unique_martell_of_yours_killed,
                limit=Limit(1, "phase"),
                from_zones=("dead",),  # her own death: logged right after it
            ),
        ),
    ),
)
