"""KotI, thenightswatch: a legal use and a misuse of each card."""

from __future__ import annotations

from engine.game.logformat import primitives
from engine.game.state.model import has_keyword, icons
from tests.engine.cards.harness import CardGame
from tests.engine.cards.quick import faction_action
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


WESTWATCH, CASTLE_BLACK = "12032", "01136"  # Castle Black: printed cost 2
BLACKBIRD = "13066"  # a [thenightswatch] location, printed cost 1


def _westwatch(target: str) -> CardGame:
    """A's Blackbird and Castle Black kneel; Westwatch stands ``target``."""
    g = CardGame(a=[WESTWATCH, CASTLE_BLACK, BLACKBIRD], b=[], faction_a="thenightswatch")
    g.start(setup_a=[f"{WESTWATCH}#1", f"{BLACKBIRD}#1", f"{CASTLE_BLACK}#1"]).round()
    faction_action(g, "A", primitives.kneel(f"A:{BLACKBIRD}#1"),
                   primitives.kneel(f"A:{CASTLE_BLACK}#1"), at="F-AW-3")  # fmt: skip
    g.ability("A", f"A:{WESTWATCH}#1", "action", targets=[target],
              costs=[primitives.kneel(f"A:{WESTWATCH}#1")])  # fmt: skip
    return g


def test_12032_westwatch_by_the_bridge_stands_a_cost_1_watch_location() -> None:
    st = _westwatch(f"A:{BLACKBIRD}#1").state()
    assert not st.cards[f"A:{BLACKBIRD}#1"].kneeling and st.cards[f"A:{WESTWATCH}#1"].kneeling


def test_12032_westwatch_by_the_bridge_misuse_R_TARGET_1_printed_cost_2() -> None:
    g = _westwatch(f"A:{CASTLE_BLACK}#1")
    seq, rule, _ = g.error()
    assert (seq, rule) == (g.last_seq(), "R-TARGET-1")
