"""CtA, neutral: a legal use and a misuse of each card."""

from __future__ import annotations

from engine.game.state.model import plot_value
from tests.engine.cards.harness import VANILLA_PLOT, CardGame

KINGS_OF_SUMMER, KINGS_OF_WINTER = "04037", "04038"
SONG = "03050"  # A Song of Summer: Summer, gold 5, reserve 6 (The Winds of Winter: Winter, 3, 5)


def _kings_game(agenda: str, plot_a: str, plot_b: str, initiative: str) -> CardGame:
    """A plays ``agenda``; the plots revealed, ``initiative`` wins it and A goes first."""
    g = CardGame(a=[], b=[], plots_a=[SONG], plots_b=[SONG], agenda_a=agenda)
    g.start(hand_a=["01053#1", "01113#1", "01187#1"], hand_b=["01053#1", "01113#1"])
    g.ev("plot", seat="A", card=f"A:{plot_a}#1").ev("plot", seat="B", card=f"B:{plot_b}#1")
    g.ev("initiative", seat=initiative, at="F-1.3.I").ev("first_player", seat="A")
    return g.draw("A", 2).draw("B", 2)


def _marshal(g: CardGame, seat: str, cards: list[str]) -> CardGame:
    for card in cards:
        g.ev("marshal", seat=seat, card=card, cost=2)
    return g


def test_04037_kings_of_summer_reserve_1_and_summer_plot_gold_1_without_winter() -> None:
    g = _kings_game(KINGS_OF_SUMMER, SONG, SONG, "A")
    st = _marshal(g, "A", ["01053#1", "01113#1", "01187#1"]).state()  # 6 gold
    assert [plot_value(st, i, "reserve") for i in (0, 1)] == [6 + 1, 6 + 1]
    assert [plot_value(st, i, "income") for i in (0, 1)] == [5 + 1, 5]


def test_04037_kings_of_summer_misuse_F_AW_3_3_the_gold_with_a_winter_plot_revealed() -> None:
    g = _kings_game(KINGS_OF_SUMMER, SONG, VANILLA_PLOT, "B")  # B: The Winds of Winter
    assert plot_value(g.state(), 1, "reserve") == 5 + 1
    _marshal(g, "A", ["01053#1", "01113#1", "01187#1"])
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "F-AW-3-3") and "gold" in message


def _kings_of_winter(plot_b: str) -> CardGame:
    """Kings of Winter for A, The Winds of Winter revealed; B reveals ``plot_b``; A passes
    the marshaling phase."""
    initiative = "A" if plot_b == SONG else "B"  # 4 against 3; a tie: B drawn at random
    g = _kings_game(KINGS_OF_WINTER, VANILLA_PLOT, plot_b, initiative)
    return g.ev("pass", seat="A")


def test_04038_kings_of_winter_reserve_1_less_and_a_non_summer_plot_1_gold_less() -> None:
    st = _marshal(_kings_of_winter(VANILLA_PLOT), "B", ["01053#1"]).state()
    assert [plot_value(st, i, "reserve") for i in (0, 1)] == [5 - 1, 5 - 1]
    assert [plot_value(st, i, "income") for i in (0, 1)] == [3, 3 - 1]
    st = _kings_of_winter(SONG).state()  # a Summer plot keeps its gold value
    assert plot_value(st, 1, "income") == 5 and plot_value(st, 1, "reserve") == 6 - 1


def test_04038_kings_of_winter_misuse_F_AW_3_3_the_opponent_spends_3_gold() -> None:
    g = _marshal(_kings_of_winter(VANILLA_PLOT), "B", ["01053#1", "01113#1"])
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "F-AW-3-3") and "gold" in message
