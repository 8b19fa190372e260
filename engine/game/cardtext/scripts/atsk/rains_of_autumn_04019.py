"""Rains of Autumn (04019, AtSK, neutral plot)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Script, constants
from engine.game.state.effects import Contribution
from engine.game.state.model import CardInst, GameState


def _no_gold_bonus(st: GameState, inst: CardInst) -> list[Contribution]:
    """ "Characters and locations do not provide positive gold modifiers" (read by
    ``plot_value`` for every player's income)."""
    return [Contribution("no_gold_bonus", None, 1, "", inst.id)]


register(
    # Rains of Autumn: characters and locations give no "positive gold modifiers"
    Script("04019", constants=(constants.constant("no_gold_bonus", _no_gold_bonus),)),
)
