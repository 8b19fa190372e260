"""FFH, targaryen: a legal use and a misuse of each card."""

from __future__ import annotations

from engine.game.state.model import strength
from tests.engine.cards.harness import CardGame
from tests.engine.cards.quick import unopposed
from tests.engine.cards.rounds import to_challenges

BLOODRIDER = "04053"


def _bloodriders_attack() -> CardGame:
    """A's two Devoted Bloodriders attack; B has one too (its text is not A's)."""
    g = CardGame(a=[BLOODRIDER], b=[BLOODRIDER], faction_a="targaryen")
    g.start(setup_a=[f"{BLOODRIDER}#1", f"{BLOODRIDER}#2"], setup_b=[f"{BLOODRIDER}#1"]).round()
    to_challenges(g)
    return unopposed(g, "military", [f"{BLOODRIDER}#1", f"{BLOODRIDER}#2"])


def test_04053_devoted_bloodrider_each_of_your_bloodriders_gets_1_str_per_copy() -> None:
    g = _bloodriders_attack()
    st = g.state()
    assert strength(st, f"A:{BLOODRIDER}#1") == 2 + 2  # one +1 from each copy A controls
    assert strength(st, f"B:{BLOODRIDER}#1") == 2 + 1  # only its own
    g.ev("challenge_result", winner="A", attacker_str=8, defender_str=0, unopposed=True)
    assert g.verdict().errors == ()


def test_04053_devoted_bloodrider_misuse_F_4_2_2_printed_str_stated() -> None:
    g = _bloodriders_attack()
    g.ev("challenge_result", winner="A", attacker_str=4, defender_str=0, unopposed=True)
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "F-4.2.2") and "attacker_str" in message


BLOOD = "04054"


def _blood_of_my_blood(target: str) -> CardGame:
    g = CardGame(a=[BLOOD, BLOODRIDER], b=[], faction_a="targaryen")
    g.start(hand_a=[f"{BLOOD}#1"], setup_b=["01053#1"]).round()
    to_challenges(g)
    return g.ability("A", f"A:{BLOOD}#1", "action", targets=[target],
                     costs=[{"op": "spend_gold", "seat": "A", "amount": 3}])  # fmt: skip


def test_04054_blood_of_my_blood_puts_a_bloodrider_into_play_until_the_phase_ends() -> None:
    g = _blood_of_my_blood(f"A:{BLOODRIDER}#1")
    assert g.state().cards[f"A:{BLOODRIDER}#1"].zone == "play"
    g.ev("pass", seat="A").ev("pass", seat="B")  # the challenges phase ends
    assert g.state().cards[f"A:{BLOODRIDER}#1"].zone == "hand"


def test_04054_blood_of_my_blood_misuse_R_TARGET_1_not_a_bloodrider() -> None:
    g = CardGame(a=[BLOOD], b=[], faction_a="targaryen")
    g.start(hand_a=[f"{BLOOD}#1"], setup_b=["01053#1"]).round()
    to_challenges(g)
    in_deck = next(c for c in g.deck_ids("A") if c not in g.drawn["A"] and "01113" in c)
    g.ability("A", f"A:{BLOOD}#1", "action", targets=[in_deck],
              costs=[{"op": "spend_gold", "seat": "A", "amount": 3}])  # fmt: skip
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-TARGET-1") and BLOOD in message
