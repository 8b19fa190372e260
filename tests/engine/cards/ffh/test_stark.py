"""FFH, stark: a legal use and a misuse of each card."""

from __future__ import annotations

from tests.engine.cards.harness import CardGame
from tests.engine.cards.quick import faction_action

EDMURE, TUMBLESTONE = "04041", "01150"  # Tumblestone Knight: a House Tully character


def _edmure_after_a_gain(target: str) -> CardGame:
    """A filler of B gains 1 power; A's Ser Edmure Tully moves it to ``target``."""
    g = CardGame(a=[EDMURE, TUMBLESTONE], b=[], faction_a="stark")
    g.start(setup_a=[f"{EDMURE}#1", f"{TUMBLESTONE}#1"], setup_b=["01053#1"]).round()
    faction_action(g, "B", {"op": "gain_power", "card": "B:01053#1", "amount": 1})
    return g.ability("A", f"A:{EDMURE}#1", "reaction", targets=[target])


def test_04041_ser_edmure_tully_moves_the_power_gained_to_a_tully() -> None:
    g = _edmure_after_a_gain(f"A:{TUMBLESTONE}#1")
    st = g.state()
    assert st.cards["B:01053#1"].power == 0 and st.cards[f"A:{TUMBLESTONE}#1"].power == 1


def test_04041_ser_edmure_tully_misuse_R_LIMIT_1_twice_in_a_round() -> None:
    g = _edmure_after_a_gain(f"A:{TUMBLESTONE}#1")
    faction_action(g, "B", {"op": "gain_power", "card": "B:01053#1", "amount": 1})
    g.ability("A", f"A:{EDMURE}#1", "reaction", targets=[f"A:{EDMURE}#1"])
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-LIMIT-1") and EDMURE in message


def test_04041_ser_edmure_tully_misuse_R_TARGET_1_not_a_house_tully_character() -> None:
    g = _edmure_after_a_gain("B:01053#1")
    seq, rule, _ = g.error()
    assert (seq, rule) == (g.last_seq(), "R-TARGET-1")


BEAR_ISLAND, PYCELLE = "04042", "01085"  # Grand Maester Pycelle: loyal, cost 3


def _bear_island_after(marshaled: str) -> CardGame:
    g = CardGame(a=[BEAR_ISLAND, PYCELLE], b=[], faction_a="stark")
    g.start(setup_a=[f"{BEAR_ISLAND}#1"], hand_a=[f"{PYCELLE}#1", "01053#1"]).round()
    g.ev("marshal", seat="A", card=marshaled)
    return g.ability("A", f"A:{BEAR_ISLAND}#1", "reaction")


def test_04042_bear_island_gains_1_gold_after_marshaling_a_loyal_card() -> None:
    g = _bear_island_after(f"{PYCELLE}#1")
    assert g.state().players[0].gold == 3 - 3 + 1


def test_04042_bear_island_misuse_R_REACTION_3_not_a_loyal_card() -> None:
    g = _bear_island_after("01053#1")
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-REACTION-3") and BEAR_ISLAND in message
