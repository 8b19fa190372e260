"""GoH, martell: a legal use and a misuse of each card."""

from __future__ import annotations

from tests.engine.cards.harness import CardGame
from tests.engine.cards.rounds import to_challenges

MYRCELLA, VISERYS = "04095", "04014"  # Viserys Targaryen: a King character


def _myrcella_defends(king: bool) -> CardGame:
    """B attacks in a [power] challenge; A's Myrcella Baratheon defends and wins."""
    g = CardGame(a=[MYRCELLA], b=[VISERYS], faction_a="martell", faction_b="lannister")
    setup_b = ["01053#1"] + ([f"{VISERYS}#1"] if king else [])
    g.start(setup_a=[f"{MYRCELLA}#1"], setup_b=setup_b).round()
    to_challenges(g).ev("pass", seat="A")
    g.ev("challenge", seat="B", challenge="power", attackers=["01053#1"])
    g.ev("defenders", seat="A", defenders=[f"{MYRCELLA}#1"])
    g.ev("challenge_result", winner="A", attacker_str=2, defender_str=3)
    return g.ev("keyword", seat="A", keyword="renown", card=f"A:{MYRCELLA}#1")


def test_04095_myrcella_baratheon_renown_and_no_kneel_without_a_king() -> None:
    st = _myrcella_defends(king=False).state()
    assert not st.cards[f"A:{MYRCELLA}#1"].kneeling and st.cards[f"A:{MYRCELLA}#1"].power == 1


def test_04095_myrcella_baratheon_misuse_R_KW_RENOWN_1_a_king_in_play() -> None:
    g = _myrcella_defends(king=True)
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-KW-RENOWN-1") and MYRCELLA in message
