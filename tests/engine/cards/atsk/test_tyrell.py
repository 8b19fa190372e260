"""AtSK, tyrell: a legal use and a misuse of each card."""

from __future__ import annotations

from engine.game.state.model import strength
from tests.engine.cards.harness import CardGame
from tests.engine.cards.quick import unopposed
from tests.engine.cards.rounds import to_challenges

COLEN = "04004"


def _colen_attacks(ctype: str) -> CardGame:
    g = CardGame(a=[COLEN], b=[], faction_a="tyrell")
    g.start(setup_a=[f"{COLEN}#1"], setup_b=["01053#1"]).round()
    to_challenges(g)
    return unopposed(g, ctype, [f"{COLEN}#1"])


def test_04004_ser_colen_of_greenpools_gets_3_str_in_a_power_challenge() -> None:
    g = _colen_attacks("power")
    assert strength(g.state(), f"A:{COLEN}#1") == 1 + 3
    g.ev("challenge_result", winner="A", attacker_str=4, defender_str=0, unopposed=True)
    assert g.verdict().errors == ()


def test_04004_ser_colen_of_greenpools_misuse_F_4_2_2_bonus_in_a_military_challenge() -> None:
    g = _colen_attacks("military")
    assert strength(g.state(), f"A:{COLEN}#1") == 1
    g.ev("challenge_result", winner="A", attacker_str=4, defender_str=0, unopposed=True)
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "F-4.2.2") and "attacker_str" in message
