"""TIMC, lannister: a legal use and a misuse of each card."""

from __future__ import annotations

from tests.engine.cards.harness import CardGame

TANDA = "04069"


def _tanda(marshaled: str) -> CardGame:
    """A marshals ``marshaled`` (Tanda Stokeworth or a filler), then uses Tanda's reaction."""
    g = CardGame(a=[TANDA], b=[], faction_a="lannister")
    in_play = [] if marshaled == TANDA else [f"{TANDA}#1"]
    g.start(setup_a=in_play, hand_a=[f"{TANDA}#1"] if not in_play else ["01053#1"]).round()
    card = f"A:{TANDA}#1" if marshaled == TANDA else "A:01053#1"
    g.ev("marshal", seat="A", card=card, cost=3 if marshaled == TANDA else 2)
    return g.ability("A", f"A:{TANDA}#1", "reaction")


def test_04069_tanda_stokeworth_each_player_gains_3_gold_after_you_marshal_her() -> None:
    st = _tanda(TANDA).state()
    # B collects its income in its own marshaling turn, later ([F-3.2-1])
    assert (st.players[0].gold, st.players[1].gold) == (3 - 3 + 3, 0 + 3)


def test_04069_tanda_stokeworth_misuse_R_REACTION_3_after_marshaling_another_card() -> None:
    g = _tanda("01053")
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-REACTION-3") and TANDA in message
