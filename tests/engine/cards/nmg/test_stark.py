"""NMG, stark: a legal use and a misuse of each card."""

from __future__ import annotations

from tests.engine.cards.harness import CardGame
from tests.engine.cards.rounds import to_challenges

HODOR, WARDENS, BRAN = "02061", "02062", "01142"


def _to_dominance(g: CardGame) -> CardGame:
    """From the draw phase: nobody acts until dominance is determined."""
    for seat in "ABABABA":
        g.ev("pass", seat=seat)
    return g


def test_02061_hodor_adds_no_str_to_dominance() -> None:
    g = CardGame(a=[HODOR, BRAN], b=[], faction_a="stark")
    g.start(setup_a=[f"{HODOR}#1", f"{BRAN}#1"], setup_b=["01053#1"]).round()
    _to_dominance(g)
    # A's Bran (STR 1) against B's 01053 (STR 2): with Hodor's 4, A would win it
    st = g.state()
    assert st.phase == "standing"
    assert (st.players[0].power, st.players[1].power) == (0, 1)


def test_02061_hodor_attacks_while_you_control_bran() -> None:
    g = CardGame(a=[HODOR, BRAN], b=[], faction_a="stark")
    g.start(setup_a=[f"{HODOR}#1", f"{BRAN}#1"], setup_b=["01053#1"]).round()
    to_challenges(g)
    g.ev("challenge", seat="A", challenge="power", attackers=[f"{HODOR}#1"])
    assert g.state().cards[f"A:{HODOR}#1"].kneeling


def test_02061_hodor_misuse_F_4_2_4_attacks_without_bran() -> None:
    g = CardGame(a=[HODOR], b=[], faction_a="stark")
    g.start(setup_a=[f"{HODOR}#1"], setup_b=["01053#1"]).round()
    to_challenges(g)
    g.ev("challenge", seat="A", challenge="military", attackers=[f"{HODOR}#1"])
    seq, rule, _ = g.error()
    assert (seq, rule) == (g.last_seq(), "F-4.2-4")


def _wardens(knelt: str) -> CardGame:
    g = CardGame(a=[BRAN, "01149"], b=[], plots_a=[WARDENS], faction_a="stark")
    g.start(setup_a=[f"{BRAN}#1", "01149#1", "01053#1"], setup_b=["01187#1"])
    to_challenges(g.round(plot_a=f"{WARDENS}#1"))
    g.ev("challenge", seat="A", challenge="power", attackers=[f"{BRAN}#1"])
    g.ability("A", f"A:{WARDENS}#1", "action", costs=[{"op": "kneel", "card": f"A:{knelt}"}])
    return g


def test_02062_wardens_of_the_north_kneels_a_stark_character_to_join_the_challenge() -> None:
    st = _wardens("01149#1").state()
    assert st.challenge is not None and "A:01149#1" in st.challenge.attackers
    assert st.cards["A:01149#1"].kneeling


def test_02062_wardens_of_the_north_misuse_R_COST_2_kneels_a_non_stark_character() -> None:
    g = _wardens("01053#1")
    seq, rule, _ = g.error()
    assert (seq, rule) == (g.last_seq(), "R-COST-2")
