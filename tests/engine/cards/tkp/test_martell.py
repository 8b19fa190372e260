"""TKP, martell: a legal use and a misuse of each card."""

from __future__ import annotations

from engine.game.state.model import icons
from tests.engine.cards.harness import CardGame
from tests.engine.cards.quick import faction_action
from tests.engine.cards.rounds import to_challenges


def _attainted_game() -> CardGame:
    """A marshals Attainted on B's House Dayne Knight ([military] and [intrigue] icons)."""
    g = CardGame(a=["02055"], b=[], faction_a="martell")
    g.start(setup_a=["01187#1"], setup_b=["01113#1"], hand_a=["02055#1"]).round()
    g.ev("marshal", seat="A", card="02055#1", attach_to="B:01113#1")
    return g


def test_02055_attainted_the_character_loses_its_intrigue_icon() -> None:
    st = _attainted_game().state()
    assert icons(st, "B:01113#1") == {"military"}


def test_02055_attainted_misuse_F_4_2_1_1_defends_an_intrigue_challenge() -> None:
    g = _attainted_game()
    to_challenges(g)
    g.ev("challenge", seat="A", challenge="intrigue", attackers=["01187#1"])
    g.ev("defenders", seat="B", defenders=["B:01113#1"])
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "F-4.2.1-1") and "B:01113#1" in message


BONEWAY = "A:02056#1"
DOMINANCE_COSTS = [
    {"op": "kneel", "card": BONEWAY},
    {"op": "token", "card": BONEWAY, "token": "vengeance", "amount": -6},
]


def _boneway_loses_a_challenge() -> CardGame:
    """B attacks A unopposed in a [power] challenge; A places a token on The Boneway."""
    g = CardGame(a=["02056"], b=[], faction_a="martell")
    g.start(setup_a=["02056#1", "01187#1"], setup_b=["01053#1"]).round()
    to_challenges(g)
    g.ev("pass", seat="A")  # A initiates no challenge
    g.ev("challenge", seat="B", challenge="power", attackers=["01053#1"])
    g.ev("defenders", seat="A", defenders=[])
    g.ability("A", BONEWAY, "reaction")
    return g


def test_02056_the_boneway_gathers_vengeance_and_cashes_6_for_3_power() -> None:
    g = _boneway_loses_a_challenge()
    assert g.state().tokens[BONEWAY]["vengeance"] == 1
    tokens = {"op": "token", "card": BONEWAY, "token": "vengeance", "amount": 5}
    faction_action(g, "A", tokens, {"op": "kneel", "card": "A:01187#1"})  # no dominance for A
    g.ev("pass", seat="B")  # B ends its challenges: the dominance phase
    g.ability("A", BONEWAY, "action", costs=DOMINANCE_COSTS, at="F-AW-5")
    st = g.state()
    assert st.players[0].power == 3 and st.cards[BONEWAY].kneeling
    assert st.tokens[BONEWAY]["vengeance"] == 0


def test_02056_the_boneway_misuse_R_ABIL_7_only_5_vengeance_tokens() -> None:
    g = _boneway_loses_a_challenge()
    faction_action(g, "A", {"op": "token", "card": BONEWAY, "token": "vengeance", "amount": 4})
    g.ev("pass", seat="B")
    g.ability("A", BONEWAY, "action", costs=DOMINANCE_COSTS, at="F-AW-5")
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-ABIL-7") and "vengeance" in message
