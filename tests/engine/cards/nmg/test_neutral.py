"""NMG, neutral: a legal use and a misuse of each card."""

from __future__ import annotations

from engine.game.state.model import plot_value
from tests.engine.cards.harness import CardGame
from tests.engine.cards.quick import hand_of

WRAITHS, STRAINED = "02080", "26060"  # Strained Reserves: reserve 3


def _wraiths(plot_b: str | None = None) -> CardGame:
    """A reveals it (initiative 1: B, with the vanilla plot, is the first player)."""
    g = CardGame(a=[], b=[], plots_a=[WRAITHS], plots_b=[plot_b] if plot_b else [])
    g.start(setup_a=["01053#1"], setup_b=["01187#1"])
    return g.round(plot_a=f"{WRAITHS}#1", plot_b=f"{plot_b}#1" if plot_b else None, first="B")


def _to_taxation(g: CardGame, discarded: int) -> CardGame:
    """Nobody acts this round; B discards ``discarded`` cards for its reserve."""
    for seat in "BABABA":
        g.ev("pass", seat=seat)
    g.ev("reserve", seat="B", cards=hand_of(g, "B")[:discarded])
    return g


def test_02080_wraiths_in_their_midst_reduces_each_opponents_reserve_by_2() -> None:
    g = _wraiths()
    st = g.state()
    assert (plot_value(st, 0, "reserve"), plot_value(st, 1, "reserve")) == (5, 5 - 2)
    st = _to_taxation(g, len(st.players[1].hand) - 3).state()
    assert len(st.players[1].hand) == 3
    # to a minimum of 2: Strained Reserves' 3 goes down to 2 only
    assert plot_value(_wraiths(STRAINED).state(), 1, "reserve") == 2


def test_02080_wraiths_in_their_midst_misuse_F_7_3_1_discards_to_the_printed_reserve() -> None:
    g = _wraiths()
    g = _to_taxation(g, len(g.state().players[1].hand) - 5)
    seq, rule, _ = g.error()
    assert (seq, rule) == (g.last_seq(), "F-7.3-1")
