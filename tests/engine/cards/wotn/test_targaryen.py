"""WotN, targaryen: a legal use and a misuse of each card."""

from __future__ import annotations

from tests.engine.cards.harness import CardGame
from tests.engine.cards.quick import unopposed
from tests.engine.cards.rounds import to_challenges

AGGO, SONG = "03035", "03050"  # A Song of Summer: a Summer plot


def _aggo_attacks_then_stands(plot: str | None) -> CardGame:
    """A reveals ``plot`` (None: the vanilla Winter plot), B the same plot (a tie A wins);
    Aggo attacks alone, kneels, then stands himself by his action."""
    g = CardGame(a=[AGGO], b=[], plots_a=[SONG], plots_b=[SONG], faction_a="targaryen")
    g.start(setup_a=[f"{AGGO}#1"]).round(plot_a=plot, plot_b=f"B:{SONG}#1" if plot else None)
    to_challenges(g)
    unopposed(g, "military", [f"{AGGO}#1"])
    return g.ability("A", f"A:{AGGO}#1", "action", targets=[f"A:{AGGO}#1"])


def test_03035_aggo_stands_a_bloodrider_while_a_summer_plot_is_revealed() -> None:
    st = _aggo_attacks_then_stands(f"A:{SONG}#1").state()
    assert not st.cards[f"A:{AGGO}#1"].kneeling


def test_03035_aggo_misuse_R_PLAYRES_1_no_summer_plot_revealed() -> None:
    g = _aggo_attacks_then_stands(None)
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-PLAYRES-1") and "Summer" in message


def test_03035_aggo_misuse_R_LIMIT_1_twice_in_a_round() -> None:
    g = _aggo_attacks_then_stands(f"A:{SONG}#1")
    g.ev("challenge_result", winner="A", attacker_str=5, defender_str=0, unopposed=True)
    unopposed(g, "intrigue", [f"{AGGO}#1"])
    g.ability("A", f"A:{AGGO}#1", "action", targets=[f"A:{AGGO}#1"])
    seq, rule, _ = g.error()
    assert (seq, rule) == (g.last_seq(), "R-LIMIT-1")
