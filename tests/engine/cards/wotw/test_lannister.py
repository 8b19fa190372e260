"""WotW, lannister: a legal use and a misuse of each card."""

from __future__ import annotations

from engine.game.state.model import strength
from tests.engine.cards.harness import CardGame
from tests.engine.cards.quick import unopposed
from tests.engine.cards.rounds import to_challenges

# --- 07029 Ulf Son of Umar --------------------------------------------------------------------

ULF, BURNED_MEN = "07029", "01091"  # Burned Men: a Clansman character, printed STR 2


def _ulf_then_marshal(card: str) -> CardGame:
    g = CardGame(a=[ULF, BURNED_MEN], b=[])
    g.start(setup_a=[f"{ULF}#1"], hand_a=[card]).round()
    g.ev("marshal", seat="A", card=card)
    return g.ability("A", f"A:{ULF}#1", "reaction")


def test_07029_ulf_son_of_umar_gets_the_printed_str_of_a_clansman_entering_play() -> None:
    st = _ulf_then_marshal(f"{BURNED_MEN}#1").state()
    assert strength(st, f"A:{ULF}#1") == 4 + 2


def test_07029_ulf_son_of_umar_misuse_R_REACTION_3_a_non_clansman_entered_play() -> None:
    g = _ulf_then_marshal("01053#1")
    seq, rule, _ = g.error()
    assert (seq, rule) == (g.last_seq(), "R-REACTION-3")


# --- 07030 There Are No Men Like Me -----------------------------------------------------------

NO_MEN = "07030"


def _no_men_on(target: str) -> CardGame:
    """As the challenges phase begins, A plays There Are No Men Like Me on ``target``."""
    g = CardGame(a=[NO_MEN], b=[])
    g.start(setup_a=["01113#1", "01053#1"], hand_a=[f"{NO_MEN}#1"]).round()
    to_challenges(g)
    return g.ability("A", f"A:{NO_MEN}#1", "action", targets=[target], at="F-AW-4.1",
                     costs=[{"op": "spend_gold", "seat": "A", "amount": 1}])  # fmt: skip


def test_07030_there_are_no_men_like_me_the_knight_does_not_kneel_attacking() -> None:
    g = unopposed(_no_men_on("A:01113#1"), "military", ["01113#1"])  # House Dayne Knight
    st = g.state()
    assert st.challenge is not None and st.challenge.attackers == ["A:01113#1"]
    assert not st.cards["A:01113#1"].kneeling


def test_07030_there_are_no_men_like_me_misuse_R_TARGET_1_not_a_knight() -> None:
    g = _no_men_on("A:01053#1")
    seq, rule, _ = g.error()
    assert (seq, rule) == (g.last_seq(), "R-TARGET-1")


def test_07029_ulf_son_of_umar_the_str_lasts_until_the_end_of_the_phase() -> None:
    g = _ulf_then_marshal(f"{BURNED_MEN}#1")
    g.ev("pass", seat="A").ev("pass", seat="B")  # the marshaling phase ends
    assert strength(g.state(), f"A:{ULF}#1") == 4
