"""TtB, tyrell: a legal use and a misuse of each card."""

from __future__ import annotations

from engine.game.state.model import strength
from tests.engine.cards.harness import CardGame
from tests.engine.cards.quick import faction_action
from tests.engine.cards.rounds import to_challenges

_PAY_1 = [{"op": "spend_gold", "seat": "A", "amount": 1}]


def _knight_attacks() -> CardGame:
    g = CardGame(a=["02005"], b=[], faction_a="tyrell")
    g.start(setup_a=["02005#1", "01113#1"], setup_b=["01053#1"]).round()
    to_challenges(g)
    return g.ev("challenge", seat="A", challenge="military", attackers=["02005#1", "01113#1"])


def test_02005_arbor_knight_gives_a_participating_redwyne_1_str() -> None:
    g = _knight_attacks()
    g.ability("A", "A:02005#1", "action", costs=_PAY_1, targets=["A:02005#1"])
    st = g.state()
    assert strength(st, "A:02005#1") == 1 + 1 and st.players[0].gold == 3 - 1


def test_02005_arbor_knight_misuse_R_TARGET_1_not_house_redwyne() -> None:
    g = _knight_attacks()
    g.ability("A", "A:02005#1", "action", costs=_PAY_1, targets=["A:01113#1"])
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-TARGET-1") and "02005" in message


def _barge_marshaled(draw_first: bool) -> CardGame:
    g = CardGame(a=["02006"], b=[], faction_a="tyrell")
    g.start(hand_a=["02006#1"], setup_b=["01053#1"]).round()
    if draw_first:
        faction_action(g, "A", {"op": "draw", "seat": "A", "cards": _top(g, 1)}, at="F-AW-3")
    g.ev("marshal", seat="A", card="02006#1")
    return g


def _top(g: CardGame, n: int) -> list[str]:
    return [c for c in reversed(g.deck_ids("A")) if c not in g.drawn["A"]][:n]


def test_02006_pleasure_barge_draws_3_after_it_is_marshaled() -> None:
    g = _barge_marshaled(draw_first=False)
    drawn = _top(g, 3)
    g.ability("A", "A:02006#1", "reaction", effects=[{"op": "draw", "seat": "A", "cards": drawn}])
    st = g.state()
    assert set(drawn) <= set(st.players[0].hand) and len(st.players[0].hand) == 9 - 1 + 3


def test_02006_pleasure_barge_misuse_R_PLAYRES_1_a_card_drawn_this_phase() -> None:
    g = _barge_marshaled(draw_first=True)
    g.ability("A", "A:02006#1", "reaction", effects=[
        {"op": "draw", "seat": "A", "cards": _top(g, 4)[1:]}])  # fmt: skip
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-PLAYRES-1") and "02006" in message


def test_02006_pleasure_barge_misuse_R_IMMUNE_1_put_to_the_torch_chooses_it() -> None:
    g = CardGame(a=["01031", "01042"], b=["02006"])  # Wildling Horde (STR 5), Put to the Torch
    g.start(setup_a=["01031#1"], hand_a=["01042#1"], setup_b=["02006#1"]).round()
    to_challenges(g)
    g.ev("challenge", seat="A", challenge="military", attackers=["01031#1"])
    g.ev("defenders", seat="B", defenders=[])
    g.ability("A", "A:01042#1", "reaction", costs=_PAY_1, targets=["B:02006#1"])
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-IMMUNE-1") and "B:02006#1" in message
