"""AMAF, baratheon: a legal use and a misuse of each card."""

from __future__ import annotations

from tests.engine.cards.harness import CardGame
from tests.engine.cards.quick import faction_action
from tests.engine.cards.rounds import to_challenges

BANNERMAN = "06007"


def _bannerman_loses_power(bestowed: bool) -> CardGame:
    """A marshals Fickle Bannerman (3 gold), bestows 1 gold on it if ``bestowed``, then loses
    a [power] challenge: a filler (STR 2) against B's two fillers (STR 4)."""
    g = CardGame(a=[BANNERMAN], b=[], faction_a="baratheon")
    g.start(setup_a=["01053#1"], hand_a=[f"{BANNERMAN}#1"],
            setup_b=["01053#1", "01187#1"]).round()  # fmt: skip
    g.ev("marshal", seat="A", card=f"{BANNERMAN}#1")
    if bestowed:
        faction_action(g, "A", {"op": "gain_gold", "seat": "A", "amount": 1}, at="F-AW-3")
        g.ability("A", f"A:{BANNERMAN}#1", "keyword", choice="1")
    to_challenges(g)
    g.ev("challenge", seat="A", challenge="power", attackers=["01053#1"])
    g.ev("defenders", seat="B", defenders=["01053#1", "01187#1"])
    g.ev("challenge_result", winner="B", attacker_str=2, defender_str=4)
    return g


def test_06007_fickle_bannerman_goes_to_the_winner_without_gold() -> None:
    g = _bannerman_loses_power(bestowed=False)
    g.ability("A", f"A:{BANNERMAN}#1", "forced", ability=2, choice="give control")
    st = g.state()
    assert st.cards[f"A:{BANNERMAN}#1"].controller == 1
    assert f"A:{BANNERMAN}#1" in st.players[1].in_play


def test_06007_fickle_bannerman_stays_by_discarding_its_gold() -> None:
    g = _bannerman_loses_power(bestowed=True)
    g.ability("A", f"A:{BANNERMAN}#1", "forced", ability=2, choice="discard gold")
    st = g.state()
    assert st.cards[f"A:{BANNERMAN}#1"].controller == 0
    assert st.tokens.get(f"A:{BANNERMAN}#1", {}).get("gold", 0) == 0


def test_06007_fickle_bannerman_misuse_R_EFFECT_1_discards_gold_it_does_not_have() -> None:
    g = _bannerman_loses_power(bestowed=False)
    g.ability("A", f"A:{BANNERMAN}#1", "forced", ability=2, choice="discard gold")
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-EFFECT-1") and BANNERMAN in message
