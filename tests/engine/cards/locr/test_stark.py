"""LoCR, stark: a legal use and a misuse of each card."""

from __future__ import annotations

from tests.engine.cards.harness import CardGame
from tests.engine.cards.quick import faction_action
from tests.engine.cards.rounds import to_challenges

SCOUTS = "05034"


def _scouts() -> CardGame:
    g = CardGame(a=[SCOUTS], b=[], faction_a="stark")
    g.start(setup_a=[f"{SCOUTS}#1"], hand_b=["01053#1"]).round()
    return g


def test_05034_last_hearth_scouts_kneel_a_character_entering_play_in_the_challenges_phase() -> None:
    g = to_challenges(_scouts())
    faction_action(g, "B", {"op": "put_into_play", "card": "B:01053#1"}, at="F-AW-4.1")
    st = g.state()
    assert st.cards["B:01053#1"].zone == "play" and st.cards["B:01053#1"].kneeling


def test_05034_last_hearth_scouts_misuse_R_FORCED_1_a_character_marshaled() -> None:
    g = _scouts()
    g.ev("pass", seat="A")
    g.ev("marshal", seat="B", card="01053#1", cost=2)
    assert not g.state().cards["B:01053#1"].kneeling  # the marshaling phase: no kneel
    g.ability("A", f"A:{SCOUTS}#1", "forced")
    seq, rule, _ = g.error()
    assert (seq, rule) == (g.last_seq(), "R-FORCED-1")
