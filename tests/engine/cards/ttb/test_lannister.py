"""TtB, lannister: a legal use and a misuse of each card."""

from __future__ import annotations

from tests.engine.cards.harness import VANILLA_PLOT, CardGame


def _plots_revealed() -> CardGame:
    g = CardGame(a=["02010"], b=[])
    g.start(setup_a=["02010#1"], setup_b=["01053#1"])
    g.plots(f"A:{VANILLA_PLOT}#1", f"B:{VANILLA_PLOT}#1")
    # Cersei's Wheelhouse: -1 Initiative, so B (4 against 3) wins the initiative
    return g.ev("initiative", seat="B", at="F-1.3.I")


def test_02010_cersei_s_wheelhouse_gains_1_gold_after_you_become_first_player() -> None:
    g = _plots_revealed().ev("first_player", seat="A")
    g.ability("A", "A:02010#1", "reaction", choice="gold")
    g.draw("A", 2).draw("B", 2)
    assert g.state().players[0].gold == 1
    g.ev("pass", seat="A")  # the marshaling phase: income is added to the gold pool
    assert g.state().players[0].gold == 1 + 3


def test_02010_cersei_s_wheelhouse_misuse_R_REACTION_3_an_opponent_became_first_player() -> None:
    g = _plots_revealed().ev("first_player", seat="B")
    g.ability("A", "A:02010#1", "reaction", choice="gold")
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-REACTION-3") and "02010" in message
