"""CtA, thenightswatch: a legal use and a misuse of each card."""

from __future__ import annotations

from tests.engine.cards.harness import CardGame
from tests.engine.cards.rounds import to_challenges

CRAVEN = "04026"


def _craven_game() -> CardGame:
    """A marshals Craven on B's 01053#1; the challenges phase, A passes: B's turn."""
    g = CardGame(a=[CRAVEN], b=[], faction_a="thenightswatch")
    g.start(setup_a=["01113#1"], setup_b=["01053#1", "01113#1"], hand_a=[f"{CRAVEN}#1"]).round()
    g.ev("marshal", seat="A", card=f"{CRAVEN}#1", attach_to="B:01053#1")
    to_challenges(g)
    g.ev("pass", seat="A")
    return g


def test_04026_craven_another_character_still_attacks() -> None:
    g = _craven_game()
    assert g.state().cards[f"A:{CRAVEN}#1"].host == "B:01053#1"
    g.ev("challenge", seat="B", challenge="military", attackers=["01113#1"])
    assert g.verdict().errors == ()


def test_04026_craven_misuse_F_4_2_4_attached_character_declared_as_an_attacker() -> None:
    g = _craven_game()
    g.ev("challenge", seat="B", challenge="military", attackers=["01053#1"])
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "F-4.2-4") and "B:01053#1" in message
