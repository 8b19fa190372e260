"""KotI, stark: a legal use and a misuse of each card."""

from __future__ import annotations

from engine.game.logformat import primitives
from tests.engine.cards.harness import CardGame
from tests.engine.cards.quick import faction_action, unopposed
from tests.engine.cards.rounds import to_challenges

KARHOLD, STORM = "12034", "01005"  # A Storm of Swords: a War plot, not Winter


def _karhold() -> CardGame:
    """A controls Karhold and reveals A Storm of Swords; B reveals The Winds of Winter."""
    g = CardGame(a=[KARHOLD], b=[], plots_a=[STORM], faction_a="stark")
    g.start(setup_a=[f"{KARHOLD}#1", "01053#1"], setup_b=["01053#1"])
    return g.round(plot_a=f"{STORM}#1")


def test_12034_karhold_a_player_with_a_winter_plot_gains_power() -> None:
    g = _karhold()
    faction_action(g, "B", primitives.gain_power(1, card="B:01053#1"))
    assert g.state().cards["B:01053#1"].power == 1


def test_12034_karhold_misuse_R_CANNOT_1_no_winter_plot_no_power() -> None:
    g = _karhold()
    faction_action(g, "A", primitives.gain_power(1, card=f"A:{KARHOLD}#1"))
    seq, rule, _ = g.error()
    assert (seq, rule) == (g.last_seq(), "R-CANNOT-1")


VYMAN, TUMBLESTONE = "12033", "01150"  # Tumblestone Knight: House Tully, like Vyman


def _vyman(target: str) -> CardGame:
    """A wins an unopposed [power] challenge, then kneels Maester Vyman for ``target``."""
    g = CardGame(a=[VYMAN, TUMBLESTONE], b=[], faction_a="stark")
    g.start(setup_a=[f"{VYMAN}#1", f"{TUMBLESTONE}#1", "01053#1"], setup_b=["01053#1"])
    unopposed(to_challenges(g.round()), "power", ["01053#1"])
    g.ability("A", f"A:{VYMAN}#1", "reaction", targets=[target],
              costs=[primitives.kneel(f"A:{VYMAN}#1")])  # fmt: skip
    return g


def test_12033_maester_vyman_a_house_tully_character_gains_1_power() -> None:
    st = _vyman(f"A:{TUMBLESTONE}#1").state()
    assert st.cards[f"A:{TUMBLESTONE}#1"].power == 1 and st.cards[f"A:{VYMAN}#1"].kneeling


def test_12033_maester_vyman_misuse_R_TARGET_1_shares_no_trait() -> None:
    g = _vyman("A:01053#1")
    seq, rule, _ = g.error()
    assert (seq, rule) == (g.last_seq(), "R-TARGET-1")
