"""House of Thorns, ambush costs changed by card text (scripts/hot_ambush.py): a legal use and
a misuse of each card, on real card data."""

from __future__ import annotations

from tests.engine.cards.harness import CardGame
from tests.engine.cards.quick import faction_action
from tests.engine.cards.rounds import to_challenges

HONOR_GUARD, BASTARD, FACELESS = "09005", "09031", "09040"
MANDER = "01193"  # The Mander: a The Reach location (a reaction only)


# --- 09005 Highgarden Honor Guard --------------------------------------------------------------


def _honor_guard(reach: bool) -> CardGame:
    g = CardGame(a=[HONOR_GUARD, MANDER], b=[], faction_a="tyrell")
    g.start(setup_a=[f"{MANDER}#1"] if reach else [], hand_a=[f"{HONOR_GUARD}#1"]).round()
    faction_action(g, "A", {"op": "gain_gold", "seat": "A", "amount": 2}, at="F-AW-3")
    to_challenges(g)
    return g.ev("ambush", seat="A", card=f"{HONOR_GUARD}#1", at="F-AW-4.1")


def test_09005_highgarden_honor_guard_ambush_1_less_per_reach_location() -> None:
    st = _honor_guard(reach=True).state()
    assert st.cards[f"A:{HONOR_GUARD}#1"].zone == "play" and st.players[0].gold == 3 + 2 - 5


def test_09005_highgarden_honor_guard_misuse_R_KW_AMBUSH_1_6_gold_without_the_reach() -> None:
    g = _honor_guard(reach=False)  # Ambush (6), 5 gold
    assert g.error()[:2] == (g.last_seq(), "R-KW-AMBUSH-1")


# --- 09031 The Bastard of Godsgrace -------------------------------------------------------------


def _bastard(power: int) -> CardGame:
    g = CardGame(a=[BASTARD, FACELESS], b=[], faction_a="martell")
    g.start(setup_a=[f"{BASTARD}#1"], hand_a=[f"{FACELESS}#1"]).round()
    if power:
        faction_action(g, "A", {"op": "gain_power", "card": f"A:{BASTARD}#1", "amount": power})
    to_challenges(g)
    cost = {"op": "discard_power", "card": f"A:{BASTARD}#1", "amount": 1}
    return g.ability("A", f"A:{BASTARD}#1", "action", at="F-AW-4.1", costs=[cost])


def test_09031_bastard_of_godsgrace_next_ambush_costs_2_less() -> None:
    g = _bastard(power=1)
    g.ev("ambush", seat="A", card=f"{FACELESS}#1", at="F-AW-4.1")  # Ambush (4) for 2
    st = g.state()
    assert st.cards[f"A:{FACELESS}#1"].zone == "play" and st.players[0].gold == 3 - 2
    assert st.cards[f"A:{BASTARD}#1"].power == 0
    assert not [e for e in st.lasting if e.contribution.kind == "cost"]  # used up


def test_09031_bastard_of_godsgrace_misuse_R_ABIL_8_no_power_to_discard() -> None:
    g = _bastard(power=0)
    assert g.error()[:2] == (g.last_seq(), "R-ABIL-8")
