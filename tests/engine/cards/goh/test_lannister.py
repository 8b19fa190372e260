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
