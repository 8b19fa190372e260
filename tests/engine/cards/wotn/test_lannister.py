"""WotN, lannister: a legal use and a misuse of each card."""

from __future__ import annotations

from tests.engine.cards.harness import CardGame
from tests.engine.cards.quick import faction_action
from tests.engine.cards.rounds import to_challenges

SELLSWORD = "03029"


def _sellsword_killed(in_challenges: bool) -> CardGame:
    """Crossroads Sellsword is killed (by B's unverified faction action) in the challenges
    phase's first action window, or in the marshaling phase's; A then uses its interrupt."""
    g = CardGame(a=[SELLSWORD], b=[], faction_a="lannister")
    g.start(setup_a=[f"{SELLSWORD}#1"]).round()
    at = "F-AW-4.1" if in_challenges else "F-AW-3"  # the challenges / marshaling action window
    to_challenges(g)
    faction_action(g, "B", {"op": "kill", "card": f"A:{SELLSWORD}#1"}, at=at)
    return g.ability("A", f"A:{SELLSWORD}#1", "interrupt")


def test_03029_crossroads_sellsword_killed_in_the_challenges_phase_gains_2_gold() -> None:
    st = _sellsword_killed(True).state()
    assert st.cards[f"A:{SELLSWORD}#1"].zone == "dead" and st.players[0].gold == 3 + 2


def test_03029_crossroads_sellsword_misuse_R_PLAYRES_1_killed_in_the_marshaling_phase() -> None:
    g = _sellsword_killed(False)
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-PLAYRES-1") and "challenges phase" in message
