"""NMG, lannister: a legal use and a misuse of each card."""

from __future__ import annotations

from tests.engine.cards.harness import CardGame
from tests.engine.cards.quick import hand_of
from tests.engine.cards.rounds import to_challenges

PAID_OFF = "02071"


def _paid_off(ctype: str) -> CardGame:
    """A's Paid Off on B's 01187; A wins a challenge of ``ctype`` unopposed."""
    g = CardGame(a=[PAID_OFF], b=[])
    g.start(setup_a=["01113#1"], setup_b=["01187#1"], hand_a=[f"{PAID_OFF}#1"]).round()
    g.ev("marshal", seat="A", card=f"{PAID_OFF}#1", attach_to="B:01187#1")
    to_challenges(g.ev("pass", seat="A"))
    g.ev("challenge", seat="A", challenge=ctype, attackers=["01113#1"])
    g.ev("defenders", seat="B", defenders=[])
    g.ev("challenge_result", winner="A", attacker_str=2, defender_str=0, unopposed=True)
    return g  # the reaction window after the winner is determined, before claim


def test_02071_paid_off_kneels_attached_character_and_its_controller_pays_to_stand() -> None:
    g = _paid_off("intrigue")
    before = g.state().players
    gold = (before[0].gold, before[1].gold)
    g.ability("A", f"A:{PAID_OFF}#1", "reaction", choice="pay")
    st = g.ev("claim", seat="B", cards=hand_of(g, "B")[:2]).state()
    assert (st.players[0].gold, st.players[1].gold) == (gold[0] + 1, gold[1] - 1)
    assert not st.cards["B:01187#1"].kneeling


def test_02071_paid_off_kneels_attached_character_when_its_controller_declines() -> None:
    g = _paid_off("intrigue").ability("A", f"A:{PAID_OFF}#1", "reaction", choice="decline")
    assert g.state().cards["B:01187#1"].kneeling


def test_02071_paid_off_misuse_R_REACTION_3_after_a_military_challenge() -> None:
    g = _paid_off("military").ability("A", f"A:{PAID_OFF}#1", "reaction", choice="decline")
    seq, rule, _ = g.error()
    assert (seq, rule) == (g.last_seq(), "R-REACTION-3")
