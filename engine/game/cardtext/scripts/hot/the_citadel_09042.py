"""The Citadel (09042, HoT, neutral location)."""

from __future__ import annotations

from engine.game.cardtext.model import Target, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.scripts.hot._shared import _top_of_deck
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    costs,
    effects,
)
from engine.game.state.model import GameState


def _maester_in_top_10(st: GameState, use: Use, cid: str) -> bool:
    """ "Search the top 10 cards of your deck for a Maester character"."""
    inst = st.cards[cid]
    card = inst.card
    if inst.zone != "deck" or inst.owner != use.seat:
        return False
    if card.type != "character" or not card.has_trait("Maester"):
        return False
    return cid in _top_of_deck(st, use.seat, 10)


register(
    # The Citadel: kneel to search the top 10 cards for a Maester character
    Script(
        "09042",
        abilities=(
            Ability(
                "action",
                "kneel The Citadel to search the top 10 cards of your deck for a Maester",
                effects.found_to_hand_and_shuffle,
                costs=(costs.kneel_self(),),
                targets=(
                    Target(_maester_in_top_10, 0, 1, "a Maester character in the top 10 cards"),
                ),
            ),
        ),
    ),
)
