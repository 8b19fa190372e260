"""CoW, neutral: a legal use and a misuse of each card."""

from __future__ import annotations

from tests.engine.cards.harness import CardGame
from tests.engine.cards.quick import faction_action

FAMINE = "02100"


def _famine_round(cost: int) -> CardGame:
    g = CardGame(a=[], b=[], plots_a=[FAMINE])
    g.start(hand_b=["01053#1"]).round(plot_a=f"{FAMINE}#1", first="B")
    g.ev("marshal", seat="B", card="01053#1", cost=cost)
    return g


def test_02100_famine_raises_an_opponents_character_cost_by_1() -> None:
    st = _famine_round(3).state()
    assert st.cards["B:01053#1"].zone == "play" and st.players[1].gold == 3 - 3


def test_02100_famine_misuse_R_COST_1_printed_cost_paid() -> None:
    g = _famine_round(2)
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-COST-1") and "costs 3" in message


STREET = "02097"


def _street_search(found: str) -> CardGame:
    """A wins a [military] challenge, then searches."""
    g = CardGame(a=[STREET, "01032", "01036"], b=[])
    g.start(setup_a=[f"{STREET}#1", "01053#1"], setup_b=["01053#1", "01113#1"]).round()
    g.ev("pass", seat="A").ev("pass", seat="B")
    g.ev("challenge", seat="A", challenge="military", attackers=["01053#1"])
    g.ev("defenders", seat="B", defenders=[])
    g.drawn["A"].add(found)
    g.ability("A", f"A:{STREET}#1", "reaction", targets=[found],
              costs=[{"op": "kneel", "card": "A:faction"}])  # fmt: skip
    return g


def test_02097_street_of_steel_adds_an_item_attachment_to_hand() -> None:
    st = _street_search("A:01032#1").state()  # Seal of the Hand: an Item
    assert "A:01032#1" in st.players[0].hand and not st.players[0].deck_known
    assert st.players[0].faction_kneeling


def test_02097_street_of_steel_misuse_R_TARGET_1_a_condition_attachment() -> None:
    g = _street_search("A:01036#1")  # Noble Lineage: a Condition
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-TARGET-1") and "Weapon or Item" in message


EYRIE = "02098"


def _eyrie_protects() -> CardGame:
    """As the challenges phase begins, A kneels The Eyrie for its filler A:01053#1; B wins
    a [military] challenge against A (claim 2)."""
    g = CardGame(a=[EYRIE], b=[])
    g.start(setup_a=[f"{EYRIE}#1", "01053#1", "01113#1"], setup_b=["01053#1"]).round()
    g.ev("pass", seat="A").ev("pass", seat="B")
    g.ability("A", f"A:{EYRIE}#1", "reaction", targets=["A:01053#1"],
              costs=[{"op": "kneel", "card": f"A:{EYRIE}#1"}])  # fmt: skip
    return g


def test_02098_the_eyrie_character_cannot_be_killed_for_claim() -> None:
    g = _eyrie_protects()
    assert g.state().phase == "challenges"
    g.ev("pass", seat="A")
    g.ev("challenge", seat="B", challenge="military", attackers=["01053#1"])
    g.ev("defenders", seat="A", defenders=[])
    g.ev("claim", seat="A", cards=["A:01113#1"])  # the only character A may choose
    st = g.state()
    assert st.cards["A:01053#1"].zone == "play" and st.cards["A:01113#1"].zone == "dead"


def test_02098_the_eyrie_misuse_R_CANNOT_1_the_chosen_character_killed() -> None:
    g = _eyrie_protects()
    faction_action(g, "B", {"op": "kill", "card": "A:01053#1"}, at="F-AW-4.1")
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-CANNOT-1") and "cannot be killed" in message
