"""WotW, martell: a legal use and a misuse of each card."""

from __future__ import annotations

from tests.engine.cards.harness import CardGame
from tests.engine.cards.quick import unopposed
from tests.engine.cards.rounds import to_challenges

# --- 07032 Lingering Venom --------------------------------------------------------------------

VENOM, BANDIT = "07032", "05041"  # Wildling Bandit: STR 1


def _venom_on_bandit(a_attacks: bool) -> CardGame:
    """A marshals Lingering Venom on B's Wildling Bandit; a [power] challenge is won
    unopposed (by B against A, or by A when ``a_attacks``); A reacts."""
    g = CardGame(a=[VENOM], b=[BANDIT], faction_a="martell")
    g.start(setup_a=["01053#1"], setup_b=[f"{BANDIT}#1", "01053#1"],
            hand_a=[f"{VENOM}#1"]).round()  # fmt: skip
    g.ev("marshal", seat="A", card=f"{VENOM}#1", attach_to=f"B:{BANDIT}#1", cost=0)
    to_challenges(g)
    if a_attacks:
        unopposed(g, "power", ["01053#1"])
        g.ev("challenge_result", winner="A", unopposed=True)
    else:
        g.ev("pass", seat="A")
        g.ev("challenge", seat="B", challenge="power", attackers=["01053#1"])
        g.ev("defenders", seat="A", defenders=[])
        g.ev("challenge_result", winner="B", unopposed=True)
    return g.ability("A", f"A:{VENOM}#1", "reaction")


def test_07032_lingering_venom_a_token_then_kills_a_str_1_host() -> None:
    st = _venom_on_bandit(a_attacks=False).state()
    assert st.cards[f"B:{BANDIT}#1"].zone == "dead"
    assert st.cards[f"A:{VENOM}#1"].zone == "discard"


def test_07032_lingering_venom_misuse_R_REACTION_3_after_you_win_a_challenge() -> None:
    g = _venom_on_bandit(a_attacks=True)
    seq, rule, _ = g.error()
    assert (seq, rule) == (g.last_seq(), "R-REACTION-3")


def test_07032_lingering_venom_a_stronger_host_keeps_the_token_and_lives() -> None:
    g = CardGame(a=[VENOM], b=[], faction_a="martell")
    g.start(setup_b=["01053#1", "01113#1"], hand_a=[f"{VENOM}#1"]).round()
    g.ev("marshal", seat="A", card=f"{VENOM}#1", attach_to="B:01113#1", cost=0)
    to_challenges(g)
    g.ev("pass", seat="A")
    g.ev("challenge", seat="B", challenge="power", attackers=["01053#1"])
    g.ev("defenders", seat="A", defenders=[])
    g.ev("challenge_result", winner="B", unopposed=True)
    st = g.ability("A", f"A:{VENOM}#1", "reaction").state()  # STR 2, one venom token
    assert st.cards["B:01113#1"].zone == "play" and st.tokens[f"A:{VENOM}#1"]["venom"] == 1
