"""CoW, greyjoy: a legal use and a misuse of each card."""

from __future__ import annotations

from tests.engine.cards.harness import CardGame
from tests.engine.cards.rounds import to_challenges

MINES = "02092"


def _mines_save(target: str) -> CardGame:
    """B wins a [military] challenge (claim 2); A sacrifices Iron Mines to save ``target``."""
    g = CardGame(a=[MINES], b=[], faction_a="greyjoy")
    g.start(setup_a=[f"{MINES}#1", "01053#1", "01113#1"],
            setup_b=["01053#1", "01113#1"]).round()  # fmt: skip
    to_challenges(g)
    g.ev("pass", seat="A")
    g.ev("challenge", seat="B", challenge="military", attackers=["01053#1", "01113#1"])
    g.ev("defenders", seat="A", defenders=[])
    g.ev("challenge_result", winner="B", attacker_str=4, defender_str=0, unopposed=True)
    g.ability("A", f"A:{MINES}#1", "interrupt", targets=[target],
              costs=[{"op": "sacrifice", "card": f"A:{MINES}#1"}])  # fmt: skip
    return g


def test_02092_iron_mines_saves_a_character_from_claim() -> None:
    g = _mines_save("A:01053#1")
    g.ev("claim", seat="A", cards=["A:01053#1", "A:01113#1"])
    st = g.state()
    assert st.cards["A:01053#1"].zone == "play" and st.cards["A:01113#1"].zone == "dead"
    assert st.cards[f"A:{MINES}#1"].zone == "discard"


def test_02092_iron_mines_misuse_R_TARGET_1_saves_a_location() -> None:
    g = _mines_save(f"A:{MINES}#1")
    seq, rule, _ = g.error()
    assert (seq, rule) == (g.last_seq(), "R-TARGET-1")


RAIDER = "02091"


def _raider_ambushes(card: str) -> CardGame:
    """In the challenges phase A ambushes ``card`` from hand onto Raider from Pyke."""
    g = CardGame(a=[RAIDER, card[:5]], b=[], faction_a="greyjoy")
    g.start(setup_a=[f"{RAIDER}#1"], hand_a=[card]).round()
    to_challenges(g)
    g.ev("ambush", seat="A", card=card, attach_to=f"A:{RAIDER}#1")
    return g


def test_02091_raider_from_pyke_gives_a_weapon_in_hand_ambush_at_its_cost() -> None:
    st = _raider_ambushes("01115#1").state()  # Dawn: a Weapon, printed cost 2
    assert st.cards["A:01115#1"].host == f"A:{RAIDER}#1" and st.players[0].gold == 3 - 2


def test_02091_raider_from_pyke_misuse_R_KW_AMBUSH_1_not_a_weapon() -> None:
    g = _raider_ambushes("01036#1")  # Noble Lineage: a Condition
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-KW-AMBUSH-1") and "no ambush" in message
