"""CtA, martell: a legal use and a misuse of each card."""

from __future__ import annotations

from tests.engine.cards.harness import CardGame
from tests.engine.cards.quick import faction_action
from tests.engine.cards.rounds import next_round

CAVALRY = "04035"


def _top(g: CardGame, n: int) -> list[str]:
    return [c for c in reversed(g.deck_ids("A")) if c not in g.drawn["A"]][:n]


def _cavalry_marshaled(rounds: int = 0) -> CardGame:
    """After ``rounds`` more rounds (a plot each in A's used pile), A gains 3 gold and
    marshals Starfall Cavalry (cost 6)."""
    g = CardGame(a=[CAVALRY], b=[], faction_a="martell")
    g.start(hand_a=[f"{CAVALRY}#1"]).round()
    if rounds:  # B's power: A, with fewer, wins the tied initiative ([F-1.3.I])
        faction_action(g, "B", {"op": "gain_power", "seat": "B", "amount": 1}, at="F-AW-3")
    for _ in range(rounds):
        next_round(g, keep=(f"A:{CAVALRY}#1",))
    faction_action(g, "A", {"op": "gain_gold", "seat": "A", "amount": 3}, at="F-AW-3")
    g.ev("marshal", seat="A", card=f"{CAVALRY}#1", cost=6)
    return g


def test_04035_starfall_cavalry_draws_1_card_after_entering_play() -> None:
    g = _cavalry_marshaled()
    drawn = _top(g, 1)
    g.ability("A", f"A:{CAVALRY}#1", "reaction",
              effects=[{"op": "draw", "seat": "A", "cards": drawn}])  # fmt: skip
    assert drawn[0] in g.state().players[0].hand


def test_04035_starfall_cavalry_draws_3_with_3_plots_in_the_used_pile() -> None:
    g = _cavalry_marshaled(rounds=3)
    assert len(g.state().players[0].used) == 3
    drawn = _top(g, 3)
    g.ability("A", f"A:{CAVALRY}#1", "reaction",
              effects=[{"op": "draw", "seat": "A", "cards": drawn}])  # fmt: skip
    assert set(drawn) <= set(g.state().players[0].hand)


def test_04035_starfall_cavalry_misuse_R_DRAW_1_3_cards_without_3_used_plots() -> None:
    g = _cavalry_marshaled()
    g.ability("A", f"A:{CAVALRY}#1", "reaction",
              effects=[{"op": "draw", "seat": "A", "cards": _top(g, 3)}])  # fmt: skip
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-DRAW-1") and "1 card" in message
