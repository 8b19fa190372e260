"""AMAF, thenightswatch: a legal use and a misuse of each card."""

from __future__ import annotations

from tests.engine.cards.harness import CardGame

CARPENTER = "06005"
CASTLE_BLACK, SHADOW_TOWER = "01136", "03034"  # [thenightswatch] locations


def _carpenter(locations: list[str]) -> CardGame:
    """A controls Eastwatch Carpenter and ``locations``; after collecting income (3 gold) A
    answers with the Carpenter's reaction."""
    g = CardGame(a=[CARPENTER, CASTLE_BLACK, SHADOW_TOWER], b=[], faction_a="thenightswatch")
    g.start(setup_a=[f"{CARPENTER}#1", *locations]).round()
    return g.ability("A", f"A:{CARPENTER}#1", "reaction")


def test_06005_eastwatch_carpenter_gains_1_gold_for_2_watch_locations() -> None:
    st = _carpenter([f"{CASTLE_BLACK}#1", f"{SHADOW_TOWER}#1"]).state()
    assert st.players[0].gold == 3 + 1


def test_06005_eastwatch_carpenter_misuse_R_ABIL_7_one_watch_location() -> None:
    g = _carpenter([f"{CASTLE_BLACK}#1"])
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-ABIL-7") and CARPENTER in message
