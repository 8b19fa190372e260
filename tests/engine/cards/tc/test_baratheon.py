"""TC, baratheon: a legal use and a misuse of each card."""

from __future__ import annotations

from engine.game.state.model import strength
from tests.engine.cards.harness import CardGame
from tests.engine.cards.rounds import to_challenges

VALYRIAN = "04108"


def _valyrian(target: str) -> CardGame:
    """A's filler attacks, B's defends (B keeps its 3 gold); A kneels The Valyrian."""
    g = CardGame(a=[VALYRIAN], b=[], faction_a="baratheon")
    g.start(setup_a=[f"{VALYRIAN}#1", "01053#1"], setup_b=["01113#1"]).round()
    to_challenges(g)
    g.ev("challenge", seat="A", challenge="military", attackers=["01053#1"])
    g.ev("defenders", seat="B", defenders=["01113#1"])
    return g.ability("A", f"A:{VALYRIAN}#1", "action", targets=[target],
                     costs=[{"op": "kneel", "card": f"A:{VALYRIAN}#1"}])  # fmt: skip


def test_04108_the_valyrian_gives_x_str_the_defenders_gold() -> None:
    g = _valyrian("A:01053#1")
    st = g.state()
    assert st.players[1].gold == 3 and strength(st, "A:01053#1") == 2 + 3
    g.ev("challenge_result", winner="A", attacker_str=5, defender_str=2)
    g.ev("claim", seat="B", cards=["B:01113#1"]).ev("pass", seat="A")
    assert strength(g.state(), "A:01053#1") == 2  # until the end of the challenge


def test_04108_the_valyrian_misuse_R_TARGET_1_a_defending_character() -> None:
    g = _valyrian("B:01113#1")
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-TARGET-1") and "not an attacking" in message


SALLADHOR, HAMMER = "04107", "02008"  # King Robert's Warhammer: a Weapon, +1 STR


def _salladhor_wins(attacker: str, targets: list[str]) -> CardGame:
    """A wins a [military] challenge unopposed with ``attacker`` beside Salladhor Saan, then
    puts ``targets`` into play (from hand; an attachment's host second)."""
    g = CardGame(a=[SALLADHOR, VALYRIAN, HAMMER], b=[], faction_a="baratheon")
    g.start(setup_a=[f"{SALLADHOR}#1", "01053#1"], setup_b=["01113#1"],
            hand_a=[f"{VALYRIAN}#1", f"{HAMMER}#1"]).round()  # fmt: skip
    to_challenges(g)
    g.ev("challenge", seat="A", challenge="military", attackers=[attacker])
    g.ev("defenders", seat="B", defenders=[])
    str_ = 3 if attacker.startswith(SALLADHOR) else 2
    g.ev("challenge_result", winner="A", attacker_str=str_, defender_str=0, unopposed=True)
    return g.ability("A", f"A:{SALLADHOR}#1", "reaction", targets=targets)


def test_04107_salladhor_saan_puts_a_warship_location_into_play() -> None:
    st = _salladhor_wins(f"{SALLADHOR}#1", [f"A:{VALYRIAN}#1"]).state()
    assert st.cards[f"A:{VALYRIAN}#1"].zone == "play"


def test_04107_salladhor_saan_puts_a_weapon_on_a_character() -> None:
    st = _salladhor_wins(f"{SALLADHOR}#1", [f"A:{HAMMER}#1", "A:01053#1"]).state()
    assert st.cards[f"A:{HAMMER}#1"].host == "A:01053#1"
    assert strength(st, "A:01053#1") == 2 + 1


def test_04107_salladhor_saan_misuse_R_REACTION_3_not_participating() -> None:
    g = _salladhor_wins("01053#1", [f"A:{VALYRIAN}#1"])
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-REACTION-3") and SALLADHOR in message
