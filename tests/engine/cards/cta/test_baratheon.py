"""CtA, baratheon: a legal use and a misuse of each card."""

from __future__ import annotations

from engine.game.state.model import plot_value
from tests.engine.cards.harness import VANILLA_PLOT, CardGame

DRUM = "04028"
TAXATION = "01024"  # a Kingdom plot of B's (no When Revealed)


def _drum_game(kingdom: bool) -> CardGame:
    """The Stone Drum in A's play; B reveals Taxation (Kingdom) or a vanilla plot; A marshals
    two fillers (2 gold each)."""
    g = CardGame(a=[DRUM], b=[], faction_a="baratheon", plots_b=[TAXATION])
    g.start(setup_a=[f"{DRUM}#1"], hand_a=["01053#1", "01113#1"])
    g.ev("plot", seat="A", card=f"A:{VANILLA_PLOT}#1")
    g.ev("plot", seat="B", card=f"B:{TAXATION}#1" if kingdom else f"B:{VANILLA_PLOT}#1")
    g.ev("initiative", seat="B" if kingdom else "A", at="F-1.3.I")  # Taxation: initiative 6
    g.ev("first_player", seat="A")
    g.draw("A", 2).draw("B", 2)
    g.ev("marshal", seat="A", card="01053#1", cost=2)
    g.ev("marshal", seat="A", card="01113#1", cost=2)
    return g


def test_04028_the_stone_drum_plus_1_gold_with_a_kingdom_plot_revealed() -> None:
    st = _drum_game(kingdom=True).state()
    assert plot_value(st, 0, "income") == 3 + 1 and st.players[0].gold == 3 + 1 - 4


def test_04028_the_stone_drum_misuse_F_AW_3_3_no_extra_gold_without_a_kingdom_plot() -> None:
    g = _drum_game(kingdom=False)
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "F-AW-3-3") and "gold" in message
