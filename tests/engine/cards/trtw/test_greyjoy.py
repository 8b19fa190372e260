"""TRtW, greyjoy: a legal use and a misuse of each card."""

from __future__ import annotations

from engine.game.state.model import strength
from tests.engine.cards.harness import CardGame
from tests.engine.cards.quick import unopposed
from tests.engine.cards.rounds import to_challenges


def _greyjoy(a: list[str], first: str = "A", **start: list[str]) -> CardGame:
    g = CardGame(a=a, b=[], faction_a="greyjoy", faction_b="lannister")
    g.start(**start).round(first=first)  # type: ignore[arg-type]
    return to_challenges(g)


# --- 02031 The Reader ---------------------------------------------------------------------------


def test_02031_the_reader_discards_the_top_3_of_each_opponents_deck() -> None:
    g = unopposed(_greyjoy(["02031"], setup_a=["02031#1"]), "power", ["02031#1"])
    deck = g.state().players[1].deck
    top = deck[::-1][:3]
    g.ability("A", "A:02031#1", "reaction", choice="discard",
              effects=[{"op": "discard", "card": cid} for cid in top])  # fmt: skip
    st = g.state()
    assert all(st.cards[cid].zone == "discard" for cid in top)
    assert len(st.players[1].deck) == len(deck) - 3


def test_02031_the_reader_misuse_R_REACTION_3_no_unique_greyjoy_participating() -> None:
    g = _greyjoy(["02031"], setup_a=["02031#1", "01187#1"])
    unopposed(g, "power", ["01187#1"])
    top = g.state().players[0].deck[-1]
    g.ability("A", "A:02031#1", "reaction", choice="draw",
              effects=[{"op": "draw", "seat": "A", "cards": [top]}])  # fmt: skip
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-REACTION-3") and "02031" in message


# --- 02032 Raiding Longship ---------------------------------------------------------------------


def _longship(first: str) -> CardGame:
    g = _greyjoy(["02032"], first=first, setup_a=["02032#1", "01053#1"], setup_b=["01053#2"])
    g.ev("challenge", seat="A", challenge="military", attackers=["01053#1"])
    g.ev("defenders", seat="B", defenders=["01053#2"])
    g.ability("A", "A:02032#1", "action", costs=[{"op": "kneel", "card": "A:02032#1"}],
              targets=["B:01053#2"])  # fmt: skip
    return g


def test_02032_raiding_longship_defender_contributes_no_str() -> None:
    g = _longship("A")
    assert g.state().cards["A:02032#1"].kneeling and strength(g.state(), "B:01053#2") == 2
    g.ev("challenge_result", winner="A", attacker_str=2, defender_str=0)
    assert g.verdict().errors == ()


def test_02032_raiding_longship_misuse_R_PLAYRES_1_not_the_first_player() -> None:
    g = _longship("B")
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-PLAYRES-1") and "first player" in message
