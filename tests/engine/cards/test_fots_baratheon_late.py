"""Fury of the Storm, House Baratheon (fots_baratheon_late): a legal use and a misuse of each
scripted card."""

from __future__ import annotations

from tests.engine.cards.harness import CardGame


def _game(a: list[str], **kw: object) -> CardGame:
    return CardGame(a=a, b=[], faction_a="baratheon", **kw)  # type: ignore[arg-type]


# --- 14016 Wily Smuggler ----------------------------------------------------------------------


def _smuggled() -> CardGame:
    g = _game(["14016"])
    g.start(setup_a=["14016#1"], hand_a=["01053#1"]).round()
    return g.ability("A", "A:14016#1", "action", targets=["A:01053#1"], at="F-AW-3")


def test_14016_wily_smuggler_the_card_goes_on_top_and_is_drawn_as_the_phase_ends() -> None:
    g = _smuggled()
    st = g.state()
    assert st.players[0].deck[-1] == "A:01053#1" and "A:01053#1" not in st.players[0].hand
    g.ev("pass", seat="A").ev("pass", seat="B")  # the marshaling phase ends
    g.ev("draw", seat="A", cards=["A:01053#1"])
    st = g.state()
    assert "A:01053#1" in st.players[0].hand and st.phase == "challenges"


def test_14016_wily_smuggler_misuse_R_DELAYED_2_the_delayed_draw_left_out() -> None:
    g = _smuggled()
    g.ev("pass", seat="A").ev("pass", seat="B")
    g.ev("challenge", seat="A", challenge="military", attackers=["A:14016#1"])
    g.ev("defenders", seat="B", defenders=[])  # the step is left with the draw still due
    assert g.error()[:2] == (g.last_seq(), "R-DELAYED-2")


def test_14016_wily_smuggler_misuse_R_LIMIT_1_twice_in_a_round() -> None:
    g = _smuggled()
    g.ability("A", "A:14016#1", "action", targets=["A:01053#1"])
    assert g.error()[:2] == (g.last_seq(), "R-LIMIT-1")


def test_14016_wily_smuggler_misuse_R_TARGET_1_a_card_in_play() -> None:
    g = _game(["14016"])
    g.start(setup_a=["14016#1", "01053#1"]).round()
    g.ability("A", "A:14016#1", "action", targets=["A:01053#1"], at="F-AW-3")
    assert g.error()[:2] == (g.last_seq(), "R-TARGET-1")
