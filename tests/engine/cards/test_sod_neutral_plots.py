"""Secrets of Dorne, neutral plots (sod_neutral_plots): a legal use and a misuse of each
scripted card."""

from __future__ import annotations

from tests.engine.cards.harness import VANILLA_PLOT, CardGame

REVEALED = ["B:01053#1", "B:01113#1", "B:01187#1"]


def _false_spring(*stated: dict[str, object]) -> CardGame:
    """A reveals False Spring (initiative 3): B wins the initiative and goes first; then
    False Spring's When Revealed, with the effects ``stated``."""
    g = CardGame(a=[], b=[], plots_a=["10052"])
    g.start(hand_b=["01053#1", "01113#1", "01187#1"])
    g.ev("plot", seat="A", card="A:10052#1").ev("plot", seat="B", card=f"B:{VANILLA_PLOT}#1")
    g.ev("first_player", seat="B")
    return g.ability("A", "A:10052#1", "when_revealed", effects=list(stated))


def _reveal(cards: list[str]) -> dict[str, object]:
    return {"op": "reveal", "seat": "B", "cards": cards, "from": "hand"}


def test_10052_false_spring_b_reveals_3_cards_from_hand_and_a_discards_1() -> None:
    st = _false_spring(_reveal(REVEALED), {"op": "discard", "card": "B:01113#1"}).state()
    assert st.cards["B:01113#1"].zone == "discard" and len(st.players[1].hand) == 6
    assert st.cards["B:01053#1"].zone == "hand"


def test_10052_false_spring_a_may_discard_nothing() -> None:
    st = _false_spring(_reveal(REVEALED)).state()
    assert len(st.players[1].hand) == 7


def test_10052_false_spring_misuse_R_EFFECT_1_two_cards_discarded_from_one_hand() -> None:
    g = _false_spring(_reveal(REVEALED), {"op": "discard", "card": "B:01113#1"},
                      {"op": "discard", "card": "B:01053#1"})  # fmt: skip
    assert g.error()[:2] == (g.last_seq(), "R-EFFECT-1")


def test_10052_false_spring_misuse_R_EFFECT_1_a_card_not_revealed_discarded() -> None:
    g = _false_spring(_reveal(REVEALED))
    hidden = next(c for c in g.state().players[1].hand if c not in REVEALED)
    g.events.pop()
    g.ability("A", "A:10052#1", "when_revealed",
              effects=[_reveal(REVEALED), {"op": "discard", "card": hidden}])  # fmt: skip
    assert g.error()[:2] == (g.last_seq(), "R-EFFECT-1")


def test_10052_false_spring_misuse_R_EFFECT_1_only_2_cards_revealed() -> None:
    g = _false_spring(_reveal(REVEALED[:2]))
    assert g.error()[:2] == (g.last_seq(), "R-EFFECT-1")
