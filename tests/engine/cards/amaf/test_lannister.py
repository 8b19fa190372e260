"""AMAF, lannister: a legal use and a misuse of each card."""

from __future__ import annotations

from tests.engine.cards.harness import CardGame
from tests.engine.cards.quick import unopposed
from tests.engine.cards.rounds import to_challenges

ATTACK = "06010"
BURNED_MEN = "01091"  # Clansman, ambush (2) only


def _attack_from_the_mountains(target: str) -> CardGame:
    """Burned Men win a [military] challenge unopposed; A plays Attack From the Mountains
    (cost 2) to put ``target`` into play from hand."""
    g = CardGame(a=[ATTACK, BURNED_MEN], b=[])
    g.start(setup_a=[f"{BURNED_MEN}#1"],
            hand_a=[f"{ATTACK}#1", f"{BURNED_MEN}#2", "01053#1"]).round()  # fmt: skip
    to_challenges(g)
    unopposed(g, "military", [f"{BURNED_MEN}#1"])
    g.ev("challenge_result", winner="A", unopposed=True)
    return g.ability("A", f"A:{ATTACK}#1", "reaction", targets=[target],
                     costs=[{"op": "spend_gold", "seat": "A", "amount": 2}])  # fmt: skip


def test_06010_attack_from_the_mountains_puts_a_clansman_into_play() -> None:
    st = _attack_from_the_mountains(f"A:{BURNED_MEN}#2").state()
    assert st.cards[f"A:{BURNED_MEN}#2"].zone == "play"
    assert st.cards[f"A:{ATTACK}#1"].zone == "discard" and st.players[0].gold == 1


def test_06010_attack_from_the_mountains_misuse_R_TARGET_1_not_a_clansman() -> None:
    g = _attack_from_the_mountains("A:01053#1")
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-TARGET-1") and "Clansman" in message
