"""Robb Stark (01146, Core, stark character)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Limit,
    Script,
    card_test,
    in_play_matching,
)
from engine.game.logformat import primitives
from engine.game.state.effects import Happening
from engine.game.state.model import GameState, cannot_stand


def _stark_character_left(st: GameState, use: Use, h: Happening) -> bool:
    """ "After a [stark] character you control is sacrificed or killed" (controlled when it
    left play: the happening's seat)."""
    if h.kind not in ("killed", "sacrificed") or h.seat != use.seat or h.card is None:
        return False
    card = st.cards[h.card].card
    return card.type == "character" and card.faction == "stark"


def _stand_each_yours(st: GameState, use: Use) -> list[Prim]:
    """ "Stand each character you control" (the kneeling ones that can stand)."""
    spec = card_test(type="character", controller="you", kneeling=True)
    return [
        primitives.stand(cid)
        for cid in in_play_matching(st, spec, use.seat, use.source)
        if not cannot_stand(st, cid)
    ]


register(
    # Robb Stark: after a [stark] character you control is killed, stand each of yours
    Script(
        "01146",
        abilities=(
            Ability(
                "reaction",
                "after a Stark character you control is sacrificed or killed, stand each "
                "character you control",
                _stand_each_yours,
                trigger=_stark_character_left,
                limit=Limit(1, "round"),
            ),
        ),
    ),
)
