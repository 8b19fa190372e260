"""AtSK, neutral: a legal use and a misuse of each card."""

from __future__ import annotations

from engine.game.play.options import legal_options
from tests.engine.cards.harness import VANILLA_PLOT, CardGame
from tests.engine.cards.quick import faction_action

PYRO = "04018"
THRONE, ROSEROAD = "01038", "01040"  # a location, a limited location


def _pyromancers_burn(target: str) -> CardGame:
    """In the dominance phase A kneels Pyromancers and discards 1 faction power."""
    g = CardGame(a=[PYRO], b=[THRONE, ROSEROAD])
    g.start(setup_a=[f"{PYRO}#1"], setup_b=[f"{THRONE}#1", f"{ROSEROAD}#1"]).round()
    faction_action(g, "A", {"op": "gain_power", "seat": "A", "amount": 1})
    for seat in "ABAB":  # through the marshaling and challenges phases
        g.ev("pass", seat=seat)
    costs = [{"op": "kneel", "card": f"A:{PYRO}#1"},
             {"op": "discard_power", "seat": "A", "amount": 1}]  # fmt: skip
    return g.ability("A", f"A:{PYRO}#1", "action", targets=[target], costs=costs, at="F-AW-5")


def test_04018_pyromancers_discard_a_non_limited_location() -> None:
    g = _pyromancers_burn(f"B:{THRONE}#1")
    st = g.state()
    assert st.cards[f"B:{THRONE}#1"].zone == "discard" and st.cards[f"A:{PYRO}#1"].kneeling
    assert g.verdict().errors == ()


def test_04018_pyromancers_misuse_R_TARGET_1_a_limited_location() -> None:
    g = _pyromancers_burn(f"B:{ROSEROAD}#1")
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-TARGET-1") and PYRO in message


RAINS, JANOS, CATELYN = "04019", "04010", "01143"  # printed costs 5 and 4


def _rains(hand_a: list[str]) -> CardGame:
    """A reveals Rains of Autumn (income 4) with The Roseroad (+1 Income) in play."""
    g = CardGame(a=[ROSEROAD, JANOS, CATELYN], b=[], plots_a=[RAINS])
    g.start(setup_a=[f"{ROSEROAD}#1"], hand_a=hand_a).round(plot_a=f"{RAINS}#1", first="B")
    return g.ev("pass", seat="B")  # B (initiative 4 to 3) marshals first


def test_04019_rains_of_autumn_a_location_gives_no_income_bonus() -> None:
    g = _rains([f"{CATELYN}#1"])
    g.ev("marshal", seat="A", card=f"A:{CATELYN}#1", cost=4)
    assert g.state().players[0].gold == 4 - 4  # income 4, not 4 + 1
    assert g.verdict().errors == ()


def test_04019_rains_of_autumn_misuse_F_AW_3_3_marshals_with_the_roseroad_gold() -> None:
    g = _rains([f"{JANOS}#1"])
    g.ev("marshal", seat="A", card=f"A:{JANOS}#1", cost=5)
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "F-AW-3-3") and "holds 4" in message


RIDDLE = "04020"
COPPERS = "01010"  # Counting Coppers: a plot whose When Revealed draws 3 cards


def _riddle_revealed(plot_b: str, target: str) -> CardGame:
    """A reveals Varys's Riddle (initiative 6), B ``plot_b``; A chooses ``target``."""
    g = CardGame(a=[], b=[], plots_a=[RIDDLE], plots_b=[COPPERS])
    g.start()
    g.ev("plot", seat="A", card=f"A:{RIDDLE}#1").ev("plot", seat="B", card=f"B:{plot_b}#1")
    g.ev("initiative", seat="A", at="F-1.3.I").ev("first_player", seat="A")
    g.ability("A", f"A:{RIDDLE}#1", "when_revealed", targets=[target])
    return g


def _draws(g: CardGame, seat: str, n: int) -> list[str]:
    drawn = g._filler(seat, n)
    g.drawn[seat].update(drawn)
    return drawn


def test_04020_varys_riddle_resolves_an_opponents_revealed_plot_for_you() -> None:
    g = _riddle_revealed(COPPERS, f"B:{COPPERS}#1")
    mine = _draws(g, "A", 3)
    g.ability("A", f"B:{COPPERS}#1", "when_revealed",
              effects=[{"op": "draw", "seat": "A", "cards": mine}])  # fmt: skip
    theirs = _draws(g, "B", 3)
    g.ability("B", f"B:{COPPERS}#1", "when_revealed",
              effects=[{"op": "draw", "seat": "B", "cards": theirs}])  # fmt: skip
    g.draw("A", 2).draw("B", 2)
    st = g.state()
    assert set(mine) <= set(st.players[0].hand) and set(theirs) <= set(st.players[1].hand)
    assert st.cards[f"B:{COPPERS}#1"].zone == "plot"


def test_04020_varys_riddle_misuse_R_TARGET_1_a_plot_without_when_revealed() -> None:
    g = _riddle_revealed(VANILLA_PLOT, f"B:{VANILLA_PLOT}#1")  # The Winds of Winter
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-TARGET-1") and "non-Riddle" in message


def test_04020_varys_riddle_the_borrowed_when_revealed_is_offered_to_its_user() -> None:
    g = _riddle_revealed(COPPERS, f"B:{COPPERS}#1")
    theirs = _draws(g, "B", 3)
    g.ability("B", f"B:{COPPERS}#1", "when_revealed",
              effects=[{"op": "draw", "seat": "B", "cards": theirs}])  # fmt: skip
    offered = [c for c in legal_options(g.state()) if c.type == "ability"]
    assert offered and {(c.seat, c.fields["source"]) for c in offered} == {("A", f"B:{COPPERS}#1")}
