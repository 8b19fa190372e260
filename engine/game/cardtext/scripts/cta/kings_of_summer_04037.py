"""Kings of Summer (04037, CtA, neutral agenda)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.scripts.cta._shared import _revealed_has
from engine.game.cardtext.vocab import Script, constants
from engine.game.rules.traits import revealed_with_trait
from engine.game.state.model import CardInst, GameState


def _summer_without_winter(st: GameState, inst: CardInst) -> bool:
    """ "While there are no Winter plot cards revealed", your revealed plot a Summer one."""
    return not revealed_with_trait(st, "Winter") and _revealed_has(st, inst.controller, "Summer")


register(
    # Kings of Summer: each player's reserve +1; your Summer plot's gold +1 "While there are
    # no Winter plot cards revealed"
    Script(
        "04037",
        constants=(
            constants.for_each_player("plot", "reserve", 1),
            constants.for_controller("plot", "income", when=_summer_without_winter),
        ),
    ),
)
