"""HoT, targaryen: a legal use and a misuse of each card."""

from __future__ import annotations

from engine.game.state.model import strength
from tests.engine.cards.harness import CardGame
from tests.engine.cards.quick import faction_action
from tests.engine.cards.rounds import to_challenges

TOKAR, BLOODRIDER, LINEAGE = "09038", "04053", "01036"  # a Targaryen character; Noble Lineage


def _tokar(attackers: list[str]) -> CardGame:
    """A's Devoted Bloodrider carries Tokar and Noble Lineage; A attacks in a [military]
    challenge with ``attackers``, unopposed, and wins it (B's filler without attachments
    is then the card whose power gain is asked)."""
    g = CardGame(a=[TOKAR, BLOODRIDER, LINEAGE], b=[], faction_a="targaryen")
    g.start(setup_a=[f"{BLOODRIDER}#1", f"{TOKAR}#1", f"{LINEAGE}#1", "01053#1"],
            attach_a={f"{TOKAR}#1": f"{BLOODRIDER}#1", f"{LINEAGE}#1": f"{BLOODRIDER}#1"},
            setup_b=["01053#1"]).round()  # fmt: skip
    to_challenges(g)
    g.ev("challenge", seat="A", challenge="military", attackers=attackers)
    g.ev("defenders", seat="B", defenders=[])
    return g


def test_09038_tokar_gives_1_str_per_attachment() -> None:
    st = _tokar([f"{BLOODRIDER}#1"]).state()
    # printed 2, +1 as a Bloodrider you control, +2 for its 2 attachments
    assert strength(st, f"A:{BLOODRIDER}#1") == 2 + 1 + 2


def test_09038_tokar_lets_a_character_gain_power_when_its_host_does_not_participate() -> None:
    g = _tokar(["01053#1"])
    faction_action(g, "A", {"op": "gain_power", "card": "B:01053#1", "amount": 1})
    assert g.state().cards["B:01053#1"].power == 1


def test_09038_tokar_misuse_R_CANNOT_1_a_character_without_attachments_gains_power() -> None:
    g = _tokar([f"{BLOODRIDER}#1"])
    faction_action(g, "A", {"op": "gain_power", "card": "B:01053#1", "amount": 1})
    seq, rule, _ = g.error()
    assert (seq, rule) == (g.last_seq(), "R-CANNOT-1")
