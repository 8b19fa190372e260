"""KotI, thenightswatch: a legal use and a misuse of each card."""

from __future__ import annotations

from engine.game.state.model import has_keyword, icons
from tests.engine.cards.harness import CardGame
from tests.engine.cards.rounds import to_challenges

RANGER = "12031"


def _ranger_loses(defending: bool, choice: str) -> CardGame:
    """B defends with Vindictive Ranger (or, ``defending`` False, A attacks with it) and
    loses the [military] challenge; its reaction follows."""
    g = CardGame(a=["01053"], b=[RANGER], faction_b="thenightswatch")
    g.start(setup_a=["01053#1", "01113#1"], setup_b=[f"{RANGER}#1", "01053#1"]).round()
    to_challenges(g)
    if defending:
        g.ev("challenge", seat="A", challenge="military", attackers=["01053#1", "01113#1"])
        g.ev("defenders", seat="B", defenders=[f"{RANGER}#1"])
    else:
        g.ev("pass", seat="A")
        g.ev("challenge", seat="B", challenge="military", attackers=[f"{RANGER}#1"])
        g.ev("defenders", seat="A", defenders=["01053#1", "01113#1"])
    g.ability("B", f"B:{RANGER}#1", "reaction", choice=choice)
    return g


def test_12031_vindictive_ranger_gains_stealth_and_an_icon_after_losing_a_defense() -> None:
    st = _ranger_loses(True, "power").state()
    cid = f"B:{RANGER}#1"
    assert has_keyword(st, cid, "stealth") and icons(st, cid) == {"military", "power"}


def test_12031_vindictive_ranger_misuse_R_REACTION_3_lost_as_the_attacker() -> None:
    g = _ranger_loses(False, "power")
    seq, rule, _ = g.error()
    assert (seq, rule) == (g.last_seq(), "R-REACTION-3")
