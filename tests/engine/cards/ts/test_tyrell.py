"""TS, tyrell: a legal use and a misuse of each card."""

from __future__ import annotations

from tests.engine.cards.harness import CardGame

BUTTERBUMPS = "02103"


def _butterbumps_loses() -> CardGame:
    """Butterbumps (STR 2) attacks in an [intrigue] challenge against two defenders."""
    g = CardGame(a=[BUTTERBUMPS], b=[], faction_a="tyrell")
    g.start(setup_a=[f"{BUTTERBUMPS}#1"], setup_b=["01113#1", "01187#1"]).round()
    g.ev("pass", seat="A").ev("pass", seat="B")
    g.ev("challenge", seat="A", challenge="intrigue", attackers=[f"{BUTTERBUMPS}#1"])
    g.ev("defenders", seat="B", defenders=["B:01113#1", "B:01187#1"])
    g.ev("challenge_result", winner="B", attacker_str=2, defender_str=4)
    return g


def test_02103_butterbumps_a_lost_challenge_costs_a_random_card() -> None:
    g = _butterbumps_loses()
    card = sorted(g.drawn["A"] - {f"A:{BUTTERBUMPS}#1"})[0]
    g.ability("A", f"A:{BUTTERBUMPS}#1", "forced", effects=[{"op": "discard", "card": card}])
    assert g.state().cards[card].zone == "discard"


def test_02103_butterbumps_misuse_R_FORCED_1_left_out() -> None:
    g = _butterbumps_loses()
    g.ev("pass", seat="A")
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-FORCED-1") and BUTTERBUMPS in message
