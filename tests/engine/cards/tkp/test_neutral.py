"""TKP, neutral: a legal use and a misuse of each card."""

from __future__ import annotations

from engine.game.rules.traits import has_trait
from engine.game.state.model import has_keyword, icons, strength
from tests.engine.cards.harness import CardGame
from tests.engine.cards.rounds import to_challenges


def _hedge_knight_attacks_in_power(beside: str) -> CardGame:
    g = CardGame(a=["02057"], b=[])
    g.start(setup_a=["02057#1", beside]).round()
    to_challenges(g)
    g.ev("challenge", seat="A", challenge="power", attackers=["02057#1"])
    return g


def test_02057_hedge_knight_beside_another_knight_gets_str_and_a_power_icon() -> None:
    g = _hedge_knight_attacks_in_power("01113#1")  # House Dayne Knight: a Knight
    st = g.state()
    assert strength(st, "A:02057#1") == 3 and "power" in icons(st, "A:02057#1")
    g.ev("defenders", seat="B", defenders=[])
    g.ev("challenge_result", winner="A", attacker_str=3, defender_str=0, unopposed=True)
    assert g.verdict().errors == ()


def test_02057_hedge_knight_misuse_F_4_2_4_no_other_knight_no_power_icon() -> None:
    g = _hedge_knight_attacks_in_power("01053#1")  # not a Knight
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "F-4.2-4") and "power" in message


def _knighted(host: str) -> CardGame:
    g = CardGame(a=["02058", "02057"], b=[])
    g.start(setup_a=["02057#1", host, "02058#1"], attach_a={"02058#1": host}).round()
    return g


def test_02058_knighted_gives_1_str_and_the_knight_trait() -> None:
    g = _knighted("01053#1")
    st = g.state()
    assert strength(st, "A:01053#1") == 3 and has_trait(st, "A:01053#1", "Knight")
    assert strength(st, "A:02057#1") == 3  # Hedge Knight now sees another Knight


def test_02058_knighted_misuse_F_4_2_2_str_stated_without_the_bonus() -> None:
    g = _knighted("01053#1")
    to_challenges(g)
    g.ev("challenge", seat="A", challenge="military", attackers=["01053#1"])
    g.ev("defenders", seat="B", defenders=[])
    g.ev("challenge_result", winner="A", attacker_str=2, defender_str=0, unopposed=True)
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "F-4.2.2") and "attacker_str" in message


def _tourney(hand_b: list[str] = ()) -> CardGame:  # type: ignore[assignment]
    g = CardGame(a=["01150"], b=["02099"], plots_a=["02059"], faction_b="baratheon")
    g.start(
        setup_a=["01150#1", "01053#1"],  # Tumblestone Knight, a filler
        hand_b=list(hand_b),
    ).round(plot_a="02059#1")
    return g


def test_02059_a_tourney_for_the_king_knights_gain_renown() -> None:
    g = _tourney()
    st = g.state()
    assert has_keyword(st, "A:01150#1", "renown") and not has_keyword(st, "A:01053#1", "renown")
    to_challenges(g)
    g.ev("challenge", seat="A", challenge="power", attackers=["01150#1", "01053#1"])
    g.ev("defenders", seat="B", defenders=[])
    g.ev("keyword", seat="A", keyword="renown", card="01150#1")
    assert g.state().cards["A:01150#1"].power == 1


def test_02059_a_tourney_for_the_king_misuse_R_IMMUNE_1_opponents_event() -> None:
    g = _tourney(["02099#1"])
    g.ev("pass", seat="A").ev("pass", seat="A")  # the draw window, A's marshaling turn
    g.ability("B", "B:02099#1", "action", targets=["A:01150#1"], at="F-AW-3",
              costs=[{"op": "spend_gold", "seat": "B", "amount": 1}])  # fmt: skip
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-IMMUNE-1") and "A:01150#1" in message
