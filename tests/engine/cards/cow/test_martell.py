"""CoW, martell: a legal use and a misuse of each card."""

from __future__ import annotations

from engine.game.state import has_keyword
from tests.engine.cards.harness import CardGame
from tests.engine.cards.rounds import next_round, to_challenges

KNIGHTS = "02095"


def _knights_win_power(rounds: int) -> CardGame:
    g = CardGame(a=[KNIGHTS], b=[], faction_a="martell")
    g.start(setup_a=[f"{KNIGHTS}#1"]).round()
    for _ in range(rounds - 1):
        next_round(g)
    to_challenges(g)
    g.ev("challenge", seat="A", challenge="power", attackers=[f"{KNIGHTS}#1"])
    g.ev("defenders", seat="B", defenders=[])
    g.ev("challenge_result", winner="A", attacker_str=4, defender_str=0, unopposed=True)
    g.ev("keyword", seat="A", keyword="renown", card=f"A:{KNIGHTS}#1")
    return g


def test_02095_knights_of_the_sun_gain_renown_with_3_used_plots() -> None:
    st = _knights_win_power(rounds=4).state()
    assert len(st.players[0].used) == 3 and has_keyword(st, f"A:{KNIGHTS}#1", "renown")
    assert st.cards[f"A:{KNIGHTS}#1"].power == 1


def test_02095_knights_of_the_sun_misuse_R_KW_RENOWN_1_with_2_used_plots() -> None:
    g = _knights_win_power(rounds=3)
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-KW-RENOWN-1") and KNIGHTS in message
