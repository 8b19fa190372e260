"""Chapter packs, House Targaryen: Mirri Maz Duur (02093), a legal use and misuses."""

from __future__ import annotations

from tests.engine.cards.harness import CardGame
from tests.engine.cards.quick import faction_action
from tests.engine.cards.rounds import to_challenges

MIRRI = "02093"


def _mirri(ctype: str, attackers: list[str]) -> CardGame:
    g = CardGame(a=[MIRRI], b=[], faction_a="targaryen")
    g.start(setup_a=[f"{MIRRI}#1"], hand_a=["01187#1"], setup_b=["01053#1", "01113#1"]).round()
    faction_action(g, "B", {"op": "gain_power", "seat": "B", "amount": 3})
    if len(attackers) > 1:
        faction_action(g, "A", {"op": "gain_gold", "seat": "A", "amount": 2}, at="F-AW-3")
        g.ev("marshal", seat="A", card="01187#1")
    to_challenges(g)
    g.ev("challenge", seat="A", challenge=ctype, attackers=attackers)
    g.ev("defenders", seat="B", defenders=[])
    g.ability("A", f"A:{MIRRI}#1", "interrupt", targets=["B:01053#1"])
    return g


def test_02093_mirri_maz_duur_kills_instead_of_intrigue_claim() -> None:
    g = _mirri("intrigue", [f"{MIRRI}#1"])
    g.ev("pass", seat="A").ev("pass", seat="B")  # no intrigue claim is due any more
    st = g.state()
    assert st.cards["B:01053#1"].zone == "dead" and not st.players[1].discard


def test_02093_mirri_maz_duur_kills_instead_of_power_claim() -> None:
    st = _mirri("power", [f"{MIRRI}#1"]).state()
    assert st.cards["B:01053#1"].zone == "dead"
    assert st.players[1].power == 3 and st.players[0].power == 1  # the unopposed bonus only


def test_02093_mirri_maz_duur_misuse_R_PLAYRES_1_not_attacking_alone() -> None:
    g = _mirri("intrigue", [f"{MIRRI}#1", "01187#1"])
    assert g.error()[1] == "R-PLAYRES-1"


def test_02093_mirri_maz_duur_misuse_R_TARGET_own_character() -> None:
    g = CardGame(a=[MIRRI], b=[], faction_a="targaryen")
    g.start(setup_a=[f"{MIRRI}#1"], setup_b=["01053#1"]).round()
    to_challenges(g)
    g.ev("challenge", seat="A", challenge="intrigue", attackers=[f"{MIRRI}#1"])
    g.ev("defenders", seat="B", defenders=[])
    g.ability("A", f"A:{MIRRI}#1", "interrupt", targets=[f"A:{MIRRI}#1"])
    assert g.error()[1].startswith("R-TARGET")
