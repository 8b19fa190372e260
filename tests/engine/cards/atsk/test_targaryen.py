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
