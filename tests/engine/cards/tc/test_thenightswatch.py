"""TC, thenightswatch: a legal use and a misuse of each card."""

from __future__ import annotations

from engine.game.state.model import strength
from tests.engine.cards.harness import CardGame
from tests.engine.cards.rounds import to_challenges

FIST, TAXATION = "04106", "01024"  # Taxation: reserve 6, against the vanilla plot's 5
RANGING_PARTY, WENDAMYR = "01132", "01070"  # a Ranger (STR 5); stealth (power icon)


def _wendamyr_bypasses(plot_a: str | None, bypassed: str) -> CardGame:
    """A reveals ``plot_a`` (None: the vanilla plot) beside Fist of the First Men and a
    Ranging Party; A passes its challenges, B's Maester Wendamyr attacks, bypassing
    ``bypassed`` with stealth."""
    plots = [plot_a] if plot_a else []
    g = CardGame(a=[FIST, RANGING_PARTY], b=[WENDAMYR], plots_a=plots, faction_a="thenightswatch")
    g.start(setup_a=[f"{FIST}#1", f"{RANGING_PARTY}#1", "01053#1"], setup_b=[f"{WENDAMYR}#1"])
    g.round(plot_a and f"{plot_a}#1")
    to_challenges(g)
    g.ev("pass", seat="A")
    g.ev("challenge", seat="B", challenge="power", attackers=[f"{WENDAMYR}#1"],
         stealth={f"B:{WENDAMYR}#1": bypassed})  # fmt: skip
    return g


def test_04106_fist_of_the_first_men_rangers_gain_str_with_a_higher_reserve() -> None:
    g = _wendamyr_bypasses(TAXATION, "A:01053#1")
    st = g.state()
    assert strength(st, f"A:{RANGING_PARTY}#1") == 5 + 1
    assert st.challenge is not None and st.challenge.stealth == {f"B:{WENDAMYR}#1": "A:01053#1"}


def test_04106_fist_of_the_first_men_misuse_R_KW_STEALTH_3_bypasses_a_ranger() -> None:
    g = _wendamyr_bypasses(TAXATION, f"A:{RANGING_PARTY}#1")
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-KW-STEALTH-3") and RANGING_PARTY in message


def test_04106_fist_of_the_first_men_no_bonus_with_an_equal_reserve() -> None:
    g = _wendamyr_bypasses(None, f"A:{RANGING_PARTY}#1")
    assert strength(g.state(), f"A:{RANGING_PARTY}#1") == 5


QHORIN = "04105"  # STR 5


def _qhorin_kills(target: str) -> CardGame:
    """Qhorin Halfhand wins a [military] challenge against B's defender; A's reaction kills
    ``target``."""
    g = CardGame(a=[QHORIN], b=[RANGING_PARTY], faction_a="thenightswatch")
    g.start(setup_a=[f"{QHORIN}#1"], setup_b=["01113#1", "01053#1", f"{RANGING_PARTY}#1"])
    g.round()
    to_challenges(g)
    g.ev("challenge", seat="A", challenge="military", attackers=[f"{QHORIN}#1"])
    g.ev("defenders", seat="B", defenders=["01113#1"])
    g.ev("challenge_result", winner="A", attacker_str=5, defender_str=2)
    return g.ability("A", f"A:{QHORIN}#1", "reaction", targets=[target])


def test_04105_qhorin_halfhand_kills_a_weaker_non_unique_character_of_the_loser() -> None:
    st = _qhorin_kills("B:01053#1").state()
    assert st.cards["B:01053#1"].zone == "dead"


def test_04105_qhorin_halfhand_misuse_R_TARGET_1_a_character_as_strong_as_he() -> None:
    g = _qhorin_kills(f"B:{RANGING_PARTY}#1")  # STR 5, not lower
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-TARGET-1") and RANGING_PARTY in message
