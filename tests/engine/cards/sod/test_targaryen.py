"""SoD, targaryen: a legal use and a misuse of each card."""

from __future__ import annotations

from tests.engine.cards.harness import CardGame

QARTH = "10036"
LINEAGE = "01036"  # Noble Lineage: a Condition attachment
_QARTH_COSTS = [
    {"op": "kneel", "card": f"A:{QARTH}#1"},
    {"op": "spend_gold", "seat": "A", "amount": 1},
]


def _qarth_game() -> CardGame:
    """A Noble Lineage on a character of each player."""
    g = CardGame(a=[QARTH, LINEAGE], b=[LINEAGE], faction_a="targaryen")
    g.start(setup_a=[f"{QARTH}#1", "01053#1", f"{LINEAGE}#1"],
            setup_b=["01053#1", f"{LINEAGE}#1"], attach_a={f"{LINEAGE}#1": "01053#1"},
            attach_b={f"{LINEAGE}#1": "01053#1"}).round()  # fmt: skip
    return g


def test_10036_qarth_discards_an_attachment_on_a_card_you_control() -> None:
    g = _qarth_game()
    g.ability("A", f"A:{QARTH}#1", "action", targets=[f"A:{LINEAGE}#1"], costs=_QARTH_COSTS,
              at="F-AW-3")  # fmt: skip
    st = g.state()
    assert st.cards[f"A:{LINEAGE}#1"].zone == "discard" and st.players[0].gold == 3 - 1
    assert st.cards[f"A:{QARTH}#1"].kneeling


def test_10036_qarth_misuse_R_TARGET_1_an_attachment_on_an_opponents_card() -> None:
    g = _qarth_game()
    g.ability("A", f"A:{QARTH}#1", "action", targets=[f"B:{LINEAGE}#1"], costs=_QARTH_COSTS,
              at="F-AW-3")  # fmt: skip
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-TARGET-1") and "a card you control" in message
