"""CoW, greyjoy: a legal use and a misuse of each card."""

from __future__ import annotations

from tests.engine.cards.harness import CardGame
from tests.engine.cards.rounds import to_challenges

MINES = "02092"


def _mines_save(target: str) -> CardGame:
    """B wins a [military] challenge (claim 2); A sacrifices Iron Mines to save ``target``."""
    g = CardGame(a=[MINES], b=[], faction_a="greyjoy")
    g.start(setup_a=[f"{MINES}#1", "01053#1", "01113#1"],
            setup_b=["01053#1", "01113#1"]).round()  # fmt: skip
    to_challenges(g)
    g.ev("pass", seat="A")
    g.ev("challenge", seat="B", challenge="military", attackers=["01053#1", "01113#1"])
    g.ev("defenders", seat="A", defenders=[])
    g.ev("challenge_result", winner="B", attacker_str=4, defender_str=0, unopposed=True)
    g.ability("A", f"A:{MINES}#1", "interrupt", targets=[target],
              costs=[{"op": "sacrifice", "card": f"A:{MINES}#1"}])  # fmt: skip
    return g


def test_02092_iron_mines_saves_a_character_from_claim() -> None:
    g = _mines_save("A:01053#1")
    g.ev("claim", seat="A", cards=["A:01053#1", "A:01113#1"])
    st = g.state()
    assert st.cards["A:01053#1"].zone == "play" and st.cards["A:01113#1"].zone == "dead"
    assert st.cards[f"A:{MINES}#1"].zone == "discard"


def test_02092_iron_mines_misuse_R_TARGET_1_saves_a_location() -> None:
    g = _mines_save(f"A:{MINES}#1")
    seq, rule, _ = g.error()
    assert (seq, rule) == (g.last_seq(), "R-TARGET-1")
