"""CoW, baratheon: a legal use and a misuse of each card."""

from __future__ import annotations

from engine.game.state.model import strength
from tests.engine.cards.harness import CardGame
from tests.engine.cards.quick import faction_action
from tests.engine.cards.rounds import to_challenges

KINGSWOOD = "02087"


def _b_wins_power_against_kingswood(attacker_str: int) -> CardGame:
    g = CardGame(a=[KINGSWOOD], b=[], faction_a="baratheon")
    g.start(setup_a=[f"{KINGSWOOD}#1"], setup_b=["01053#1"]).round()
    to_challenges(g)
    g.ev("pass", seat="A")
    g.ev("challenge", seat="B", challenge="power", attackers=["01053#1"])
    g.ev("defenders", seat="A", defenders=[])
    g.ev("challenge_result", winner="B", attacker_str=attacker_str, defender_str=0,
         unopposed=True)  # fmt: skip
    return g


def test_02087_kingswood_weakens_attackers_then_is_sacrificed() -> None:
    g = CardGame(a=[KINGSWOOD], b=[], faction_a="baratheon")
    g.start(setup_a=[f"{KINGSWOOD}#1"], setup_b=["01053#1"]).round()
    to_challenges(g)
    g.ev("pass", seat="A")
    g.ev("challenge", seat="B", challenge="power", attackers=["01053#1"])
    assert strength(g.state(), "B:01053#1") == 2 - 1
    st = _b_wins_power_against_kingswood(1).state()  # the forced sacrifice resolves itself
    assert st.cards[f"A:{KINGSWOOD}#1"].zone == "discard"


def test_02087_kingswood_misuse_F_4_2_2_attacker_str_stated_without_the_penalty() -> None:
    g = _b_wins_power_against_kingswood(2)
    seq, rule, _ = g.error()
    assert (seq, rule) == (g.last_seq(), "F-4.2.2")


DRUNK = "02088"
_SACRIFICE_DRUNK = [{"op": "sacrifice", "card": f"A:{DRUNK}#1"}]


def _drunk_on_b(stand: bool) -> CardGame:
    """A attaches Stinking Drunk to B's character, which B kneels (and stands)."""
    g = CardGame(a=[DRUNK], b=[], faction_a="baratheon")
    g.start(setup_b=["01053#1"], hand_a=[f"{DRUNK}#1"]).round()
    g.ev("marshal", seat="A", card=f"{DRUNK}#1", attach_to="B:01053#1")
    faction_action(g, "B", {"op": "kneel", "card": "B:01053#1"}, at="F-AW-3")
    if stand:
        faction_action(g, "B", {"op": "stand", "card": "B:01053#1"}, at="F-AW-3")
    g.ability("A", f"A:{DRUNK}#1", "reaction", costs=_SACRIFICE_DRUNK, at="F-AW-3")
    return g


def test_02088_stinking_drunk_kneels_attached_character_after_it_stands() -> None:
    st = _drunk_on_b(stand=True).state()
    assert st.cards["B:01053#1"].kneeling and st.cards[f"A:{DRUNK}#1"].zone == "discard"
    assert st.phase == "marshaling"


def test_02088_stinking_drunk_misuse_R_REACTION_3_attached_character_did_not_stand() -> None:
    g = _drunk_on_b(stand=False)
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-REACTION-3") and DRUNK in message
