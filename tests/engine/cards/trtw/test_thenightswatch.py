"""TRtW, thenightswatch: a legal use and a misuse of each card."""

from __future__ import annotations

from engine.game.state.model import icons
from tests.engine.cards.harness import CardGame
from tests.engine.cards.quick import faction_action
from tests.engine.cards.rounds import to_challenges


def _watch(a: list[str], **start: list[str]) -> CardGame:
    g = CardGame(a=a, b=[], faction_a="thenightswatch", faction_b="lannister")
    g.start(**start).round()  # type: ignore[arg-type]
    return g


# --- 02025 Unsworn Apprentice -------------------------------------------------------------------


def test_02025_unsworn_apprentice_gains_the_chosen_icon_this_phase() -> None:
    g = _watch(["02025"], setup_a=["02025#1"])
    to_challenges(g)
    assert "intrigue" not in icons(g.state(), "A:02025#1")
    g.ability("A", "A:02025#1", "action", choice="intrigue")
    assert "intrigue" in icons(g.state(), "A:02025#1")
    g.ev("challenge", seat="A", challenge="intrigue", attackers=["02025#1"])
    assert g.verdict().errors == ()


def test_02025_unsworn_apprentice_misuse_R_LIMIT_1_twice_in_a_phase() -> None:
    g = _watch(["02025"], setup_a=["02025#1"])
    to_challenges(g)
    g.ability("A", "A:02025#1", "action", choice="intrigue")
    g.ability("A", "A:02025#1", "action", choice="power")
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-LIMIT-1") and "02025" in message


# --- 02026 Brandon's Gift -----------------------------------------------------------------------


def _gift(first: str) -> CardGame:
    """Brandon's Gift in play; A marshals ``first`` (cost 2 or 3), then gains 3 gold."""
    g = _watch(["02026", "01134"], setup_a=["02026#1"], hand_a=["01134#1", "01134#2", "01053#1"])
    g.ev("marshal", seat="A", card=first)
    faction_action(g, "A", {"op": "gain_gold", "seat": "A", "amount": 3}, at="F-AW-3")
    g.ability("A", "A:02026#1", "reaction")
    return g


def test_02026_brandons_gift_reduces_the_next_nights_watch_card() -> None:
    g = _gift("01134#1")  # Veteran Builder, a Builder
    g.ev("marshal", seat="A", card="01134#2", cost=2)  # printed cost 3, minus 1
    st = g.state()
    assert st.cards["A:01134#2"].zone == "play" and st.players[0].gold == 3 - 3 + 3 - 2


def test_02026_brandons_gift_misuse_R_REACTION_3_not_a_builder() -> None:
    g = _gift("01053#1")
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-REACTION-3") and "02026" in message
