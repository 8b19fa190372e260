"""KotI, martell: a legal use and a misuse of each card."""

from __future__ import annotations

from engine.game.state.model import has_keyword
from tests.engine.cards.harness import CardGame

BLOODROYAL, KNIGHT = "12030", "A:01113#1"  # House Dayne Knight: a [martell] filler


def _bloodroyal(first: str) -> CardGame:
    g = CardGame(a=[BLOODROYAL], b=[], faction_a="martell")
    g.start(setup_a=["01113#1"], setup_b=["01053#1"], hand_a=[f"{BLOODROYAL}#1"])
    g.round(first=first)
    if first == "B":
        g.ev("pass", seat="B")
    g.ev("marshal", seat="A", card=f"A:{BLOODROYAL}#1", attach_to=KNIGHT)
    return g


def test_12030_the_bloodroyal_stealth_and_renown_when_not_first_player() -> None:
    st = _bloodroyal("B").state()
    assert has_keyword(st, KNIGHT, "stealth") and has_keyword(st, KNIGHT, "renown")


def test_12030_the_bloodroyal_misuse_R_KW_STEALTH_1_first_player_bypasses() -> None:
    g = _bloodroyal("A")
    assert not has_keyword(g.state(), KNIGHT, "renown")
    g.ev("pass", seat="A").ev("pass", seat="B")
    g.ev("challenge", seat="A", challenge="military", attackers=["01113#1"],
         stealth={KNIGHT: "B:01053#1"})  # fmt: skip
    seq, rule, _ = g.error()
    assert (seq, rule) == (g.last_seq(), "R-KW-STEALTH-1")
