"""Aeron Damphair (12005, KotI, greyjoy character)."""

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


def _drowned_god_killed(st: GameState, use: Use, h: Happening) -> bool:
    """ "After another Drowned God character you control is killed"."""
    if h.kind != "killed" or h.seat != use.seat or h.card in (None, use.source):
        return False
    card = st.cards[h.card].card
    return card.type == "character" and card.has_trait("Drowned God")


register(
    # Aeron Damphair: another Drowned God character of yours killed: draw 1 (once per phase)
    Script(
        "12005",
        abilities=(
            Ability(
                "reaction",
                "after another Drowned God character you control is killed, draw 1 card",
                effects.draw(1),
                trigger=_drowned_god_killed,
                limit=Limit(1, "phase"),
            ),
        ),
    ),
)
