"""Melisandre (06027, GtR, baratheon character)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    Target,
)
from engine.game.cardtext.vocab import triggers as on
from engine.game.cardtext.vocab.players import OPPONENT_CHOICES, chosen_opponent
from engine.game.logformat import primitives
from engine.game.state.model import GameState


def _chosen_opponents_hand(st: GameState, use: Use, cid: str) -> bool:
    """A card in the chosen opponent's hand (Melisandre looks at it, then chooses)."""
    inst = st.cards[cid]
    return inst.zone == "hand" and inst.owner == chosen_opponent(st, use)


def _discard_character_to_dead(st: GameState, use: Use) -> list[Prim]:
    """ "Discard 1 card from that hand. If that card is a character, place it in its owner's
    dead pile"."""
    found: list[Prim] = []
    for cid in use.targets:
        found.append(primitives.discard(cid))
        if st.cards[cid].card.type == "character":
            found.append(primitives.move(cid, "dead"))
    return found


register(
    # Melisandre: after you win dominance, discard a card from an opponent's hand
    Script(
        "06027",
        abilities=(
            Ability(
                "reaction",
                "after you win dominance, discard 1 card from an opponent's hand",
                _discard_character_to_dead,
                trigger=on.happened("dominance_won", yours=True),
                choices=OPPONENT_CHOICES,
                targets=(Target(_chosen_opponents_hand, what="a card in that opponent's hand"),),
            ),
        ),
    ),
)
