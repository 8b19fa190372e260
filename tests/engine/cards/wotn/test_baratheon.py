"""WotN, baratheon: a legal use and a misuse of each card."""

from __future__ import annotations

from engine.game.rules.traits import has_trait
from tests.engine.cards.harness import CardGame
from tests.engine.cards.rounds import to_challenges

MOTLEY = "03025"


def _motley_attacker_declared(discarded: str) -> CardGame:
    """A marshals Motley onto B's character; B attacks with it; A reacts: ``discarded`` is
    the card discarded at random."""
    g = CardGame(a=[MOTLEY], b=[], faction_a="baratheon")
    g.start(setup_b=["01053#1"], hand_a=[f"{MOTLEY}#1", "01113#1"],
            hand_b=["01187#1"]).round()  # fmt: skip
    g.ev("marshal", seat="A", card=f"{MOTLEY}#1", attach_to="B:01053#1")
    assert has_trait(g.state(), "B:01053#1", "Fool")
    to_challenges(g)
    g.ev("pass", seat="A")
    g.ev("challenge", seat="B", challenge="military", attackers=["01053#1"])
    return g.ability("A", f"A:{MOTLEY}#1", "reaction",
                     effects=[{"op": "discard", "card": discarded}])  # fmt: skip


def test_03025_motley_discards_at_random_from_the_attackers_controllers_hand() -> None:
    st = _motley_attacker_declared("B:01187#1").state()
    assert st.cards["B:01187#1"].zone == "discard"


def test_03025_motley_misuse_R_EFFECT_1_discards_from_its_own_controllers_hand() -> None:
    g = _motley_attacker_declared("A:01113#1")
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-EFFECT-1") and "discard" in message
