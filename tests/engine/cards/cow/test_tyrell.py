"""CoW, tyrell: a legal use and a misuse of each card."""

from __future__ import annotations

from engine.game.state import has_keyword
from tests.engine.cards.harness import CardGame
from tests.engine.cards.rounds import to_challenges

PATROL = "02083"


def _patrol_attacks(b_setup: list[str]) -> CardGame:
    g = CardGame(a=[PATROL], b=["02081"], faction_a="tyrell")
    g.start(setup_a=[f"{PATROL}#1"], setup_b=b_setup).round()
    to_challenges(g)
    g.ev("challenge", seat="A", challenge="military", attackers=[f"{PATROL}#1"],
         stealth={f"A:{PATROL}#1": "B:01053#1"})  # fmt: skip
    return g


def test_02083_roseroad_patrol_gains_stealth_with_the_highest_str() -> None:
    g = _patrol_attacks(["01053#1"])  # its STR 3 against a filler's 2
    st = g.state()
    assert has_keyword(st, f"A:{PATROL}#1", "stealth")
    assert st.challenge is not None and st.challenge.stealth == {f"A:{PATROL}#1": "B:01053#1"}


def test_02083_roseroad_patrol_misuse_R_KW_STEALTH_1_opponent_has_the_highest_str() -> None:
    g = _patrol_attacks(["01053#1", "02081#1"])  # Greatjon's Vanguard: STR 6 in round 1
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-KW-STEALTH-1") and PATROL in message
