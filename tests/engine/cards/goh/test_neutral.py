"""GoH, neutral: a legal use and a misuse of each card."""

from __future__ import annotations

from engine.game.state.model import has_keyword, strength
from tests.engine.cards.harness import CardGame
from tests.engine.cards.quick import faction_action
from tests.engine.cards.rounds import to_challenges

SISTERS = "04097"


def _sisters_attack(total: int) -> CardGame:
    """A's filler is killed; Silent Sisters (STR 1) attacks unopposed."""
    g = CardGame(a=[SISTERS], b=[])
    g.start(setup_a=[f"{SISTERS}#1", "01187#1"]).round()
    faction_action(g, "A", {"op": "kill", "card": "A:01187#1"}, at="F-AW-3")
    to_challenges(g)
    g.ev("challenge", seat="A", challenge="power", attackers=[f"{SISTERS}#1"])
    g.ev("defenders", seat="B", defenders=[])
    return g.ev("challenge_result", winner="A", attacker_str=total, defender_str=0, unopposed=True)


def test_04097_silent_sisters_gets_1_str_per_character_in_your_dead_pile() -> None:
    g = _sisters_attack(2)
    assert strength(g.state(), f"A:{SISTERS}#1") == 1 + 1


def test_04097_silent_sisters_misuse_F_4_2_2_counts_without_the_dead_pile() -> None:
    g = _sisters_attack(1)
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "F-4.2.2") and "attacker_str" in message


QUIET, DROGON = "04099", "01161"  # Drogon: unique, printed cost 3


def _quiet_on(target: str) -> CardGame:
    g = CardGame(a=[QUIET, DROGON], b=[], faction_a="targaryen")
    g.start(setup_a=[f"{DROGON}#1", "01053#1"], hand_a=[f"{QUIET}#1"]).round()
    return g.ability("A", f"A:{QUIET}#1", "action", targets=[target])


def test_04099_quiet_as_a_shadow_gives_stealth_until_the_end_of_the_phase() -> None:
    g = _quiet_on(f"A:{DROGON}#1")
    assert has_keyword(g.state(), f"A:{DROGON}#1", "stealth")
    to_challenges(g)
    assert not has_keyword(g.state(), f"A:{DROGON}#1", "stealth")


def test_04099_quiet_as_a_shadow_misuse_R_TARGET_1_a_non_unique_character() -> None:
    g = _quiet_on("A:01053#1")
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-TARGET-1") and QUIET in message
