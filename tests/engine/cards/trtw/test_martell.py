"""TRtW, martell: a legal use and a misuse of each card."""

from __future__ import annotations

from tests.engine.cards.harness import CardGame
from tests.engine.cards.quick import faction_action
from tests.engine.cards.rounds import next_round


def _game() -> CardGame:
    g = CardGame(a=["02036"], b=[], faction_a="martell", faction_b="lannister")
    g.start(hand_a=["02036#1"]).round()
    return g


def test_02036_in_dorans_name_gains_a_gold_per_used_plot() -> None:
    g = _game()
    faction_action(g, "A", {"op": "gain_power", "seat": "A", "amount": 1}, at="F-AW-3")
    next_round(g, keep=("A:02036#1",))  # one plot in A's used pile
    g.ability("A", "A:02036#1", "action", at="F-AW-3",
              costs=[{"op": "kneel", "card": "A:faction"}])  # fmt: skip
    player = g.state().players[0]
    assert player.gold == 3 + 1 and player.faction_kneeling  # the plot's income, then X = 1


def test_02036_in_dorans_name_misuse_R_ABIL_7_no_used_plot() -> None:
    g = _game()
    g.ability("A", "A:02036#1", "action", at="F-AW-3",
              costs=[{"op": "kneel", "card": "A:faction"}])  # fmt: skip
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-ABIL-7") and "used pile" in message
