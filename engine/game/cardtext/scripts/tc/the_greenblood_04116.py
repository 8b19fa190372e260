"""The Greenblood (04116, TC, martell location)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Script,
    card_test,
    constants,
    in_play_matching,
)
from engine.game.rules.traits import revealed_with_trait
from engine.game.state.effects import Contribution
from engine.game.state.model import CardInst, GameState

_MARTELL_YOURS = card_test(type="character", controller="you", faction="martell")


def _greenblood(st: GameState, inst: CardInst) -> list[Contribution]:
    """ "+1 STR for each Summer plot card revealed" on each [martell] character you control
    (every player's revealed plots count)."""
    summers = revealed_with_trait(st, "Summer")
    if not summers:
        return []
    return [
        Contribution("str", cid, summers, "", inst.id)
        for cid in in_play_matching(st, _MARTELL_YOURS, inst.controller, inst.id)
    ]


register(
    # The Greenblood: each [martell] character you control gets +1 STR per revealed Summer plot
    Script("04116", constants=(constants.constant("str", _greenblood),)),
)
