"""CtA, neutral: card scripts, one place per card (docs/card-scripts.md).

Each script quotes at most a phrase of its card. The agendas' "You cannot include ... plot
cards in your plot deck" is deckbuilding (``engine.game.data.legality.agendas``)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Script, constants
from engine.game.rules.traits import has_trait, revealed_with_trait
from engine.game.state.effects import Contribution
from engine.game.state.model import CardInst, GameState


def _revealed_has(st: GameState, seat: int, trait: str) -> bool:
    plot = st.players[seat].revealed
    return plot is not None and has_trait(st, plot, trait)


def _summer_without_winter(st: GameState, inst: CardInst) -> bool:
    """ "While there are no Winter plot cards revealed", your revealed plot a Summer one."""
    return not revealed_with_trait(st, "Winter") and _revealed_has(st, inst.controller, "Summer")


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
    # Kings of Summer: each player's reserve +1; your Summer plot's gold +1 "While there are
    # no Winter plot cards revealed"
    Script(
        "04037",
        constants=(
            constants.for_each_player("plot", "reserve", 1),
            constants.for_controller("plot", "income", when=_summer_without_winter),
        ),
    ),
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
