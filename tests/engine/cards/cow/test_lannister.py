"""CoW, lannister: a legal use and a misuse of each card."""

from __future__ import annotations

from engine.game.state.model import icons
from tests.engine.cards.harness import CardGame

BRONN = "02089"
_PAY_1 = [{"op": "spend_gold", "seat": "B", "amount": 1}]


def test_02089_bronn_taken_by_an_opponent_then_defends_with_each_icon() -> None:
    g = CardGame(a=[BRONN], b=[], faction_b="lannister")
    g.start(setup_a=[f"{BRONN}#1", "01187#1"]).round(first="B")
    g.ability("B", f"A:{BRONN}#1", "action", costs=_PAY_1)
    st = g.state()
    assert st.cards[f"A:{BRONN}#1"].controller == 1 and st.players[1].gold == 3 - 1
    g.ev("pass", seat="B").ev("pass", seat="A").ev("pass", seat="B")  # to A's challenges
    g.ev("challenge", seat="A", challenge="intrigue", attackers=["01187#1"])
    assert {"military", "intrigue", "power"} <= set(icons(g.state(), f"A:{BRONN}#1"))
    g.ev("defenders", seat="B", defenders=[f"A:{BRONN}#1"])
    assert g.verdict().errors == ()


def test_02089_bronn_misuse_R_ABIL_7_his_controller_takes_control() -> None:
    g = CardGame(a=[BRONN], b=[])
    g.start(setup_a=[f"{BRONN}#1"]).round()
    g.ability("A", f"A:{BRONN}#1", "action", costs=[{"op": "spend_gold", "seat": "A", "amount": 1}])
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-ABIL-7") and "already controls" in message


TRIAL = "02090"


def _trial_played(ctype: str) -> CardGame:
    """A wins a challenge of ``ctype`` (claim 2) and plays Trial by Combat."""
    g = CardGame(a=[TRIAL], b=[])
    g.start(setup_a=["01187#1"], setup_b=["01053#1", "01113#1"], hand_a=[f"{TRIAL}#1"]).round()
    g.ev("pass", seat="A").ev("pass", seat="B")
    g.ev("challenge", seat="A", challenge=ctype, attackers=["01187#1"])
    g.ev("defenders", seat="B", defenders=[])
    g.ev("challenge_result", winner="A", attacker_str=2, defender_str=0, unopposed=True)
    g.ability("A", f"A:{TRIAL}#1", "interrupt",
              costs=[{"op": "spend_gold", "seat": "A", "amount": 2}])  # fmt: skip
    return g


def test_02090_trial_by_combat_applies_military_claim_for_an_intrigue_challenge() -> None:
    g = _trial_played("intrigue")
    hand = len(g.state().players[1].hand)
    g.ev("claim", seat="B", cards=["B:01053#1", "B:01113#1"])
    st = g.state()
    assert st.cards["B:01053#1"].zone == "dead" and st.cards["B:01113#1"].zone == "dead"
    assert len(st.players[1].hand) == hand and st.cards[f"A:{TRIAL}#1"].zone == "discard"


def test_02090_trial_by_combat_misuse_R_INTERRUPT_3_a_power_challenge() -> None:
    g = _trial_played("power")
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-INTERRUPT-3") and TRIAL in message
