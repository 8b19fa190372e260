"""TRtW, tyrell: a legal use and a misuse of each card."""

from __future__ import annotations

from tests.engine.cards.harness import CardGame
from tests.engine.cards.quick import unopposed
from tests.engine.cards.rounds import to_challenges

# --- 02023 Lady-in-Waiting ---------------------------------------------------------------------


def _waiting(host: str) -> CardGame:
    """A marshals Lady-in-Waiting onto ``host`` (Margaery Tyrell, a Lady, or a Knight)."""
    g = CardGame(a=["02023", "01181"], b=[], faction_a="tyrell", faction_b="lannister")
    g.start(setup_a=["01181#1", "01113#1"], hand_a=["02023#1"]).round()
    g.ev("marshal", seat="A", card="02023#1", attach_to=f"A:{host}")
    return g


def test_02023_lady_in_waiting_marshaled_as_a_duplicate_on_a_lady_at_no_cost() -> None:
    st = _waiting("01181#1").state()
    assert st.cards["A:02023#1"].zone == "dupe" and st.cards["A:01181#1"].dupes == ["A:02023#1"]
    assert st.players[0].gold == 3 and "A:02023#1" not in st.players[0].in_play


def test_02023_lady_in_waiting_misuse_R_MARSHAL_5_on_a_knight() -> None:
    g = _waiting("01113#1")  # House Dayne Knight: not a Lady
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-MARSHAL-5") and "does not attach" in message


# --- 02024 Lady Sansa's Rose --------------------------------------------------------------------

_PAY_1 = [{"op": "spend_gold", "seat": "A", "amount": 1}]


def _rose(attackers: list[str]) -> CardGame:
    """A (Shireen Baratheon, a Lady, and two House Dayne Knights) wins an unopposed military
    challenge with ``attackers`` and plays Lady Sansa's Rose."""
    g = CardGame(a=["02024", "01051"], b=[], faction_a="tyrell", faction_b="lannister")
    g.start(setup_a=["01051#1", "01113#1", "01113#2"], hand_a=["02024#1"]).round()
    unopposed(to_challenges(g), "military", attackers)
    g.ability("A", "A:02024#1", "reaction", costs=_PAY_1)
    return g


def test_02024_lady_sansas_rose_a_lone_knight_gains_3_power_with_a_lady() -> None:
    st = _rose(["01113#1"]).state()
    assert st.cards["A:01113#1"].power == 3 and st.cards["A:02024#1"].zone == "discard"


def test_02024_lady_sansas_rose_misuse_R_REACTION_3_knight_not_alone() -> None:
    g = _rose(["01113#1", "01113#2"])
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-REACTION-3") and "02024" in message
