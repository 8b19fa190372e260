"""LoCR, lannister: a legal use and a misuse of each card."""

from __future__ import annotations

from engine.game.state.model import icons
from tests.engine.cards.harness import CardGame
from tests.engine.cards.rounds import to_challenges

JAIME = "05005"
KNIGHT = "01113"  # House Dayne Knight: a vanilla Knight (military, intrigue)


def _jaime() -> CardGame:
    g = CardGame(a=[JAIME], b=[], faction_a="lannister")
    g.start(setup_a=[f"{JAIME}#1", f"{KNIGHT}#1"]).round()
    return to_challenges(g)


def test_05005_ser_jaime_gives_an_intrigue_icon_and_renown_to_a_knight_alone() -> None:
    g = _jaime()
    g.ability("A", f"A:{JAIME}#1", "action", targets=[f"A:{JAIME}#1"])
    assert "intrigue" in icons(g.state(), f"A:{JAIME}#1")
    g.ev("challenge", seat="A", challenge="military", attackers=[f"{KNIGHT}#1"])
    g.ev("defenders", seat="B", defenders=[])
    g.ev("keyword", seat="A", keyword="renown", card=f"{KNIGHT}#1")
    st = g.state()
    assert st.cards[f"A:{KNIGHT}#1"].power == 1


def test_05005_ser_jaime_misuse_R_KW_RENOWN_1_a_knight_not_attacking_alone() -> None:
    g = _jaime()
    attackers = [f"{KNIGHT}#1", f"{JAIME}#1"]  # Jaime is a Knight too
    g.ev("challenge", seat="A", challenge="military", attackers=attackers)
    g.ev("defenders", seat="B", defenders=[])
    g.ev("keyword", seat="A", keyword="renown", card=f"{KNIGHT}#1")
    seq, rule, _ = g.error()
    assert (seq, rule) == (g.last_seq(), "R-KW-RENOWN-1")


def test_05005_ser_jaime_misuse_R_LIMIT_1_a_second_action_in_the_phase() -> None:
    g = _jaime()
    g.ability("A", f"A:{JAIME}#1", "action", targets=[f"A:{JAIME}#1"])
    g.ev("pass", seat="B")
    g.ability("A", f"A:{JAIME}#1", "action", targets=[f"A:{JAIME}#1"])
    seq, rule, _ = g.error()
    assert (seq, rule) == (g.last_seq(), "R-LIMIT-1")


RESCUE = "05024"


def _rescue(setup: list[str], targets: list[str]) -> CardGame:
    g = CardGame(a=[RESCUE], b=[], faction_a="lannister")
    g.start(setup_a=setup, hand_a=[f"{RESCUE}#1"]).round()
    to_challenges(g)
    return g.ability("A", f"A:{RESCUE}#1", "action", targets=targets,
                     costs=[{"op": "spend_gold", "seat": "A", "amount": 1}])  # fmt: skip


def test_05024_daring_rescue_returns_a_character_then_a_knight_gains_1_power() -> None:
    g = _rescue([f"{KNIGHT}#1", "01053#1"], ["A:01053#1", f"A:{KNIGHT}#1"])
    st = g.state()
    assert st.cards["A:01053#1"].zone == "hand" and st.cards[f"A:{KNIGHT}#1"].power == 1
    assert st.cards[f"A:{RESCUE}#1"].zone == "discard"


def test_05024_daring_rescue_misuse_R_PLAYRES_1_without_a_knight() -> None:
    g = _rescue(["01053#1"], ["A:01053#1"])
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-PLAYRES-1") and "Knight" in message


def test_05024_daring_rescue_misuse_R_THEN_2_no_knight_chosen_though_one_is_left() -> None:
    g = _rescue([f"{KNIGHT}#1", "01053#1"], ["A:01053#1"])
    seq, rule, _ = g.error()
    assert (seq, rule) == (g.last_seq(), "R-THEN-2")
