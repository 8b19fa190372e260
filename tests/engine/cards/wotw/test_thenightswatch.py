"""WotW, thenightswatch: a legal use and a misuse of each card."""

from __future__ import annotations

from tests.engine.cards.harness import CardGame

# --- 07014 Lost Ranger ------------------------------------------------------------------------

LOST, RANGERS = "07014", "01132"  # Ranging Party: another Ranger character


def _challenges_end(setup: list[str]) -> CardGame:
    g = CardGame(a=[LOST, RANGERS], b=[], faction_a="thenightswatch")
    g.start(setup_a=setup).round()
    g.ev("pass", seat="A").ev("pass", seat="B")  # marshaling
    return g.ev("pass", seat="A").ev("pass", seat="B")  # challenges


def test_07014_lost_ranger_is_sacrificed_as_challenges_end_without_another_ranger() -> None:
    g = _challenges_end([f"{LOST}#1"])
    assert g.state().cards[f"A:{LOST}#1"].zone == "play"
    st = g.ev("dominance").state()  # [F-4.4] came first: no STR is left to count
    assert st.cards[f"A:{LOST}#1"].zone == "discard" and st.phase == "dominance"


def test_07014_lost_ranger_misuse_R_PLAYRES_1_sacrificed_beside_another_ranger() -> None:
    g = _challenges_end([f"{LOST}#1", f"{RANGERS}#1"])
    assert g.state().cards[f"A:{LOST}#1"].zone == "play"
    g.ability("A", f"A:{LOST}#1", "forced")
    seq, rule, _ = g.error()
    assert (seq, rule) == (g.last_seq(), "R-PLAYRES-1")
