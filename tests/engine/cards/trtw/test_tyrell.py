"""TRtW, tyrell: a legal use and a misuse of each card."""

from __future__ import annotations

from tests.engine.cards.harness import CardGame
from tests.engine.cards.quick import unopposed
from tests.engine.cards.rounds import to_challenges

# --- 02024 Lady Sansa's Rose --------------------------------------------------------------------

_PAY_1 = [{"op": "spend_gold", "seat": "A", "amount": 1}]


def _rose(attackers: list[str]) -> CardGame:
    """A (Shireen Baratheon, a Lady, and two House Dayne Knights) wins an unopposed military
    challenge with ``attackers`` and plays Lady Sansa's Rose."""
    g = CardGame(a=["02024", "01051"], b=[], faction_a="tyrell", faction_b="lannister")
    g.start(setup_a=["01051#1", "01113#1", "01113#2"], hand_a=["02024#1"]).round()
    unopposed(to_challenges(g), "military", attackers)
    g.ability("A", "A:02024#1", "reaction", costs=_PAY_1)
    return g


def test_02024_lady_sansas_rose_a_lone_knight_gains_3_power_with_a_lady() -> None:
    st = _rose(["01113#1"]).state()
    assert st.cards["A:01113#1"].power == 3 and st.cards["A:02024#1"].zone == "discard"


def test_02024_lady_sansas_rose_misuse_R_REACTION_3_knight_not_alone() -> None:
    g = _rose(["01113#1", "01113#2"])
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-REACTION-3") and "02024" in message
