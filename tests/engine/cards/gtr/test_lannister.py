"""GtR, lannister: a legal use and a misuse of each card."""

from __future__ import annotations

from engine.game.state.model import icons
from tests.engine.cards.harness import CardGame

SOLAR = "06030"


def _solar() -> CardGame:
    g = CardGame(a=[SOLAR], b=[], faction_a="lannister")
    g.start(setup_a=[f"{SOLAR}#1", "01053#1"], setup_b=["01053#1"]).round()
    return g


def test_06030_the_hand_s_solar_gives_an_intrigue_icon_until_the_end_of_the_phase() -> None:
    g = _solar()
    assert "intrigue" not in icons(g.state(), "B:01053#1")
    g.ability("A", f"A:{SOLAR}#1", "action", costs=[{"op": "kneel", "card": f"A:{SOLAR}#1"}],
              targets=["B:01053#1"])  # fmt: skip
    st = g.state()
    assert "intrigue" in icons(st, "B:01053#1") and st.cards[f"A:{SOLAR}#1"].kneeling
    g.ev("pass", seat="A").ev("pass", seat="B")  # the marshaling phase ends
    assert "intrigue" not in icons(g.state(), "B:01053#1")


def test_06030_the_hand_s_solar_misuse_R_TARGET_1_a_location_is_not_a_character() -> None:
    g = _solar()
    g.ability("A", f"A:{SOLAR}#1", "action", costs=[{"op": "kneel", "card": f"A:{SOLAR}#1"}],
              targets=[f"A:{SOLAR}#1"])  # fmt: skip
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-TARGET-1") and SOLAR in message
