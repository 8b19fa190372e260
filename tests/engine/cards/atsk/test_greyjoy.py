"""AtSK, greyjoy: a legal use and a misuse of each card."""

from __future__ import annotations

from engine.game.state.model import has_keyword
from tests.engine.cards.harness import CardGame

PYKE = "04013"


def _pyke(target: str) -> CardGame:
    g = CardGame(a=[PYKE], b=[], faction_a="greyjoy")
    g.start(setup_a=[f"{PYKE}#1", "01053#1"]).round()
    g.ability("A", f"A:{PYKE}#1", "action", targets=[target],
              costs=[{"op": "kneel", "card": f"A:{PYKE}#1"}])  # fmt: skip
    return g


def test_04013_pyke_knelt_gives_a_character_stealth() -> None:
    g = _pyke("A:01053#1")
    st = g.state()
    assert has_keyword(st, "A:01053#1", "stealth") and st.cards[f"A:{PYKE}#1"].kneeling
    assert g.verdict().errors == ()


def test_04013_pyke_misuse_R_TARGET_1_a_location() -> None:
    g = _pyke(f"A:{PYKE}#1")
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-TARGET-1") and PYKE in message
