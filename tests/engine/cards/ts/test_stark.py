"""TS, stark: a legal use and a misuse of each card."""

from __future__ import annotations

from engine.game.cardtext.immunity import immune_to
from engine.game.state.model import has_keyword, icons, strength
from tests.engine.cards.harness import CardGame
from tests.engine.cards.quick import faction_action

SEPTA = "02101"
SANSA = "A:01147#1"
ARYA = "A:01141#1"


def _septa_sansa_and_arya() -> CardGame:
    """Septa Mordane and Sansa Stark in A's setup; A marshals Arya Stark."""
    g = CardGame(a=[SEPTA, "01147", "01141"], b=[], faction_a="stark", faction_b="lannister")
    g.start(setup_a=[f"{SEPTA}#1", "01147#1"], hand_a=["01141#1"]).round()
    g.ev("marshal", seat="A", card="01141#1")
    return g


def test_02101_septa_mordane_sansa_gets_2_str_and_renown_arya_an_icon_and_immunity() -> None:
    g = _septa_sansa_and_arya()
    st = g.state()
    assert strength(st, SANSA) == 2 + 2 and has_keyword(st, SANSA, "renown")
    assert "intrigue" in icons(st, ARYA) and not has_keyword(st, ARYA, "renown")
    assert immune_to(st, ARYA, 1, "B:01025#1") and not immune_to(st, SANSA, 1, "B:01025#1")
    g.ev("pass", seat="A").ev("pass", seat="B")
    g.ev("challenge", seat="A", challenge="intrigue", attackers=["01141#1"])
    assert g.verdict().errors == ()


def test_02101_septa_mordane_misuse_F_4_2_4_arya_has_no_intrigue_icon_without_her() -> None:
    g = _septa_sansa_and_arya()
    faction_action(g, "A", {"op": "kill", "card": f"A:{SEPTA}#1"}, at="F-AW-3")
    g.ev("pass", seat="A").ev("pass", seat="B")
    g.ev("challenge", seat="A", challenge="intrigue", attackers=["01141#1"])
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "F-4.2-4") and ARYA in message
