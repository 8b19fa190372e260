"""SoD, lannister: a legal use and a misuse of each card."""

from __future__ import annotations

from tests.engine.cards.harness import CardGame

EXTORTION = "10030"


def _extortion_played(ctype: str) -> CardGame:
    """A challenge of ``ctype`` won unopposed by A's filler (each gold pool holds
    its 3 gold), then A plays Extortion."""
    g = CardGame(a=[EXTORTION], b=[])
    g.start(setup_a=["01187#1"], setup_b=["01187#1"], hand_a=[f"{EXTORTION}#1"]).round()
    g.ev("pass", seat="A").ev("pass", seat="B")
    g.ev("challenge", seat="A", challenge=ctype, attackers=["01187#1"])
    g.ev("defenders", seat="B", defenders=[])
    g.ev("challenge_result", winner="A", attacker_str=2, defender_str=0, unopposed=True)
    g.ability("A", f"A:{EXTORTION}#1", "reaction")
    return g


def test_10030_extortion_gains_3_gold_and_returns_the_losers_gold() -> None:
    st = _extortion_played("intrigue").state()
    assert (st.players[0].gold, st.players[1].gold) == (3 + 3, 0)
    assert st.cards[f"A:{EXTORTION}#1"].zone == "discard"


def test_10030_extortion_misuse_R_REACTION_3_after_a_power_challenge() -> None:
    g = _extortion_played("power")
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-REACTION-3") and EXTORTION in message
