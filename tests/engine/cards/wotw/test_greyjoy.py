"""WotW, greyjoy: a legal use and a misuse of each card."""

from __future__ import annotations

from tests.engine.cards.harness import CardGame
from tests.engine.cards.quick import unopposed
from tests.engine.cards.rounds import to_challenges

# --- 07028 Raiding the Bay of Ice -------------------------------------------------------------

RAIDING, HULK, PORT = "07028", "11092", "11056"  # a Warship location; Summer Sea Port


def _raiding_after_a_win(kneel: str) -> CardGame:
    """A wins a [military] challenge unopposed as the attacker, then plays Raiding the Bay of
    Ice kneeling ``kneel``, on B's Summer Sea Port."""
    g = CardGame(a=[RAIDING, HULK], b=[PORT], faction_a="greyjoy")
    g.start(setup_a=[f"{HULK}#1", "01053#1", "01113#1"], setup_b=[f"{PORT}#1"],
            hand_a=[f"{RAIDING}#1"]).round()  # fmt: skip
    to_challenges(g)
    unopposed(g, "military", ["01053#1"])
    g.ev("challenge_result", winner="A", unopposed=True)
    return g.ability("A", f"A:{RAIDING}#1", "reaction", targets=[f"B:{PORT}#1"],
                     costs=[{"op": "kneel", "card": kneel}])  # fmt: skip


def test_07028_raiding_the_bay_of_ice_puts_the_location_on_top_of_its_deck() -> None:
    st = _raiding_after_a_win(f"A:{HULK}#1").state()
    assert st.cards[f"B:{PORT}#1"].zone == "deck" and st.players[1].deck[-1] == f"B:{PORT}#1"
    assert st.cards[f"A:{HULK}#1"].kneeling


def test_07028_raiding_the_bay_of_ice_misuse_R_COST_2_kneels_a_character() -> None:
    g = _raiding_after_a_win("A:01113#1")
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-COST-2") and "Warship" in message
