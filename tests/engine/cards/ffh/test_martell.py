"""FFH, martell: a legal use and a misuse of each card."""

from __future__ import annotations

from engine.game.state.model import has_keyword
from tests.engine.cards.harness import CardGame
from tests.engine.cards.rounds import next_round

STING, KNIGHT = "04056", "01113"  # House Dayne Knight: a [martell] filler


def _sting_after_losing(targets: list[str]) -> CardGame:
    """Round 2 (one plot in A's used pile), B first: B attacks A unopposed; A loses and plays
    The Scorpion's Sting."""
    g = CardGame(a=[STING], b=[], faction_a="martell")
    g.start(setup_a=["01113#1", "01113#2"], setup_b=["01053#1"], hand_a=[f"{STING}#1"])
    g.round()
    next_round(g, first="B", keep=(f"A:{STING}#1",))
    g.ev("pass", seat="B").ev("pass", seat="A")  # marshaling
    g.ev("challenge", seat="B", challenge="power", attackers=["01053#1"])
    g.ev("defenders", seat="A", defenders=[])
    g.ev("challenge_result", winner="B", attacker_str=2, defender_str=0, unopposed=True)
    return g.ability("A", f"A:{STING}#1", "reaction", targets=targets,
                     costs=[{"op": "spend_gold", "seat": "A", "amount": 1}])  # fmt: skip


def test_04056_the_scorpions_sting_one_used_plot_one_martell_gains_renown() -> None:
    g = _sting_after_losing(["A:01113#1"])
    st = g.state()
    assert has_keyword(st, "A:01113#1", "renown") and not has_keyword(st, "A:01113#2", "renown")


def test_04056_the_scorpions_sting_misuse_R_TARGET_1_more_than_x() -> None:
    g = _sting_after_losing(["A:01113#1", "A:01113#2"])  # X is 1
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-TARGET-1") and "up to 1" in message


SPEARMAIDEN = "04055"


def _spearmaiden_claims(attackers: list[str], margin: int, victim: str) -> CardGame:
    """Spearmaiden attacks in a [military] challenge, choosing B's first filler; A wins
    unopposed by ``margin``; B chooses ``victim`` and a Courtesan for claim (claim 2)."""
    g = CardGame(a=[SPEARMAIDEN], b=[], faction_a="martell")
    g.start(setup_a=[f"{SPEARMAIDEN}#1", "01113#1"], setup_b=["01053#1", "01053#2", "01187#1"])
    g.round()
    g.ev("pass", seat="A").ev("pass", seat="B")  # marshaling
    g.ev("challenge", seat="A", challenge="military", attackers=attackers)
    g.ability("A", f"A:{SPEARMAIDEN}#1", "reaction", targets=["B:01053#1"])
    g.ev("defenders", seat="B", defenders=[])
    g.ev("challenge_result", winner="A", attacker_str=margin, defender_str=0, unopposed=True)
    g.ev("claim", seat="B", cards=[victim, "B:01187#1"])
    return g


def test_04055_spearmaiden_the_chosen_character_is_claimed_winning_by_6() -> None:
    g = _spearmaiden_claims([f"{SPEARMAIDEN}#1", "01113#1"], 4 + 2, "B:01053#1")
    st = g.state()
    assert st.cards["B:01053#1"].zone == "dead" and st.cards["B:01053#2"].zone == "play"


def test_04055_spearmaiden_by_4_any_character_may_be_claimed() -> None:
    g = _spearmaiden_claims([f"{SPEARMAIDEN}#1"], 4, "B:01053#2")
    assert g.state().cards["B:01053#2"].zone == "dead"


def test_04055_spearmaiden_misuse_F_4_2_4_another_character_claimed_winning_by_6() -> None:
    g = _spearmaiden_claims([f"{SPEARMAIDEN}#1", "01113#1"], 4 + 2, "B:01053#2")
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "F-4.2.4") and "B:01053#1" in message
