"""KotI, stark: a legal use and a misuse of each card."""

from __future__ import annotations

from engine.game.logformat import primitives
from tests.engine.cards.harness import CardGame
from tests.engine.cards.quick import faction_action

KARHOLD, STORM = "12034", "01005"  # A Storm of Swords: a War plot, not Winter


def _karhold() -> CardGame:
    """A controls Karhold and reveals A Storm of Swords; B reveals The Winds of Winter."""
    g = CardGame(a=[KARHOLD], b=[], plots_a=[STORM], faction_a="stark")
    g.start(setup_a=[f"{KARHOLD}#1", "01053#1"], setup_b=["01053#1"])
    return g.round(plot_a=f"{STORM}#1")


def test_12034_karhold_a_player_with_a_winter_plot_gains_power() -> None:
    g = _karhold()
    faction_action(g, "B", primitives.gain_power(1, card="B:01053#1"))
    assert g.state().cards["B:01053#1"].power == 1


def test_12034_karhold_misuse_R_CANNOT_1_no_winter_plot_no_power() -> None:
    g = _karhold()
    faction_action(g, "A", primitives.gain_power(1, card=f"A:{KARHOLD}#1"))
    seq, rule, _ = g.error()
    assert (seq, rule) == (g.last_seq(), "R-CANNOT-1")
