"""AMAF, targaryen: a legal use and a misuse of each card."""

from __future__ import annotations

from tests.engine.cards.harness import CardGame
from tests.engine.cards.quick import faction_action

ELITE = "06013"
FIRE_AND_BLOOD = "01177"  # an event


def _elite_knelt(target: str) -> CardGame:
    """Fire and Blood and a filler character are in A's discard pile; Ghiscari Elite is
    knelt, and A answers with its reaction choosing ``target``."""
    g = CardGame(a=[ELITE, FIRE_AND_BLOOD], b=[], faction_a="targaryen")
    g.start(setup_a=[f"{ELITE}#1"], hand_a=[f"{FIRE_AND_BLOOD}#1", "01053#1"]).round()
    faction_action(g, "A", {"op": "discard", "card": f"A:{FIRE_AND_BLOOD}#1"},
                   {"op": "discard", "card": "A:01053#1"}, at="F-AW-3")  # fmt: skip
    faction_action(g, "A", {"op": "kneel", "card": f"A:{ELITE}#1"}, at="F-AW-3")
    g.ability("A", f"A:{ELITE}#1", "reaction", targets=[target])
    return g


def test_06013_ghiscari_elite_puts_an_event_on_the_bottom_of_the_deck() -> None:
    st = _elite_knelt(f"A:{FIRE_AND_BLOOD}#1").state()
    deck = st.players[0].deck
    assert st.cards[f"A:{FIRE_AND_BLOOD}#1"].zone == "deck"
    assert deck[0] == f"A:{FIRE_AND_BLOOD}#1"  # the bottom card
    assert "A:01053#1" in st.players[0].discard


def test_06013_ghiscari_elite_misuse_R_TARGET_1_a_character_in_the_discard_pile() -> None:
    g = _elite_knelt("A:01053#1")
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-TARGET-1") and "attachment or event" in message
