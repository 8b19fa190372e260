"""TS, martell: a legal use and a misuse of each card."""

from __future__ import annotations

from engine.game.state.model import icons
from tests.engine.cards.harness import CardGame

IMPRISONED = "02116"


def _imprisoned_game() -> CardGame:
    """A marshals Imprisoned on B's 01053 ([military] and [power] icons)."""
    g = CardGame(a=[IMPRISONED], b=[], faction_a="martell")
    g.start(setup_a=["01113#1"], setup_b=["01053#1"], hand_a=[f"{IMPRISONED}#1"]).round()
    g.ev("marshal", seat="A", card=f"{IMPRISONED}#1", attach_to="B:01053#1")
    return g


def test_02116_imprisoned_the_character_loses_its_military_icon() -> None:
    st = _imprisoned_game().state()
    assert icons(st, "B:01053#1") == {"power"}


def test_02116_imprisoned_misuse_F_4_2_1_1_defends_a_military_challenge() -> None:
    g = _imprisoned_game()
    g.ev("pass", seat="A").ev("pass", seat="B")
    g.ev("challenge", seat="A", challenge="military", attackers=["01113#1"])
    g.ev("defenders", seat="B", defenders=["B:01053#1"])
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "F-4.2.1-1") and "B:01053#1" in message
