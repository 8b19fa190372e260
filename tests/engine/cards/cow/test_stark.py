"""CoW, stark: a legal use and a misuse of each card."""

from __future__ import annotations

from engine.game.state.model import has_keyword, strength
from tests.engine.cards.harness import CardGame
from tests.engine.cards.quick import faction_action
from tests.engine.cards.rounds import next_round, to_challenges

VANGUARD = "02081"


def _vanguard_attacks(total: int, rounds: int = 1) -> CardGame:
    g = CardGame(a=[VANGUARD], b=[], faction_a="stark")
    g.start(setup_a=[f"{VANGUARD}#1"]).round()
    for _ in range(rounds - 1):
        next_round(g)
    to_challenges(g)
    g.ev("challenge", seat="A", challenge="power", attackers=[f"{VANGUARD}#1"])
    g.ev("defenders", seat="B", defenders=[])
    g.ev("challenge_result", winner="A", attacker_str=total, defender_str=0, unopposed=True)
    return g


def test_02081_greatjon_s_vanguard_gets_2_str_and_renown_with_few_used_plots() -> None:
    g = _vanguard_attacks(6)
    st = g.state()
    assert strength(st, f"A:{VANGUARD}#1") == 6 and has_keyword(st, f"A:{VANGUARD}#1", "renown")
    g.ev("keyword", seat="A", keyword="renown", card=f"A:{VANGUARD}#1")
    assert g.state().cards[f"A:{VANGUARD}#1"].power == 1


def test_02081_greatjon_s_vanguard_misuse_R_KW_RENOWN_1_with_3_used_plots() -> None:
    g = _vanguard_attacks(4, rounds=4)
    assert strength(g.state(), f"A:{VANGUARD}#1") == 4
    g.ev("keyword", seat="A", keyword="renown", card=f"A:{VANGUARD}#1")
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-KW-RENOWN-1") and VANGUARD in message


CRYPT = "02082"


def _crypt_after_kill(victim: str) -> CardGame:
    """In the challenges phase A's unique ``victim`` is killed; A sacrifices the Crypt to
    choose B's filler (printed STR 2)."""
    g = CardGame(a=[CRYPT, victim], b=[], faction_a="stark")
    g.start(setup_a=[f"{CRYPT}#1", f"{victim}#1"], setup_b=["01053#1"]).round()
    to_challenges(g)
    faction_action(g, "A", {"op": "kill", "card": f"A:{victim}#1"}, at="F-AW-4.1")
    g.ability("A", f"A:{CRYPT}#1", "reaction", targets=["B:01053#1"],
              costs=[{"op": "sacrifice", "card": f"A:{CRYPT}#1"}])  # fmt: skip
    return g


def test_02082_winterfell_crypt_shuffles_a_character_back_at_the_end_of_the_phase() -> None:
    g = _crypt_after_kill("01144")  # Eddard Stark, printed STR 5
    assert g.state().cards["B:01053#1"].zone == "play"
    g.ev("pass", seat="A").ev("pass", seat="B")  # the challenges phase ends
    st = g.state()
    assert st.cards["B:01053#1"].zone == "deck" and st.cards[f"A:{CRYPT}#1"].zone == "discard"


def test_02082_winterfell_crypt_misuse_R_TARGET_1_a_higher_printed_str() -> None:
    g = _crypt_after_kill("01142")  # Bran Stark, printed STR 1
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-TARGET-1") and "printed STR" in message
