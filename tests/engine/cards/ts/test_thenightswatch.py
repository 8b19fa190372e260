"""TS, thenightswatch: a legal use and a misuse of each card."""

from __future__ import annotations

from engine.game.state.model import has_keyword, icons
from tests.engine.cards.harness import CardGame

RAVEN = "02106"
OLD_BEAR = "01126"


def _raven_on(host: str) -> CardGame:
    g = CardGame(a=[RAVEN, OLD_BEAR], b=[], faction_a="thenightswatch")
    g.start(setup_a=[host], setup_b=["01113#1"], hand_a=[f"{RAVEN}#1"]).round()
    g.ev("marshal", seat="A", card=f"{RAVEN}#1", attach_to=f"A:{host}")
    g.ev("pass", seat="A").ev("pass", seat="B")
    return g


def test_02106_old_bears_raven_stealth_and_an_intrigue_icon_for_old_bear() -> None:
    g = _raven_on(f"{OLD_BEAR}#1")
    st = g.state()
    assert has_keyword(st, f"A:{OLD_BEAR}#1", "stealth")
    assert icons(st, f"A:{OLD_BEAR}#1") == {"military", "intrigue", "power"}
    g.ev("challenge", seat="A", challenge="intrigue", attackers=[f"{OLD_BEAR}#1"])
    assert g.verdict().errors == ()


def test_02106_old_bears_raven_misuse_F_4_2_4_no_intrigue_icon_for_another() -> None:
    g = _raven_on("01053#1")
    assert has_keyword(g.state(), "A:01053#1", "stealth")
    g.ev("challenge", seat="A", challenge="intrigue", attackers=["01053#1"])
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "F-4.2-4") and "A:01053#1" in message


SWORN = "02105"
PORT = "11056"  # Summer Sea Port: a location of cost 2, +1 Income


def _sworn_brother_marshals_a_port() -> CardGame:
    g = CardGame(a=[SWORN, PORT], b=[], faction_a="thenightswatch")
    g.start(setup_a=[f"{SWORN}#1"], hand_a=[f"{PORT}#1", f"{PORT}#2"]).round()
    return g.ev("marshal", seat="A", card=f"{PORT}#1", cost=1)


def test_02105_sworn_brother_the_first_location_costs_1_less() -> None:
    st = _sworn_brother_marshals_a_port().state()
    assert st.cards[f"A:{PORT}#1"].zone == "play" and st.players[0].gold == 3 - 1


def test_02105_sworn_brother_misuse_R_COST_1_the_second_location_at_a_discount() -> None:
    g = _sworn_brother_marshals_a_port().ev("marshal", seat="A", card=f"{PORT}#2", cost=1)
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-COST-1") and "2" in message
