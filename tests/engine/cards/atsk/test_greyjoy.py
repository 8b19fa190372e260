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


DAUGHTER, PYCELLE = "04012", "01085"  # Grand Maester Pycelle: a loyal character, cost 3


_COSTS = {"01053": 2, PYCELLE: 3}


def _daughter_after_marshal(card: str) -> CardGame:
    """B marshals ``card``; A kneels its faction card and sacrifices Captain's Daughter."""
    g = CardGame(a=[DAUGHTER], b=[card[:5]], faction_a="greyjoy")
    g.start(setup_a=[f"{DAUGHTER}#1"], hand_b=[card]).round(first="B")
    g.ev("marshal", seat="B", card=f"B:{card}", cost=_COSTS[card[:5]])
    costs = [{"op": "kneel", "card": "A:faction"}, {"op": "sacrifice", "card": f"A:{DAUGHTER}#1"}]
    return g.ability("A", f"A:{DAUGHTER}#1", "reaction", costs=costs)


def test_04012_captains_daughter_puts_a_non_loyal_character_on_top_of_its_deck() -> None:
    st = _daughter_after_marshal("01053#1").state()
    assert st.cards["B:01053#1"].zone == "deck" and st.players[1].deck[-1] == "B:01053#1"
    assert st.cards[f"A:{DAUGHTER}#1"].zone == "discard" and st.players[0].faction_kneeling


def test_04012_captains_daughter_misuse_R_REACTION_3_a_loyal_character() -> None:
    g = _daughter_after_marshal(f"{PYCELLE}#1")
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-REACTION-3") and DAUGHTER in message
