"""TS, tyrell: a legal use and a misuse of each card."""

from __future__ import annotations

from tests.engine.cards.harness import CardGame

BUTTERBUMPS = "02103"


def _butterbumps_loses() -> CardGame:
    """Butterbumps (STR 2) attacks in an [intrigue] challenge against two defenders."""
    g = CardGame(a=[BUTTERBUMPS], b=[], faction_a="tyrell")
    g.start(setup_a=[f"{BUTTERBUMPS}#1"], setup_b=["01113#1", "01187#1"]).round()
    g.ev("pass", seat="A").ev("pass", seat="B")
    g.ev("challenge", seat="A", challenge="intrigue", attackers=[f"{BUTTERBUMPS}#1"])
    g.ev("defenders", seat="B", defenders=["B:01113#1", "B:01187#1"])
    g.ev("challenge_result", winner="B", attacker_str=2, defender_str=4)
    return g


def test_02103_butterbumps_a_lost_challenge_costs_a_random_card() -> None:
    g = _butterbumps_loses()
    card = sorted(g.drawn["A"] - {f"A:{BUTTERBUMPS}#1"})[0]
    g.ability("A", f"A:{BUTTERBUMPS}#1", "forced", effects=[{"op": "discard", "card": card}])
    assert g.state().cards[card].zone == "discard"


def test_02103_butterbumps_misuse_R_FORCED_1_left_out() -> None:
    g = _butterbumps_loses()
    g.ev("pass", seat="A")
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-FORCED-1") and BUTTERBUMPS in message


ARBOR_RED = "02104"


def _top(g: CardGame, seat: str, n: int) -> list[str]:
    return [c for c in reversed(g.deck_ids(seat)) if c not in g.drawn[seat]][:n]


def _arbor_red(pick_b: int) -> tuple[CardGame, list[str], list[str]]:
    """A plays A Gift of Arbor Red; A keeps the first card revealed from A's deck, and the
    ``pick_b``-th card of B's deck (the 5th: not among the 4 revealed)."""
    g = CardGame(a=[ARBOR_RED], b=[], faction_a="tyrell")
    g.start(hand_a=[f"{ARBOR_RED}#1"]).round()
    top_a, top_b = _top(g, "A", 4), _top(g, "B", 5)
    stated = [
        {"op": "reveal", "seat": "A", "cards": top_a},
        {"op": "move", "card": top_a[0], "to": "hand"},
        {"op": "shuffle", "seat": "A"},
        {"op": "reveal", "seat": "B", "cards": top_b[:4]},
        {"op": "move", "card": top_b[pick_b], "to": "hand"},
        {"op": "shuffle", "seat": "B"},
    ]
    g.ability("A", f"A:{ARBOR_RED}#1", "action", at="F-AW-3", effects=stated,
              costs=[{"op": "kneel", "card": "A:faction"}])  # fmt: skip
    g.drawn["A"].add(top_a[0])
    g.drawn["B"].add(top_b[pick_b])
    return g, top_a, top_b[:4]


def test_02104_a_gift_of_arbor_red_one_card_of_each_players_top_4_to_hand() -> None:
    g, top_a, top_b = _arbor_red(pick_b=2)
    a, b = g.state().players
    assert top_a[0] in a.hand and not set(top_a[1:]) & set(a.hand)
    assert top_b[2] in b.hand and not {top_b[0], top_b[1], top_b[3]} & set(b.hand)
    assert set(top_a[1:]) <= set(a.deck) and len(set(top_b) & set(b.deck)) == 3
    assert a.faction_kneeling and not a.deck_known and not b.deck_known
    assert g.state().cards[f"A:{ARBOR_RED}#1"].zone == "discard"


def test_02104_a_gift_of_arbor_red_misuse_R_EFFECT_1_a_card_not_revealed_kept() -> None:
    g, _, _ = _arbor_red(pick_b=4)
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-EFFECT-1") and "revealed by B" in message
