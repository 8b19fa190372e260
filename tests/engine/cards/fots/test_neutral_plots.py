"""FotS, neutral plots: a legal use and a misuse of each card."""

from __future__ import annotations

from engine.game.state.model import plot_value
from tests.engine.cards.harness import CardGame
from tests.engine.cards.quick import faction_action

DESPERATE = "14050"


def _b_attacks_desperate_a(victims: list[str]) -> CardGame:
    """A reveals Desperate Attack; B wins an unopposed [military] challenge against A."""
    g = CardGame(a=[], b=[], plots_a=[DESPERATE])
    g.start(setup_a=["01053#1", "01113#1", "01187#1"], setup_b=["01053#1"])
    g.round(plot_a=f"{DESPERATE}#1", first="B")  # initiative 0: B wins it
    g.ev("pass", seat="B").ev("pass", seat="A")  # marshaling
    g.ev("challenge", seat="B", challenge="military", attackers=["01053#1"])
    g.ev("defenders", seat="A", defenders=[])
    g.ev("claim", seat="A", cards=victims)
    return g


def test_14050_desperate_attack_raises_the_attackers_claim_by_1() -> None:
    g = _b_attacks_desperate_a(["A:01053#1", "A:01113#1", "A:01187#1"])
    st = g.state()
    assert all(st.cards[c].zone == "dead" for c in ("A:01053#1", "A:01113#1", "A:01187#1"))
    assert plot_value(st, 1, "claim") == 2 + 1 and plot_value(st, 0, "claim") == 3


def test_14050_desperate_attack_misuse_R_CLAIM_MIL_4_only_two_killed_for_claim_3() -> None:
    g = _b_attacks_desperate_a(["A:01053#1", "A:01113#1"])
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-CLAIM-MIL-4") and "claim 3" in message


NEW_GODS = "14052"
FREERIDER = "05040"  # Devout Freerider: a The Seven character with [military] and [power]


def _new_gods_attacks(second: list[str]) -> CardGame:
    """A reveals The New Gods: the Freerider and a filler attack in A's first challenge
    ([military], unopposed), then ``second`` attacks in a [power] challenge."""
    g = CardGame(a=[FREERIDER], b=[], plots_a=[NEW_GODS])
    g.start(setup_a=[f"{FREERIDER}#1", "01053#1"]).round(plot_a=f"{NEW_GODS}#1")
    g.ev("pass", seat="A").ev("pass", seat="B")
    g.ev("challenge", seat="A", challenge="military", attackers=[f"{FREERIDER}#1", "01053#1"])
    g.ev("defenders", seat="B", defenders=[])
    g.ev("challenge", seat="A", challenge="power", attackers=second)
    return g


def test_14052_the_new_gods_the_seven_attack_without_kneeling_in_the_first_challenge() -> None:
    g = _new_gods_attacks([f"{FREERIDER}#1"])
    st = g.state()
    assert st.cards["A:01053#1"].kneeling  # not The Seven: knelt in the first challenge
    assert st.cards[f"A:{FREERIDER}#1"].kneeling  # knelt as it attacked in the second one
    assert st.challenge is not None and st.challenge.attackers == [f"A:{FREERIDER}#1"]


def test_14052_the_new_gods_misuse_F_4_2_4_a_non_seven_attacker_knelt_attacks_again() -> None:
    g = _new_gods_attacks(["01053#1"])
    seq, rule, _ = g.error()
    assert (seq, rule) == (g.last_seq(), "F-4.2-4")


RATIONING, LYN, FIELDS = "14049", "14039", "14038"


def test_14049_rationing_leaves_reactions_to_other_triggering_conditions() -> None:
    """Under Rationing, Lyn Corbray still stands after a [power] challenge against A."""
    g = CardGame(a=[LYN], b=[], plots_a=[RATIONING])
    g.start(setup_a=[f"{LYN}#1"], setup_b=["01187#1"]).round(plot_a=f"{RATIONING}#1")
    faction_action(g, "A", {"op": "kneel", "card": f"A:{LYN}#1"}, at="F-AW-3")
    g.ev("pass", seat="A").ev("pass", seat="B").ev("pass", seat="A")
    g.ev("challenge", seat="B", challenge="power", attackers=["01187#1"])
    g.ability("A", f"A:{LYN}#1", "reaction", effects=[{"op": "stand", "card": f"A:{LYN}#1"}])
    st = g.state()
    assert st.players[0].revealed == f"A:{RATIONING}#1" and not st.cards[f"A:{LYN}#1"].kneeling


def test_14049_rationing_misuse_R_CANNOT_1_a_reaction_to_winning_a_challenge() -> None:
    g = CardGame(a=[FIELDS], b=[], plots_a=[RATIONING], faction_a="tyrell")
    g.start(setup_a=[f"{FIELDS}#1", f"{FIELDS}#2", f"{FIELDS}#3", "01053#1"])
    g.round(plot_a=f"{RATIONING}#1")
    g.ev("pass", seat="A").ev("pass", seat="B")
    g.ev("challenge", seat="A", challenge="power", attackers=["01053#1"])
    g.ev("defenders", seat="B", defenders=[])
    g.ability("A", f"A:{FIELDS}#1", "reaction",
              costs=[{"op": "kneel", "card": f"A:{FIELDS}#{n}"} for n in (1, 2, 3)])  # fmt: skip
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-CANNOT-1") and "cannot react" in message
