"""CoW, neutral: a legal use and a misuse of each card."""

from __future__ import annotations

from tests.engine.cards.harness import CardGame

FAMINE = "02100"


def _famine_round(cost: int) -> CardGame:
    g = CardGame(a=[], b=[], plots_a=[FAMINE])
    g.start(hand_b=["01053#1"]).round(plot_a=f"{FAMINE}#1", first="B")
    g.ev("marshal", seat="B", card="01053#1", cost=cost)
    return g


def test_02100_famine_raises_an_opponents_character_cost_by_1() -> None:
    st = _famine_round(3).state()
    assert st.cards["B:01053#1"].zone == "play" and st.players[1].gold == 3 - 3


def test_02100_famine_misuse_R_COST_1_printed_cost_paid() -> None:
    g = _famine_round(2)
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-COST-1") and "costs 3" in message
