"""GtR, thenightswatch: a legal use and a misuse of each card."""

from __future__ import annotations

from engine.game.state.model import has_keyword
from tests.engine.cards.harness import CardGame

GILLY = "06025"
_GILLY_ID = f"A:{GILLY}#1"
_SAMWELL = "A:01127#1"  # Samwell Tarly, a Steward (insight, +1 reserve: no triggered text)
_DISCARD_1_GOLD = [{"op": "token", "card": _GILLY_ID, "token": "gold", "amount": -1}]


def _gilly_with_gold() -> CardGame:
    """A marshals Gilly (2 of 3 gold) and bestows 1 gold on her; Samwell Tarly is in play."""
    g = CardGame(a=[GILLY, "01127"], b=[], faction_a="thenightswatch")
    g.start(setup_a=["01127#1"], hand_a=[f"{GILLY}#1"]).round()
    g.ev("marshal", seat="A", card=f"{GILLY}#1")
    g.ability("A", _GILLY_ID, "keyword", choice="1")
    return g


def test_06025_gilly_a_steward_gains_stealth_until_the_end_of_the_phase() -> None:
    g = _gilly_with_gold()
    assert not has_keyword(g.state(), _SAMWELL, "stealth")
    g.ability("A", _GILLY_ID, "action", ability=2, costs=_DISCARD_1_GOLD, targets=[_SAMWELL])
    st = g.state()
    assert has_keyword(st, _SAMWELL, "stealth") and st.tokens[_GILLY_ID]["gold"] == 0
    g.ev("pass", seat="A").ev("pass", seat="B")  # the marshaling phase ends
    assert not has_keyword(g.state(), _SAMWELL, "stealth")


def test_06025_gilly_misuse_R_ABIL_8_no_gold_left_on_her() -> None:
    g = _gilly_with_gold()
    g.ability("A", _GILLY_ID, "action", ability=2, costs=_DISCARD_1_GOLD, targets=[_SAMWELL])
    g.ability("A", _GILLY_ID, "action", ability=2, costs=_DISCARD_1_GOLD, targets=[_SAMWELL])
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-ABIL-8") and GILLY in message
