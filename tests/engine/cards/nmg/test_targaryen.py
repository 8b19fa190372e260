"""NMG, targaryen: a legal use and a misuse of each card."""

from __future__ import annotations

from engine.game.state.model import strength
from tests.engine.cards.harness import CardGame
from tests.engine.cards.quick import faction_action

OUTRIDERS, BLOOD, WARRIOR, DROGON, BRAN = "02074", "02075", "01168", "01161", "01142"


def _outriders(cost: int) -> CardGame:
    g = CardGame(a=[OUTRIDERS, WARRIOR], b=[], faction_a="targaryen")
    g.start(setup_a=[f"{WARRIOR}#1", f"{WARRIOR}#2", "01053#1"], hand_a=[f"{OUTRIDERS}#1"])
    g.round()
    faction_action(g, "A", {"op": "gain_gold", "seat": "A", "amount": 3}, at="F-AW-3")
    g.ev("marshal", seat="A", card=f"{OUTRIDERS}#1", cost=cost)
    return g


def test_02074_dothraki_outriders_cost_1_less_per_dothraki_you_control() -> None:
    st = _outriders(8 - 2).state()
    assert st.cards[f"A:{OUTRIDERS}#1"].zone == "play" and st.players[0].gold == 6 - 6


def test_02074_dothraki_outriders_misuse_R_COST_1_cost_stated_without_the_reduction() -> None:
    g = _outriders(8 - 3)  # 01053 is no Dothraki
    seq, rule, _ = g.error()
    assert (seq, rule) == (g.last_seq(), "R-COST-1")


def _blood(setup_a: list[str], setup_b: list[str]) -> CardGame:
    """A reveals it (initiative 2 against the vanilla 4: B is the first player)."""
    g = CardGame(a=[DROGON], b=[BRAN], plots_a=[BLOOD], faction_a="targaryen")
    return g.start(setup_a=setup_a, setup_b=setup_b).round(plot_a=f"{BLOOD}#1", first="B")


def test_02075_blood_of_the_dragon_weakens_non_dragons_and_kills_at_0_str() -> None:
    st = _blood([f"{DROGON}#1"], [f"{BRAN}#1", "01053#1"]).state()
    assert st.cards[f"B:{BRAN}#1"].zone == "dead"  # STR 1 - 1
    assert (strength(st, "B:01053#1"), strength(st, f"A:{DROGON}#1")) == (1, 4)


def test_02075_blood_of_the_dragon_misuse_F_4_2_2_str_stated_without_the_minus() -> None:
    g = _blood(["01053#1"], ["01187#1"])
    g.ev("pass", seat="B").ev("pass", seat="A")
    g.ev("challenge", seat="B", challenge="power", attackers=["01187#1"])
    g.ev("defenders", seat="A", defenders=[])
    g.ev("challenge_result", winner="B", attacker_str=2, defender_str=0, unopposed=True)
    seq, rule, _ = g.error()
    assert (seq, rule) == (g.last_seq(), "F-4.2.2")
