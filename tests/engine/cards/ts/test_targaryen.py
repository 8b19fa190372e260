"""TS, targaryen: a legal use and a misuse of each card."""

from __future__ import annotations

from tests.engine.cards.harness import CardGame

PYRE = "02114"
_KNEEL_FACTION = [{"op": "kneel", "card": "A:faction"}]


def _killed(victim: str) -> CardGame:
    """A's military claim kills B's ``victim``; Funeral Pyre is in A's hand."""
    g = CardGame(a=[PYRE], b=["01089"], faction_a="targaryen")
    g.start(setup_a=["01053#1"], setup_b=[victim], hand_a=[f"{PYRE}#1"]).round()
    g.ev("pass", seat="A").ev("pass", seat="B")
    g.ev("challenge", seat="A", challenge="military", attackers=["01053#1"])
    g.ev("defenders", seat="B", defenders=[])
    g.ev("claim", seat="B", cards=[f"B:{victim}"])
    return g


def _top(g: CardGame, n: int) -> list[str]:
    return [c for c in reversed(g.deck_ids("A")) if c not in g.drawn["A"]][:n]


def test_02114_funeral_pyre_draws_3_after_a_lord_is_killed() -> None:
    g = _killed("01089#1")  # B's Tyrion Lannister: a Lord
    drawn, hand = _top(g, 3), len(g.state().players[0].hand)
    g.ability("A", f"A:{PYRE}#1", "reaction", costs=_KNEEL_FACTION,
              effects=[{"op": "draw", "seat": "A", "cards": drawn}])  # fmt: skip
    st = g.state()
    assert set(drawn) <= set(st.players[0].hand) and len(st.players[0].hand) == hand - 1 + 3
    assert st.cards[f"A:{PYRE}#1"].zone == "discard" and st.players[0].faction_kneeling


def test_02114_funeral_pyre_misuse_R_REACTION_3_the_killed_character_is_no_lord() -> None:
    g = _killed("01053#1")
    g.ability("A", f"A:{PYRE}#1", "reaction", costs=_KNEEL_FACTION,
              effects=[{"op": "draw", "seat": "A", "cards": _top(g, 3)}])  # fmt: skip
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-REACTION-3") and PYRE in message
