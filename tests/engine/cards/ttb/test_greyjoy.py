"""TtB, greyjoy: a legal use and a misuse of each card."""

from __future__ import annotations

from tests.engine.cards.harness import CardGame
from tests.engine.cards.rounds import to_challenges

_LITTLE_BIRD = "01034"  # an attachment (gains an [intrigue] icon)


def _seastone(defenders: list[str]) -> CardGame:
    """A attacks in [military] with two fillers; B's 01113#1 wears Little Bird."""
    g = CardGame(a=["02011"], b=[_LITTLE_BIRD], faction_a="greyjoy")
    bird = f"{_LITTLE_BIRD}#1"
    setup_b = ["01053#1", "01113#1", "01187#1", bird]
    g.start(setup_a=["02011#1", "01053#1", "01113#1"], setup_b=setup_b, attach_b={bird: "01113#1"})
    g.round()
    to_challenges(g)
    g.ev("challenge", seat="A", challenge="military", attackers=["01053#1", "01113#1"])
    g.ev("defenders", seat="B", defenders=defenders)
    if defenders:
        g.ev("challenge_result", winner="A", attacker_str=4, defender_str=2, unopposed=False)
    return g


def test_02011_the_seastone_chair_kills_instead_of_military_claim() -> None:
    g = _seastone([])
    g.ability("A", "A:02011#1", "interrupt", costs=[{"op": "kneel", "card": "A:faction"}],
              targets=["B:01053#1"])  # fmt: skip
    g.ev("pass", seat="A")  # no military claim is due any more
    st = g.state()
    assert st.cards["B:01053#1"].zone == "dead" and st.players[0].faction_kneeling
    assert st.cards["B:01113#1"].zone == "play" and st.cards["B:01187#1"].zone == "play"


def test_02011_the_seastone_chair_misuse_R_TARGET_1_a_character_with_an_attachment() -> None:
    g = _seastone([])
    g.ability("A", "A:02011#1", "interrupt", costs=[{"op": "kneel", "card": "A:faction"}],
              targets=["B:01113#1"])  # fmt: skip
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-TARGET-1") and "02011" in message


def _kraken(defenders: list[str]) -> CardGame:
    g = CardGame(a=[], b=[], plots_a=["02012"], faction_a="greyjoy")
    g.start(setup_a=["01053#1"], setup_b=["01187#1"]).round(plot_a="02012#1")
    to_challenges(g)
    g.ev("challenge", seat="A", challenge="power", attackers=["01053#1"])
    g.ev("defenders", seat="B", defenders=defenders)
    if defenders:
        g.ev("challenge_result", winner="A", attacker_str=2, defender_str=2, unopposed=False)
    return g.ability("A", "A:02012#1", "interrupt")


def test_02012_rise_of_the_kraken_gains_2_power_for_an_unopposed_win() -> None:
    st = _kraken([]).state()
    assert st.players[0].power == 2  # B has no power to claim


def test_02012_rise_of_the_kraken_misuse_R_INTERRUPT_3_challenge_opposed() -> None:
    g = _kraken(["01187#1"])
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-INTERRUPT-3") and "02012" in message
