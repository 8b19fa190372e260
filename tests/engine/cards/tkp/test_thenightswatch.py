"""TKP, thenightswatch: a legal use and a misuse of each card."""

from __future__ import annotations

from engine.game.state.model import icons, strength
from tests.engine.cards.harness import CardGame
from tests.engine.cards.quick import faction_action
from tests.engine.cards.rounds import to_challenges

ALLISER_COSTS = [
    {"op": "kneel", "card": "A:faction"},
    {"op": "spend_gold", "seat": "A", "amount": 4},
]


def _alliser_from_hand(ctype: str) -> CardGame:
    """B initiates a ``ctype`` challenge against A, who holds Ser Alliser and 4 gold and
    controls Samwell Tarly (an [intrigue] icon only)."""
    g = CardGame(a=["02045", "01127"], b=[], faction_a="thenightswatch")
    g.start(setup_a=["01127#1"], setup_b=["01053#1"], hand_a=["02045#1"]).round()
    faction_action(g, "A", {"op": "gain_gold", "seat": "A", "amount": 1})
    to_challenges(g)
    g.ev("pass", seat="A")  # A initiates no challenge
    g.ev("challenge", seat="B", challenge=ctype, attackers=["01053#1"])
    g.ability("A", "A:02045#1", "reaction", costs=ALLISER_COSTS)
    return g


def test_02045_ser_alliser_thorne_enters_from_hand_and_arms_the_watch() -> None:
    g = _alliser_from_hand("military")
    st = g.state()
    assert st.cards["A:02045#1"].zone == "play" and st.players[0].gold == 0
    assert "military" in icons(st, "A:01127#1")  # while A is the defending player
    g.ev("defenders", seat="A", defenders=["A:01127#1", "A:02045#1"])
    g.ev("challenge_result", winner="A", attacker_str=2, defender_str=5)
    assert g.verdict().errors == ()


def test_02045_ser_alliser_thorne_misuse_R_REACTION_3_a_power_challenge() -> None:
    g = _alliser_from_hand("power")
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-REACTION-3") and "02045" in message


def _practice_blade(host: str) -> CardGame:
    g = CardGame(a=["02046", "01127"], b=[], faction_a="thenightswatch")
    g.start(setup_a=[host, "02046#1"], attach_a={"02046#1": host}).round()
    return g


def test_02046_practice_blade_gives_1_str_and_a_military_icon() -> None:
    g = _practice_blade("01127#1")  # Samwell Tarly: STR 1, [intrigue]
    st = g.state()
    assert strength(st, "A:01127#1") == 2 and icons(st, "A:01127#1") == {"intrigue", "military"}
    to_challenges(g)
    g.ev("challenge", seat="A", challenge="military", attackers=["01127#1"])
    g.ev("defenders", seat="B", defenders=[])
    g.ev("challenge_result", winner="A", attacker_str=2, defender_str=0, unopposed=True)
    assert g.verdict().errors == ()


def test_02046_practice_blade_misuse_R_ATTACH_4_not_a_nights_watch_character() -> None:
    g = CardGame(a=["02046"], b=[], faction_a="thenightswatch")
    g.start(setup_a=["01053#1"], hand_a=["02046#1"]).round()
    g.ev("marshal", seat="A", card="02046#1", attach_to="A:01053#1")
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-ATTACH-4") and "thenightswatch" in message
