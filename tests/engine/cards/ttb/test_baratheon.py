"""TtB, baratheon: a legal use and a misuse of each card."""

from __future__ import annotations

from tests.engine.cards.harness import CardGame
from tests.engine.cards.rounds import to_challenges


def _renly() -> CardGame:
    g = CardGame(a=["02007"], b=[], faction_a="baratheon")
    return g.start(setup_a=["02007#1"], hand_a=["01113#1", "01053#1"]).round()


def test_02007_renly_reduces_the_first_non_baratheon_character() -> None:
    g = _renly()
    g.ev("marshal", seat="A", card="01113#1", cost=1)  # House Dayne Knight: [martell]
    assert g.state().players[0].gold == 3 - 1


def test_02007_renly_misuse_R_COST_1_a_baratheon_character() -> None:
    g = _renly()
    g.ev("marshal", seat="A", card="01053#1", cost=1)  # Bastard in Hiding: [baratheon]
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-COST-1") and "costs 2" in message


def _warhammer_wins() -> CardGame:
    g = CardGame(a=["02008"], b=[], faction_a="baratheon")
    g.start(setup_a=["01053#1", "02008#1"], attach_a={"02008#1": "01053#1"},
            setup_b=["01187#1", "01113#1"]).round()  # fmt: skip
    to_challenges(g)
    g.ev("challenge", seat="A", challenge="military", attackers=["01053#1"])
    return g.ev("defenders", seat="B", defenders=[])


def test_02008_king_roberts_warhammer_kneels_up_to_3_str_then_is_sacrificed() -> None:
    g = _warhammer_wins()
    g.ability("A", "A:02008#1", "reaction", targets=["B:01187#1"])  # STR 2 of 2 + 1
    st = g.state()
    assert st.cards["B:01187#1"].kneeling and not st.cards["B:01113#1"].kneeling
    assert st.cards["A:02008#1"].zone == "discard"


def test_02008_king_roberts_warhammer_misuse_R_TARGET_1_more_str_than_attached() -> None:
    g = _warhammer_wins()
    g.ability("A", "A:02008#1", "reaction", targets=["B:01187#1", "B:01113#1"])  # 4 > 3
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-TARGET-1") and "more than 3" in message
