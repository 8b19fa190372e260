"""FotS, targaryen: a legal use and a misuse of each card."""

from __future__ import annotations

from engine.game.state.model import strength
from tests.engine.cards.harness import CardGame
from tests.engine.cards.rounds import to_challenges

STEED = "14036"
DROGO = "01162"  # Khal Drogo: a Dothraki, STR 5


def _steeds(second_on: str) -> CardGame:
    """Khal Drogo rides a Steed from setup; A marshals a filler and a second Steed."""
    g = CardGame(a=[STEED, DROGO], b=[], faction_a="targaryen")
    g.start(
        setup_a=[f"{DROGO}#1", f"{STEED}#1"],
        hand_a=[f"{STEED}#2", "01053#1"],
        attach_a={f"{STEED}#1": f"{DROGO}#1"},
    ).round()
    g.ev("marshal", seat="A", card="01053#1")
    g.ev("marshal", seat="A", card=f"{STEED}#2", attach_to=second_on)
    return g


def test_14036_dothraki_steed_plus_3_for_a_dothraki_plus_1_otherwise_while_attacking() -> None:
    g = _steeds("A:01053#1")
    st = g.state()
    assert (strength(st, f"A:{DROGO}#1"), strength(st, "A:01053#1")) == (5, 2)
    to_challenges(g)
    g.ev("challenge", seat="A", challenge="military", attackers=[f"{DROGO}#1", "01053#1"])
    st = g.state()
    assert (strength(st, f"A:{DROGO}#1"), strength(st, "A:01053#1")) == (5 + 3, 2 + 1)


def test_14036_dothraki_steed_misuse_R_LIMIT_2_a_second_copy_on_one_character() -> None:
    g = _steeds(f"A:{DROGO}#1")
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-LIMIT-2") and "limit 1" in message
