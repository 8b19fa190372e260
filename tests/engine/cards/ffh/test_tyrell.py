"""FFH, tyrell: a legal use and a misuse of each card."""

from __future__ import annotations

from engine.game.rules.traits import has_trait
from engine.game.state.model import strength
from tests.engine.cards.harness import CardGame

CROWN, LORD = "04044", "01028"  # Littlefinger: a Lord, [intrigue] and [power], STR 4


def _crowned() -> CardGame:
    g = CardGame(a=[CROWN, LORD], b=[], faction_a="tyrell")
    g.start(setup_a=[f"{CROWN}#1", f"{LORD}#1"], attach_a={f"{CROWN}#1": f"{LORD}#1"},
            setup_b=["01053#1"], hand_a=["01113#1", "01113#2", "01113#3"]).round()  # fmt: skip
    return g


def _use_crown(g: CardGame, discard: str) -> CardGame:
    return g.ability("A", f"A:{CROWN}#1", "action", costs=[{"op": "discard", "card": discard}])


def test_04044_crown_of_golden_roses_king_trait_and_str_per_icon() -> None:
    g = _use_crown(_crowned(), "A:01113#1")
    st = g.state()
    assert has_trait(st, f"A:{LORD}#1", "King")
    assert strength(st, f"A:{LORD}#1") == 4 + 2 and st.cards["A:01113#1"].zone == "discard"


def test_04044_crown_of_golden_roses_misuse_R_LIMIT_1_three_times_a_round() -> None:
    g = _use_crown(_use_crown(_crowned(), "A:01113#1"), "A:01113#2")
    _use_crown(g, "A:01113#3")
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-LIMIT-1") and CROWN in message
