"""TKP, lannister: a legal use and a misuse of each card."""

from __future__ import annotations

from typing import Any

from tests.engine.cards.harness import CardGame
from tests.engine.cards.rounds import to_challenges

TYRION = "A:01089#1"  # Tyrion Lannister: unique [lannister]


def _never_bet(pick: int) -> CardGame:
    """A plays the event in the challenges phase; the bottom 5 cards are Tyrion and 4
    fillers; ``pick`` is the index among them of the card put into play."""
    g = CardGame(a=["02050", "01089"], b=[])
    g.start(hand_a=["02050#1"], setup_b=["01053#1"]).round()
    to_challenges(g)
    deck = sorted(set(g.deck_ids("A")) - g.drawn["A"])
    bottom = [TYRION, *[c for c in deck if c[2:7] == "01053"][:4]]
    card = bottom[pick]
    stated: list[dict[str, Any]] = [
        {"op": "reveal", "seat": "A", "cards": bottom, "from": "bottom"},
        {"op": "put_into_play", "card": card},
        {"op": "lasting", "effect": "at_end", "card": card, "name": "discard", "until": "phase"},
    ]
    g.ability("A", "A:02050#1", "action", targets=[card],
              costs=[{"op": "kneel", "card": "A:faction"}], effects=stated)  # fmt: skip
    return g


def test_02050_i_never_bet_against_my_family_tyrion_for_the_phase() -> None:
    g = _never_bet(0)
    st = g.state()
    assert st.cards[TYRION].zone == "play" and st.players[0].faction_kneeling
    g.ev("pass", seat="A").ev("pass", seat="B")  # the challenges phase ends
    assert g.state().cards[TYRION].zone == "discard"


def test_02050_i_never_bet_against_my_family_misuse_R_TARGET_1_not_unique() -> None:
    g = _never_bet(1)  # a filler: neither unique nor [lannister]
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-TARGET-1") and "unique" in message
