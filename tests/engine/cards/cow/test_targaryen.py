"""CoW, targaryen: a legal use and a misuse of each card."""

from __future__ import annotations

from engine.game.state.model import has_keyword, is_blank
from tests.engine.cards.harness import CardGame
from tests.engine.cards.rounds import to_challenges

RITUAL = "02094"


def _ritual(target: str) -> CardGame:
    """B wins a [military] challenge against A (claim 2); A plays Blood Magic Ritual before
    the claim."""
    g = CardGame(a=[RITUAL, "02081"], b=[], faction_a="targaryen")
    g.start(setup_a=["01053#1", "02081#1"], setup_b=["01053#1"],
            hand_a=[f"{RITUAL}#1"]).round()  # fmt: skip
    to_challenges(g)
    g.ev("pass", seat="A")
    g.ev("challenge", seat="B", challenge="military", attackers=["01053#1"])
    g.ev("defenders", seat="A", defenders=[])
    g.ability("A", f"A:{RITUAL}#1", "interrupt", targets=[target],
              costs=[{"op": "spend_gold", "seat": "A", "amount": 1}])  # fmt: skip
    return g


def test_02094_blood_magic_ritual_saves_and_blanks_as_a_terminal_condition() -> None:
    g = _ritual("A:01053#1")
    g.ev("claim", seat="A", cards=["A:01053#1", "A:02081#1"])
    st = g.state()
    ritual = st.cards[f"A:{RITUAL}#1"]
    assert st.cards["A:01053#1"].zone == "play" and st.cards["A:02081#1"].zone == "dead"
    assert ritual.zone == "play" and ritual.host == "A:01053#1"
    assert has_keyword(st, f"A:{RITUAL}#1", "terminal") and is_blank(st, "A:01053#1")


def test_02094_blood_magic_ritual_misuse_R_TARGET_1_an_army_character() -> None:
    g = _ritual("A:02081#1")  # Greatjon's Vanguard: an Army
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-TARGET-1") and "non-Army" in message
