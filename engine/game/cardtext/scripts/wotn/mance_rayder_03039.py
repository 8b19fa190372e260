"""Mance Rayder (03039, WotN, neutral character)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Script,
    constants,
)
from engine.game.rules.traits import revealed_with_trait
from engine.game.state.effects import Contribution
from engine.game.state.model import CardInst, GameState


def _wildlings_ambush_cheaper(st: GameState, inst: CardInst) -> list[Contribution]:
    """Mance Rayder: "While there is a Winter plot card revealed", each Wildling character
    in his controller's hand costs 1 less to ambush (printed Traits: the cards are out of
    play)."""
    if not revealed_with_trait(st, "Winter"):
        return []
    cards = st.cards
    return [
        Contribution("ambush_cost", cid, 1, "", inst.id)
        for cid in st.players[inst.controller].hand
        if cards[cid].card.type == "character" and cards[cid].card.has_trait("Wildling")
    ]


register(
    # Mance Rayder: each Wildling character in your hand "gains ambush (X)", X its printed
    # cost; 1 less while a Winter plot is revealed (Renown: framework)
    Script(
        "03039",
        constants=(
            constants.hand_cards_gain_ambush("Wildling", card_type="character"),
            constants.constant("ambush_cost", _wildlings_ambush_cheaper),
        ),
    ),
)
