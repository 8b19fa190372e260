"""HoT, stark: a legal use and a misuse of each card."""

from __future__ import annotations

from engine.game.state.model import strength
from tests.engine.cards.harness import CardGame
from tests.engine.cards.rounds import next_round, to_challenges

HEARTH, TUMBLESTONE = "09036", "01150"  # Tumblestone Knight: a vanilla Stark character


def _last_hearth(target: str, rounds: int = 0) -> CardGame:
    """A's Tumblestone Knight attacks alone, unopposed; A kneels Last Hearth for ``target``
    (after ``rounds`` more rounds: one more plot in A's used pile each)."""
    g = CardGame(a=[HEARTH, TUMBLESTONE], b=[], faction_a="stark")
    g.start(setup_a=[f"{HEARTH}#1", f"{TUMBLESTONE}#1", "01053#1"]).round()
    for _ in range(rounds):
        next_round(g)
    to_challenges(g)
    g.ev("challenge", seat="A", challenge="military", attackers=[f"{TUMBLESTONE}#1"])
    g.ev("defenders", seat="B", defenders=[])
    return g.ability("A", f"A:{HEARTH}#1", "action", targets=[target],
                     costs=[{"op": "kneel", "card": f"A:{HEARTH}#1"}])  # fmt: skip


def test_09036_last_hearth_gives_3_str_with_fewer_than_3_used_plots() -> None:
    st = _last_hearth(f"A:{TUMBLESTONE}#1").state()
    assert strength(st, f"A:{TUMBLESTONE}#1") == 2 + 3 and st.cards[f"A:{HEARTH}#1"].kneeling


def test_09036_last_hearth_gives_2_str_with_3_used_plots_until_the_challenge_ends() -> None:
    g = _last_hearth(f"A:{TUMBLESTONE}#1", rounds=3)
    assert len(g.state().players[0].used) == 3
    assert strength(g.state(), f"A:{TUMBLESTONE}#1") == 2 + 2
    g.ev("pass", seat="A").ev("pass", seat="B")  # the challenge resolves
    st = g.state()
    assert st.challenge is None or st.challenge.resolved
    assert strength(st, f"A:{TUMBLESTONE}#1") == 2


def test_09036_last_hearth_misuse_R_TARGET_1_a_character_not_participating() -> None:
    g = _last_hearth("A:01053#1")
    seq, rule, _ = g.error()
    assert (seq, rule) == (g.last_seq(), "R-TARGET-1")
