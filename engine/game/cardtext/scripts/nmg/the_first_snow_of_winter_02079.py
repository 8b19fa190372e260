"""The First Snow of Winter (02079, NMG, neutral plot)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    Use,
    card_test,
    in_play_matching,
)
from engine.game.cardtext.vocab import triggers as on
from engine.game.logformat import primitives
from engine.game.state.model import GameState


def _return_cheap_characters(st: GameState, use: Use) -> list[Prim]:
    """ "return each character with printed cost 3 or lower to its owner's hand"."""
    spec = card_test(type="character", max_printed_cost=3)
    return [
        primitives.return_to_hand(cid) for cid in in_play_matching(st, spec, use.seat, use.source)
    ]


register(
    # The First Snow of Winter: after the challenges phase begins, characters with printed
    # cost 3 or lower return to their owners' hands
    Script(
        "02079",
        abilities=(
            Ability(
                "forced",
                "after the challenges phase begins, return each cost 3 or lower character",
                _return_cheap_characters,
                trigger=on.happened("phase_began", phase="challenges"),
            ),
        ),
    ),
)
