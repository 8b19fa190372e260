"""Silence (12016, KotI, greyjoy location)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.scripts.koti._shared import _into_play
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    card_test,
    choose,
    costs,
)
from engine.game.logformat import primitives
from engine.game.state.model import GameState

_WARSHIP_IN_HAND = card_test(type="location", traits=("Warship",), controller="you", zone="hand")


def _warship_then_euron(st: GameState, use: Use) -> list[Prim]:
    """Put a Warship location into play from your hand. "Then, if you control Euron Crow's
    Eye, stand him"."""
    found = _into_play(st, use)
    found += [
        primitives.stand(cid)
        for cid in st.players[use.seat].in_play
        if st.cards[cid].card.name == "Euron Crow's Eye" and st.cards[cid].kneeling
    ]
    return found


register(
    # Silence: kneel it to put a Warship location into play from hand; then stand Euron
    Script(
        "12016",
        abilities=(
            Ability(
                "action",
                "kneel Silence to put a Warship location into play from your hand",
                _warship_then_euron,
                phase="challenges",
                costs=(costs.kneel_self(),),
                targets=(choose(_WARSHIP_IN_HAND, "a Warship location in your hand"),),
            ),
        ),
    ),
)
