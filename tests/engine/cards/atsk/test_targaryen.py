"""AtSK, targaryen: a legal use and a misuse of each card."""

from __future__ import annotations

from tests.engine.cards.harness import CardGame
from tests.engine.cards.quick import unopposed
from tests.engine.cards.rounds import to_challenges

QIYA = "04015"


def _qiya_after_power_win(attackers: int) -> CardGame:
    """A wins a [power] challenge unopposed with ``attackers`` fillers (2 STR each), then
    plays Shierak Qiya to stand the first of them."""
    ids = [f"01053#{i}" for i in range(1, attackers + 1)]
    g = CardGame(a=[QIYA], b=[], faction_a="targaryen")
    g.start(setup_a=ids, setup_b=["01053#1"], hand_a=[f"{QIYA}#1"]).round()
    to_challenges(g)
    unopposed(g, "power", ids)
    g.ev("challenge_result", winner="A", attacker_str=2 * attackers, defender_str=0,
         unopposed=True)  # fmt: skip
    return g.ability("A", f"A:{QIYA}#1", "reaction", targets=["A:01053#1"],
                     costs=[{"op": "kneel", "card": "A:faction"}])  # fmt: skip


def test_04015_shierak_qiya_stands_a_participant_after_a_win_by_5() -> None:
    g = _qiya_after_power_win(3)  # 6 STR to 0
    st = g.state()
    assert not st.cards["A:01053#1"].kneeling and st.cards["A:01053#2"].kneeling
    assert st.cards[f"A:{QIYA}#1"].zone == "discard"


def test_04015_shierak_qiya_misuse_R_REACTION_3_won_by_4() -> None:
    g = _qiya_after_power_win(2)  # 4 STR to 0
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-REACTION-3") and QIYA in message


VISERYS, ROBB = "04014", "04002"  # Robb Stark: a King


def _viserys_attacks(defenders: list[str]) -> CardGame:
    """B's Viserys Targaryen attacks A in a [power] challenge; A has its own Viserys (a King
    with a [power] icon) and a filler."""
    g = CardGame(a=[VISERYS], b=[VISERYS], faction_b="targaryen")
    g.start(setup_a=[f"{VISERYS}#1", "01053#1"], setup_b=[f"{VISERYS}#1"]).round()
    to_challenges(g)
    g.ev("pass", seat="A")
    g.ev("challenge", seat="B", challenge="power", attackers=[f"{VISERYS}#1"])
    return g.ev("defenders", seat="A", defenders=defenders)


def test_04014_viserys_targaryen_attacking_makes_a_king_defend() -> None:
    g = _viserys_attacks([f"A:{VISERYS}#1"])
    st = g.state()
    assert st.challenge is not None and st.challenge.defenders == [f"A:{VISERYS}#1"]


def test_04014_viserys_targaryen_misuse_F_4_2_1_king_left_out_of_the_defense() -> None:
    g = _viserys_attacks(["A:01053#1"])
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "F-4.2.1") and VISERYS in message


def _dominance_ends(setup_b: list[str]) -> CardGame:
    """No challenge is made; as the dominance phase ends, Viserys Targaryen interrupts."""
    g = CardGame(a=[VISERYS, ROBB], b=[ROBB], faction_a="targaryen")
    g.start(setup_a=[f"{VISERYS}#1"], setup_b=setup_b).round()
    to_challenges(g)
    g.ev("pass", seat="A").ev("pass", seat="B")
    return g.ability("A", f"A:{VISERYS}#1", "interrupt")


def test_04014_viserys_targaryen_gains_1_power_with_no_opposing_king() -> None:
    g = _dominance_ends(["01053#1"])
    assert g.state().cards[f"A:{VISERYS}#1"].power == 1


def test_04014_viserys_targaryen_misuse_R_PLAYRES_1_an_opponent_controls_a_king() -> None:
    g = _dominance_ends([f"{ROBB}#1"])
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-PLAYRES-1") and "King" in message
