"""CoW, martell: a legal use and a misuse of each card."""

from __future__ import annotations

from engine.game.state.model import has_keyword
from tests.engine.cards.harness import CardGame
from tests.engine.cards.quick import faction_action
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


VENGEANCE = "02096"


def _vengeance(choice: str) -> CardGame:
    """A wins a [military] challenge (claim 2) against B, who plays Vengeance for Elia."""
    g = CardGame(a=[], b=[VENGEANCE], faction_b="martell")
    g.start(setup_a=["01187#1", "01053#1"], setup_b=["01113#1"],
            hand_b=[f"{VENGEANCE}#1"]).round()  # fmt: skip
    to_challenges(g)
    g.ev("challenge", seat="A", challenge="military", attackers=["01053#1"])
    g.ev("defenders", seat="B", defenders=[])
    g.ev("challenge_result", winner="A", attacker_str=2, defender_str=0, unopposed=True)
    g.ability("B", f"B:{VENGEANCE}#1", "interrupt", choice=choice,
              costs=[{"op": "spend_gold", "seat": "B", "amount": 2}])  # fmt: skip
    return g


def test_02096_vengeance_for_elia_the_winner_satisfies_his_own_claim() -> None:
    g = _vengeance("A")
    g.ev("claim", seat="A", cards=["A:01187#1", "A:01053#1"])
    st = g.state()
    assert st.cards["A:01187#1"].zone == "dead" and st.cards["A:01053#1"].zone == "dead"
    assert st.cards["B:01113#1"].zone == "play"


def test_02096_vengeance_for_elia_misuse_R_TARGET_1_chooses_yourself() -> None:
    g = _vengeance("B")
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-TARGET-1") and "not an opponent" in message


def test_02096_vengeance_for_elia_power_claim_moves_back() -> None:
    g = CardGame(a=[], b=[VENGEANCE], faction_b="martell")
    g.start(setup_a=["01053#1"], hand_b=[f"{VENGEANCE}#1"]).round()
    faction_action(g, "B", {"op": "gain_power", "seat": "B", "amount": 3})
    to_challenges(g)
    g.ev("challenge", seat="A", challenge="power", attackers=["01053#1"])
    g.ev("defenders", seat="B", defenders=[])
    g.ev("challenge_result", winner="A", attacker_str=2, defender_str=0, unopposed=True)
    g.ability("B", f"B:{VENGEANCE}#1", "interrupt", choice="A",
              costs=[{"op": "spend_gold", "seat": "B", "amount": 2}])  # fmt: skip
    st = g.state()
    assert st.players[1].power == 3 and st.players[0].power == 1  # the unopposed bonus only
