"""Chapter packs, neutral cards and agendas: a legal use and a misuse of each scripted card."""

from __future__ import annotations

from engine.game.state import strength
from tests.engine.cards.harness import CardGame


def _crossing_game() -> CardGame:
    """A (The Lord of the Crossing) has three characters with every icon between them."""
    g = CardGame(a=["01113", "01187"], b=[], agenda_a="02060")
    g.start(setup_a=["01053#1", "01113#1", "01187#1"])
    g.round()
    g.ev("pass", seat="A").ev("pass", seat="B")
    return g


def _unopposed(g: CardGame, ctype: str, attacker: str, total: int) -> None:
    g.ev("challenge", seat="A", challenge=ctype, attackers=[attacker])
    g.ev("defenders", seat="B", defenders=[])
    g.ev("challenge_result", winner="A", attacker_str=total, defender_str=0, unopposed=True)


def test_02060_lord_of_the_crossing_first_minus_1_third_plus_2_and_1_power() -> None:
    g = _crossing_game()
    _unopposed(g, "military", "01053#1", 1)  # 2 - 1: B has no character to kill
    _unopposed(g, "intrigue", "01113#1", 2)
    g.ev("claim", seat="B", cards=sorted(g.drawn["B"])[:2])
    g.ev("challenge", seat="A", challenge="power", attackers=["01187#1"])
    assert strength(g.state(), "A:01187#1") == 4
    g.ev("defenders", seat="B", defenders=[])
    g.ev("challenge_result", winner="A", attacker_str=4, defender_str=0, unopposed=True)
    g.ev("pass", seat="A")
    st = g.state()
    # three unopposed wins (+3), the power claim of 2 finds nothing on B, and the agenda's 1
    assert st.players[0].power == 3 + 1


def test_02060_lord_of_the_crossing_misuse_F_4_2_2_first_challenge_str_without_the_minus() -> None:
    g = _crossing_game()
    _unopposed(g, "military", "01053#1", 2)
    assert g.error()[1] == "F-4.2.2"


def test_02060_lord_of_the_crossing_misuse_R_FORCED_1_power_after_the_second_challenge() -> None:
    g = _crossing_game()
    _unopposed(g, "military", "01053#1", 1)
    _unopposed(g, "intrigue", "01113#1", 2)
    g.ability("A", "A:agenda", "forced")
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-FORCED-1")
    assert "02060 The Lord of the Crossing" in message
