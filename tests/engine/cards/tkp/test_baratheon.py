"""TKP, baratheon: a legal use and a misuse of each card."""

from __future__ import annotations

from tests.engine.cards.harness import CardGame
from tests.engine.cards.quick import faction_action
from tests.engine.cards.rounds import to_challenges


def _moon_boy_loses() -> CardGame:
    """Moon Boy (STR 2) attacks in a [power] challenge against two defenders (STR 4)."""
    g = CardGame(a=["02047"], b=[], faction_a="baratheon")
    g.start(setup_a=["02047#1"], setup_b=["01053#1", "01187#1"]).round()
    to_challenges(g)
    g.ev("challenge", seat="A", challenge="power", attackers=["02047#1"])
    g.ev("defenders", seat="B", defenders=["B:01053#1", "B:01187#1"])
    g.ev("challenge_result", winner="B", attacker_str=2, defender_str=4)
    return g


def test_02047_moon_boy_a_lost_challenge_costs_a_random_card() -> None:
    g = _moon_boy_loses()
    card = sorted(g.drawn["A"] - {"A:02047#1"})[0]
    g.ability("A", "A:02047#1", "forced", effects=[{"op": "discard", "card": card}])
    assert g.state().cards[card].zone == "discard"


def test_02047_moon_boy_misuse_R_FORCED_1_left_out() -> None:
    g = _moon_boy_loses()
    g.ev("pass", seat="A")
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-FORCED-1") and "02047" in message


def _kings_peace(choice: str, b_power: int = 0) -> CardGame:
    """B initiates a [military] challenge against A, whose plot is The King's Peace."""
    g = CardGame(a=[], b=[], plots_a=["02048"], faction_a="baratheon")
    g.start(setup_a=["01187#1"], setup_b=["01053#1", "01113#1"])
    g.round(plot_a="02048#1", first="B")  # B wins initiative (The King's Peace: 0)
    if b_power:
        faction_action(g, "B", {"op": "gain_power", "seat": "B", "amount": b_power})
    g.ev("pass", seat="B").ev("pass", seat="A")  # marshaling: B's challenges come first
    g.ev("challenge", seat="B", challenge="military", attackers=["01053#1"])
    g.ability("A", "A:02048#1", "reaction", choice=choice)
    return g


def test_02048_the_kings_peace_ends_the_challenge_with_no_winner() -> None:
    g = _kings_peace("end")
    g.ev("challenge", seat="B", challenge="intrigue", attackers=["01113#1"])  # next challenge
    st = g.state()
    assert st.players[1].challenges == ["military", "intrigue"]
    assert not st.players[1].challenges_won and not st.players[0].lost


def test_02048_the_kings_peace_the_attacker_moves_1_power_to_go_on() -> None:
    g = _kings_peace("move_power", b_power=2)
    g.ev("defenders", seat="A", defenders=[])
    st = g.state()
    assert (st.players[0].power, st.players[1].power) == (1, 1)
    assert st.challenge is not None and st.challenge.type == "military"


def test_02048_the_kings_peace_misuse_R_PLAYRES_1_no_power_to_move() -> None:
    g = _kings_peace("move_power")
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-PLAYRES-1") and "no power" in message
