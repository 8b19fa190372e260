"""TtB, martell: a legal use and a misuse of each card."""

from __future__ import annotations

from tests.engine.cards.harness import VANILLA_PLOT, CardGame
from tests.engine.cards.quick import hand_of


def _long_plan() -> CardGame:
    """A reveals The Long Plan (initiative 3): B wins initiative and lets A go first."""
    g = CardGame(a=[], b=[], plots_a=["02016"], faction_a="martell")
    g.start(setup_a=["01113#1", "01113#2"], setup_b=["01187#1"])
    g.ev("plot", seat="A", card="A:02016#1").ev("plot", seat="B", card=f"B:{VANILLA_PLOT}#1")
    g.ev("initiative", seat="B", at="F-1.3.I").ev("first_player", seat="B")
    g.draw("A", 2).draw("B", 2)
    return g.ev("pass", seat="B").ev("pass", seat="A")  # marshaling: A keeps its 4 gold


def test_02016_the_long_plan_keeps_gold_and_gains_1_after_a_lost_challenge() -> None:
    g = _long_plan()
    g.ev("challenge", seat="B", challenge="intrigue", attackers=["01187#1"])
    g.ev("defenders", seat="A", defenders=[])
    g.ability("A", "A:02016#1", "reaction")
    g.ev("claim", seat="A", cards=hand_of(g, "A")[:2])
    assert g.state().players[0].gold == 4 + 1
    # the rest of the challenges, to the taxation phase: A's gold does not return
    g.ev("pass", seat="B").ev("pass", seat="A")
    g.ev("reserve", seat="B", cards=hand_of(g, "B")[:4])  # 9 cards, reserve 5
    st = g.state()
    assert st.phase == "taxation" and st.players[0].gold == 5 and st.players[1].gold == 0


def test_02016_the_long_plan_misuse_R_REACTION_3_after_a_won_challenge() -> None:
    g = _long_plan()
    g.ev("challenge", seat="B", challenge="intrigue", attackers=["01187#1"])
    g.ev("defenders", seat="A", defenders=["01113#1", "01113#2"])
    g.ev("challenge_result", winner="A", attacker_str=2, defender_str=4)
    g.ability("A", "A:02016#1", "reaction")
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-REACTION-3") and "02016" in message
