"""TIMC, lannister: a legal use and a misuse of each card."""

from __future__ import annotations

from tests.engine.cards.harness import CardGame
from tests.engine.cards.quick import hand_of

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


BEARD = "04070"


def _beard(discards: int) -> tuple[CardGame, list[str]]:
    """A wins an [intrigue] challenge unopposed and plays Without His Beard: ``discards``
    cards of B's hand discarded, then B draws 2."""
    g = CardGame(a=[BEARD], b=[], faction_a="lannister")
    g.start(setup_a=["01113#1"], setup_b=["01053#1"], hand_a=[f"{BEARD}#1"]).round()
    g.ev("pass", seat="A").ev("pass", seat="B")
    g.ev("challenge", seat="A", challenge="intrigue", attackers=["01113#1"])
    g.ev("defenders", seat="B", defenders=[])
    g.ev("challenge_result", winner="A", attacker_str=2, defender_str=0, unopposed=True)
    hand = hand_of(g, "B")
    gone = hand[:discards]
    effects: list[dict[str, object]] = [{"op": "discard", "card": c} for c in gone]
    effects.append({"op": "draw", "seat": "B", "cards": g._filler("B", 2)})
    g.ability("A", f"A:{BEARD}#1", "reaction", effects=effects)
    return g, gone


def test_04070_without_his_beard_3_random_discards_then_the_loser_draws_2() -> None:
    g, gone = _beard(3)
    st = g.state()
    assert all(st.cards[c].zone == "discard" for c in gone)
    assert len(st.players[1].hand) == 9 - 3 + 2  # 7 after setup, 2 in the draw phase


def test_04070_without_his_beard_misuse_R_EFFECT_1_4_cards_discarded() -> None:
    g, _ = _beard(4)
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-EFFECT-1") and "up to 3" in message
