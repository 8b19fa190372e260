"""Doran Martell (01105, Core, martell character)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.scripts.core._shared import _used_plots
from engine.game.cardtext.vocab import (
    Script,
    card_test,
    constants,
)
from engine.game.cardtext.vocab.cards import in_play_matching
from engine.game.state.effects import Contribution
from engine.game.state.model import CardInst, GameState


def _doran_lords_and_ladies(st: GameState, inst: CardInst) -> list[Contribution]:
    """Each other Martell Lord and Lady you control: +1 STR per plot in your used pile."""
    bonus = _used_plots(st, inst.controller)
    if not bonus:
        return []
    spec = card_test(type="character", controller="you", faction="martell",
                     traits=("Lord", "Lady"), other=True)  # fmt: skip
    return [
        Contribution("str", cid, bonus, "", inst.id)
        for cid in in_play_matching(st, spec, inst.controller, inst.id)
    ]


register(
    # Doran Martell: other Martell Lords and Ladies +1 STR per used plot (Insight: framework)
    Script("01105", constants=(constants.constant("str", _doran_lords_and_ladies),)),
)
