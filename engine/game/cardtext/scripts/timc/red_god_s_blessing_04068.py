"""Red God's Blessing (04068, TIMC, baratheon attachment)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Script,
    card_test,
    constants,
)
from engine.game.cardtext.vocab.cards import in_play_matching
from engine.game.state.effects import Contribution
from engine.game.state.model import CardInst, GameState

_RHLLOR_YOURS = card_test(type="character", controller="you", traits=("R'hllor",))


def _str_per_rhllor(st: GameState, inst: CardInst) -> list[Contribution]:
    """ "+1 STR for each R'hllor character you control" (the host itself counts: it gains the
    Trait from this card)."""
    if inst.host is None:
        return []
    count = len(in_play_matching(st, _RHLLOR_YOURS, inst.controller, inst.id))
    return [Contribution("str", inst.host, count, "", inst.id)] if count else []


register(
    # Red God's Blessing: attached character gains the R'hllor trait and "+1 STR for each"
    # R'hllor character you control
    Script(
        "04068",
        constants=(
            constants.on_attached("trait", "R'hllor"),
            constants.on_host("str", _str_per_rhllor),
        ),
    ),
)
