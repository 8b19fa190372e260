"""FotS, thenightswatch: a legal use and a misuse of each card."""

from __future__ import annotations

from engine.game.state.model import strength
from tests.engine.cards.harness import CardGame
from tests.engine.cards.quick import faction_action, unopposed
from tests.engine.cards.rounds import to_challenges

PROTECTORS, TAXATION = "14031", "01024"  # Taxation: reserve 6, the vanilla plot's 5


def _protectors_attack(plot: str | None) -> CardGame:
    g = CardGame(a=[PROTECTORS], b=[], plots_a=[TAXATION], faction_a="thenightswatch")
    g.start(setup_a=[f"{PROTECTORS}#1"]).round(plot_a=plot)
    to_challenges(g)
    return unopposed(g, "military", [f"{PROTECTORS}#1"])


def test_14031_protectors_of_the_realm_str_is_your_reserve_value() -> None:
    g = _protectors_attack(f"A:{TAXATION}#1")
    assert strength(g.state(), f"A:{PROTECTORS}#1") == 6
    g.ev("challenge_result", winner="A", attacker_str=6, defender_str=0, unopposed=True)
    assert g.verdict().errors == ()
    g2 = _protectors_attack(None)  # the vanilla plot: reserve 5
    assert strength(g2.state(), f"A:{PROTECTORS}#1") == 5


def test_14031_protectors_of_the_realm_misuse_F_4_2_2_the_printed_x_counted_as_0() -> None:
    g = _protectors_attack(f"A:{TAXATION}#1")
    g.ev("challenge_result", winner="A", attacker_str=0, defender_str=0, unopposed=True)
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "F-4.2.2") and "the rules give 6" in message


HORN = "14032"
_BUILDER, _RANGER, _STEWARD = "01134", "01132", "01133"  # Veteran Builder, Ranging Party...
_TRIO = [f"A:{_BUILDER}#1", f"A:{_RANGER}#1", f"A:{_STEWARD}#1"]


def _horn_blown(knelt: int) -> CardGame:
    """The first ``knelt`` of A's Builder, Ranger and Steward knelt in the marshaling phase;
    B initiates a challenge against A, who plays the Horn on the three."""
    g = CardGame(a=[HORN, _BUILDER, _RANGER, _STEWARD], b=[], faction_a="thenightswatch")
    g.start(setup_a=[c[2:] for c in _TRIO], setup_b=["01053#1"], hand_a=[f"{HORN}#1"]).round()
    faction_action(g, "A", *({"op": "kneel", "card": c} for c in _TRIO[:knelt]), at="F-AW-3")
    to_challenges(g)
    g.ev("pass", seat="A")  # A initiates no challenge
    g.ev("challenge", seat="B", challenge="military", attackers=["01053#1"])
    return g.ability("A", f"A:{HORN}#1", "reaction", targets=_TRIO,
                     costs=[{"op": "spend_gold", "seat": "A", "amount": 1}])  # fmt: skip


def test_14032_the_horn_that_wakes_the_sleepers_stands_a_builder_a_ranger_a_steward() -> None:
    st = _horn_blown(3).state()
    assert not any(st.cards[c].kneeling for c in _TRIO)
    assert st.cards[f"A:{HORN}#1"].zone == "discard" and st.players[0].gold == 3 - 1


def test_14032_the_horn_that_wakes_the_sleepers_misuse_R_TARGET_1_a_standing_steward() -> None:
    g = _horn_blown(2)
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-TARGET-1") and "Steward" in message
