"""TKP, tyrell: a legal use and a misuse of each card."""

from __future__ import annotations

from tests.engine.cards.harness import CardGame
from tests.engine.cards.quick import faction_action
from tests.engine.cards.rounds import to_challenges


def _hobber_marshaled(found: str) -> CardGame:
    g = CardGame(a=["02043", "01181"], b=[], faction_a="tyrell")
    g.start(hand_a=["02043#1"], setup_b=["01053#1"]).round()
    faction_action(g, "A", {"op": "gain_gold", "seat": "A", "amount": 2})
    g.ev("marshal", seat="A", card="02043#1")
    g.ability("A", "A:02043#1", "reaction", targets=[found])
    return g


def test_02043_ser_hobber_redwyne_finds_a_lady_after_he_is_marshaled() -> None:
    st = _hobber_marshaled("A:01181#2").state()  # Margaery Tyrell: a Lady
    assert st.cards["A:01181#2"].zone == "hand" and st.cards["A:02043#1"].zone == "play"


def test_02043_ser_hobber_redwyne_misuse_R_TARGET_1_not_a_lady() -> None:
    g = _hobber_marshaled("A:01053#3")
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-TARGET-1") and "02043" in message


MARE_COSTS = [{"op": "kneel", "card": "A:02044#1"}]


def _mare_in_heat(attackers: list[str]) -> CardGame:
    """House Dayne Knight (STR 2) rides Mare in Heat into an [intrigue] challenge; Maester
    Lomys (STR 3) defends."""
    g = CardGame(a=["02044"], b=["01180"], faction_a="tyrell")
    g.start(setup_a=["01113#1", "01187#1", "02044#1"], setup_b=["01180#1"],
            attach_a={"02044#1": "01113#1"}).round()  # fmt: skip
    to_challenges(g)
    g.ev("challenge", seat="A", challenge="intrigue", attackers=attackers)
    g.ev("defenders", seat="B", defenders=["B:01180#1"])
    g.ability("A", "A:02044#1", "action", costs=MARE_COSTS, targets=["B:01180#1"])
    return g


def test_02044_mare_in_heat_removes_a_stronger_defender() -> None:
    st = _mare_in_heat(["01113#1"]).state()
    assert st.challenge is not None and st.challenge.defenders == []
    assert st.cards["A:02044#1"].kneeling


def test_02044_mare_in_heat_misuse_R_PLAYRES_1_not_attacking_alone() -> None:
    g = _mare_in_heat(["01113#1", "01187#1"])
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-PLAYRES-1") and "alone" in message
