"""AMAF, greyjoy: a legal use and a misuse of each card."""

from __future__ import annotations

from engine.game.state.model import plot_value
from tests.engine.cards.harness import VANILLA_PLOT, CardGame

MOAT_CAILIN = "06012"


def _winter_plots_revealed() -> CardGame:
    """A controls Moat Cailin; both reveal The Winds of Winter (Winter, initiative 4,
    reserve 5): two Winter plots, no Summer plot."""
    g = CardGame(a=[MOAT_CAILIN], b=[], faction_a="greyjoy")
    g.start(setup_a=[f"{MOAT_CAILIN}#1"])
    for seat in "AB":
        g.ev("plot", seat=seat, card=f"{seat}:{VANILLA_PLOT}#1")
    return g


def test_06012_moat_cailin_lowers_the_opponents_initiative_and_reserve() -> None:
    g = _winter_plots_revealed()
    g.ev("initiative", seat="A", at="F-1.3.I")  # 4 against 1: no tie to break at random
    st = g.state()
    assert (plot_value(st, 1, "initiative"), plot_value(st, 1, "reserve")) == (1, 4)
    assert (plot_value(st, 0, "initiative"), plot_value(st, 0, "reserve")) == (4, 5)


def test_06012_moat_cailin_misuse_F_1_3_I_the_opponent_claims_initiative() -> None:
    g = _winter_plots_revealed()
    g.ev("initiative", seat="B", at="F-1.3.I")
    seq, rule, _ = g.error()
    assert (seq, rule) == (g.last_seq(), "F-1.3.I")
