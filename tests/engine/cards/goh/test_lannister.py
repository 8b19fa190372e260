"""GoH, lannister: a legal use and a misuse of each card."""

from __future__ import annotations

from tests.engine.cards.harness import CardGame

BROTHEL = "04090"


def _brothel_kneels(*cards: str) -> CardGame:
    """A's Chataya's Brothel kneels each of ``cards`` in turn (fillers: 01113 has an
    [intrigue] icon, 01053 none)."""
    g = CardGame(a=[BROTHEL], b=[])
    g.start(setup_a=[f"{BROTHEL}#1", "01113#1", "01113#2", "01053#1"]).round()
    for cid in cards:
        g.ability("A", f"A:{BROTHEL}#1", "action", costs=[{"op": "kneel", "card": cid}])
    return g


def test_04090_chataya_s_brothel_kneels_an_intrigue_character_for_1_gold_twice() -> None:
    st = _brothel_kneels("A:01113#1", "A:01113#2").state()
    assert st.players[0].gold == 3 + 2 and st.cards["A:01113#2"].kneeling


def test_04090_chataya_s_brothel_misuse_R_COST_2_a_character_without_intrigue() -> None:
    g = _brothel_kneels("A:01053#1")
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-COST-2") and BROTHEL in message


JOFFREY, PYCELLE, FOLLOWERS = "04089", "01085", "01054"  # loyal, cost 3; cost 3


def _joffrey_after_pycelle(target: str) -> CardGame:
    """A marshals Grand Maester Pycelle (loyal, printed cost 3); Joffrey kneels him and the
    faction card to kill ``target``."""
    g = CardGame(a=[JOFFREY, PYCELLE], b=[FOLLOWERS], faction_b="stark")
    g.start(setup_a=[f"{JOFFREY}#1"], setup_b=["01053#1", f"{FOLLOWERS}#1"],
            hand_a=[f"{PYCELLE}#1"]).round()  # fmt: skip
    g.ev("marshal", seat="A", card=f"A:{PYCELLE}#1", cost=3)
    paid = [{"op": "kneel", "card": f"A:{PYCELLE}#1"}, {"op": "kneel", "card": "A:faction"}]
    return g.ability("A", f"A:{JOFFREY}#1", "reaction", targets=[target], costs=paid)


def test_04089_joffrey_baratheon_kills_a_cheaper_non_king_character() -> None:
    st = _joffrey_after_pycelle("B:01053#1").state()
    assert st.cards["B:01053#1"].zone == "dead" and st.cards[f"A:{PYCELLE}#1"].kneeling
    assert st.players[0].faction_kneeling


def test_04089_joffrey_baratheon_misuse_R_TARGET_1_the_same_printed_cost() -> None:
    g = _joffrey_after_pycelle(f"B:{FOLLOWERS}#1")
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-TARGET-1") and JOFFREY in message
