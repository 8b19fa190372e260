"""The Fire That Burns (07046, WotW, thenightswatch plot)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.scripts.wotw._shared import NW
from engine.game.cardtext.vocab import (
    Script,
    card_test,
    constants,
    in_play_matching,
)
from engine.game.state.effects import Contribution
from engine.game.state.model import CardInst, GameState


def _nw_defenders_do_not_kneel(st: GameState, inst: CardInst) -> list[Contribution]:
    spec = card_test(type="character", controller="you", faction=NW)
    return [
        Contribution("no_kneel", cid, 1, "defender", inst.id)
        for cid in in_play_matching(st, spec, inst.controller, inst.id)
    ]


register(
    # The Fire That Burns: your [nw] characters do not kneel when declared as defenders
    Script("07046", constants=(constants.constant("no_kneel", _nw_defenders_do_not_kneel),)),
)
