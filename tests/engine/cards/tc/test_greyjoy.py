"""TC, greyjoy: a legal use and a misuse of each card."""

from __future__ import annotations

from engine.game.state.model import plot_value
from tests.engine.cards.harness import CardGame

SEA_BITCH, THRONE, ROSEROAD = "04112", "01038", "01040"  # The Iron Throne: +1 Reserve


def _sea_bitch(target: str) -> CardGame:
    """A sacrifices Sea Bitch in the marshaling phase to take control of B's ``target``."""
    g = CardGame(a=[SEA_BITCH], b=[THRONE, ROSEROAD], faction_a="greyjoy")
    g.start(setup_a=[f"{SEA_BITCH}#1"], setup_b=[f"{THRONE}#1", f"{ROSEROAD}#1"]).round()
    return g.ability("A", f"A:{SEA_BITCH}#1", "action", targets=[target],
                     costs=[{"op": "sacrifice", "card": f"A:{SEA_BITCH}#1"}])  # fmt: skip


def test_04112_sea_bitch_takes_control_of_a_location_until_the_end_of_the_phase() -> None:
    g = _sea_bitch(f"B:{THRONE}#1")
    st = g.state()
    assert st.cards[f"B:{THRONE}#1"].controller == 0 and plot_value(st, 0, "reserve") == 5 + 1
    assert st.cards[f"A:{SEA_BITCH}#1"].zone == "discard"
    g.ev("pass", seat="A").ev("pass", seat="B")  # the marshaling phase ends
    st = g.state()
    assert st.cards[f"B:{THRONE}#1"].controller == 1 and plot_value(st, 0, "reserve") == 5


def test_04112_sea_bitch_misuse_R_TARGET_1_a_limited_location() -> None:
    g = _sea_bitch(f"B:{ROSEROAD}#1")
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-TARGET-1") and ROSEROAD in message
