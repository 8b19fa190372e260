"""Wolves of the North, The Night's Watch: I Shall Win No Glory (07024), a legal use and
misuses."""

from __future__ import annotations

from engine.game.cardtext.offers import ability_offers
from tests.engine.cards.harness import CardGame
from tests.engine.cards.rounds import to_challenges

GLORY, STEWARD, BUILDER = "07024", "01133", "07016"
STEWARDS = [f"{STEWARD}#{n}" for n in (1, 2, 3)]


def _glory(kneel: list[str]) -> CardGame:
    g = CardGame(a=[], b=[GLORY, STEWARD, BUILDER], faction_b="thenightswatch")
    g.start(setup_a=["01053#1", "01113#1"], setup_b=[*STEWARDS, f"{BUILDER}#1"],
            hand_b=[f"{GLORY}#1"]).round()  # fmt: skip
    to_challenges(g)
    g.ev("challenge", seat="A", challenge="military", attackers=["01053#1"])
    g.ability("B", f"B:{GLORY}#1", "reaction",
              costs=[{"op": "kneel", "card": f"B:{c}"} for c in kneel])  # fmt: skip
    return g


def test_07024_i_shall_win_no_glory_ends_the_challenge_with_no_winner() -> None:
    g = _glory(STEWARDS)
    g.ev("challenge", seat="A", challenge="intrigue", attackers=["01113#1"])  # next challenge
    st = g.state()
    assert all(st.cards[f"B:{c}"].kneeling for c in STEWARDS)
    assert st.players[0].challenges == ["military", "intrigue"]  # the first one was initiated
    assert not st.players[0].challenges_won and not st.players[1].lost
    assert st.players[0].power == 0 and st.challenge is not None and st.challenge.type == "intrigue"


def test_07024_i_shall_win_no_glory_misuse_F_4_2_1_military_again() -> None:
    g = _glory(STEWARDS)
    g.ev("challenge", seat="A", challenge="military", attackers=["01113#1"])
    assert g.error()[1] == "F-4.2-1"


def test_07024_i_shall_win_no_glory_misuse_R_COST_2_traits_mixed() -> None:
    g = _glory([*STEWARDS[:2], f"{BUILDER}#1"])
    assert g.error()[1] == "R-COST-2"


def test_07024_i_shall_win_no_glory_misuse_R_REACTION_3_your_own_challenge() -> None:
    g = CardGame(a=[GLORY, STEWARD], b=[], faction_a="thenightswatch")
    g.start(setup_a=[*STEWARDS, "01053#1"], hand_a=[f"{GLORY}#1"]).round()
    to_challenges(g)
    g.ev("challenge", seat="A", challenge="military", attackers=["01053#1"])
    g.ability("A", f"A:{GLORY}#1", "reaction",
              costs=[{"op": "kneel", "card": f"A:{c}"} for c in STEWARDS])  # fmt: skip
    assert g.error()[1] == "R-REACTION-3"


def test_07024_i_shall_win_no_glory_is_offered_with_3_stewards_knelt() -> None:
    g = CardGame(a=[], b=[GLORY, STEWARD], faction_b="thenightswatch")
    g.start(setup_a=["01053#1"], setup_b=STEWARDS, hand_b=[f"{GLORY}#1"]).round()
    to_challenges(g)
    g.ev("challenge", seat="A", challenge="military", attackers=["01053#1"])
    offered = [f for seat, f in ability_offers(g.state()) if f["source"] == f"B:{GLORY}#1"]
    assert offered and offered[0]["costs"] == [{"op": "kneel", "card": f"B:{c}"} for c in STEWARDS]
