"""WotN, greyjoy: a legal use and a misuse of each card."""

from __future__ import annotations

from engine.game.state.model import plot_value
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


# --- 03028 Ahead of the Tide ------------------------------------------------------------------

TIDE = "03028"


def _tide_played(after_initiative: bool) -> CardGame:
    """A reveals A Song of Summer (initiative 3), B the vanilla plot (4); A plays Ahead of
    the Tide as initiative is compared (or, ``after_initiative``, once B is stated winner)."""
    g = CardGame(a=[TIDE], b=[], plots_a=[SONG], faction_a="greyjoy")
    g.start(hand_a=[f"{TIDE}#1"])
    g.ev("plot", seat="A", card=f"A:{SONG}#1").ev("plot", seat="B", card="B:01025#1")
    if after_initiative:
        g.ev("initiative", seat="B", at="F-1.3.I")
    return g.ability("A", f"A:{TIDE}#1", "interrupt")


def test_03028_ahead_of_the_tide_wins_initiative_by_3_and_draws_1_card() -> None:
    g = _tide_played(after_initiative=False)
    g.ev("initiative", seat="A", at="F-1.3.I").ev("first_player", seat="A")
    card = g._filler("A", 1)[0]
    g.draw("A", cards=[card])  # the delayed draw, due as A won initiative
    st = g.state()
    assert plot_value(st, 0, "initiative") == 3 + 3 and card in st.players[0].hand
    assert st.cards[f"A:{TIDE}#1"].zone == "discard"


def test_03028_ahead_of_the_tide_misuse_R_DELAYED_2_the_draw_skipped() -> None:
    g = _tide_played(after_initiative=False)
    g.ev("initiative", seat="A", at="F-1.3.I").ev("first_player", seat="A")
    g.ev("pass", seat="A")  # on to the draw phase: the delayed draw was not logged
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-DELAYED-2") and "must draw 1" in message


def test_03028_ahead_of_the_tide_misuse_F_1_3_I_the_printed_initiative_wins() -> None:
    g = _tide_played(after_initiative=False)
    g.ev("initiative", seat="B", at="F-1.3.I")
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "F-1.3.I") and "A wins initiative" in message


def test_03028_ahead_of_the_tide_misuse_R_INTERRUPT_3_after_initiative_is_stated() -> None:
    g = _tide_played(after_initiative=True)
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-INTERRUPT-3"), message


def test_03028_ahead_of_the_tide_no_draw_when_initiative_is_still_lost() -> None:
    g = CardGame(a=[TIDE], b=[], plots_a=[SONG], plots_b=["03051"], faction_a="greyjoy")
    g.start(hand_a=[f"{TIDE}#1"])  # B: Weapons at the Door, initiative 9 against 3 + 3
    g.ev("plot", seat="A", card=f"A:{SONG}#1").ev("plot", seat="B", card="B:03051#1")
    g.ability("A", f"A:{TIDE}#1", "interrupt")
    g.ev("initiative", seat="B", at="F-1.3.I").ev("first_player", seat="B")
    assert [p.pending_draw for p in g.state().players] == [0, 0]
