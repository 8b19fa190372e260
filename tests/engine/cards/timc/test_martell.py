"""TIMC, martell: a legal use and a misuse of each card."""

from __future__ import annotations

from engine.game.state.model import has_keyword, plot_value
from tests.engine.cards.harness import CardGame
from tests.engine.cards.rounds import to_challenges

ELIA = "04075"


def _elia(defenders: list[str], winner: str) -> CardGame:
    """A attacks B (Elia Sand, STR 3, and a filler) in an [intrigue] challenge with a filler;
    after the result, B's Elia Sand gives herself stealth."""
    g = CardGame(a=[], b=[ELIA], faction_b="martell")
    g.start(setup_a=["01113#1"], setup_b=[f"{ELIA}#1", "01113#1"]).round()
    to_challenges(g)
    g.ev("challenge", seat="A", challenge="intrigue", attackers=["01113#1"])
    g.ev("defenders", seat="B", defenders=defenders)
    dfn = 3 + 2 if defenders else 0
    g.ev("challenge_result", winner=winner, attacker_str=2, defender_str=dfn,
         unopposed=not defenders)  # fmt: skip
    return g.ability("B", f"B:{ELIA}#1", "reaction", targets=[f"B:{ELIA}#1"])


def test_04075_elia_sand_gains_stealth_after_you_lose_a_challenge() -> None:
    g = _elia([], "A")
    assert has_keyword(g.state(), f"B:{ELIA}#1", "stealth")


def test_04075_elia_sand_misuse_R_REACTION_3_after_you_win_a_challenge() -> None:
    g = _elia([f"{ELIA}#1", "01113#1"], "B")
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-REACTION-3") and ELIA in message


BURNING = "04076"


def _burning(defenders: list[str]) -> CardGame:
    """A attacks B in a [military] challenge with two fillers (claim 2: The Winds of Winter);
    B loses it (unopposed unless ``defenders``) and plays Burning on the Sand."""
    g = CardGame(a=[], b=[BURNING], faction_b="martell")
    g.start(setup_a=["01053#1", "01113#1"], setup_b=["01053#1", "01113#1"],
            hand_b=[f"{BURNING}#1"]).round()  # fmt: skip
    to_challenges(g)
    g.ev("challenge", seat="A", challenge="military", attackers=["01053#1", "01113#1"])
    g.ev("defenders", seat="B", defenders=defenders)
    g.ev("challenge_result", winner="A", attacker_str=4, defender_str=2 * len(defenders),
         unopposed=not defenders)  # fmt: skip
    return g.ability("B", f"B:{BURNING}#1", "reaction")


def test_04076_burning_on_the_sand_the_winners_claim_is_0_until_the_end_of_the_challenge() -> None:
    g = _burning([])
    assert plot_value(g.state(), 0, "claim") == 0
    g.ev("pass", seat="A")  # no claim to satisfy: the challenge ends, and the set value too
    st = g.state()
    assert st.cards["B:01053#1"].zone == "play" and st.cards["B:01113#1"].zone == "play"
    assert plot_value(st, 0, "claim") == 2


def test_04076_burning_on_the_sand_misuse_R_REACTION_3_an_opposed_challenge() -> None:
    g = _burning(["01053#1"])
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-REACTION-3") and BURNING in message
