"""TRtW, baratheon: a legal use and a misuse of each card."""

from __future__ import annotations

from tests.engine.cards.harness import CardGame
from tests.engine.cards.rounds import to_challenges


def _b_challenges(a: list[str], **start: list[str]) -> CardGame:
    """A (Baratheon) passes its challenges: B's challenges turn."""
    g = CardGame(a=a, b=[], faction_a="baratheon", faction_b="lannister")
    g.start(**start).round()  # type: ignore[arg-type]
    to_challenges(g).ev("pass", seat="A")
    return g


# --- 02027 Royal Entourage ----------------------------------------------------------------------


def _entourage_loses(ctype: str) -> CardGame:
    g = _b_challenges(["02027"], setup_a=["02027#1"], setup_b=["01187#1"])
    g.ev("challenge", seat="B", challenge=ctype, attackers=["01187#1"])
    g.ev("defenders", seat="A", defenders=[])
    return g


def test_02027_royal_entourage_kneels_after_you_lose_an_intrigue_challenge() -> None:
    g = _entourage_loses("intrigue")
    g.ability("A", "A:02027#1", "forced")
    g.ev("claim", seat="A", cards=sorted(g.drawn["A"] - {"A:02027#1"})[:2])
    st = g.state()
    assert st.cards["A:02027#1"].kneeling and st.verified == 1


def test_02027_royal_entourage_misuse_R_FORCED_1_lost_a_power_challenge() -> None:
    g = _entourage_loses("power")
    g.ability("A", "A:02027#1", "forced")
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-FORCED-1") and "02027" in message


# --- 02028 In the Name of Your King! ------------------------------------------------------------

_PAY = [{"op": "kneel", "card": "A:faction"}, {"op": "spend_gold", "seat": "A", "amount": 1}]


def _king_game(ctype: str) -> CardGame:
    g = _b_challenges(["02028"], setup_a=["01053#1"], setup_b=["01113#1"], hand_a=["02028#1"])
    g.ev("challenge", seat="B", challenge=ctype, attackers=["01113#1"])
    g.ability("A", "A:02028#1", "action", costs=_PAY)
    return g


def test_02028_in_the_name_of_your_king_ends_the_military_challenge() -> None:
    g = _king_game("military")
    st = g.state()
    assert st.challenge is None and st.players[0].faction_kneeling
    assert st.cards["A:02028#1"].zone == "discard"
    made = [(le.contribution, le.until) for le in st.lasting]
    assert [(c.kind, c.target, c.name, until) for c, until in made] == [
        ("cannot", 0, "initiate:military", "phase")
    ]


def test_02028_in_the_name_of_your_king_misuse_R_PLAYRES_1_intrigue_challenge() -> None:
    g = _king_game("intrigue")
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-PLAYRES-1") and "military" in message
