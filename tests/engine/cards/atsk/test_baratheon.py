"""AtSK, baratheon: a legal use and a misuse of each card."""

from __future__ import annotations

from tests.engine.cards.harness import CardGame
from tests.engine.cards.quick import unopposed
from tests.engine.cards.rounds import to_challenges

RAVEN = "04008"
STORM = "01005"  # A Storm of Swords: neither Summer nor Winter (the vanilla plot is Winter)


def _raven_wins_dominance(plot: str | None) -> CardGame:
    """A (White Raven and a filler standing) wins dominance and reacts; each player reveals
    ``plot`` (None: the vanilla plot, The Winds of Winter)."""
    g = CardGame(a=[RAVEN], b=[], plots_a=[STORM], plots_b=[STORM], faction_a="baratheon")
    g.start(setup_a=[f"{RAVEN}#1", "01053#1"])
    g.round(plot_a=plot and f"{plot}#1", plot_b=plot and f"{plot}#1")
    for seat in "ABAB":
        g.ev("pass", seat=seat)
    return g.ability("A", f"A:{RAVEN}#1", "reaction")


def test_04008_white_raven_gains_1_power_after_dominance_with_a_winter_plot() -> None:
    g = _raven_wins_dominance(None)
    assert g.state().players[0].power == 1 + 1  # dominance, then White Raven


def test_04008_white_raven_misuse_R_PLAYRES_1_no_summer_or_winter_plot() -> None:
    g = _raven_wins_dominance(STORM)
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-PLAYRES-1") and "Winter" in message


def _raven_loses_power() -> CardGame:
    g = CardGame(a=[], b=[RAVEN], faction_b="baratheon")
    g.start(setup_a=["01053#1"], setup_b=[f"{RAVEN}#1"]).round()
    to_challenges(g)
    unopposed(g, "power", ["01053#1"])
    g.ev("challenge_result", winner="A", attacker_str=2, defender_str=0, unopposed=True)
    return g


def test_04008_white_raven_forced_sacrificed_after_a_lost_power_challenge() -> None:
    g = _raven_loses_power()  # the forced reaction, without a choice, resolves by itself
    assert g.state().cards[f"B:{RAVEN}#1"].zone == "discard"
