"""LoCR, tyrell: a legal use and a misuse of each card."""

from __future__ import annotations

from tests.engine.cards.harness import CardGame
from tests.engine.cards.rounds import to_challenges

ROSE = "05038"


def _rose(keep: int) -> tuple[CardGame, list[str]]:
    """A plays "A Rose of Gold" in the challenges phase, keeping ``keep`` of the top 3."""
    g = CardGame(a=[ROSE], b=[], faction_a="tyrell")
    g.start(hand_a=[f"{ROSE}#1"]).round()
    to_challenges(g)
    top = g._filler("A", 3)
    moves = [{"op": "move", "card": c, "to": "hand"} for c in top[:keep]] + [
        {"op": "move", "card": c, "to": "deck", "bottom": True} for c in reversed(top[keep:])
    ]
    g.drawn["A"].update(top[:keep])
    g.ability("A", f"A:{ROSE}#1", "action", effects=moves,
              costs=[{"op": "spend_gold", "seat": "A", "amount": 1}])  # fmt: skip
    return g, top


def test_05038_a_rose_of_gold_adds_1_to_hand_and_2_to_the_bottom_in_any_order() -> None:
    g, top = _rose(keep=1)
    st = g.state()
    assert top[0] in st.players[0].hand
    assert st.players[0].deck[:2] == [top[1], top[2]]  # the bottom card first: as placed


def test_05038_a_rose_of_gold_misuse_R_EFFECT_1_keeps_2() -> None:
    g, _ = _rose(keep=2)
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-EFFECT-1") and "1 to your hand" in message
