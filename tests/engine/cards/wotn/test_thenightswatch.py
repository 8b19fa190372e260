"""WotN, thenightswatch: a legal use and a misuse of each card."""

from __future__ import annotations

from engine.game.state.model import has_keyword
from tests.engine.cards.harness import CardGame
from tests.engine.cards.rounds import to_challenges

STONESNAKE, CREW = "03033", "01072"  # Black Wind's Crew: pillage only


def _stonesnake_bypasses_the_crew(keyword: str) -> CardGame:
    g = CardGame(a=[STONESNAKE], b=[CREW], faction_a="thenightswatch")
    g.start(setup_a=[f"{STONESNAKE}#1"], setup_b=[f"{CREW}#1"]).round()
    to_challenges(g)
    g.ev("challenge", seat="A", challenge="military", attackers=[f"{STONESNAKE}#1"],
         stealth={f"A:{STONESNAKE}#1": f"B:{CREW}#1"})  # fmt: skip
    return g.ability("A", f"A:{STONESNAKE}#1", "reaction", choice=keyword)


def test_03033_stonesnake_gains_the_pillage_of_the_character_it_bypassed() -> None:
    g = _stonesnake_bypasses_the_crew("pillage")
    assert has_keyword(g.state(), f"A:{STONESNAKE}#1", "pillage")
    g.ev("defenders", seat="B", defenders=[])
    assert has_keyword(g.state(), f"A:{STONESNAKE}#1", "pillage")


def test_03033_stonesnake_misuse_R_TARGET_1_a_keyword_the_bypassed_lacks() -> None:
    g = _stonesnake_bypasses_the_crew("renown")
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-TARGET-1") and CREW in message
