"""TS, greyjoy: a legal use and a misuse of each card."""

from __future__ import annotations

from engine.game.rules.traits import has_trait
from tests.engine.cards.harness import CardGame

BLESSING = "02112"
BLESSED = "B:01072#1"  # Black Wind's Crew, with the Blessing
_PAY_2 = [{"op": "spend_gold", "seat": "A", "amount": 2}]


def _sword_after_a_military_win() -> CardGame:
    """Wildling Horde (STR 5) wins a [military] challenge unopposed; Put to the Sword in hand."""
    g = CardGame(a=["01031", "01041"], b=["01072", BLESSING], faction_b="greyjoy")
    g.start(setup_a=["01031#1"], hand_a=["01041#1"],
            setup_b=["01072#1", f"{BLESSING}#1", "01053#1"],
            attach_b={f"{BLESSING}#1": "01072#1"})  # fmt: skip
    g.round(first="B")  # the Blessing's +1 Initiative: B wins initiative
    g.ev("pass", seat="B").ev("pass", seat="A").ev("pass", seat="B")  # to A's challenges
    g.ev("challenge", seat="A", challenge="military", attackers=["01031#1"])
    g.ev("defenders", seat="B", defenders=[])
    return g


def test_02112_drowned_gods_blessing_a_drowned_god_an_event_kills_another() -> None:
    g = _sword_after_a_military_win()
    assert has_trait(g.state(), BLESSED, "Drowned God")
    g.ability("A", "A:01041#1", "reaction", costs=_PAY_2, targets=["B:01053#1"])
    st = g.state()
    assert st.cards["B:01053#1"].zone == "dead" and st.cards[BLESSED].zone == "play"


def test_02112_drowned_gods_blessing_misuse_R_CANNOT_1_only_target_of_an_event() -> None:
    g = _sword_after_a_military_win()
    g.ability("A", "A:01041#1", "reaction", costs=_PAY_2, targets=[BLESSED])
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-CANNOT-1") and "only target" in message
