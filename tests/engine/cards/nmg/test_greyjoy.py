"""NMG, greyjoy: a legal use and a misuse of each card."""

from __future__ import annotations

from engine.game.state.model import strength
from tests.engine.cards.harness import CardGame
from tests.engine.cards.rounds import to_challenges

PRIEST, AERON, LOOT = "02072", "01065", "02073"


def _priest(stated: int) -> CardGame:
    g = CardGame(a=[PRIEST, AERON], b=[], faction_a="greyjoy")
    g.start(setup_a=[f"{PRIEST}#1", f"{AERON}#1", "01053#1"], setup_b=["01187#1"]).round()
    to_challenges(g)
    g.ev("challenge", seat="A", challenge="power",
         attackers=[f"{PRIEST}#1", f"{AERON}#1", "01053#1"])  # fmt: skip
    g.ev("defenders", seat="B", defenders=[])
    g.ev("challenge_result", winner="A", attacker_str=stated, defender_str=0, unopposed=True)
    return g


def test_02072_priest_of_the_drowned_god_gives_each_drowned_god_1_str() -> None:
    g = _priest((2 + 1) + (3 + 1) + 2)
    st = g.state()
    assert (strength(st, f"A:{PRIEST}#1"), strength(st, f"A:{AERON}#1")) == (3, 4)
    assert strength(st, "A:01053#1") == 2  # not a Drowned God


def test_02072_priest_of_the_drowned_god_misuse_F_4_2_2_str_without_the_bonus() -> None:
    g = _priest(2 + 3 + 2)
    seq, rule, _ = g.error()
    assert (seq, rule) == (g.last_seq(), "F-4.2.2")


def _loot(payer: str) -> tuple[CardGame, list[str]]:
    """A wins an unopposed [power] challenge and plays Loot for X = 2, paid by ``payer``."""
    g = CardGame(a=[LOOT], b=[], faction_a="greyjoy")
    g.start(setup_a=["01053#1"], setup_b=["01113#1"], hand_a=[f"{LOOT}#1"]).round()
    to_challenges(g)
    g.ev("challenge", seat="A", challenge="power", attackers=["01053#1"])
    g.ev("defenders", seat="B", defenders=[])
    g.ev("challenge_result", winner="A", attacker_str=2, defender_str=0, unopposed=True)
    top = [c for c in reversed(g.deck_ids("B")) if c not in g.drawn["B"]][:2]
    g.ability("A", f"A:{LOOT}#1", "reaction",
              costs=[{"op": "spend_gold", "seat": payer, "amount": 2}],
              effects=[{"op": "discard", "card": c} for c in top])  # fmt: skip
    return g, top


def test_02073_loot_discards_the_top_x_cards_of_the_losers_deck_paid_by_the_loser() -> None:
    g, top = _loot("B")
    st = g.state()
    assert all(st.cards[c].zone == "discard" for c in top)
    assert (st.players[0].gold, st.players[1].gold) == (3, 3 - 2)


def test_02073_loot_misuse_R_COST_2_paid_from_your_own_gold_pool() -> None:
    g, _ = _loot("A")
    seq, rule, _ = g.error()
    assert (seq, rule) == (g.last_seq(), "R-COST-2")
