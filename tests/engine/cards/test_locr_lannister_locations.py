"""Lions of Casterly Rock, House Lannister locations (locr_lannister_locations): a legal use
and a misuse of each scripted card."""

from __future__ import annotations

from typing import Any

from engine.game.cardtext.vocab.bestow import gold_on
from tests.engine.cards.harness import CardGame
from tests.engine.cards.quick import faction_action
from tests.engine.cards.rounds import next_round
from tests.engine.cards.test_sod_martell import with_initiative

TREASURY = "A:05019#1"
STORE: dict[str, Any] = {"seat": "A", "source": TREASURY, "kind": "reaction"}


def _stored_in_round_1() -> CardGame:
    """Round 1 with Lannisport Treasury in play: as the taxation phase begins A places 1 gold
    of the 3 unspent on it; round 2 then rests in the draw phase."""
    g = CardGame(a=["05019"], b=[])
    g.start(setup_a=["05019#1"]).round()
    next_round(g)
    last_pass = max(i for i, ev in enumerate(g.events) if ev["type"] == "pass")
    g.events.insert(last_pass + 1, {"seq": 0, "type": "ability", **STORE})  # taxation begins
    return with_initiative(g, "A")  # a tie: drawn for A (the helper numbers the events again)


def _take(g: CardGame, amount: int) -> CardGame:
    return g.ability("A", TREASURY, "action", ability=2, choice=str(amount), at="F-AW-3",
                     costs=[{"op": "kneel", "card": TREASURY}])  # fmt: skip


def test_05019_lannisport_treasury_keeps_1_gold_through_taxation() -> None:
    g = _stored_in_round_1()
    st = g.state()
    assert gold_on(st, TREASURY) == 1 and st.players[0].gold == 0
    st = _take(g, 1).state()
    assert gold_on(st, TREASURY) == 0 and st.players[0].gold == 3 + 1


def test_05019_lannisport_treasury_misuse_R_COST_8_the_gold_pool_is_empty() -> None:
    g = CardGame(a=["05019"], b=[])
    g.start(setup_a=["05019#1"]).round()
    faction_action(g, "A", {"op": "spend_gold", "seat": "A", "amount": 3}, at="F-AW-3")
    for _ in range(2):  # marshaling, then challenges
        g.ev("pass", seat="A").ev("pass", seat="B")
    g.ev("ability", **STORE)
    assert g.error()[:2] == (g.last_seq(), "R-COST-8")


def test_05019_lannisport_treasury_misuse_R_ABIL_7_takes_more_gold_than_it_holds() -> None:
    g = _take(_stored_in_round_1(), 2)
    assert g.error()[:2] == (g.last_seq(), "R-ABIL-7")
