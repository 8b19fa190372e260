"""TS, martell: a legal use and a misuse of each card."""

from __future__ import annotations

from engine.game.state.model import icons
from tests.engine.cards.harness import CardGame
from tests.engine.cards.quick import hand_of

IMPRISONED = "02116"


def _imprisoned_game() -> CardGame:
    """A marshals Imprisoned on B's 01053 ([military] and [power] icons)."""
    g = CardGame(a=[IMPRISONED], b=[], faction_a="martell")
    g.start(setup_a=["01113#1"], setup_b=["01053#1"], hand_a=[f"{IMPRISONED}#1"]).round()
    g.ev("marshal", seat="A", card=f"{IMPRISONED}#1", attach_to="B:01053#1")
    return g


def test_02116_imprisoned_the_character_loses_its_military_icon() -> None:
    st = _imprisoned_game().state()
    assert icons(st, "B:01053#1") == {"power"}


def test_02116_imprisoned_misuse_F_4_2_1_1_defends_a_military_challenge() -> None:
    g = _imprisoned_game()
    g.ev("pass", seat="A").ev("pass", seat="B")
    g.ev("challenge", seat="A", challenge="military", attackers=["01113#1"])
    g.ev("defenders", seat="B", defenders=["B:01053#1"])
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "F-4.2.1-1") and "B:01053#1" in message


TYENE = "02115"


def _tyene_poisons(target: str) -> CardGame:
    """Tyene Sand wins an [intrigue] challenge unopposed; A poisons ``target``."""
    g = CardGame(a=[TYENE], b=[], faction_a="martell")
    g.start(setup_a=[f"{TYENE}#1"], setup_b=["01053#1", "01113#1"]).round()
    g.ev("pass", seat="A").ev("pass", seat="B")
    g.ev("challenge", seat="A", challenge="intrigue", attackers=[f"{TYENE}#1"])
    g.ev("defenders", seat="B", defenders=[])
    g.ev("challenge_result", winner="A", attacker_str=3, defender_str=0, unopposed=True)
    return g.ability("A", f"A:{TYENE}#1", "reaction", targets=[target])


def test_02115_tyene_sand_poison_kills_at_the_end_of_the_phase() -> None:
    g = _tyene_poisons("B:01053#1")
    assert g.state().tokens["B:01053#1"]["poison"] == 1
    g.ev("claim", seat="B", cards=hand_of(g, "B")[:2])
    g.ev("pass", seat="A").ev("pass", seat="B")  # the challenges phase ends
    assert g.state().cards["B:01053#1"].zone == "dead"


def test_02115_tyene_sand_misuse_R_TARGET_1_a_character_with_an_intrigue_icon() -> None:
    g = _tyene_poisons("B:01113#1")
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-TARGET-1") and "intrigue icon" in message
