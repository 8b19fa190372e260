"""KotI, greyjoy: a legal use and a misuse of each card."""

from __future__ import annotations

from engine.game.logformat import primitives
from tests.engine.cards.harness import CardGame
from tests.engine.cards.quick import faction_action, hand_of

WYK = "12017"


def _great_wyk(from_dead: bool) -> tuple[CardGame, str]:
    """A puts its filler into play (back from its dead pile, or from hand); Great Wyk's
    reaction: B discards the first card of its hand."""
    g = CardGame(a=[WYK], b=[], faction_a="greyjoy")
    g.start(setup_a=[f"{WYK}#1", "01053#1"], setup_b=["01053#1"]).round()
    if from_dead:
        back = "A:01053#1"
        faction_action(g, "A", primitives.kill(back), at="F-AW-3")
    else:
        back = hand_of(g, "A")[0]
    faction_action(g, "A", primitives.put_into_play(back), at="F-AW-3")
    victim = hand_of(g, "B")[0]
    g.ability("A", f"A:{WYK}#1", "reaction", effects=[primitives.discard(victim)])
    return g, victim


def test_12017_great_wyk_each_opponent_discards_after_a_return_from_the_dead_pile() -> None:
    g, victim = _great_wyk(True)
    st = g.state()
    assert st.cards["A:01053#1"].zone == "play" and st.cards[victim].zone == "discard"


def test_12017_great_wyk_misuse_R_REACTION_3_entered_from_hand() -> None:
    g, _ = _great_wyk(False)
    seq, rule, _ = g.error()
    assert (seq, rule) == (g.last_seq(), "R-REACTION-3")
