"""Red Priest (14012, FotS, baratheon character)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    Target,
    Use,
)
from engine.game.cardtext.vocab import triggers as on
from engine.game.logformat import primitives
from engine.game.state.model import GameState


def _in_an_opponents_hand(st: GameState, use: Use, cid: str) -> bool:
    inst = st.cards[cid]
    return inst.zone == "hand" and inst.owner != use.seat


def _hold_until_priest_leaves(st: GameState, use: Use) -> list[Prim]:
    """ "remove it from the game until Red Priest leaves play" (then it returns to its
    owner's hand: the lasting ``held_until_leaves`` on Red Priest)."""
    found: list[Prim] = []
    for cid in use.targets:
        found.append(primitives.move(cid, "removed"))
        found.append(primitives.lasting("held_until_leaves", "game", card=use.source, name=cid))
    return found


register(
    # Red Priest: after it enters play, a card of an opponent's hand is removed from the
    # game until Red Priest leaves play
    Script(
        "14012",
        abilities=(
            Ability(
                "reaction",
                "after Red Priest enters play, remove a card of an opponent's hand for a while",
                _hold_until_priest_leaves,
                trigger=on.entered_play(),
                targets=(Target(_in_an_opponents_hand, what="a card in an opponent's hand"),),
            ),
        ),
    ),
)
