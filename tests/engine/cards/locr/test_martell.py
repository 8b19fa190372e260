"""LoCR, martell: a legal use and a misuse of each card."""

from __future__ import annotations

from engine.game.state import effects
from engine.game.state.model import strength
from tests.engine.cards.harness import CardGame

TRYSTANE = "05029"


def _trystane_loses(target: str) -> CardGame:
    """B (first player) wins a [power] challenge against Trystane defending alone (6 STR to
    4); A chooses ``target`` with his reaction."""
    g = CardGame(a=[TRYSTANE], b=[], faction_a="martell")
    setup_b = ["01053#1", "01053#2", "01187#1", "01113#1"]
    g.start(setup_a=[f"{TRYSTANE}#1", "01113#1"], setup_b=setup_b)
    g.round(first="B")
    g.ev("pass", seat="B").ev("pass", seat="A")
    g.ev("challenge", seat="B", challenge="power", attackers=["01053#1", "01053#2", "01187#1"])
    g.ev("defenders", seat="A", defenders=[f"{TRYSTANE}#1"])
    return g.ability("A", f"A:{TRYSTANE}#1", "reaction", targets=[target])


def test_05029_trystane_martell_a_lower_str_character_cannot_defend_this_phase() -> None:
    g = _trystane_loses("B:01113#1")  # standing: not an attacker
    assert effects.applies(g.state(), "cannot", "B:01113#1", "defend")
    g.ev("pass", seat="B")  # B's challenges end; A attacks
    g.ev("challenge", seat="A", challenge="military", attackers=["01113#1"])
    g.ev("defenders", seat="B", defenders=["B:01113#1"])
    seq, rule, _ = g.error()  # not among the legal defenders ([R-CANNOT-1])
    assert (seq, rule) == (g.last_seq(), "F-4.2.1-1")


def test_05029_trystane_martell_misuse_R_TARGET_1_a_character_not_lower_than_him() -> None:
    g = _trystane_loses(f"A:{TRYSTANE}#1")
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-TARGET-1") and "lower STR" in message


CHILDREN = "05030"


def _children(target: str) -> CardGame:
    g = CardGame(a=[CHILDREN], b=[], faction_a="martell")
    g.start(setup_a=["01113#1", "01053#1"], hand_a=[f"{CHILDREN}#1"]).round()
    g.ev("pass", seat="A").ev("pass", seat="B")
    return g.ability("A", f"A:{CHILDREN}#1", "action", targets=[target],
                     costs=[{"op": "spend_gold", "seat": "A", "amount": 2}])  # fmt: skip


def test_05030_you_murdered_her_children_doubles_str_then_kills_at_the_end_of_the_phase() -> None:
    g = _children("A:01113#1")
    st = g.state()
    assert strength(st, "A:01113#1") == 2 * 2 and st.cards["A:01113#1"].zone == "play"
    g.ev("pass", seat="A").ev("pass", seat="B")  # the challenges phase ends
    st = g.state()
    assert st.cards["A:01113#1"].zone == "dead"


def test_05030_you_murdered_her_children_misuse_R_TARGET_1_a_non_martell_character() -> None:
    g = _children("A:01053#1")
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-TARGET-1") and "martell" in message
