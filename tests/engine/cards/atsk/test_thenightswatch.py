"""AtSK, thenightswatch: a legal use and a misuse of each card."""

from __future__ import annotations

from tests.engine.cards.harness import CardGame

TREE = "04007"


def _white_tree(times: int) -> CardGame:
    """A kneels White Tree ``times`` times as the marshaling phase begins, after the players
    collect income."""
    g = CardGame(a=[TREE], b=[], faction_a="thenightswatch")
    g.start(setup_a=[f"{TREE}#1"]).round()
    for _ in range(times):
        g.ability("A", f"A:{TREE}#1", "reaction",
                  costs=[{"op": "kneel", "card": f"A:{TREE}#1"}])  # fmt: skip
    return g


def test_04007_white_tree_moves_1_gold_after_an_opponent_collects_income() -> None:
    st = _white_tree(1).state()
    assert (st.players[0].gold, st.players[1].gold) == (3 + 1, 3 - 1)
    assert st.cards[f"A:{TREE}#1"].kneeling


def test_04007_white_tree_misuse_R_REACTION_2_twice_for_one_income() -> None:
    g = _white_tree(2)
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-REACTION-2") and TREE in message
