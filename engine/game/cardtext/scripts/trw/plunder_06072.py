"""Plunder (06072, TRW, greyjoy event)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    costs,
    effects,
)
from engine.game.cardtext.vocab.players import OPPONENT_CHOICES, chosen_opponent
from engine.game.state.model import GameState


def _plunder(st: GameState, use: Use) -> list[Prim]:
    """ "Gain 1 gold for each location and attachment in that player's discard pile"."""
    pile = st.players[chosen_opponent(st, use)].discard
    count = sum(st.cards[c].card.type in ("location", "attachment") for c in pile)
    return effects.gain_gold(count)(st, use) if count else []


register(
    # Plunder: kneel your faction card: gold for the locations and attachments discarded
    Script(
        "06072",
        abilities=(
            Ability(
                "action",
                "kneel your faction card: 1 gold per location and attachment in an opponent's "
                "discard pile",
                _plunder,
                costs=(costs.kneel_faction(),),
                choices=OPPONENT_CHOICES,
            ),
        ),
    ),
)
