"""FFH, thenightswatch: a legal use and a misuse of each card."""

from __future__ import annotations

from tests.engine.cards.harness import CardGame
from tests.engine.cards.rounds import to_challenges

THOREN = "04045"


def _thoren_defends(winner: str) -> CardGame:
    """A (first player) attacks B's Thoren Smallwood with a filler; ``winner`` wins."""
    g = CardGame(a=[], b=[THOREN], faction_b="thenightswatch")
    g.start(setup_a=["01053#1"], setup_b=[f"{THOREN}#1"]).round()
    to_challenges(g)
    g.ev("challenge", seat="A", challenge="military", attackers=["01053#1"])
    g.ev("defenders", seat="B", defenders=[f"{THOREN}#1"])
    if winner == "B":
        g.ev("challenge_result", winner="B", attacker_str=2, defender_str=4)
    else:
        g.ev("challenge_result", winner="A", attacker_str=2, defender_str=0)
    return g


def test_04045_thoren_smallwood_gains_1_power_winning_as_the_defender() -> None:
    g = _thoren_defends("B")
    g.ability("B", f"B:{THOREN}#1", "reaction")
    assert g.state().players[1].power == 1


def test_04045_thoren_smallwood_misuse_R_REACTION_3_after_winning_as_the_attacker() -> None:
    g = CardGame(a=[THOREN], b=[], faction_a="thenightswatch")
    g.start(setup_a=[f"{THOREN}#1"], setup_b=["01053#1"]).round()
    to_challenges(g)
    g.ev("challenge", seat="A", challenge="military", attackers=[f"{THOREN}#1"])
    g.ev("defenders", seat="B", defenders=[])
    g.ev("challenge_result", winner="A", attacker_str=4, defender_str=0, unopposed=True)
    g.ability("A", f"A:{THOREN}#1", "reaction")
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-REACTION-3") and THOREN in message
