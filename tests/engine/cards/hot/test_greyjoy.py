"""HoT, greyjoy: a legal use and a misuse of each card."""

from __future__ import annotations

from tests.engine.cards.harness import CardGame
from tests.engine.cards.quick import faction_action

APOSTLE, NAVIGATOR, DROWNED_MEN = "09027", "01076", "01073"  # cost 2 / cost 4, non-unique


def _apostle_after_dominance(target: str, b_kneels: bool = True) -> CardGame:
    """Salty Navigator and Drowned Men are put into play and killed in the marshaling
    phase; B's fillers kneel (unless ``b_kneels`` is False), no challenge is made, and A
    (the Apostle, STR 3) wins dominance, then kills the Apostle for ``target``."""
    g = CardGame(a=[APOSTLE, NAVIGATOR, DROWNED_MEN], b=[], faction_a="greyjoy")
    g.start(setup_a=[f"{APOSTLE}#1"], hand_a=[f"{NAVIGATOR}#1", f"{DROWNED_MEN}#1"],
            setup_b=["01053#1", "01113#1"]).round()  # fmt: skip
    both = (NAVIGATOR, DROWNED_MEN)
    put = [{"op": "put_into_play", "card": f"A:{c}#1"} for c in both]
    faction_action(g, "A", *put, *({"op": "kill", "card": f"A:{c}#1"} for c in both), at="F-AW-3")
    if b_kneels:
        faction_action(g, "B", {"op": "kneel", "card": "B:01053#1"},
                       {"op": "kneel", "card": "B:01113#1"}, at="F-AW-3")  # fmt: skip
    for seat in "ABAB":
        g.ev("pass", seat=seat)
    return g.ability("A", f"A:{APOSTLE}#1", "reaction", targets=[target],
                     costs=[{"op": "kill", "card": f"A:{APOSTLE}#1"}])  # fmt: skip


def test_09027_drowned_gods_apostle_puts_a_greyjoy_character_into_play_from_dead() -> None:
    st = _apostle_after_dominance(f"A:{NAVIGATOR}#1").state()
    assert st.cards[f"A:{NAVIGATOR}#1"].zone == "play"
    assert st.cards[f"A:{APOSTLE}#1"].zone == "dead"


def test_09027_drowned_gods_apostle_misuse_R_TARGET_1_printed_cost_above_3() -> None:
    g = _apostle_after_dominance(f"A:{DROWNED_MEN}#1")
    seq, rule, _ = g.error()
    assert (seq, rule) == (g.last_seq(), "R-TARGET-1")


def test_09027_drowned_gods_apostle_misuse_R_REACTION_3_dominance_not_won() -> None:
    g = _apostle_after_dominance(f"A:{NAVIGATOR}#1", b_kneels=False)
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-REACTION-3") and APOSTLE in message
