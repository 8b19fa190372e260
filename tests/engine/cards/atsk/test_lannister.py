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


LEVIES = "04011"


def _levies(moved: int) -> CardGame:
    """B attacks A with 2 characters; A plays Levies at the Rock to move ``moved`` gold."""
    g = CardGame(a=[LEVIES], b=[], faction_a="lannister")
    g.start(setup_b=["01053#1", "01053#2"], hand_a=[f"{LEVIES}#1"]).round()
    to_challenges(g)
    g.ev("pass", seat="A")
    g.ev("challenge", seat="B", challenge="military", attackers=["01053#1", "01053#2"])
    return g.ability("A", f"A:{LEVIES}#1", "reaction", choice=str(moved))


def test_04011_levies_at_the_rock_moves_1_gold_per_attacker() -> None:
    st = _levies(2).state()
    assert (st.players[0].gold, st.players[1].gold) == (3 + 2, 3 - 2)
    assert st.cards[f"A:{LEVIES}#1"].zone == "discard"


def test_04011_levies_at_the_rock_misuse_R_ABIL_7_more_gold_than_attackers() -> None:
    g = _levies(3)
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-ABIL-7") and "attacking" in message
