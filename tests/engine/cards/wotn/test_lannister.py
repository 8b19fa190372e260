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


# --- 03030 Tower of the Hand ------------------------------------------------------------------

TOWER, CREW = "03030", "01072"  # Black Wind's Crew: printed cost 3 (as Crossroads Sellsword)


def _tower_after_intrigue_win(target: str) -> CardGame:
    """Crossroads Sellsword (cost 3) wins an unopposed [intrigue] challenge; A kneels Tower
    of the Hand and returns him to hand to return ``target`` to its owner's hand."""
    g = CardGame(a=[TOWER, SELLSWORD], b=[CREW], faction_a="lannister")
    g.start(setup_a=[f"{TOWER}#1", f"{SELLSWORD}#1"], setup_b=["01053#1", f"{CREW}#1"]).round()
    to_challenges(g)
    g.ev("challenge", seat="A", challenge="intrigue", attackers=[f"{SELLSWORD}#1"])
    g.ev("defenders", seat="B", defenders=[])
    g.ev("challenge_result", winner="A", attacker_str=2, defender_str=0, unopposed=True)
    costs = [{"op": "kneel", "card": f"A:{TOWER}#1"},
             {"op": "return_to_hand", "card": f"A:{SELLSWORD}#1"}]  # fmt: skip
    return g.ability("A", f"A:{TOWER}#1", "reaction", costs=costs, targets=[target])


def test_03030_tower_of_the_hand_returns_a_cheaper_character_of_the_loser() -> None:
    st = _tower_after_intrigue_win("B:01053#1").state()
    assert st.cards["B:01053#1"].zone == "hand" and st.cards[f"A:{SELLSWORD}#1"].zone == "hand"
    assert st.cards[f"A:{TOWER}#1"].kneeling


def test_03030_tower_of_the_hand_misuse_R_TARGET_1_same_printed_cost() -> None:
    g = _tower_after_intrigue_win(f"B:{CREW}#1")
    seq, rule, _ = g.error()
    assert (seq, rule) == (g.last_seq(), "R-TARGET-1")
