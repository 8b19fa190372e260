"""FFH, thenightswatch: a legal use and a misuse of each card."""

from __future__ import annotations

from tests.engine.cards.harness import CardGame
from tests.engine.cards.quick import faction_action, hand_of
from tests.engine.cards.rounds import to_challenges

THOREN = "04045"


def _thoren_defends(winner: str) -> CardGame:
    """A (first player) attacks B's Thoren Smallwood with a filler; ``winner`` wins."""
    g = CardGame(a=[], b=[THOREN], faction_b="thenightswatch")
    g.start(setup_a=["01053#1"], setup_b=[f"{THOREN}#1"]).round()
    to_challenges(g)
    g.ev("challenge", seat="A", challenge="military", attackers=["01053#1"])
    g.ev("defenders", seat="B", defenders=[f"{THOREN}#1"])
    if winner == "B":
        g.ev("challenge_result", winner="B", attacker_str=2, defender_str=4)
    else:
        g.ev("challenge_result", winner="A", attacker_str=2, defender_str=0)
    return g


def test_04045_thoren_smallwood_gains_1_power_winning_as_the_defender() -> None:
    g = _thoren_defends("B")
    g.ability("B", f"B:{THOREN}#1", "reaction")
    assert g.state().players[1].power == 1


def test_04045_thoren_smallwood_misuse_R_REACTION_3_after_winning_as_the_attacker() -> None:
    g = CardGame(a=[THOREN], b=[], faction_a="thenightswatch")
    g.start(setup_a=[f"{THOREN}#1"], setup_b=["01053#1"]).round()
    to_challenges(g)
    g.ev("challenge", seat="A", challenge="military", attackers=[f"{THOREN}#1"])
    g.ev("defenders", seat="B", defenders=[])
    g.ev("challenge_result", winner="A", attacker_str=4, defender_str=0, unopposed=True)
    g.ability("A", f"A:{THOREN}#1", "reaction")
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-REACTION-3") and THOREN in message


NIGHT_GATHERS, GODS_EYE = "04046", "04058"  # The God's Eye: +1 Reserve


def _night_gathers(gods_eye: bool) -> tuple[CardGame, str]:
    """B discards a character from hand; A (reserve 6 with The God's Eye, else 5 like B)
    plays Night Gathers... choosing B. Returns the game and B's discarded character."""
    g = CardGame(a=[NIGHT_GATHERS, GODS_EYE], b=[], faction_a="thenightswatch")
    g.start(setup_a=[f"{GODS_EYE}#1"] if gods_eye else [], hand_a=[f"{NIGHT_GATHERS}#1"])
    g.round()
    victim = hand_of(g, "B")[0]
    faction_action(g, "B", {"op": "discard", "card": victim}, at="F-AW-3")
    g.ability("A", f"A:{NIGHT_GATHERS}#1", "action", choice="B",
              costs=[{"op": "spend_gold", "seat": "A", "amount": 1}])  # fmt: skip
    return g, victim


def test_04046_night_gathers_marshals_a_character_from_the_opponents_discard_pile() -> None:
    g, victim = _night_gathers(True)
    g.ev("marshal", seat="A", card=victim, cost=2)
    st = g.state()
    inst = st.cards[victim]
    assert inst.zone == "play" and inst.controller == 0 and inst.owner == 1
    assert victim in st.players[0].in_play and st.players[0].gold == 3 + 1 - 1 - 2


def test_04046_night_gathers_misuse_R_TARGET_1_the_reserves_are_equal() -> None:
    g, _ = _night_gathers(False)
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-TARGET-1") and "not lower" in message


def test_04046_night_gathers_misuse_R_MARSHAL_1_not_played() -> None:
    g = CardGame(a=[GODS_EYE], b=[], faction_a="thenightswatch")
    g.start(setup_a=[f"{GODS_EYE}#1"]).round()
    victim = hand_of(g, "B")[0]
    faction_action(g, "B", {"op": "discard", "card": victim}, at="F-AW-3")
    g.ev("marshal", seat="A", card=victim, cost=2)
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-MARSHAL-1") and victim in message
