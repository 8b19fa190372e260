"""TIMC, baratheon: a legal use and a misuse of each card."""

from __future__ import annotations

from engine.game.rules.traits import has_trait
from engine.game.state.model import strength
from tests.engine.cards.harness import CardGame
from tests.engine.cards.quick import unopposed
from tests.engine.cards.rounds import to_challenges

BLESSING = "04068"


def _blessed_attack(attacker_str: int) -> CardGame:
    """Two fillers of A each carry a Red God's Blessing (2 R'hllor characters); the first
    attacks alone."""
    g = CardGame(a={BLESSING: 2}, b=[], faction_a="baratheon")
    setup = ["01053#1", "01113#1", f"{BLESSING}#1", f"{BLESSING}#2"]
    attach = {f"{BLESSING}#1": "01053#1", f"{BLESSING}#2": "01113#1"}
    g.start(setup_a=setup, attach_a=attach).round()
    assert has_trait(g.state(), "A:01053#1", "R'hllor")
    assert strength(g.state(), "A:01053#1") == 2 + 2
    to_challenges(g)
    unopposed(g, "military", ["01053#1"])
    return g.ev("challenge_result", winner="A", attacker_str=attacker_str, defender_str=0,
                unopposed=True)  # fmt: skip


def test_04068_red_gods_blessing_1_str_per_rhllor_character_you_control() -> None:
    assert _blessed_attack(4).verdict().errors == ()


def test_04068_red_gods_blessing_misuse_F_4_2_2_attacker_str_without_the_bonus() -> None:
    g = _blessed_attack(2)
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "F-4.2.2") and "attacker_str" in message
