"""HoT, tyrell: a legal use and a misuse of each card."""

from __future__ import annotations

from tests.engine.cards.harness import CardGame
from tests.engine.cards.quick import faction_action

BARD, BEAR = "09010", "01197"  # "The Bear and the Maiden Fair": a Song event


def _blue_bard_leaves(op: str, targets: list[str]) -> CardGame:
    g = CardGame(a=[BARD, BEAR], b=[], faction_a="tyrell")
    g.start(setup_a=[f"{BARD}#1"]).round()
    faction_action(g, "A", {"op": op, "card": f"A:{BARD}#1"}, at="F-AW-3")
    return g.ability("A", f"A:{BARD}#1", "interrupt", targets=targets)


def test_09010_the_blue_bard_returned_to_hand_adds_song_events_to_hand() -> None:
    st = _blue_bard_leaves("return_to_hand", [f"A:{BEAR}#1", f"A:{BEAR}#2"]).state()
    assert st.cards[f"A:{BEAR}#1"].zone == "hand" and st.cards[f"A:{BEAR}#2"].zone == "hand"
    assert st.cards[f"A:{BARD}#1"].zone == "hand"


def test_09010_the_blue_bard_killed_may_find_no_song() -> None:
    st = _blue_bard_leaves("kill", []).state()
    assert st.cards[f"A:{BARD}#1"].zone == "dead"


def test_09010_the_blue_bard_misuse_R_TARGET_1_a_card_not_a_song_event() -> None:
    g = _blue_bard_leaves("kill", [f"A:{BARD}#2"])
    seq, rule, _ = g.error()
    assert (seq, rule) == (g.last_seq(), "R-TARGET-1")


def test_09010_the_blue_bard_misuse_R_INTERRUPT_3_he_has_not_left_play() -> None:
    g = CardGame(a=[BARD, BEAR], b=[], faction_a="tyrell")
    g.start(setup_a=[f"{BARD}#1"]).round()
    g.ability("A", f"A:{BARD}#1", "interrupt", targets=[f"A:{BEAR}#1"], at="F-AW-3")
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-INTERRUPT-3") and BARD in message
