"""KotI, tyrell: a legal use and a misuse of each card."""

from __future__ import annotations

from tests.engine.cards.harness import CardGame
from tests.engine.cards.quick import hand_of

SHIELD = "12038"


def _shield_draw(n: int) -> CardGame:
    """A controls The Shield Islands; the draw phase: A draws ``n``."""
    g = CardGame(a=[SHIELD], b=[], faction_a="tyrell")
    g.start(setup_a=[f"{SHIELD}#1"], setup_b=["01053#1"])
    for seat in "AB":
        g.ev("plot", seat=seat, card=f"{seat}:01025#1")
    g.ev("initiative", seat="A", at="F-1.3.I").ev("first_player", seat="A")
    return g.draw("A", n)


def test_12038_the_shield_islands_each_player_draws_3() -> None:
    g = _shield_draw(3).draw("B", 3)
    assert len(hand_of(g, "A")) == 7 + 3 and len(hand_of(g, "B")) == 7 + 3


def test_12038_the_shield_islands_misuse_F_2_2_only_2_drawn() -> None:
    g = _shield_draw(2)
    seq, rule, _ = g.error()
    assert (seq, rule) == (g.last_seq(), "F-2.2")
