"""TIMC, targaryen: a legal use and a misuse of each card."""

from __future__ import annotations

from tests.engine.cards.harness import CardGame
from tests.engine.cards.quick import unopposed
from tests.engine.cards.rounds import to_challenges

PYAT, BLADE = "04073", "15021"  # Pit Fighter's Blade: a [targaryen] attachment


def _pyat_searches(target: str) -> CardGame:
    """Pyat Pree (STR 4) wins a [power] challenge unopposed by 4 and searches for ``target``
    (a card of A's deck, whose order is unknown)."""
    g = CardGame(a=[PYAT, BLADE], b=[], faction_a="targaryen")
    g.start(setup_a=[f"{PYAT}#1"]).round()
    to_challenges(g)
    unopposed(g, "power", [f"{PYAT}#1"])
    g.ev("challenge_result", winner="A", attacker_str=4, defender_str=0, unopposed=True)
    return g.ability("A", f"A:{PYAT}#1", "reaction", targets=[target],
                     effects=[{"op": "move", "card": target, "to": "hand"},
                              {"op": "shuffle", "seat": "A"}])  # fmt: skip


def test_04073_pyat_pree_adds_a_targaryen_attachment_from_the_top_x_cards_to_hand() -> None:
    st = _pyat_searches(f"A:{BLADE}#1").state()
    assert st.cards[f"A:{BLADE}#1"].zone == "hand"


def test_04073_pyat_pree_misuse_R_TARGET_1_finds_a_character() -> None:
    g = _pyat_searches("A:01053#8")
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-TARGET-1") and PYAT in message
