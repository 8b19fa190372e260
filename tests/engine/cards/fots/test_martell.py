"""FotS, martell: a legal use and a misuse of each card."""

from __future__ import annotations

from tests.engine.cards.harness import CardGame
from tests.engine.cards.quick import faction_action
from tests.engine.cards.rounds import to_challenges

ATTENDANT, VIPER = "14029", "01109"  # The Red Viper: a [martell] Lord, printed cost 7
_DAYNE_KNIGHT = "01113"  # House Dayne Knight: [martell], no Lord or Lady, cost 2


def _attendant_knelt(hand: list[str]) -> CardGame:
    g = CardGame(a=[ATTENDANT, VIPER], b=[], faction_a="martell")
    g.start(setup_a=[f"{ATTENDANT}#1"], hand_a=hand).round()
    faction_action(g, "A", {"op": "gain_gold", "seat": "A", "amount": 3}, at="F-AW-3")
    return g.ability("A", f"A:{ATTENDANT}#1", "action",
                     costs=[{"op": "kneel", "card": f"A:{ATTENDANT}#1"}])  # fmt: skip


def test_14029_prince_s_attendant_reduces_the_next_martell_lord_by_2() -> None:
    g = _attendant_knelt([f"{VIPER}#1"])
    g.ev("marshal", seat="A", card=f"{VIPER}#1", cost=5)  # printed 7, minus 2
    st = g.state()
    assert st.cards[f"A:{VIPER}#1"].zone == "play" and st.players[0].gold == 3 + 3 - 5
    assert st.cards[f"A:{ATTENDANT}#1"].kneeling


def test_14029_prince_s_attendant_misuse_R_COST_1_not_a_lord_or_lady() -> None:
    g = _attendant_knelt([f"{_DAYNE_KNIGHT}#1"])
    g.ev("marshal", seat="A", card=f"{_DAYNE_KNIGHT}#1", cost=0)
    seq, rule, _ = g.error()
    assert (seq, rule) == (g.last_seq(), "R-COST-1")


KINGSGRAVE = "14030"
_KINGSGRAVE_COSTS = [
    {"op": "kneel", "card": f"A:{KINGSGRAVE}#1"},
    {"op": "sacrifice", "card": f"A:{KINGSGRAVE}#1"},
]


def _kingsgrave_after_losing(choice: str) -> CardGame:
    """B wins an unopposed [power] challenge against A by 6 STR (three fillers); A kneels and
    sacrifices Kingsgrave to send one of them away (``choice``)."""
    g = CardGame(a=[KINGSGRAVE], b=[], faction_a="martell")
    attackers = ["01053#1", "01053#2", "01053#3"]
    g.start(setup_a=[f"{KINGSGRAVE}#1"], setup_b=attackers).round()
    to_challenges(g)
    g.ev("pass", seat="A")  # A initiates no challenge
    g.ev("challenge", seat="B", challenge="power", attackers=attackers)
    g.ev("defenders", seat="A", defenders=[])
    g.ev("challenge_result", winner="B", attacker_str=6, defender_str=0, unopposed=True)
    return g.ability("A", f"A:{KINGSGRAVE}#1", "reaction", targets=["B:01053#1"],
                     choice=choice, costs=_KINGSGRAVE_COSTS)  # fmt: skip


def test_14030_kingsgrave_returns_a_participating_character_to_its_owner_s_hand() -> None:
    st = _kingsgrave_after_losing("return").state()
    assert st.cards["B:01053#1"].zone == "hand" and "B:01053#1" in st.players[1].hand
    assert st.cards[f"A:{KINGSGRAVE}#1"].zone == "discard"


def test_14030_kingsgrave_misuse_R_TARGET_1_killing_a_character_without_the_king_trait() -> None:
    g = _kingsgrave_after_losing("kill")
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-TARGET-1") and "King" in message
