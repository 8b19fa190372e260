"""NMG, martell: a legal use and a misuse of each card."""

from __future__ import annotations

from engine.game.state import icons
from tests.engine.cards.harness import CardGame

CONDEMNED = "02077"


def _condemned() -> CardGame:
    g = CardGame(a=[CONDEMNED], b=[], faction_a="martell")
    g.start(setup_a=["01053#1"], setup_b=["01187#1"], hand_a=[f"{CONDEMNED}#1"]).round()
    g.ev("marshal", seat="A", card=f"A:{CONDEMNED}#1", attach_to="B:01187#1")
    return g


def test_02077_condemned_attached_character_loses_its_power_icon() -> None:
    st = _condemned().state()
    assert icons(st, "B:01187#1") == {"intrigue"}


def test_02077_condemned_misuse_F_4_2_1_1_defends_a_power_challenge() -> None:
    g = _condemned()
    g.ev("pass", seat="A").ev("pass", seat="B")
    g.ev("challenge", seat="A", challenge="power", attackers=["01053#1"])
    g.ev("defenders", seat="B", defenders=["01187#1"])
    seq, rule, _ = g.error()
    assert (seq, rule) == (g.last_seq(), "F-4.2.1-1")
