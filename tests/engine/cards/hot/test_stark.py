"""HoT, stark: a legal use and a misuse of each card."""

from __future__ import annotations

from engine.game.state.model import strength
from tests.engine.cards.harness import CardGame
from tests.engine.cards.quick import faction_action
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


DONTOS, ARYA = "09035", "01141"  # Arya Stark: a Lady character


def _dontos_saves(target: str, kneeling: bool = True) -> CardGame:
    """B wins an unopposed [military] challenge (claim 2); A stands Ser Dontos Hollard
    (knelt in the marshaling phase unless ``kneeling`` is False) to save ``target``."""
    g = CardGame(a=[DONTOS, ARYA], b=[], faction_a="stark")
    g.start(setup_a=[f"{DONTOS}#1", f"{ARYA}#1", "01053#1"],
            setup_b=["01053#1", "01113#1"]).round()  # fmt: skip
    if kneeling:
        faction_action(g, "A", {"op": "kneel", "card": f"A:{DONTOS}#1"}, at="F-AW-3")
    to_challenges(g)
    g.ev("pass", seat="A")
    g.ev("challenge", seat="B", challenge="military", attackers=["01053#1", "01113#1"])
    g.ev("defenders", seat="A", defenders=[])
    g.ev("challenge_result", winner="B", attacker_str=4, defender_str=0, unopposed=True)
    return g.ability("A", f"A:{DONTOS}#1", "interrupt", targets=[target],
                     costs=[{"op": "stand", "card": f"A:{DONTOS}#1"}])  # fmt: skip


def test_09035_ser_dontos_hollard_stands_to_save_a_lady_from_claim() -> None:
    g = _dontos_saves(f"A:{ARYA}#1")
    g.ev("claim", seat="A", cards=[f"A:{ARYA}#1", "A:01053#1"])
    st = g.state()
    assert st.cards[f"A:{ARYA}#1"].zone == "play" and st.cards["A:01053#1"].zone == "dead"
    assert not st.cards[f"A:{DONTOS}#1"].kneeling


def test_09035_ser_dontos_hollard_misuse_R_TARGET_1_saves_a_character_not_a_lady() -> None:
    g = _dontos_saves("A:01053#1")
    seq, rule, _ = g.error()
    assert (seq, rule) == (g.last_seq(), "R-TARGET-1")


def test_09035_ser_dontos_hollard_misuse_R_ABIL_8_standing_he_cannot_pay_the_stand() -> None:
    g = _dontos_saves(f"A:{ARYA}#1", kneeling=False)
    seq, rule, _ = g.error()
    assert (seq, rule) == (g.last_seq(), "R-ABIL-8")
