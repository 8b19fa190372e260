"""Kings of Winter (04038, CtA, neutral agenda)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.scripts.cta._shared import _revealed_has
from engine.game.cardtext.vocab import Script, constants
from engine.game.rules.traits import has_trait
from engine.game.state.effects import Contribution
from engine.game.state.model import CardInst, GameState


def _opponents_non_summer_lose_1(st: GameState, inst: CardInst) -> list[Contribution]:
    """ "While you have a Winter plot card revealed, reduce the gold value on each opponent's
    non-Summer plot card by 1" ([R-PLOTMOD-1])."""
    if not _revealed_has(st, inst.controller, "Winter"):
        return []
    return [
        Contribution("plot", p.index, -1, "income", inst.id)
        for p in st.players
        if p.index != inst.controller
        and p.revealed is not None
        and not has_trait(st, p.revealed, "Summer")
    ]


register(
    # Kings of Winter: each player's reserve -1; with your Winter plot revealed, each
    # opponent's "non-Summer plot card" gives 1 gold less
    Script(
        "04038",
        constants=(
            constants.for_each_player("plot", "reserve", -1),
            constants.constant("plot", _opponents_non_summer_lose_1, names="income"),
        ),
    ),
)
