"""Naval Superiority (01017, Core, neutral plot)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Script,
    constants,
)
from engine.game.state.effects import Contribution
from engine.game.state.model import CardInst, GameState
from engine.game.state.model import (
    _plot_x as printed_x,  # a printed X plot value, as the engine reads it
)


def _kingdom_or_edict_income_is_0(st: GameState, inst: CardInst) -> list[Contribution]:
    """ "Treat the base gold value on each revealed Kingdom and Edict plot as 0": minus the
    base value, so that other modifiers still apply to 0."""
    found = []
    for player in st.players:
        if player.revealed is None:
            continue
        plot = st.cards[player.revealed].card
        if not (plot.has_trait("Kingdom") or plot.has_trait("Edict")) or plot.plot is None:
            continue
        base = plot.plot.income
        base = printed_x(st, player.index, plot) if base is None else base
        if base:
            found.append(Contribution("plot", player.index, -base, "income", inst.id))
    return found


register(
    # Naval Superiority: Kingdom and Edict plots' base gold value is 0
    Script("01017", constants=(constants.constant("plot", _kingdom_or_edict_income_is_0),)),
)
