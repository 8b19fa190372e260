"""Isle of Ravens (04078, TIMC, neutral location)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    Target,
    Use,
    costs,
    effects,
)
from engine.game.state.model import GameState


def _in_a_discard_pile(st: GameState, use: Use, cid: str) -> bool:
    return st.cards[cid].zone == "discard"


register(
    # Isle of Ravens: kneel it: a card in any discard pile is shuffled into its owner's deck
    Script(
        "04078",
        abilities=(
            Ability(
                "action",
                "kneel: shuffle a card from any discard pile into its owner's deck",
                effects.on_targets("shuffle_into_deck"),
                costs=(costs.kneel_self(),),
                targets=(Target(_in_a_discard_pile, what="a card in a discard pile"),),
            ),
        ),
    ),
)
