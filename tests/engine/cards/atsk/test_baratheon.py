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


RUBY, SELYSE = "04009", "01049"  # Selyse Baratheon: a R'hllor character with an [intrigue] icon


def _ruby(attackers: list[str]) -> CardGame:
    """A wins an [intrigue] challenge unopposed with ``attackers`` (Ruby on Selyse); B holds
    two Bastards in Hiding and a Courtesan; A names Bastard in Hiding."""
    g = CardGame(a=[RUBY, SELYSE], b=[], faction_a="baratheon")
    g.start(setup_a=[f"{SELYSE}#1", f"{RUBY}#1", "01113#1"], attach_a={f"{RUBY}#1": f"{SELYSE}#1"},
            hand_b=["01053#1", "01053#2", "01187#1"]).round()  # fmt: skip
    to_challenges(g)
    unopposed(g, "intrigue", attackers)
    g.ev("challenge_result", winner="A", attacker_str=2, defender_str=0, unopposed=True)
    return g.ability("A", f"A:{RUBY}#1", "reaction", choice="Bastard in Hiding")


def test_04009_ruby_of_rhllor_the_loser_discards_each_card_of_the_named_name() -> None:
    st = _ruby([f"{SELYSE}#1"]).state()
    assert st.cards["B:01053#1"].zone == "discard" and st.cards["B:01053#2"].zone == "discard"
    assert st.cards["B:01187#1"].zone == "hand"


def test_04009_ruby_of_rhllor_misuse_R_REACTION_3_attached_character_not_attacking() -> None:
    g = _ruby(["01113#1"])
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-REACTION-3") and RUBY in message
