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


DAGMER = "A:02111#1"
PORT = "B:11056#1"  # Summer Sea Port: a non-limited location of printed cost 2


def _dagmer_wins(alone: bool) -> CardGame:
    """Dagmer Cleftjaw (STR 5) wins a [military] challenge unopposed (with 01053 unless
    ``alone``); he takes B's Summer Sea Port instead of claim."""
    g = CardGame(a=["02111"], b=["11056"], faction_a="greyjoy")
    g.start(setup_a=["02111#1"], hand_a=["01053#1"], setup_b=["11056#1", "01113#1"]).round()
    attackers = ["02111#1"]
    if not alone:
        g.ev("marshal", seat="A", card="01053#1")
        attackers.append("01053#1")
    g.ev("pass", seat="A").ev("pass", seat="B")
    g.ev("challenge", seat="A", challenge="military", attackers=attackers)
    g.ev("defenders", seat="B", defenders=[])
    g.ev("challenge_result", winner="A", attacker_str=5 if alone else 7, defender_str=0,
         unopposed=True)  # fmt: skip
    return g.ability("A", DAGMER, "interrupt", targets=[PORT])


def test_02111_dagmer_cleftjaw_takes_a_location_instead_of_claim() -> None:
    st = _dagmer_wins(alone=True).state()
    assert st.cards[PORT].controller == 0 and st.cards["B:01113#1"].zone == "play"


def test_02111_dagmer_cleftjaw_misuse_R_PLAYRES_1_not_attacking_alone() -> None:
    g = _dagmer_wins(alone=False)
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-PLAYRES-1") and "alone" in message
