"""TIMC, neutral: a legal use and a misuse of each card."""

from __future__ import annotations

from engine.game.rules.traits import has_trait
from tests.engine.cards.harness import CardGame
from tests.engine.cards.quick import faction_action, hand_of, unopposed
from tests.engine.cards.rounds import to_challenges

KBTW, SCOUT = "04079", "02078"  # Wildling Scout: a Wildling character with an [intrigue] icon


def _king_beyond_the_wall_wins(b_power: int) -> CardGame:
    """B has ``b_power`` power; A's Wildling Scout, King Beyond the Wall attached, wins an
    [intrigue] challenge unopposed."""
    g = CardGame(a=[KBTW, SCOUT], b=[], faction_a="thenightswatch")
    g.start(setup_a=[f"{SCOUT}#1", f"{KBTW}#1"], attach_a={f"{KBTW}#1": f"{SCOUT}#1"}).round()
    if b_power:
        faction_action(g, "B", {"op": "gain_power", "seat": "B", "amount": b_power}, at="F-AW-3")
    to_challenges(g)
    unopposed(g, "intrigue", [f"{SCOUT}#1"])
    return g.ev("challenge_result", winner="A", attacker_str=2, defender_str=0, unopposed=True)


def test_04079_king_beyond_the_wall_raises_claim_against_a_higher_power_total() -> None:
    g = _king_beyond_the_wall_wins(2)  # A gains 1 for the unopposed win first
    assert has_trait(g.state(), f"A:{SCOUT}#1", "King")
    g.ev("claim", seat="B", cards=hand_of(g, "B")[:3])  # 2 (The Winds of Winter) + 1
    assert g.verdict().errors == ()


def test_04079_king_beyond_the_wall_misuse_R_CLAIM_INT_2_raised_without_a_higher_total() -> None:
    g = _king_beyond_the_wall_wins(0)  # A has 1 power for the unopposed win: B has less
    g.ev("claim", seat="B", cards=hand_of(g, "B")[:3])
    seq, rule, _ = g.error()
    assert (seq, rule) == (g.last_seq(), "R-CLAIM-INT-2")
