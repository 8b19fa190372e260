"""TRtW, stark: a legal use and a misuse of each card."""

from __future__ import annotations

from engine.game.state.model import strength
from tests.engine.cards.harness import CardGame
from tests.engine.cards.quick import unopposed
from tests.engine.cards.rounds import to_challenges


def _stark(a: list[str], **start: list[str]) -> CardGame:
    g = CardGame(a=a, b=[], faction_a="stark", faction_b="lannister")
    g.start(**start).round()  # type: ignore[arg-type]
    return to_challenges(g)


# --- 02021 Winterfell Kennel Master -------------------------------------------------------------

_KNEEL_PUP = [{"op": "kneel", "card": "A:01149#1"}]


def test_02021_kennel_master_has_a_direwolf_join_the_challenge() -> None:
    g = _stark(["02021", "01149", "01142"], setup_a=["02021#1", "01149#1", "01142#1"])
    unopposed(g, "power", ["01142#1"])  # Bran Stark, a [stark] character, attacks
    g.ability("A", "A:02021#1", "action", costs=_KNEEL_PUP)
    st = g.state()
    assert st.challenge is not None and st.challenge.attackers == ["A:01142#1", "A:01149#1"]
    assert st.cards["A:01149#1"].kneeling


def test_02021_kennel_master_misuse_R_PLAYRES_1_no_participating_stark_character() -> None:
    g = _stark(["02021", "01149"], setup_a=["02021#1", "01149#1", "01053#1"])
    unopposed(g, "power", ["01053#1"])  # a vanilla filler, not a [stark] character
    g.ability("A", "A:02021#1", "action", costs=_KNEEL_PUP)
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-PLAYRES-1") and "Stark character" in message


# --- 02022 Winterfell Castle --------------------------------------------------------------------


def test_02022_winterfell_castle_gives_2_str_to_2_unique_stark_participants() -> None:
    g = _stark(["02022", "01141", "01142"], setup_a=["02022#1", "01141#1", "01142#1"])
    unopposed(g, "power", ["01141#1", "01142#1"])  # Arya (STR 2) and Bran (STR 1)
    st = g.state()
    assert (strength(st, "A:01141#1"), strength(st, "A:01142#1")) == (2 + 2, 1 + 2)
    g.ev("challenge_result", winner="A", attacker_str=7, defender_str=0, unopposed=True)
    assert g.verdict().errors == ()


def test_02022_winterfell_castle_misuse_F_4_2_2_bonus_with_one_unique_participant() -> None:
    g = _stark(["02022", "01141", "01142"], setup_a=["02022#1", "01141#1", "01142#1"])
    unopposed(g, "power", ["01142#1"])  # Bran alone: no bonus
    g.ev("challenge_result", winner="A", attacker_str=3, defender_str=0, unopposed=True)
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "F-4.2.2") and "the rules give 1" in message
