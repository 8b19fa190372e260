"""WotN, martell: a legal use and a misuse of each card."""

from __future__ import annotations

from engine.game.state.model import has_keyword, strength
from tests.engine.cards.harness import CardGame
from tests.engine.cards.quick import faction_action

QUENTYN, AGGO = "03031", "03035"  # Aggo: STR 4, his action needs a Summer plot


def _quentyn_killed(first: str) -> CardGame:
    """``first`` is the first player; B kills Quentyn Martell (unverified faction action)
    in the marshaling phase; A's interrupt kills B's Aggo (STR 4)."""
    g = CardGame(a=[QUENTYN], b=[AGGO], faction_a="martell")
    g.start(setup_a=[f"{QUENTYN}#1"], setup_b=[f"{AGGO}#1"]).round(first=first)
    st = g.state()
    assert strength(st, f"A:{QUENTYN}#1") == (4 if first == "A" else 5)
    assert has_keyword(st, f"A:{QUENTYN}#1", "stealth") == (first != "A")
    faction_action(g, "B", {"op": "kill", "card": f"A:{QUENTYN}#1"}, at="F-AW-3")
    return g.ability("A", f"A:{QUENTYN}#1", "interrupt", targets=[f"B:{AGGO}#1"])


def test_03031_quentyn_martell_kills_a_weaker_character_when_killed() -> None:
    st = _quentyn_killed(first="B").state()  # 5 STR as he was killed: Aggo's 4 is lower
    assert st.cards[f"A:{QUENTYN}#1"].zone == "dead" and st.cards[f"B:{AGGO}#1"].zone == "dead"


def test_03031_quentyn_martell_misuse_R_TARGET_1_equal_str_as_the_first_player() -> None:
    g = _quentyn_killed(first="A")  # 4 STR: Aggo's 4 is not lower
    seq, rule, _ = g.error()
    assert (seq, rule) == (g.last_seq(), "R-TARGET-1")
