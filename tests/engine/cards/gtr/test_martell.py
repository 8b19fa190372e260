"""GtR, martell: a legal use and a misuse of each card."""

from __future__ import annotations

from tests.engine.cards.harness import CardGame

ORPHAN = "06035"
_ORPHAN_ID = f"A:{ORPHAN}#1"
_DISCARD_1_GOLD = [{"op": "token", "card": _ORPHAN_ID, "token": "gold", "amount": -1}]


def _orphan_with_gold() -> CardGame:
    """A marshals Orphan of the Greenblood (2 of 3 gold) and bestows 1 gold on it; a filler
    of A's is in play."""
    g = CardGame(a=[ORPHAN], b=[], faction_a="martell")
    g.start(setup_a=["01053#1"], setup_b=["01053#1"], hand_a=[f"{ORPHAN}#1"]).round()
    g.ev("marshal", seat="A", card=f"{ORPHAN}#1")
    g.ability("A", _ORPHAN_ID, "keyword", choice="1")
    return g


def test_06035_orphan_of_the_greenblood_returns_another_character_to_hand() -> None:
    g = _orphan_with_gold()
    g.ability("A", _ORPHAN_ID, "action", ability=2, costs=_DISCARD_1_GOLD, targets=["A:01053#1"])
    st = g.state()
    assert st.cards["A:01053#1"].zone == "hand" and st.tokens[_ORPHAN_ID]["gold"] == 0


def test_06035_orphan_of_the_greenblood_misuse_R_TARGET_1_an_opponents_character() -> None:
    g = _orphan_with_gold()
    g.ability("A", _ORPHAN_ID, "action", ability=2, costs=_DISCARD_1_GOLD, targets=["B:01053#1"])
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-TARGET-1") and ORPHAN in message
