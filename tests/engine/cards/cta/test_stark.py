"""CtA, stark: a legal use and a misuse of each card."""

from __future__ import annotations

from tests.engine.cards.harness import CardGame
from tests.engine.cards.quick import faction_action

DONELLA = "04021"
SUMMER, CATELYN = "01148", "01143"  # loyal [stark] characters, cost 3 and 4


def _donella_marshals(cost: int) -> CardGame:
    """With Donella Hornwood in play, A marshals Summer (loyal) at ``cost``."""
    g = CardGame(a=[DONELLA, SUMMER, CATELYN], b=[], faction_a="stark")
    g.start(setup_a=[f"{DONELLA}#1"], hand_a=[f"{SUMMER}#1", f"{CATELYN}#1"]).round()
    g.ev("marshal", seat="A", card=f"{SUMMER}#1", cost=cost)
    return g


def test_04021_donella_hornwood_the_first_loyal_card_costs_1_less() -> None:
    st = _donella_marshals(3 - 1).state()
    assert st.cards[f"A:{SUMMER}#1"].zone == "play" and st.players[0].gold == 3 - 2


def test_04021_donella_hornwood_misuse_R_COST_1_the_second_loyal_card_reduced() -> None:
    g = _donella_marshals(3 - 1)
    faction_action(g, "A", {"op": "gain_gold", "seat": "A", "amount": 3}, at="F-AW-3")
    g.ev("marshal", seat="A", card=f"{CATELYN}#1", cost=4 - 1)
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-COST-1") and "costs 4" in message
