"""NMG, greyjoy: a legal use and a misuse of each card."""

from __future__ import annotations

from engine.game.state import strength
from tests.engine.cards.harness import CardGame
from tests.engine.cards.rounds import to_challenges

PRIEST, AERON = "02072", "01065"


def _priest(stated: int) -> CardGame:
    g = CardGame(a=[PRIEST, AERON], b=[], faction_a="greyjoy")
    g.start(setup_a=[f"{PRIEST}#1", f"{AERON}#1", "01053#1"], setup_b=["01187#1"]).round()
    to_challenges(g)
    g.ev("challenge", seat="A", challenge="power",
         attackers=[f"{PRIEST}#1", f"{AERON}#1", "01053#1"])  # fmt: skip
    g.ev("defenders", seat="B", defenders=[])
    g.ev("challenge_result", winner="A", attacker_str=stated, defender_str=0, unopposed=True)
    return g


def test_02072_priest_of_the_drowned_god_gives_each_drowned_god_1_str() -> None:
    g = _priest((2 + 1) + (3 + 1) + 2)
    st = g.state()
    assert (strength(st, f"A:{PRIEST}#1"), strength(st, f"A:{AERON}#1")) == (3, 4)
    assert strength(st, "A:01053#1") == 2  # not a Drowned God


def test_02072_priest_of_the_drowned_god_misuse_F_4_2_2_str_without_the_bonus() -> None:
    g = _priest(2 + 3 + 2)
    seq, rule, _ = g.error()
    assert (seq, rule) == (g.last_seq(), "F-4.2.2")
