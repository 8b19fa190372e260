"""TIMC, thenightswatch: a legal use and a misuse of each card."""

from __future__ import annotations

from engine.game.state.model import icons
from tests.engine.cards.harness import CardGame
from tests.engine.cards.rounds import to_challenges

MASON, CRAVEN = "04065", "04026"  # Craven: a [thenightswatch] attachment


def _mason_attacks(cravens: int) -> CardGame:
    """A controls ``cravens`` Craven attachments (on B's characters) and attacks with Shadow
    Tower Mason in a [military] challenge."""
    g = CardGame(a={MASON: 1, CRAVEN: 3}, b=[], faction_a="thenightswatch")
    hosts = ["01053#1", "01113#1", "01187#1"][:cravens]
    g.start(setup_a=[f"{MASON}#1"], setup_b=hosts, hand_a=[f"{CRAVEN}#{n + 1}" for n in range(3)])
    g.round()
    for n, host in enumerate(hosts):
        g.ev("marshal", seat="A", card=f"A:{CRAVEN}#{n + 1}", cost=1, attach_to=f"B:{host}")
    to_challenges(g)
    g.ev("challenge", seat="A", challenge="military", attackers=[f"A:{MASON}#1"])
    return g


def test_04065_shadow_tower_mason_gains_military_and_intrigue_with_3_nw_attachments() -> None:
    g = _mason_attacks(3)
    assert {"military", "intrigue", "power"} <= set(icons(g.state(), f"A:{MASON}#1"))
    assert g.verdict().errors == ()


def test_04065_shadow_tower_mason_misuse_F_4_2_4_military_attack_with_2_nw_attachments() -> None:
    g = _mason_attacks(2)
    seq, rule, _ = g.error()
    assert (seq, rule) == (g.last_seq(), "F-4.2-4")
