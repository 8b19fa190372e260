"""CoW, thenightswatch: a legal use and a misuse of each card."""

from __future__ import annotations

from tests.engine.cards.harness import CardGame

ROOKERY = "02086"


def _rookery_marshaled() -> CardGame:
    g = CardGame(a=[ROOKERY], b=[], faction_a="thenightswatch")
    g.start(hand_a=[f"{ROOKERY}#1"]).round()
    g.ev("marshal", seat="A", card=f"{ROOKERY}#1")
    return g


def _top(g: CardGame, seat: str, n: int) -> list[str]:
    return sorted(c for c in g.deck_ids(seat) if c not in g.drawn[seat])[:n]


def test_02086_northern_rookery_draws_1_after_you_marshal_it() -> None:
    g = _rookery_marshaled()
    card = _top(g, "A", 1)
    g.ability("A", f"A:{ROOKERY}#1", "reaction",
              effects=[{"op": "draw", "seat": "A", "cards": card}])  # fmt: skip
    st = g.state()
    assert card[0] in st.players[0].hand and st.cards[f"A:{ROOKERY}#1"].zone == "play"


def test_02086_northern_rookery_misuse_R_DRAW_1_two_cards_drawn() -> None:
    g = _rookery_marshaled()
    g.ability("A", f"A:{ROOKERY}#1", "reaction",
              effects=[{"op": "draw", "seat": "A", "cards": _top(g, "A", 2)}])  # fmt: skip
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-DRAW-1") and "draws 1" in message
