"""TIMC, stark: a legal use and a misuse of each card."""

from __future__ import annotations

from engine.game.rules.traits import has_trait
from tests.engine.cards.harness import CardGame
from tests.engine.cards.quick import unopposed
from tests.engine.cards.rounds import to_challenges

WOLF_KING, TUMBLESTONE = "04062", "01150"  # Tumblestone Knight: a [stark] character, no text


def _wolf_king_attacks(ctype: str) -> CardGame:
    host = f"{TUMBLESTONE}#1"
    g = CardGame(a=[WOLF_KING, TUMBLESTONE], b=[], faction_a="stark")
    g.start(setup_a=[host, f"{WOLF_KING}#1"], attach_a={f"{WOLF_KING}#1": host}).round()
    to_challenges(g)
    unopposed(g, ctype, [host])
    return g.ev("challenge_result", winner="A", attacker_str=2, defender_str=0, unopposed=True)


def test_04062_the_wolf_king_king_trait_and_no_kneel_attacking_in_military() -> None:
    g = _wolf_king_attacks("military")
    st = g.state()
    assert has_trait(st, f"A:{TUMBLESTONE}#1", "King")
    assert not st.cards[f"A:{TUMBLESTONE}#1"].kneeling


def test_04062_the_wolf_king_misuse_F_4_2_4_attacks_again_after_kneeling_in_power() -> None:
    g = _wolf_king_attacks("power")
    assert g.state().cards[f"A:{TUMBLESTONE}#1"].kneeling  # only [military] challenges
    g.ev("challenge", seat="A", challenge="military", attackers=[f"{TUMBLESTONE}#1"])
    seq, rule, _ = g.error()
    assert (seq, rule) == (g.last_seq(), "F-4.2-4")
