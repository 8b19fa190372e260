"""TKP, greyjoy: a legal use and a misuse of each card."""

from __future__ import annotations

from tests.engine.cards.harness import CardGame
from tests.engine.cards.quick import faction_action
from tests.engine.cards.rounds import to_challenges


def _newly_made_lord(target: str) -> CardGame:
    """B has The Iron Throne (cost 2) and The Roseroad (cost 0, limited); A marshals the
    Lord (cost 4) and uses its reaction on ``target``."""
    g = CardGame(a=["02051"], b=["01038", "01040"], faction_a="greyjoy")
    g.start(setup_b=["01038#1", "01040#1"], hand_a=["02051#1"]).round()
    faction_action(g, "A", {"op": "gain_gold", "seat": "A", "amount": 1})
    g.ev("marshal", seat="A", card="02051#1")
    g.ability("A", "A:02051#1", "reaction", targets=[target])
    return g


def test_02051_newly_made_lord_discards_a_cheap_location() -> None:
    g = _newly_made_lord("B:01038#1")
    assert g.state().cards["B:01038#1"].zone == "discard"


def test_02051_newly_made_lord_misuse_R_TARGET_1_a_limited_location() -> None:
    g = _newly_made_lord("B:01040#1")
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-TARGET-1") and "02051" in message


def _fishing_net_game() -> CardGame:
    g = CardGame(a=["02052"], b=[], faction_a="greyjoy")
    g.start(setup_a=["01053#1"], setup_b=["01053#1", "01113#1"], hand_a=["02052#1"]).round()
    g.ev("marshal", seat="A", card="02052#1", attach_to="B:01053#1")
    to_challenges(g)
    g.ev("challenge", seat="A", challenge="military", attackers=["01053#1"])
    return g


def test_02052_fishing_net_the_netted_character_stays_out_of_the_defence() -> None:
    g = _fishing_net_game()
    st = g.state()
    assert st.cards["A:02052#1"].host == "B:01053#1"
    g.ev("defenders", seat="B", defenders=["B:01113#1"])  # another may defend
    assert g.verdict().errors == ()


def test_02052_fishing_net_misuse_F_4_2_1_1_declared_as_a_defender() -> None:
    g = _fishing_net_game()
    g.ev("defenders", seat="B", defenders=["B:01053#1"])
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "F-4.2.1-1") and "B:01053#1" in message
