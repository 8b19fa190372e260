"""SoD, greyjoy: a legal use and a misuse of each card."""

from __future__ import annotations

from tests.engine.cards.harness import CardGame

PLUNDERED = "10028"
ARBOR = "02064"  # The Arbor: a location


def _plundered_challenge(winner: str, choice: str) -> CardGame:
    """A's Plundered on B's The Arbor; A attacks; ``winner`` wins."""
    g = CardGame(a=[PLUNDERED], b=[ARBOR], faction_a="greyjoy")
    g.start(setup_a=["01053#1"], setup_b=[f"{ARBOR}#1", "01053#1", "01187#1"],
            hand_a=[f"{PLUNDERED}#1"]).round()  # fmt: skip
    g.ev("marshal", seat="A", card=f"{PLUNDERED}#1", attach_to=f"B:{ARBOR}#1")
    g.ev("pass", seat="A").ev("pass", seat="B")
    g.ev("challenge", seat="A", challenge="power", attackers=["01053#1"])
    if winner == "A":
        g.ev("defenders", seat="B", defenders=[])
        g.ev("challenge_result", winner="A", attacker_str=2, defender_str=0, unopposed=True)
    else:
        g.ev("defenders", seat="B", defenders=["01053#1", "01187#1"])
        g.ev("challenge_result", winner="B", attacker_str=2, defender_str=4)
    g.ability("A", f"A:{PLUNDERED}#1", "reaction", choice=choice)
    return g


def test_10028_plundered_kneels_the_location_then_is_sacrificed_for_3_gold() -> None:
    st = _plundered_challenge("A", "sacrifice").state()
    assert st.cards[f"B:{ARBOR}#1"].kneeling and st.cards[f"A:{PLUNDERED}#1"].zone == "discard"
    assert st.players[0].gold == 3 - 1 + 3


def test_10028_plundered_kept_after_kneeling_the_location() -> None:
    st = _plundered_challenge("A", "keep").state()
    assert st.cards[f"B:{ARBOR}#1"].kneeling and st.cards[f"A:{PLUNDERED}#1"].zone == "play"
    assert st.players[0].gold == 3 - 1


def test_10028_plundered_misuse_R_REACTION_3_the_locations_controller_won() -> None:
    g = _plundered_challenge("B", "keep")
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-REACTION-3") and PLUNDERED in message
