"""TC, tyrell: a legal use and a misuse of each card."""

from __future__ import annotations

from engine.game.state.model import strength
from tests.engine.cards.harness import CardGame

ROBAR, SONG = "04103", "03050"  # A Song of Summer: a Summer plot without When Revealed


def _robar_plots(plot_b: str) -> CardGame:
    """A reveals A Song of Summer beside Ser Robar Royce, B reveals ``plot_b``."""
    plots_b = [plot_b] if plot_b == SONG else []
    g = CardGame(a=[ROBAR], b=[], plots_a=[SONG], plots_b=plots_b, faction_a="tyrell")
    g.start(setup_a=[f"{ROBAR}#1"])
    g.ev("plot", seat="A", card=f"A:{SONG}#1").ev("plot", seat="B", card=f"B:{plot_b}#1")
    return g


def test_04103_ser_robar_royce_gains_power_for_summer_and_kneels_for_winter() -> None:
    g = _robar_plots("01025")  # B: the vanilla Winter plot
    g.ability("A", f"A:{ROBAR}#1", "reaction")
    st = g.state()
    assert st.cards[f"A:{ROBAR}#1"].power == 1 and st.cards[f"A:{ROBAR}#1"].kneeling


def test_04103_ser_robar_royce_misuse_R_LIMIT_1_twice_in_the_plot_phase() -> None:
    g = _robar_plots(SONG)  # two Summer plots revealed: once per phase only
    g.ability("A", f"A:{ROBAR}#1", "reaction").ability("A", f"A:{ROBAR}#1", "reaction")
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-LIMIT-1") and ROBAR in message


PAVILION = "04104"


def _pavilion(targets: list[str]) -> CardGame:
    g = CardGame(a=[PAVILION], b=[], faction_a="tyrell")
    g.start(setup_a=[f"{PAVILION}#1", "01187#1"], setup_b=["01053#1"]).round()
    return g.ability("A", f"A:{PAVILION}#1", "action", targets=targets,
                     costs=[{"op": "kneel", "card": f"A:{PAVILION}#1"}])  # fmt: skip


def test_04104_renlys_pavilion_one_character_weaker_the_other_stronger() -> None:
    st = _pavilion(["B:01053#1", "A:01187#1"]).state()
    assert strength(st, "B:01053#1") == 2 - 1 and strength(st, "A:01187#1") == 2 + 1
    assert st.cards[f"A:{PAVILION}#1"].kneeling


def test_04104_renlys_pavilion_misuse_R_TARGET_3_only_one_character() -> None:
    g = _pavilion(["B:01053#1"])
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-TARGET-3") and PAVILION in message
