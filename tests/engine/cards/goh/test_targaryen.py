"""GoH, targaryen: a legal use and a misuse of each card."""

from __future__ import annotations

from tests.engine.cards.harness import CardGame

XARO, WAIL, DAWN = "04093", "01096", "01115"  # Widow's Wail, Dawn: unique attachments


def _xaro_after_wail() -> CardGame:
    """A marshals Widow's Wail (1 gold of 3) on a filler, Xaro gains 2 gold."""
    g = CardGame(a=[XARO, WAIL, DAWN], b=[], faction_a="targaryen")
    g.start(setup_a=[f"{XARO}#1", "01053#1"], hand_a=[f"{WAIL}#1", f"{DAWN}#1"]).round()
    g.ev("marshal", seat="A", card=f"A:{WAIL}#1", cost=1, attach_to="A:01053#1")
    return g.ability("A", f"A:{XARO}#1", "reaction")


def test_04093_xaro_xhoan_daxos_gains_2_gold_after_a_unique_attachment() -> None:
    g = _xaro_after_wail()
    assert g.state().players[0].gold == 3 - 1 + 2


def test_04093_xaro_xhoan_daxos_misuse_R_LIMIT_1_twice_in_a_phase() -> None:
    g = _xaro_after_wail()
    g.ev("marshal", seat="A", card=f"A:{DAWN}#1", cost=2, attach_to="A:01053#1")
    g.ability("A", f"A:{XARO}#1", "reaction")
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-LIMIT-1") and XARO in message
