"""TIMC, baratheon: a legal use and a misuse of each card."""

from __future__ import annotations

from engine.game.rules.traits import has_trait
from engine.game.state.model import plot_value, strength
from tests.engine.cards.harness import CardGame
from tests.engine.cards.quick import faction_action, unopposed
from tests.engine.cards.rounds import to_challenges

BLESSING = "04068"


def _blessed_attack(attacker_str: int) -> CardGame:
    """Two fillers of A each carry a Red God's Blessing (2 R'hllor characters); the first
    attacks alone."""
    g = CardGame(a={BLESSING: 2}, b=[], faction_a="baratheon")
    setup = ["01053#1", "01113#1", f"{BLESSING}#1", f"{BLESSING}#2"]
    attach = {f"{BLESSING}#1": "01053#1", f"{BLESSING}#2": "01113#1"}
    g.start(setup_a=setup, attach_a=attach).round()
    assert has_trait(g.state(), "A:01053#1", "R'hllor")
    assert strength(g.state(), "A:01053#1") == 2 + 2
    to_challenges(g)
    unopposed(g, "military", ["01053#1"])
    return g.ev("challenge_result", winner="A", attacker_str=attacker_str, defender_str=0,
                unopposed=True)  # fmt: skip


def test_04068_red_gods_blessing_1_str_per_rhllor_character_you_control() -> None:
    assert _blessed_attack(4).verdict().errors == ()


def test_04068_red_gods_blessing_misuse_F_4_2_2_attacker_str_without_the_bonus() -> None:
    g = _blessed_attack(2)
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "F-4.2.2") and "attacker_str" in message


STANNIS, PYCELLE = "04067", "01085"  # Grand Maester Pycelle: a loyal character


def test_04067_stannis_baratheon_non_king_participants_get_minus_1_str_in_power() -> None:
    g = CardGame(a=[STANNIS], b=[], faction_a="baratheon")
    g.start(setup_a=[f"{STANNIS}#1"], setup_b=["01187#1"]).round()
    to_challenges(g)
    g.ev("challenge", seat="A", challenge="power", attackers=[f"{STANNIS}#1"])
    g.ev("defenders", seat="B", defenders=["01187#1"])
    assert strength(g.state(), "B:01187#1") == 2 - 1
    assert strength(g.state(), f"A:{STANNIS}#1") == 6  # a King
    g.ev("challenge_result", winner="A", attacker_str=6, defender_str=1)
    assert g.verdict().errors == ()


def _to_next_round(g: CardGame) -> CardGame:
    """After dominance: the standing and taxation phases, each player discards down to the
    reserve, A chooses the next round's plot."""
    st = g.state()
    for p in st.players:
        spare = sorted(p.hand)[: max(0, len(p.hand) - plot_value(st, p.index, "reserve"))]
        if spare:
            g.ev("reserve", seat=p.key, cards=spare)
    return g.ev("plot", seat="A", card="A:01025#2")


def _stannis_wins_dominance(target: str) -> CardGame:
    """B's filler and Pycelle kneel; A (Stannis standing) wins dominance and reacts."""
    g = CardGame(a=[STANNIS], b=[PYCELLE], faction_a="baratheon")
    g.start(setup_a=[f"{STANNIS}#1"], setup_b=["01053#1"], hand_b=[f"{PYCELLE}#1"]).round()
    faction_action(g, "B", {"op": "put_into_play", "card": f"B:{PYCELLE}#1"},
                   {"op": "kneel", "card": "B:01053#1"}, {"op": "kneel", "card": f"B:{PYCELLE}#1"},
                   at="F-AW-3")  # fmt: skip
    for seat in "ABAB":
        g.ev("pass", seat=seat)
    return g.ability("A", f"A:{STANNIS}#1", "reaction", targets=[target])


def test_04067_stannis_baratheon_a_non_loyal_character_does_not_stand_this_round() -> None:
    g = _stannis_wins_dominance("B:01053#1")
    st = _to_next_round(g).state()
    assert st.cards["B:01053#1"].kneeling and not st.cards[f"B:{PYCELLE}#1"].kneeling


def test_04067_stannis_baratheon_misuse_R_TARGET_1_chooses_a_loyal_character() -> None:
    g = _stannis_wins_dominance(f"B:{PYCELLE}#1")
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-TARGET-1") and STANNIS in message
