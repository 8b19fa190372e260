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


ARRY, ARYA = "04006", "01141"  # Arya Stark (Core), printed cost 3


def test_04006_arry_returns_to_hand_to_draw_1_card() -> None:
    g = CardGame(a=[ARRY], b=[], faction_a="thenightswatch")
    g.start(setup_a=[f"{ARRY}#1"]).round()
    top = g._filler("A", 1)
    g.ability("A", f"A:{ARRY}#1", "action",
              costs=[{"op": "return_to_hand", "card": f"A:{ARRY}#1"}],
              effects=[{"op": "draw", "seat": "A", "cards": top}])  # fmt: skip
    st = g.state()
    assert st.cards[f"A:{ARRY}#1"].zone == "hand" and st.cards[top[0]].zone == "hand"


def test_04006_arry_misuse_R_COST_2_not_returned_to_hand() -> None:
    g = CardGame(a=[ARRY], b=[], faction_a="thenightswatch")
    g.start(setup_a=[f"{ARRY}#1"]).round()
    g.ability("A", f"A:{ARRY}#1", "action", effects=[{"op": "draw", "seat": "A",
                                                     "cards": g._filler("A", 1)}])  # fmt: skip
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-COST-2") and ARRY in message


def test_04006_arry_is_sacrificed_when_you_marshal_arya_stark() -> None:
    g = CardGame(a=[ARRY, ARYA], b=[], faction_a="thenightswatch")
    g.start(setup_a=[f"{ARRY}#1"], hand_a=[f"{ARYA}#1"]).round()
    g.ev("marshal", seat="A", card=f"A:{ARYA}#1", cost=3)
    assert g.state().cards[f"A:{ARRY}#1"].zone == "discard"
