"""AtSK, lannister: a legal use and a misuse of each card."""

from __future__ import annotations

from engine.game.state.model import strength
from tests.engine.cards.harness import CardGame
from tests.engine.cards.rounds import to_challenges

JANOS = "04010"


def _janos(costs: list[dict[str, object]]) -> CardGame:
    g = CardGame(a=[JANOS], b=[], faction_a="lannister")
    g.start(setup_a=[f"{JANOS}#1"]).round()
    to_challenges(g)
    g.ability("A", f"A:{JANOS}#1", "action", costs=costs)
    return g


def test_04010_janos_slynt_pays_1_gold_for_2_str_until_the_end_of_the_phase() -> None:
    g = _janos([{"op": "spend_gold", "seat": "A", "amount": 1}])
    st = g.state()
    assert strength(st, f"A:{JANOS}#1") == 2 + 2 and st.players[0].gold == 3 - 1
    assert g.verdict().errors == ()


def test_04010_janos_slynt_misuse_R_COST_2_gold_not_paid() -> None:
    g = _janos([])
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-COST-2") and JANOS in message
