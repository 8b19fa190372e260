"""Dalla (07040, WotW, neutral character)."""

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


def _wildling_entered_yours(st: GameState, use: Use, h: Happening) -> bool:
    """ "After a Wildling character enters play under your control"."""
    if h.kind != "entered_play" or h.seat != use.seat or h.card is None:
        return False
    card = st.cards[h.card].card
    return card.type == "character" and card.has_trait("Wildling")


register(
    # Dalla: after a Wildling character enters play under your control, draw 1 card
    Script(
        "07040",
        abilities=(
            Ability(
                "reaction",
                "after a Wildling character enters play under your control: draw 1 card",
                effects.draw(1),
                trigger=_wildling_entered_yours,
                limit=Limit(1, "phase"),
            ),
        ),
    ),
)
