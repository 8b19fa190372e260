"""GoH, tyrell: a legal use and a misuse of each card."""

from __future__ import annotations

from tests.engine.cards.harness import CardGame
from tests.engine.cards.rounds import to_challenges

BRIENNE, VISERYS = "04083", "04014"  # Viserys Targaryen: a King character


def _brienne_defends_twice(with_king: bool) -> CardGame:
    """B attacks twice with a filler; A's Brienne of Tarth defends the first challenge (won
    by A) and is declared again in the second."""
    setup = [f"{BRIENNE}#1"] + ([f"{VISERYS}#1"] if with_king else [])
    g = CardGame(a=[BRIENNE, VISERYS], b=[], faction_a="tyrell", faction_b="lannister")
    g.start(setup_a=setup, setup_b=["01053#1", "01053#2"]).round()
    to_challenges(g).ev("pass", seat="A")
    g.ev("challenge", seat="B", challenge="military", attackers=["01053#1"])
    g.ev("defenders", seat="A", defenders=[f"{BRIENNE}#1"])
    g.ev("challenge_result", winner="A", attacker_str=2, defender_str=5)
    g.ev("keyword", seat="A", keyword="renown", card=f"A:{BRIENNE}#1")
    g.ev("challenge", seat="B", challenge="power", attackers=["01053#2"])
    g.ev("defenders", seat="A", defenders=[f"{BRIENNE}#1"])
    return g


def test_04083_brienne_of_tarth_does_not_kneel_as_a_defender_with_a_king() -> None:
    g = _brienne_defends_twice(with_king=True)
    st = g.state()
    assert not st.cards[f"A:{BRIENNE}#1"].kneeling and st.cards[f"A:{BRIENNE}#1"].power == 1
    assert st.challenge is not None and st.challenge.defenders == [f"A:{BRIENNE}#1"]


def test_04083_brienne_of_tarth_misuse_F_4_2_1_1_knelt_without_a_king_or_catelyn() -> None:
    g = _brienne_defends_twice(with_king=False)
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "F-4.2.1-1") and BRIENNE in message


PEACH, ARYA = "04084", "01141"  # Arya Stark: a Lady character


def _peach(lady: bool) -> CardGame:
    """B attacks with two fillers; A plays Offer of a Peach on one of them."""
    g = CardGame(a=[PEACH, ARYA], b=[], faction_a="tyrell", faction_b="lannister")
    setup_a = [f"{ARYA}#1"] if lady else ["01053#1"]
    g.start(setup_a=setup_a, setup_b=["01053#1", "01053#2"], hand_a=[f"{PEACH}#1"]).round()
    to_challenges(g).ev("pass", seat="A")
    g.ev("challenge", seat="B", challenge="military", attackers=["01053#1", "01053#2"])
    g.ev("defenders", seat="A", defenders=[])
    return g.ability("A", f"A:{PEACH}#1", "action", targets=["B:01053#1"],
                     costs=[{"op": "spend_gold", "seat": "A", "amount": 1}])  # fmt: skip


def test_04084_offer_of_a_peach_stands_an_attacker_and_removes_it() -> None:
    g = _peach(lady=True)
    st = g.state()
    assert not st.cards["B:01053#1"].kneeling and st.cards["B:01053#2"].kneeling
    assert st.challenge is not None and st.challenge.attackers == ["B:01053#2"]
    assert st.cards[f"A:{PEACH}#1"].zone == "discard"


def test_04084_offer_of_a_peach_misuse_R_PLAYRES_1_no_lady_nor_renly() -> None:
    g = _peach(lady=False)
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-PLAYRES-1") and PEACH in message
