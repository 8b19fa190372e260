"""LoCR, neutral: a legal use and a misuse of each card."""

from __future__ import annotations

from engine.game.rules.traits import has_trait
from engine.game.state.model import icons
from tests.engine.cards.harness import CardGame
from tests.engine.cards.quick import faction_action
from tests.engine.cards.rounds import to_challenges

FREERIDER = "05040"


def _freerider() -> CardGame:
    g = CardGame(a=[FREERIDER], b=[], faction_a="stark")
    g.start(setup_a=[f"{FREERIDER}#1"]).round()
    return g


def test_05040_devout_freerider_lets_gold_be_gained_outside_the_challenges_phase() -> None:
    g = _freerider()
    faction_action(g, "A", {"op": "gain_gold", "seat": "A", "amount": 1}, at="F-AW-3")
    assert g.state().players[0].gold == 3 + 1


def test_05040_devout_freerider_misuse_R_CANNOT_1_gold_gained_in_the_challenges_phase() -> None:
    g = to_challenges(_freerider())
    faction_action(g, "A", {"op": "gain_gold", "seat": "A", "amount": 1}, at="F-AW-4.1")
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-CANNOT-1") and "gold" in message


ROAD = "05042"


def test_05042_ocean_road_reduces_the_next_out_of_faction_card_by_1() -> None:
    g = CardGame(a=[ROAD, "01187"], b=[], faction_a="stark")
    g.start(setup_a=[f"{ROAD}#1"], hand_a=["01187#1"]).round()
    g.ability("A", f"A:{ROAD}#1", "action", costs=[{"op": "kneel", "card": f"A:{ROAD}#1"}])
    g.ev("marshal", seat="A", card="01187#1", cost=1)  # a tyrell card for a stark deck
    st = g.state()
    assert st.cards["A:01187#1"].zone == "play" and st.players[0].gold == 3 - 1


def test_05042_ocean_road_misuse_R_COST_1_an_in_faction_card_at_the_reduced_cost() -> None:
    g = CardGame(a=[ROAD, "01150"], b=[], faction_a="stark")
    g.start(setup_a=[f"{ROAD}#1"], hand_a=["01150#1"]).round()
    g.ability("A", f"A:{ROAD}#1", "action", costs=[{"op": "kneel", "card": f"A:{ROAD}#1"}])
    g.ev("marshal", seat="A", card="01150#1", cost=1)  # Tumblestone Knight: stark
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-COST-1") and "costs 2" in message


APPOINTED = "05043"
WENDAMYR = "01070"  # Maester Wendamyr: unique, a [power] icon only


def test_05043_appointed_gives_an_intrigue_icon_and_the_small_council_trait() -> None:
    g = CardGame(a=[APPOINTED, WENDAMYR], b=[], faction_a="greyjoy")
    g.start(setup_a=[f"{WENDAMYR}#1"], hand_a=[f"{APPOINTED}#1"]).round()
    g.ev("marshal", seat="A", card=f"{APPOINTED}#1", attach_to=f"A:{WENDAMYR}#1", cost=1)
    st = g.state()
    assert "intrigue" in icons(st, f"A:{WENDAMYR}#1")
    assert has_trait(st, f"A:{WENDAMYR}#1", "Small Council")


def test_05043_appointed_misuse_R_ATTACH_4_on_a_non_unique_character() -> None:
    g = CardGame(a=[APPOINTED], b=[], faction_a="greyjoy")
    g.start(setup_a=["01053#1"], hand_a=[f"{APPOINTED}#1"]).round()
    g.ev("marshal", seat="A", card=f"{APPOINTED}#1", attach_to="A:01053#1", cost=1)
    seq, rule, _ = g.error()
    assert (seq, rule) == (g.last_seq(), "R-ATTACH-4")


COUNCIL = "05044"
PYCELLE = "01085"  # Grand Maester Pycelle: Small Council, STR 2, insight


def _council(attackers: list[str]) -> CardGame:
    """A attacks B with ``attackers`` in an unopposed [intrigue] challenge, then plays The
    Council Consents."""
    g = CardGame(a=[COUNCIL, PYCELLE], b=[], faction_a="lannister")
    setup = [f"{PYCELLE}#1", "01187#1", "01113#1"]
    g.start(setup_a=setup, hand_a=[f"{COUNCIL}#1"]).round()
    to_challenges(g)
    g.ev("challenge", seat="A", challenge="intrigue", attackers=attackers)
    g.ev("defenders", seat="B", defenders=[])
    return g.ability("A", f"A:{COUNCIL}#1", "reaction",
                     costs=[{"op": "spend_gold", "seat": "A", "amount": 1}])  # fmt: skip


def test_05044_the_council_consents_stands_each_small_council_character() -> None:
    st = _council([f"{PYCELLE}#1", "01187#1", "01113#1"]).state()  # won by 6
    assert not st.cards[f"A:{PYCELLE}#1"].kneeling and st.cards["A:01187#1"].kneeling


def test_05044_the_council_consents_misuse_R_REACTION_3_won_by_less_than_5() -> None:
    g = _council([f"{PYCELLE}#1", "01187#1"])  # won by 4
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-REACTION-3") and COUNCIL in message


SEPTON = "05039"
CONFINEMENT = "01121"  # B's event: choose a character with STR 4 or lower, it loses icons


def _septon_redirects(to: str) -> CardGame:
    """A marshals Devout Freerider (The Seven, STR 3); B plays Confinement on A's filler and
    High Septon makes ``to`` its target instead."""
    g = CardGame(a=[SEPTON, FREERIDER], b=[CONFINEMENT], faction_a="stark", faction_b="martell")
    g.start(setup_a=[f"{SEPTON}#1", "01053#1"], hand_a=[f"{FREERIDER}#1"],
            hand_b=[f"{CONFINEMENT}#1"]).round()  # fmt: skip
    g.ev("marshal", seat="A", card=f"{FREERIDER}#1", cost=3)
    g.ev("pass", seat="A")
    g.ability("A", f"A:{SEPTON}#1", "interrupt", targets=["A:01053#1", to])
    g.ability("B", f"B:{CONFINEMENT}#1", "action", targets=[to],
              costs=[{"op": "spend_gold", "seat": "B", "amount": 1}])  # fmt: skip
    return g


def test_05039_high_septon_makes_a_the_seven_character_the_target_instead() -> None:
    st = _septon_redirects(f"A:{FREERIDER}#1").state()
    assert icons(st, f"A:{FREERIDER}#1") == set() and "military" in icons(st, "A:01053#1")


def test_05039_high_septon_misuse_R_TARGET_1_an_ineligible_new_target() -> None:
    g = _septon_redirects(f"A:{SEPTON}#1")  # STR 5: Confinement cannot choose him
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-TARGET-1") and "STR 4 or lower" in message


def test_05039_high_septon_misuse_R_TARGET_1_the_ability_names_another_target() -> None:
    g = _septon_redirects(f"A:{FREERIDER}#1")
    g.events[-1]["targets"] = ["A:01053#1"]  # the opponent kept the old target
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-TARGET-1") and "instead of" in message
