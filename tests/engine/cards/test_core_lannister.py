"""Core Set, House Lannister: a legal use and a misuse of each scripted card."""

from __future__ import annotations

from engine.game.state import strength
from tests.engine.cards.harness import CardGame


def test_01089_tyrion_gains_2_gold_after_an_intrigue_challenge_is_initiated() -> None:
    g = CardGame(a=["01089"], b=[])
    g.start(setup_a=["01089#1", "01113#1"]).round()
    g.ev("pass", seat="A").ev("pass", seat="B")
    g.ev("challenge", seat="A", challenge="intrigue", attackers=["01113#1"])
    g.ability("A", "A:01089#1", "reaction")
    st = g.state()
    assert st.players[0].gold == 3 + 2  # Winds of Winter's income, then Tyrion's 2
    assert st.verified == 1 and st.unverified == 0


def test_01089_tyrion_misuse_R_REACTION_3_no_intrigue_challenge_initiated() -> None:
    g = CardGame(a=["01089"], b=[])
    g.start(setup_a=["01089#1", "01053#1"]).round()
    g.ev("pass", seat="A").ev("pass", seat="B")
    g.ev("challenge", seat="A", challenge="military", attackers=["01053#1"])
    g.ability("A", "A:01089#1", "reaction")
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-REACTION-3")
    assert "01089 Tyrion Lannister" in message


def test_01089_tyrion_misuse_R_EFFECT_1_forged_effect() -> None:
    g = CardGame(a=["01089"], b=[])
    g.start(setup_a=["01089#1", "01113#1"]).round()
    g.ev("pass", seat="A").ev("pass", seat="B")
    g.ev("challenge", seat="A", challenge="intrigue", attackers=["01113#1"])
    g.ability("A", "A:01089#1", "reaction",
              effects=[{"op": "gain_power", "seat": "A", "amount": 14}])  # fmt: skip
    assert g.error()[1] == "R-EFFECT-1"


def test_01090_tywin_gets_1_str_per_gold_in_the_pool() -> None:
    g = CardGame(a=["01090"], b=[])
    g.start(setup_a=["01090#1"], hand_a=["01053#1"]).round()
    g.ev("marshal", seat="A", card="01053#1")
    st = g.state()
    assert st.players[0].gold == 3 + 2 - 2  # plot 3, Tywin's printed +2 Income, a 2-cost card
    assert strength(st, "A:01090#1") == (st.cards["A:01090#1"].card.strength or 0) + 3


def test_01094_lannisport_merchant_reduces_the_next_lannister_character() -> None:
    g = CardGame(a=["01094", "01091"], b=[])
    g.start(setup_a=["01094#1"], hand_a=["01091#1", "01091#2"]).round()
    g.ev("ability", seat="A", source="A:01094#1", kind="action",
         costs=[{"op": "kneel", "card": "A:01094#1"}])  # fmt: skip
    g.ev("marshal", seat="A", card="01091#1", cost=1)  # Burned Men: 2 - 1
    st = g.state()
    assert st.players[0].gold == 2
    g.ev("marshal", seat="A", card="01091#2", cost=1)  # only the next one was reduced
    assert g.error()[1] == "R-COST-1"


def test_01094_lannisport_merchant_misuse_R_COST_2_cost_not_paid() -> None:
    g = CardGame(a=["01094"], b=[])
    g.start(setup_a=["01094#1"]).round()
    g.ev("ability", seat="A", source="A:01094#1", kind="action")
    assert g.error()[1] == "R-COST-2"


def test_01097_casterly_rock_allows_a_second_intrigue_challenge() -> None:
    g = CardGame(a=["01097"], b=[])
    g.start(setup_a=["01097#1", "01113#1", "01187#1"]).round()
    g.ev("pass", seat="A").ev("pass", seat="B")
    g.ev("challenge", seat="A", challenge="intrigue", attackers=["01113#1"])
    g.ev("defenders", seat="B", defenders=[])
    g.ev("claim", seat="B", cards=[c for c in sorted(g.drawn["B"])][:2])
    g.ev("challenge", seat="A", challenge="intrigue", attackers=["01187#1"])
    assert g.verdict().errors == ()


def test_01097_without_casterly_rock_F_4_2_1_no_second_intrigue_challenge() -> None:
    g = CardGame(a=[], b=[])
    g.start(setup_a=["01113#1", "01187#1"]).round()
    g.ev("pass", seat="A").ev("pass", seat="B")
    g.ev("challenge", seat="A", challenge="intrigue", attackers=["01113#1"])
    g.ev("defenders", seat="B", defenders=[])
    g.ev("claim", seat="B", cards=[c for c in sorted(g.drawn["B"])][:2])
    g.ev("challenge", seat="A", challenge="intrigue", attackers=["01187#1"])
    assert g.error()[1] == "F-4.2-1"
