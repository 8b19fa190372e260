"""FFH, greyjoy: a legal use and a misuse of each card."""

from __future__ import annotations

from tests.engine.cards.harness import CardGame
from tests.engine.cards.quick import faction_action

FISHERMAN = "04051"


def _fisherman() -> CardGame:
    g = CardGame(a=[FISHERMAN], b=[], faction_a="greyjoy")
    g.start(hand_a=[f"{FISHERMAN}#1"], setup_b=["01053#1"]).round()
    return g


def test_04051_lordsport_fisherman_adds_the_bottom_card_to_hand() -> None:
    g = _fisherman()
    bottom = g._filler("A", 99)[-1]  # the deck's order is not known: the log states it
    g.ev("marshal", seat="A", card=f"{FISHERMAN}#1")
    g.ability("A", f"A:{FISHERMAN}#1", "reaction",
              effects=[{"op": "move", "card": bottom, "to": "hand"}])  # fmt: skip
    st = g.state()
    assert st.cards[bottom].zone == "hand" and st.cards[f"A:{FISHERMAN}#1"].zone == "play"


def test_04051_lordsport_fisherman_misuse_R_REACTION_3_not_marshaled() -> None:
    g = _fisherman()  # put into play by another effect: not "after you marshal"
    faction_action(g, "A", {"op": "put_into_play", "card": f"A:{FISHERMAN}#1"})
    g.ability("A", f"A:{FISHERMAN}#1", "reaction",
              effects=[{"op": "move", "card": g._filler("A", 99)[-1], "to": "hand"}])  # fmt: skip
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-REACTION-3") and FISHERMAN in message
