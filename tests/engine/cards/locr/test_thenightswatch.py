"""LoCR, thenightswatch: a legal use and a misuse of each card."""

from __future__ import annotations

from engine.game.state.model import has_keyword
from tests.engine.cards.harness import CardGame
from tests.engine.cards.quick import hand_of

DONNEL = "05031"
PYCELLE = "01085"  # Grand Maester Pycelle: insight, intrigue


def _pycelle_attacks(defenders: list[str]) -> CardGame:
    """B (first player) attacks A in an [intrigue] challenge with Pycelle and a filler."""
    g = CardGame(a=[DONNEL], b=[PYCELLE], faction_a="thenightswatch")
    g.start(setup_a=[f"{DONNEL}#1"], setup_b=[f"{PYCELLE}#1", "01187#1"]).round(first="B")
    g.ev("pass", seat="B").ev("pass", seat="A")
    g.ev("challenge", seat="B", challenge="intrigue", attackers=[f"{PYCELLE}#1", "01187#1"])
    assert has_keyword(g.state(), f"B:{PYCELLE}#1", "insight")
    return g.ev("defenders", seat="A", defenders=defenders)


def test_05031_sweet_donnel_hill_attackers_lose_all_keywords_while_he_defends() -> None:
    g = _pycelle_attacks([f"{DONNEL}#1"])
    assert not has_keyword(g.state(), f"B:{PYCELLE}#1", "insight")
    assert has_keyword(_pycelle_attacks([]).state(), f"B:{PYCELLE}#1", "insight")


def test_05031_sweet_donnel_hill_misuse_R_KW_INSIGHT_1_insight_while_he_defends() -> None:
    g = _pycelle_attacks([f"{DONNEL}#1"])  # B wins by 4 to 2
    g.ev("claim", seat="A", cards=hand_of(g, "A")[:2])
    g.ev("keyword", seat="B", keyword="insight", card=f"{PYCELLE}#1", cards=g._filler("B", 1))
    seq, rule, _ = g.error()
    assert (seq, rule) == (g.last_seq(), "R-KW-INSIGHT-1")
