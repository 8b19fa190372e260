"""CoW, thenightswatch: a legal use and a misuse of each card."""

from __future__ import annotations

from tests.engine.cards.harness import CardGame
from tests.engine.cards.quick import faction_action

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


CHETT = "02085"


def _chett_returns(target: str) -> CardGame:
    """Messenger Raven (01130) and a filler are in A's discard pile; in the dominance
    phase, Chett kneels himself (a Steward) to return ``target``."""
    g = CardGame(a=[CHETT, "01130"], b=[], faction_a="thenightswatch")
    g.start(setup_a=[f"{CHETT}#1"], hand_a=["01130#1", "01053#1"]).round()
    faction_action(g, "A", {"op": "discard", "card": "A:01130#1"},
                   {"op": "discard", "card": "A:01053#1"}, at="F-AW-3")  # fmt: skip
    for _ in range(2):  # marshaling, challenges
        g.ev("pass", seat="A").ev("pass", seat="B")
    g.ability("A", f"A:{CHETT}#1", "action", costs=[{"op": "kneel", "card": f"A:{CHETT}#1"}],
              targets=[target], at="F-AW-5")  # fmt: skip
    return g


def test_02085_chett_returns_a_raven_from_the_discard_pile() -> None:
    st = _chett_returns("A:01130#1").state()
    assert "A:01130#1" in st.players[0].hand and st.cards[f"A:{CHETT}#1"].kneeling


def test_02085_chett_misuse_R_TARGET_1_returns_a_card_without_those_traits() -> None:
    g = _chett_returns("A:01053#1")
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-TARGET-1") and "Direwolf or Raven" in message
