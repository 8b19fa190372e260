"""GtR, stark: a legal use and a misuse of each card."""

from __future__ import annotations

from tests.engine.cards.harness import CardGame
from tests.engine.cards.quick import faction_action
from tests.engine.cards.rounds import to_challenges

HOST = "06021"
_HOST_ID = f"A:{HOST}#1"
_DISCARD_1_GOLD = [{"op": "token", "card": _HOST_ID, "token": "gold", "amount": -1}]


def _host_with_gold() -> CardGame:
    """A marshals Bear Island Host (4 of 5 gold) and bestows 1 gold on it; a filler is in
    play beside it."""
    g = CardGame(a=[HOST], b=[], faction_a="stark")
    g.start(setup_a=["01053#1"], hand_a=[f"{HOST}#1"]).round()
    faction_action(g, "A", {"op": "gain_gold", "seat": "A", "amount": 2}, at="F-AW-3")
    g.ev("marshal", seat="A", card=f"{HOST}#1")
    g.ability("A", _HOST_ID, "keyword", choice="1")
    return to_challenges(g)


def test_06021_bear_island_host_does_not_kneel_attacking_in_a_military_challenge() -> None:
    g = _host_with_gold()
    g.ability("A", _HOST_ID, "action", ability=2, costs=_DISCARD_1_GOLD, targets=[_HOST_ID])
    assert g.state().tokens[_HOST_ID]["gold"] == 0
    g.ev("challenge", seat="A", challenge="military", attackers=[f"{HOST}#1", "01053#1"])
    st = g.state()
    assert not st.cards[_HOST_ID].kneeling and st.cards["A:01053#1"].kneeling


def test_06021_bear_island_host_misuse_R_TARGET_1_not_a_house_mormont_character() -> None:
    g = _host_with_gold()
    g.ability("A", _HOST_ID, "action", ability=2, costs=_DISCARD_1_GOLD, targets=["A:01053#1"])
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-TARGET-1") and HOST in message
