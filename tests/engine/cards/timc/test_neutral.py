"""TIMC, neutral: a legal use and a misuse of each card."""

from __future__ import annotations

from engine.game.rules.traits import has_trait
from tests.engine.cards.harness import CardGame
from tests.engine.cards.quick import faction_action, hand_of, unopposed
from tests.engine.cards.rounds import to_challenges

KBTW, SCOUT = "04079", "02078"  # Wildling Scout: a Wildling character with an [intrigue] icon


def _king_beyond_the_wall_wins(b_power: int) -> CardGame:
    """B has ``b_power`` power; A's Wildling Scout, King Beyond the Wall attached, wins an
    [intrigue] challenge unopposed."""
    g = CardGame(a=[KBTW, SCOUT], b=[], faction_a="thenightswatch")
    g.start(setup_a=[f"{SCOUT}#1", f"{KBTW}#1"], attach_a={f"{KBTW}#1": f"{SCOUT}#1"}).round()
    if b_power:
        faction_action(g, "B", {"op": "gain_power", "seat": "B", "amount": b_power}, at="F-AW-3")
    to_challenges(g)
    unopposed(g, "intrigue", [f"{SCOUT}#1"])
    return g.ev("challenge_result", winner="A", attacker_str=2, defender_str=0, unopposed=True)


def test_04079_king_beyond_the_wall_raises_claim_against_a_higher_power_total() -> None:
    g = _king_beyond_the_wall_wins(2)  # A gains 1 for the unopposed win first
    assert has_trait(g.state(), f"A:{SCOUT}#1", "King")
    g.ev("claim", seat="B", cards=hand_of(g, "B")[:3])  # 2 (The Winds of Winter) + 1
    assert g.verdict().errors == ()


def test_04079_king_beyond_the_wall_misuse_R_CLAIM_INT_2_raised_without_a_higher_total() -> None:
    g = _king_beyond_the_wall_wins(0)  # A has 1 power for the unopposed win: B has less
    g.ev("claim", seat="B", cards=hand_of(g, "B")[:3])
    seq, rule, _ = g.error()
    assert (seq, rule) == (g.last_seq(), "R-CLAIM-INT-2")


JAQEN, PYCELLE = "04077", "01085"  # Grand Maester Pycelle: a unique character
TOKEN = f"valar_morghulis@A:{JAQEN}#1"


def _jaqen_enters(targets: list[str]) -> CardGame:
    """Jaqen H'ghar is put into play (his cost is over the setup limit) and places his tokens
    on ``targets``; B controls Pycelle and a filler."""
    g = CardGame(a=[JAQEN], b=[PYCELLE], faction_a="thenightswatch")
    g.start(setup_b=[f"{PYCELLE}#1", "01053#1"], hand_a=[f"{JAQEN}#1"]).round()
    faction_action(g, "A", {"op": "put_into_play", "card": f"A:{JAQEN}#1"}, at="F-AW-3")
    return g.ability("A", f"A:{JAQEN}#1", "reaction", ability=1, targets=targets)


def _jaqen_kills(target: str) -> CardGame:
    g = _jaqen_enters([f"B:{PYCELLE}#1"])
    to_challenges(g)
    unopposed(g, "power", [f"{JAQEN}#1"])
    g.ev("challenge_result", winner="A", attacker_str=5, defender_str=0, unopposed=True)
    return g.ability("A", f"A:{JAQEN}#1", "reaction", ability=2, targets=[target])


def test_04077_jaqen_hghar_kills_a_character_with_a_valar_morghulis_token() -> None:
    st = _jaqen_kills(f"B:{PYCELLE}#1").state()
    assert st.cards[f"B:{PYCELLE}#1"].zone == "dead"


def test_04077_jaqen_hghar_tokens_are_discarded_as_he_leaves_play() -> None:
    g = _jaqen_enters([f"B:{PYCELLE}#1"])
    assert g.state().tokens[f"B:{PYCELLE}#1"] == {TOKEN: 1}
    faction_action(g, "B", {"op": "kill", "card": f"A:{JAQEN}#1"})
    assert not g.state().tokens.get(f"B:{PYCELLE}#1")


def test_04077_jaqen_hghar_misuse_R_TARGET_1_a_token_on_a_non_unique_character() -> None:
    g = _jaqen_enters(["B:01053#1"])
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-TARGET-1") and JAQEN in message


def test_04077_jaqen_hghar_misuse_R_TARGET_1_kills_a_character_without_a_token() -> None:
    g = _jaqen_kills("B:01053#1")
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-TARGET-1") and JAQEN in message
