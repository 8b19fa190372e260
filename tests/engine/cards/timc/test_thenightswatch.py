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


FOREST = "04066"


def _forest_defends(attackers: list[str], winner: str, defender_str: int) -> CardGame:
    """A attacks B in a [military] challenge with ``attackers``; B defends with a filler,
    its standing Haunted Forest on its side."""
    g = CardGame(a=[], b=[FOREST], faction_b="thenightswatch")
    g.start(setup_a=["01053#1", "01113#1"], setup_b=[f"{FOREST}#1", "01053#1"]).round()
    to_challenges(g)
    g.ev("challenge", seat="A", challenge="military", attackers=attackers)
    g.ev("defenders", seat="B", defenders=["01053#1"])
    return g.ev("challenge_result", winner=winner, attacker_str=2 * len(attackers),
                defender_str=defender_str)  # fmt: skip


def test_04066_the_haunted_forest_contributes_1_str_to_the_defending_side() -> None:
    st = _forest_defends(["01053#1"], "B", 2 + 1).state()  # B wins: the forest stands
    assert not st.cards[f"B:{FOREST}#1"].kneeling


def test_04066_the_haunted_forest_kneels_after_you_lose_a_challenge() -> None:
    st = _forest_defends(["01053#1", "01113#1"], "A", 2 + 1).state()  # the forced reaction
    assert st.cards[f"B:{FOREST}#1"].kneeling


def test_04066_the_haunted_forest_misuse_F_4_2_2_defender_str_without_the_forest() -> None:
    g = _forest_defends(["01053#1", "01113#1"], "A", 2)
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "F-4.2.2") and "defender_str" in message
