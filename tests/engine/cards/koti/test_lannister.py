"""KotI, lannister: a legal use and a misuse of each card."""

from __future__ import annotations

from engine.game.logformat import primitives
from tests.engine.cards.harness import CardGame
from tests.engine.cards.quick import hand_of, unopposed
from tests.engine.cards.rounds import to_challenges

GUNTHOR = "12027"


def _gunthor(attacker: str) -> tuple[CardGame, str]:
    """A wins an unopposed [intrigue] challenge with ``attacker``; Gunthor's reaction: B
    discards the first card of its hand."""
    g = CardGame(a=[GUNTHOR], b=[])
    g.start(setup_a=[f"{GUNTHOR}#1", "01113#1"], setup_b=["01053#1"]).round()
    to_challenges(g)
    unopposed(g, "intrigue", [attacker])
    victim = hand_of(g, "B")[0]
    g.ability("A", f"A:{GUNTHOR}#1", "reaction", effects=[primitives.discard(victim)])
    return g, victim


def test_12027_gunthor_son_of_gurn_the_loser_discards_a_card_of_his_choice() -> None:
    g, victim = _gunthor(f"{GUNTHOR}#1")
    st = g.state()
    assert st.cards[victim].zone == "discard" and len(st.players[1].hand) == 7 + 2 - 1


def test_12027_gunthor_son_of_gurn_misuse_R_REACTION_3_gunthor_not_attacking() -> None:
    g, _ = _gunthor("01113#1")
    seq, rule, _ = g.error()
    assert (seq, rule) == (g.last_seq(), "R-REACTION-3")


MIND = "12028"


def _my_mind(target: str) -> CardGame:
    """A attacks in a [military] challenge with a filler, then plays My Mind Is My Weapon on
    ``target``."""
    g = CardGame(a=[MIND], b=[])
    g.start(setup_a=["01053#1", "01113#1", "01053#2"], setup_b=["01053#1"],
            hand_a=[f"{MIND}#1"]).round()  # fmt: skip
    to_challenges(g)
    g.ev("challenge", seat="A", challenge="military", attackers=["01053#1"])
    g.ability("A", f"A:{MIND}#1", "action", targets=[target],
              costs=[primitives.spend_gold("A", 1)])  # fmt: skip
    return g


def test_12028_my_mind_is_my_weapon_an_intrigue_character_joins_the_attack() -> None:
    st = _my_mind("A:01113#1").state()
    assert st.challenge is not None and "A:01113#1" in st.challenge.attackers
    assert not st.cards["A:01113#1"].kneeling


def test_12028_my_mind_is_my_weapon_misuse_R_TARGET_1_no_intrigue_icon() -> None:
    g = _my_mind("A:01053#2")
    seq, rule, _ = g.error()
    assert (seq, rule) == (g.last_seq(), "R-TARGET-1")
