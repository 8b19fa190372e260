"""FFH, neutral: a legal use and a misuse of each card."""

from __future__ import annotations

from engine.game.state.model import plot_value
from tests.engine.cards.harness import CardGame
from tests.engine.cards.quick import faction_action
from tests.engine.cards.rounds import to_challenges

HOT_PIE, PYCELLE = "04057", "01085"  # Grand Maester Pycelle: unique, cost 3


def _hot_pie_kneels(cost: str) -> CardGame:
    g = CardGame(a=[HOT_PIE, PYCELLE], b=[])
    g.start(setup_a=[f"{HOT_PIE}#1", "01053#1"], hand_a=[f"{PYCELLE}#1"]).round()
    return g.ability("A", f"A:{HOT_PIE}#1", "action", costs=[{"op": "kneel", "card": cost}])


def test_04057_hot_pie_kneels_himself_the_next_unique_character_costs_1_less() -> None:
    g = _hot_pie_kneels(f"A:{HOT_PIE}#1")
    g.ev("marshal", seat="A", card=f"{PYCELLE}#1", cost=2)
    st = g.state()
    assert st.cards[f"A:{HOT_PIE}#1"].kneeling and st.players[0].gold == 3 - 2


def test_04057_hot_pie_misuse_R_COST_2_kneels_a_non_companion() -> None:
    g = _hot_pie_kneels("A:01053#1")  # Bastard in Hiding: no Companion
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-COST-2") and "Companion" in message


GODS_EYE = "04058"


def _gods_eye() -> CardGame:
    g = CardGame(a=[GODS_EYE], b=[])
    g.start(setup_a=[f"{GODS_EYE}#1"]).round()
    return g


def test_04058_the_gods_eye_gives_income_and_reserve() -> None:
    st = _gods_eye().state()
    assert plot_value(st, 0, "income") == 3 + 1 and plot_value(st, 0, "reserve") == 5 + 1


def test_04058_the_gods_eye_misuse_R_CANNOT_1_discarded_from_play() -> None:
    g = _gods_eye()
    faction_action(g, "A", {"op": "discard", "card": f"A:{GODS_EYE}#1"})
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-CANNOT-1") and GODS_EYE in message


DISSENSION, LITTLEFINGER = "04059", "01028"  # Littlefinger: an Ally


def _dissension(target: str) -> CardGame:
    g = CardGame(a=[DISSENSION], b=[LITTLEFINGER])
    g.start(hand_a=[f"{DISSENSION}#1"], setup_b=[f"{LITTLEFINGER}#1", "01053#1"]).round()
    return g.ability("A", f"A:{DISSENSION}#1", "action", targets=[target],
                     costs=[{"op": "spend_gold", "seat": "A", "amount": 2}])  # fmt: skip


def test_04059_dissension_discards_an_ally_from_play() -> None:
    st = _dissension(f"B:{LITTLEFINGER}#1").state()
    assert st.cards[f"B:{LITTLEFINGER}#1"].zone == "discard" and st.players[0].gold == 3 - 2


def test_04059_dissension_misuse_R_TARGET_1_not_an_ally() -> None:
    g = _dissension("B:01053#1")
    seq, rule, _ = g.error()
    assert (seq, rule) == (g.last_seq(), "R-TARGET-1")


OXCROSS = "04060"


def _oxcross_challenges(first: list[str], second: list[str] | None = None) -> CardGame:
    """A reveals Battle of Oxcross; A's first challenge ([power]) meets ``first``, its
    second ([intrigue]) ``second``. B has a filler (cost 2) and Littlefinger (cost 5)."""
    g = CardGame(a=[], b=[LITTLEFINGER], plots_a=[OXCROSS])
    g.start(setup_a=["01053#1", "01113#1"], setup_b=["01187#1", f"{LITTLEFINGER}#1"])
    g.round(plot_a=f"{OXCROSS}#1")
    to_challenges(g)
    g.ev("challenge", seat="A", challenge="power", attackers=["01053#1"])
    g.ev("defenders", seat="B", defenders=first)
    if second is not None:
        g.ev("challenge_result", winner="A", attacker_str=2, defender_str=2)
        g.ev("claim", seat="B")
        g.ev("challenge", seat="A", challenge="intrigue", attackers=["01113#1"])
        g.ev("defenders", seat="B", defenders=second)
    return g


def test_04060_battle_of_oxcross_cost_4_defends_only_after_the_first_challenge() -> None:
    g = _oxcross_challenges(["01187#1"], [f"{LITTLEFINGER}#1"])
    st = g.state()
    assert st.challenge is not None and st.challenge.defenders == [f"B:{LITTLEFINGER}#1"]


def test_04060_battle_of_oxcross_misuse_F_4_2_1_1_cost_5_defends_the_first_challenge() -> None:
    g = _oxcross_challenges([f"{LITTLEFINGER}#1"])
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "F-4.2.1-1") and LITTLEFINGER in message
