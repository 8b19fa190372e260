"""FFH, lannister: a legal use and a misuse of each card."""

from __future__ import annotations

from tests.engine.cards.harness import CardGame
from tests.engine.cards.rounds import to_challenges

HARRENHAL, PYCELLE = "04050", "01085"  # Grand Maester Pycelle: a [lannister] character


def _harrenhal_puts(target: str) -> CardGame:
    g = CardGame(a=[HARRENHAL, PYCELLE], b=[])
    g.start(setup_a=[f"{HARRENHAL}#1"], hand_a=[f"{PYCELLE}#1", "01053#1"]).round()
    to_challenges(g)
    return g.ability("A", f"A:{HARRENHAL}#1", "action", targets=[target],
                     costs=[{"op": "kneel", "card": f"A:{HARRENHAL}#1"}])  # fmt: skip


def test_04050_harrenhal_puts_a_lannister_into_play_killed_at_the_end_of_the_phase() -> None:
    g = _harrenhal_puts(f"A:{PYCELLE}#1")
    st = g.state()
    assert st.cards[f"A:{PYCELLE}#1"].zone == "play" and st.cards[f"A:{HARRENHAL}#1"].kneeling
    g.ev("pass", seat="A").ev("pass", seat="B")  # the challenges phase ends
    assert g.state().cards[f"A:{PYCELLE}#1"].zone == "dead"


def test_04050_harrenhal_misuse_R_TARGET_1_not_lannister_nor_bolton() -> None:
    g = _harrenhal_puts("A:01053#1")  # Bastard in Hiding: [baratheon]
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-TARGET-1") and HARRENHAL in message
