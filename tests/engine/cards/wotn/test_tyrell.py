"""WotN, tyrell: a legal use and a misuse of each card."""

from __future__ import annotations

from tests.engine.cards.harness import CardGame
from tests.engine.cards.quick import faction_action

KNIGHT, CREW = "03037", "01072"  # Black Wind's Crew: STR 3


def _knight_marshaled(target: str) -> CardGame:
    """A gains 2 gold (unverified), marshals House Florent Knight (STR 3, cost 5); B has a
    STR 2 and a STR 3 character; the forced ability discards ``target``."""
    g = CardGame(a=[KNIGHT], b=[CREW], faction_a="tyrell")
    g.start(setup_b=["01053#1", f"{CREW}#1"], hand_a=[f"{KNIGHT}#1"]).round()
    faction_action(g, "A", {"op": "gain_gold", "seat": "A", "amount": 2}, at="F-AW-3")
    g.ev("marshal", seat="A", card=f"{KNIGHT}#1")
    return g.ability("A", f"A:{KNIGHT}#1", "forced", targets=[target])


def test_03037_house_florent_knight_discards_the_lowest_str_character() -> None:
    st = _knight_marshaled("B:01053#1").state()
    assert st.cards["B:01053#1"].zone == "discard" and st.cards[f"B:{CREW}#1"].zone == "play"


def test_03037_house_florent_knight_misuse_R_TARGET_1_not_the_lowest_str() -> None:
    g = _knight_marshaled(f"B:{CREW}#1")
    seq, rule, _ = g.error()
    assert (seq, rule) == (g.last_seq(), "R-TARGET-1")
