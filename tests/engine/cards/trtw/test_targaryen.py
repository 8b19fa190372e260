"""TRtW, targaryen: a legal use and a misuse of each card."""

from __future__ import annotations

from engine.game.state.model import has_keyword
from tests.engine.cards.harness import CardGame
from tests.engine.cards.quick import faction_action
from tests.engine.cards.rounds import to_challenges


def _rakharo() -> CardGame:
    g = CardGame(a=["02033", "02113"], b=[], faction_a="targaryen", faction_b="lannister")
    g.start(setup_a=["02033#1", "01053#1"], setup_b=["01053#1", "01053#2"],
            hand_a=["01113#1"]).round()  # fmt: skip
    faction_action(g, "A", {"op": "put_into_play", "card": "A:01113#1"}, at="F-AW-3")
    return to_challenges(g)


def test_02033_rakharo_gains_intimidate_and_power_for_a_claim_kill() -> None:
    g = _rakharo()
    assert not has_keyword(g.state(), "A:02033#1", "intimidate")
    g.ev("challenge", seat="A", challenge="military", attackers=["02033#1"])
    g.ev("defenders", seat="B", defenders=[])
    g.ev("claim", seat="B", cards=["01053#1", "01053#2"])
    g.ability("A", "A:02033#1", "reaction")
    st = g.state()
    assert st.cards["B:01053#1"].zone == "dead" and st.cards["A:02033#1"].power == 1


def test_02033_rakharo_intimidate_with_another_bloodrider() -> None:
    g = CardGame(a=["02033", "02113"], b=[], faction_a="targaryen", faction_b="lannister")
    g.start(setup_a=["02033#1"], hand_a=["02113#1"]).round()
    faction_action(g, "A", {"op": "put_into_play", "card": "A:02113#1"}, at="F-AW-3")
    assert has_keyword(g.state(), "A:02033#1", "intimidate")


def test_02033_rakharo_misuse_R_REACTION_3_challenge_initiated_by_the_opponent() -> None:
    g = _rakharo()
    g.ev("pass", seat="A")
    g.ev("challenge", seat="B", challenge="military", attackers=["01053#1"])
    g.ev("defenders", seat="A", defenders=[])
    g.ev("claim", seat="A", cards=["01053#1", "01113#1"])
    g.ability("A", "A:02033#1", "reaction")
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-REACTION-3") and "02033" in message
