"""FFH, baratheon: a legal use and a misuse of each card."""

from __future__ import annotations

from tests.engine.cards.harness import CardGame

PRIESTESS = "04047"


def _priestess_marshaled(target: str) -> CardGame:
    """A marshals Asshai Priestess and kneels ``target``; B has a filler (STR 2) and
    Littlefinger (STR 4)."""
    g = CardGame(a=[PRIESTESS], b=["01028"], faction_a="baratheon")
    g.start(hand_a=[f"{PRIESTESS}#1"], setup_b=["01053#1", "01028#1"]).round()
    g.ev("marshal", seat="A", card=f"{PRIESTESS}#1")
    return g.ability("A", f"A:{PRIESTESS}#1", "reaction", targets=[target])


def test_04047_asshai_priestess_kneels_a_character_with_str_2() -> None:
    g = _priestess_marshaled("B:01053#1")
    st = g.state()
    assert st.cards["B:01053#1"].kneeling and st.players[0].gold == 3 - 3


def test_04047_asshai_priestess_misuse_R_TARGET_1_str_4() -> None:
    g = _priestess_marshaled("B:01028#1")
    seq, rule, _ = g.error()
    assert (seq, rule) == (g.last_seq(), "R-TARGET-1")
