"""GoH, targaryen: a legal use and a misuse of each card."""

from __future__ import annotations

from tests.engine.cards.harness import CardGame
from tests.engine.cards.quick import faction_action
from tests.engine.cards.rounds import to_challenges

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


MOTHER, DAENERYS, VISERION = "04094", "01160", "01166"  # Stormborn; a Dragon


def _mother_on_daenerys(dragon_attacks: bool) -> CardGame:
    """A marshals Viserion, a filler and Mother of Dragons (on Daenerys Targaryen), attacks
    unopposed with Viserion (or the filler) and kneels Mother of Dragons."""
    g = CardGame(a=[MOTHER, DAENERYS, VISERION], b=[], faction_a="targaryen")
    hand = [f"{MOTHER}#1", f"{VISERION}#1", "01053#1"]
    g.start(setup_a=[f"{DAENERYS}#1"], hand_a=hand).round()
    faction_action(g, "A", {"op": "gain_gold", "seat": "A", "amount": 3}, at="F-AW-3")
    g.ev("marshal", seat="A", card=f"A:{VISERION}#1", cost=2)
    g.ev("marshal", seat="A", card="A:01053#1", cost=2)
    g.ev("marshal", seat="A", card=f"A:{MOTHER}#1", cost=2, attach_to=f"A:{DAENERYS}#1")
    to_challenges(g)
    attacker = f"{VISERION}#1" if dragon_attacks else "01053#1"
    g.ev("challenge", seat="A", challenge="military", attackers=[attacker])
    g.ev("defenders", seat="B", defenders=[])
    return g.ability("A", f"A:{MOTHER}#1", "action",
                     costs=[{"op": "kneel", "card": f"A:{MOTHER}#1"}])  # fmt: skip


def test_04094_mother_of_dragons_has_daenerys_join_the_challenge() -> None:
    st = _mother_on_daenerys(dragon_attacks=True).state()
    assert st.challenge is not None
    assert st.challenge.attackers == [f"A:{VISERION}#1", f"A:{DAENERYS}#1"]
    assert not st.cards[f"A:{DAENERYS}#1"].kneeling and st.cards[f"A:{MOTHER}#1"].kneeling


def test_04094_mother_of_dragons_misuse_R_PLAYRES_1_no_participating_dragon() -> None:
    g = _mother_on_daenerys(dragon_attacks=False)
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-PLAYRES-1") and MOTHER in message
