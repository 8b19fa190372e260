"""Wolves of the North, House Stark attachments (scripts/wotn_stark_cards.py) not tested in
test_wotn_stark.py: a legal use and a misuse of each, on real card data."""

from __future__ import annotations

from tests.engine.cards.harness import CardGame
from tests.engine.cards.quick import faction_action

NEEDLE, KNIGHT = "03020", "01150"  # Tumblestone Knight: a [stark] character with no text


def _needle(leaves: str) -> CardGame:
    """Needle on Tumblestone Knight; its interrupt, then the knight leaves play ``leaves``
    (an op: sacrifice or kill) by a faction-card action, then the game moves on."""
    g = CardGame(a=[NEEDLE, KNIGHT], b=[], faction_a="stark")
    g.start(setup_a=[f"{KNIGHT}#1", f"{NEEDLE}#1"], attach_a={f"{NEEDLE}#1": f"{KNIGHT}#1"})
    g.round()
    g.ability("A", f"A:{NEEDLE}#1", "interrupt",
              costs=[{"op": "sacrifice", "card": f"A:{NEEDLE}#1"}])  # fmt: skip
    faction_action(g, "A", {"op": leaves, "card": f"A:{KNIGHT}#1"})
    return g.ev("pass", seat="A")


def test_03020_needle_a_sacrificed_character_returns_to_hand() -> None:
    st = _needle("sacrifice").state()
    assert st.cards[f"A:{KNIGHT}#1"].zone == "hand"
    assert st.cards[f"A:{NEEDLE}#1"].zone == "discard"  # sacrificed: not back to hand


def test_03020_needle_misuse_R_INTERRUPT_3_the_character_is_killed_not_sacrificed() -> None:
    g = _needle("kill")
    assert g.error()[:2] == (g.last_seq(), "R-INTERRUPT-3")


def test_03020_needle_misuse_R_COST_2_needle_not_sacrificed() -> None:
    g = CardGame(a=[NEEDLE, KNIGHT], b=[], faction_a="stark")
    g.start(setup_a=[f"{KNIGHT}#1", f"{NEEDLE}#1"], attach_a={f"{NEEDLE}#1": f"{KNIGHT}#1"})
    g.round().ability("A", f"A:{NEEDLE}#1", "interrupt")
    assert g.error()[:2] == (g.last_seq(), "R-COST-2")
