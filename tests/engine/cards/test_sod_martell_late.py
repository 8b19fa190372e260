"""Secrets of Dorne, House Martell (sod_martell_late): a legal use and a misuse of each
scripted card."""

from __future__ import annotations

from tests.engine.cards.harness import CardGame
from tests.engine.cards.rounds import next_round, to_challenges

SPEARS = "A:10024#1"


def _spears_in_round(rounds: int) -> CardGame:
    """A (Martell) with two Martell fillers (01113) and a Baratheon one (01053) in play and To
    The Spears! in hand, in the challenges phase of round 1 + ``rounds`` (a used plot each)."""
    g = CardGame(a=["10024"], b=[], faction_a="martell")
    g.start(setup_a=["01113#1", "01113#2", "01053#1"], hand_a=["10024#1"]).round()
    for _ in range(rounds):
        next_round(g, keep=(SPEARS,))
    return to_challenges(g)


def test_10024_to_the_spears_martell_attackers_do_not_kneel_in_the_next_challenge() -> None:
    g = _spears_in_round(3)
    g.ability("A", SPEARS, "action")
    g.ev("challenge", seat="A", challenge="military", attackers=["A:01113#1", "A:01053#1"])
    st = g.state()
    assert not st.cards["A:01113#1"].kneeling and st.cards["A:01053#1"].kneeling
    g.ev("defenders", seat="B", defenders=[])
    g.ev("challenge_result", winner="A", attacker_str=4, defender_str=0, unopposed=True)
    g.ev("challenge", seat="A", challenge="intrigue", attackers=["A:01113#2"])
    assert g.state().cards["A:01113#2"].kneeling  # the effect ended with the first challenge


def test_10024_to_the_spears_misuse_R_PLAYRES_1_two_plots_in_the_used_pile() -> None:
    g = _spears_in_round(2)
    g.ability("A", SPEARS, "action")
    assert g.error()[:2] == (g.last_seq(), "R-PLAYRES-1")


def test_10024_to_the_spears_misuse_R_ACTION_2_in_the_marshaling_phase() -> None:
    g = _spears_in_round(3)
    g.events = g.events[:-2]  # back in the marshaling phase
    g.ability("A", SPEARS, "action", at="F-AW-3")
    assert g.error()[:2] == (g.last_seq(), "R-ACTION-2")
