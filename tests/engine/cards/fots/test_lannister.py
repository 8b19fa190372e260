"""FotS, lannister: a legal use and a misuse of each card."""

from __future__ import annotations

from tests.engine.cards.harness import CardGame
from tests.engine.cards.quick import unopposed
from tests.engine.cards.rounds import to_challenges

GREGOR = "14027"


def _gregor_wins() -> CardGame:
    """Gregor and a filler attack alone in [military]; B, with no character, defends none."""
    g = CardGame(a=[GREGOR], b=[], faction_a="lannister")
    g.start(setup_a=[f"{GREGOR}#1", "01053#1"]).round()
    to_challenges(g)
    return unopposed(g, "military", [f"{GREGOR}#1"])


def test_14027_ser_gregor_clegane_forced_kills_a_character_you_control() -> None:
    g = _gregor_wins()
    g.ability("A", f"A:{GREGOR}#1", "forced", targets=["A:01053#1"])
    st = g.state()
    assert st.cards["A:01053#1"].zone == "dead" and st.cards[f"A:{GREGOR}#1"].zone == "play"


def test_14027_ser_gregor_clegane_misuse_R_FORCED_1_claim_before_the_kill() -> None:
    g = _gregor_wins()
    g.ev("claim", seat="A", cards=[])
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-FORCED-1") and GREGOR in message


LIONSTAR = "14028"
_BURNED_MEN, _TYWIN = "01091", "01090"  # [lannister], printed cost 2; Tywin: cost 7


def _lionstar_puts(card: str) -> CardGame:
    g = CardGame(a=[LIONSTAR, _BURNED_MEN, _TYWIN], b=[], faction_a="lannister")
    g.start(setup_a=[f"{LIONSTAR}#1"], hand_a=[card]).round()
    return g.ability("A", f"A:{LIONSTAR}#1", "action", targets=[f"A:{card}"], at="F-AW-3",
                     costs=[{"op": "kneel", "card": f"A:{LIONSTAR}#1"}])  # fmt: skip


def test_14028_lionstar_puts_a_lannister_character_in_then_discards_it() -> None:
    g = _lionstar_puts(f"{_BURNED_MEN}#1")
    st = g.state()
    assert st.cards[f"A:{_BURNED_MEN}#1"].zone == "play" and st.cards[f"A:{LIONSTAR}#1"].kneeling
    g.ev("pass", seat="A").ev("pass", seat="B")  # the marshaling phase ends
    st = g.state()
    assert st.cards[f"A:{_BURNED_MEN}#1"].zone == "discard"
    assert f"A:{_BURNED_MEN}#1" in st.players[0].discard


def test_14028_lionstar_misuse_R_TARGET_1_printed_cost_7() -> None:
    g = _lionstar_puts(f"{_TYWIN}#1")
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-TARGET-1") and "printed cost 4" in message
