"""TIMC, targaryen: a legal use and a misuse of each card."""

from __future__ import annotations

from tests.engine.cards.harness import CardGame
from tests.engine.cards.quick import faction_action, unopposed
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


VAES = "04074"


def _vaes(power: int, choice: str, str_0: bool = False) -> CardGame:
    """B's filler has ``power`` power (its STR set to 0 when ``str_0``) and is killed; A kneels
    Vaes Tolorro for its power."""
    g = CardGame(a=[VAES], b=[], faction_a="targaryen")
    g.start(setup_a=[f"{VAES}#1"], setup_b=["01187#1"]).round()
    prims: list[dict[str, object]] = [{"op": "gain_power", "card": "B:01187#1", "amount": power}]
    if str_0:
        prims.append({"op": "strength", "card": "B:01187#1", "amount": -2, "until": "phase"})
    faction_action(g, "B", *prims, at="F-AW-3")
    faction_action(g, "A", {"op": "kill", "card": "B:01187#1"})
    return g.ability("A", f"A:{VAES}#1", "interrupt", choice=choice,
                     costs=[{"op": "kneel", "card": f"A:{VAES}#1"}])  # fmt: skip


def test_04074_vaes_tolorro_moves_1_power_from_a_killed_character() -> None:
    st = _vaes(2, "1").state()
    assert st.cards[f"A:{VAES}#1"].power == 1 and st.cards[f"A:{VAES}#1"].kneeling


def test_04074_vaes_tolorro_moves_2_power_from_a_killed_character_with_str_0() -> None:
    st = _vaes(2, "2", str_0=True).state()
    assert st.cards[f"A:{VAES}#1"].power == 2


def test_04074_vaes_tolorro_misuse_R_ABIL_7_moves_2_power_from_a_character_with_str() -> None:
    g = _vaes(2, "2")
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-ABIL-7") and "up to 1" in message
