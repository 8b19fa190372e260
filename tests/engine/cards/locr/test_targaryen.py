"""LoCR, targaryen: a legal use and a misuse of each card."""

from __future__ import annotations

from engine.game.state.model import strength
from tests.engine.cards.harness import CardGame
from tests.engine.cards.rounds import to_challenges

FAVOR = "05036"
JORAH = "01165"  # Ser Jorah Mormont: targaryen, STR 4, military and intrigue


def test_05036_daenerys_s_favor_gives_each_other_participant_minus_1_str() -> None:
    g = CardGame(a=[FAVOR, JORAH], b=[], faction_a="targaryen")
    g.start(setup_a=[f"{JORAH}#1", f"{FAVOR}#1", "01113#1"], attach_a={f"{FAVOR}#1": f"{JORAH}#1"},
            setup_b=["01053#1", "01113#1"])  # fmt: skip
    to_challenges(g.round())
    assert strength(g.state(), "A:01113#1") == 2  # no challenge yet
    g.ev("challenge", seat="A", challenge="military", attackers=[f"{JORAH}#1", "01113#1"])
    g.ev("defenders", seat="B", defenders=["01053#1"])
    st = g.state()
    assert strength(st, f"A:{JORAH}#1") == 4
    assert strength(st, "A:01113#1") == 2 - 1 and strength(st, "B:01053#1") == 2 - 1
    assert strength(st, "B:01113#1") == 2  # not participating


def test_05036_daenerys_s_favor_misuse_R_ATTACH_4_on_a_non_targaryen_character() -> None:
    g = CardGame(a=[FAVOR], b=[], faction_a="targaryen")
    g.start(setup_a=["01113#1"], hand_a=[f"{FAVOR}#1"]).round()
    g.ev("marshal", seat="A", card=f"{FAVOR}#1", attach_to="A:01113#1", cost=2)
    seq, rule, _ = g.error()
    assert (seq, rule) == (g.last_seq(), "R-ATTACH-4")
