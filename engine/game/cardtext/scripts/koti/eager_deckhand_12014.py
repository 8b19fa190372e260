"""Eager Deckhand (12014, KotI, greyjoy character)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    effects,
)
from engine.game.rules.traits import has_trait
from engine.game.state.effects import Happening
from engine.game.state.model import GameState


def _your_warship_entered(st: GameState, use: Use, h: Happening) -> bool:
    """ "After a Warship location enters play under your control"."""
    if h.kind != "entered_play" or h.card is None:
        return False
    inst = st.cards[h.card]
    return (
        inst.zone == "play"
        and inst.controller == use.seat
        and inst.card.type == "location"
        and has_trait(st, inst.id, "Warship")
    )


def _deckhand_enters(st: GameState, use: Use) -> list[Prim]:
    return [effects.entering(st, use.source, use.seat)]


register(
    # Eager Deckhand: after a Warship location enters play under your control, from your hand
    Script(
        "12014",
        abilities=(
            Ability(
                "reaction",
                "after a Warship location enters play under your control, put Eager Deckhand "
                "into play from your hand",
                _deckhand_enters,
                trigger=_your_warship_entered,
                from_zones=("hand",),
            ),
        ),
    ),
)
