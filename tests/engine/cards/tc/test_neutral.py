"""TC, neutral: a legal use and a misuse of each card."""

from __future__ import annotations

from tests.engine.cards.harness import CardGame

REFUGEE, TAXATION = "04117", "01024"  # Taxation: a plot without the Winter Trait


def _refugee_marshaled(plot: str | None, cost: int) -> CardGame:
    """Both players reveal ``plot`` (None: the vanilla Winter plot); A marshals Northern
    Refugee (printed cost 2) paying ``cost``."""
    plots = [plot] if plot else []
    g = CardGame(a=[REFUGEE], b=[], plots_a=plots, plots_b=plots)
    g.start(hand_a=[f"{REFUGEE}#1"]).round(plot and f"{plot}#1", plot and f"{plot}#1")
    g.ev("marshal", seat="A", card=f"{REFUGEE}#1", cost=cost)
    return g


def test_04117_northern_refugee_costs_1_less_while_winter_is_revealed() -> None:
    st = _refugee_marshaled(None, 1).state()
    assert st.cards[f"A:{REFUGEE}#1"].zone == "play" and st.players[0].gold == 3 - 1


def test_04117_northern_refugee_misuse_R_COST_1_reduced_without_winter() -> None:
    g = _refugee_marshaled(TAXATION, 1)
    assert g.error()[:2] == (g.last_seq(), "R-COST-1")
