"""WotN, greyjoy: a legal use and a misuse of each card."""

from __future__ import annotations

from tests.engine.cards.harness import CardGame
from tests.engine.cards.rounds import to_challenges

FISHWHISKERS, SONG = "03027", "03050"  # A Song of Summer: a Summer plot


def _fishwhiskers_defended(summer: bool) -> CardGame:
    """Fishwhiskers attacks; B defends with a STR 2 character. Both reveal the vanilla
    Winter plot, or A Song of Summer (``summer``)."""
    g = CardGame(a=[FISHWHISKERS], b=[], plots_a=[SONG], plots_b=[SONG], faction_a="greyjoy")
    g.start(setup_a=[f"{FISHWHISKERS}#1"], setup_b=["01053#1"])
    g.round(plot_a=f"A:{SONG}#1" if summer else None, plot_b=f"B:{SONG}#1" if summer else None)
    to_challenges(g)
    g.ev("challenge", seat="A", challenge="military", attackers=[f"{FISHWHISKERS}#1"])
    g.ev("defenders", seat="B", defenders=["B:01053#1"])
    return g


def test_03027_fishwhiskers_defenders_add_no_str_with_more_winter_plots() -> None:
    g = _fishwhiskers_defended(summer=False)
    g.ev("challenge_result", winner="A", attacker_str=3, defender_str=0)
    assert g.verdict().errors == ()


def test_03027_fishwhiskers_misuse_F_4_2_2_defender_str_dropped_under_summer() -> None:
    g = _fishwhiskers_defended(summer=True)
    g.ev("challenge_result", winner="A", attacker_str=4, defender_str=0)
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "F-4.2.2") and "defender_str" in message
