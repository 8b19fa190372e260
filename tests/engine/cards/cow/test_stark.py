"""CoW, stark: a legal use and a misuse of each card."""

from __future__ import annotations

from engine.game.state import has_keyword, strength
from tests.engine.cards.harness import CardGame
from tests.engine.cards.rounds import next_round, to_challenges

VANGUARD = "02081"


def _vanguard_attacks(total: int, rounds: int = 1) -> CardGame:
    g = CardGame(a=[VANGUARD], b=[], faction_a="stark")
    g.start(setup_a=[f"{VANGUARD}#1"]).round()
    for _ in range(rounds - 1):
        next_round(g)
    to_challenges(g)
    g.ev("challenge", seat="A", challenge="power", attackers=[f"{VANGUARD}#1"])
    g.ev("defenders", seat="B", defenders=[])
    g.ev("challenge_result", winner="A", attacker_str=total, defender_str=0, unopposed=True)
    return g


def test_02081_greatjon_s_vanguard_gets_2_str_and_renown_with_few_used_plots() -> None:
    g = _vanguard_attacks(6)
    st = g.state()
    assert strength(st, f"A:{VANGUARD}#1") == 6 and has_keyword(st, f"A:{VANGUARD}#1", "renown")
    g.ev("keyword", seat="A", keyword="renown", card=f"A:{VANGUARD}#1")
    assert g.state().cards[f"A:{VANGUARD}#1"].power == 1


def test_02081_greatjon_s_vanguard_misuse_R_KW_RENOWN_1_with_3_used_plots() -> None:
    g = _vanguard_attacks(4, rounds=4)
    assert strength(g.state(), f"A:{VANGUARD}#1") == 4
    g.ev("keyword", seat="A", keyword="renown", card=f"A:{VANGUARD}#1")
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-KW-RENOWN-1") and VANGUARD in message
