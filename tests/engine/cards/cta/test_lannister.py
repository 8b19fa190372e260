"""CtA, lannister: a legal use and a misuse of each card."""

from __future__ import annotations

from engine.game.rules.traits import has_trait
from tests.engine.cards.harness import CardGame
from tests.engine.cards.quick import faction_action
from tests.engine.cards.rounds import to_challenges

SHAE = "04029"
_PAY_1 = [{"op": "spend_gold", "seat": "A", "amount": 1}]


def _shae_stood(stands: int) -> CardGame:
    """In the challenges phase, Shae is knelt (an unverified faction action) and A pays 1
    gold to stand her, ``stands`` times."""
    g = CardGame(a=[SHAE], b=[])
    g.start(setup_a=[f"{SHAE}#1"], setup_b=["01053#1"]).round()
    to_challenges(g)
    for _ in range(stands):
        faction_action(g, "A", {"op": "kneel", "card": f"A:{SHAE}#1"})
        g.ability("A", f"A:{SHAE}#1", "action", costs=_PAY_1)
    return g


def test_04029_shae_pays_1_gold_to_stand_twice_in_a_phase() -> None:
    st = _shae_stood(2).state()
    assert not st.cards[f"A:{SHAE}#1"].kneeling and st.players[0].gold == 3 - 2


def test_04029_shae_misuse_R_LIMIT_1_a_third_stand_in_the_phase() -> None:
    g = _shae_stood(3)
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-LIMIT-1") and SHAE in message


BOY_KING = "04030"
TYRION = "01089"  # Tyrion Lannister: a Lord, printed cost 5


def _boy_king_after_a_kill(victim: str) -> CardGame:
    """The Boy King on A's Tyrion; A's military claim kills B's ``victim``; A kneels The
    Boy King."""
    g = CardGame(a=[BOY_KING, TYRION], b=[TYRION])
    g.start(setup_a=[f"{TYRION}#1", f"{BOY_KING}#1", "01053#1"], setup_b=[victim],
            attach_a={f"{BOY_KING}#1": f"{TYRION}#1"}).round()  # fmt: skip
    to_challenges(g)
    g.ev("challenge", seat="A", challenge="military", attackers=["01053#1"])
    g.ev("defenders", seat="B", defenders=[])
    g.ev("claim", seat="B", cards=[f"B:{victim}"])
    g.ability("A", f"A:{BOY_KING}#1", "reaction",
              costs=[{"op": "kneel", "card": f"A:{BOY_KING}#1"}])  # fmt: skip
    return g


def test_04030_the_boy_king_a_king_gains_1_power_after_a_cheap_character_is_killed() -> None:
    st = _boy_king_after_a_kill("01053#1").state()  # a filler: printed cost 2
    assert has_trait(st, f"A:{TYRION}#1", "King") and st.cards[f"A:{TYRION}#1"].power == 1
    assert st.cards[f"A:{BOY_KING}#1"].kneeling


def test_04030_the_boy_king_misuse_R_REACTION_3_the_killed_character_costs_5() -> None:
    g = _boy_king_after_a_kill(f"{TYRION}#1")
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-REACTION-3") and BOY_KING in message
