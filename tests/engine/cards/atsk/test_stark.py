"""AtSK, stark: a legal use and a misuse of each card."""

from __future__ import annotations

from engine.game.state.model import strength
from tests.engine.cards.harness import CardGame
from tests.engine.cards.rounds import to_challenges

ROBB = "04002"


def _robb_uses(target: str) -> CardGame:
    """Robb Stark attacks in a [military] challenge, B defends with a filler; Robb's action
    chooses ``target``."""
    g = CardGame(a=[ROBB], b=[], faction_a="stark")
    g.start(setup_a=[f"{ROBB}#1"], setup_b=["01053#1"]).round()
    to_challenges(g)
    g.ev("challenge", seat="A", challenge="military", attackers=[f"{ROBB}#1"])
    g.ev("defenders", seat="B", defenders=["01053#1"])
    assert strength(g.state(), f"A:{ROBB}#1") == 5 + 1  # Robb himself is loyal
    return g.ability("A", f"A:{ROBB}#1", "action", targets=[target])


def test_04002_robb_stark_stands_a_defender_and_removes_it_from_the_challenge() -> None:
    g = _robb_uses("B:01053#1")
    st = g.state()
    assert not st.cards["B:01053#1"].kneeling and st.challenge is not None
    assert "B:01053#1" not in st.challenge.defenders
    g.ev("challenge_result", winner="A", attacker_str=6, defender_str=0, unopposed=True)
    assert g.verdict().errors == ()


def test_04002_robb_stark_misuse_R_TARGET_1_chooses_a_king() -> None:
    g = _robb_uses(f"A:{ROBB}#1")
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-TARGET-1") and ROBB in message
