"""HoT, baratheon: a legal use and a misuse of each card."""

from __future__ import annotations

from tests.engine.cards.harness import CardGame
from tests.engine.cards.quick import faction_action
from tests.engine.cards.rounds import to_challenges

BEND, TOMMEN = "09026", "05015"  # Tommen Baratheon: a King and Lord (no ability to use)
_PAY_1 = [{"op": "spend_gold", "seat": "A", "amount": 1}]


def _bend_the_knee(king_kneels: bool, target: str) -> CardGame:
    g = CardGame(a=[BEND, TOMMEN], b=[TOMMEN], faction_a="baratheon")
    g.start(setup_a=[f"{TOMMEN}#1"], hand_a=[f"{BEND}#1"], setup_b=[f"{TOMMEN}#1", "01053#1"])
    g.round()
    if king_kneels:
        faction_action(g, "A", {"op": "kneel", "card": f"A:{TOMMEN}#1"}, at="F-AW-3")
    to_challenges(g)
    return g.ability("A", f"A:{BEND}#1", "action", targets=[target], costs=_PAY_1)


def test_09026_bend_the_knee_kneels_a_lord_while_you_control_a_standing_king() -> None:
    g = _bend_the_knee(False, f"B:{TOMMEN}#1")
    st = g.state()
    assert st.cards[f"B:{TOMMEN}#1"].kneeling and st.cards[f"A:{BEND}#1"].zone == "discard"


def test_09026_bend_the_knee_misuse_R_PLAYRES_1_your_king_is_kneeling() -> None:
    g = _bend_the_knee(True, f"B:{TOMMEN}#1")
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-PLAYRES-1") and "King" in message


def test_09026_bend_the_knee_misuse_R_TARGET_1_not_a_lord_or_lady() -> None:
    g = _bend_the_knee(False, "B:01053#1")
    seq, rule, _ = g.error()
    assert (seq, rule) == (g.last_seq(), "R-TARGET-1")


RUNNER = "09025"


def _river_runner_attacks(defenders: list[str]) -> CardGame:
    """A's River Runner attacks in a [military] challenge; B's first filler has 1 power."""
    g = CardGame(a=[RUNNER], b=[], faction_a="baratheon")
    g.start(setup_a=[f"{RUNNER}#1"], setup_b=["01053#1", "01053#2"]).round()
    faction_action(g, "B", {"op": "gain_power", "card": "B:01053#1", "amount": 1}, at="F-AW-3")
    to_challenges(g)
    g.ev("challenge", seat="A", challenge="military", attackers=[f"{RUNNER}#1"])
    return g.ev("defenders", seat="B", defenders=defenders)


def test_09025_river_runner_attacking_a_character_without_power_defends() -> None:
    g = _river_runner_attacks(["B:01053#2"])
    st = g.state()
    assert st.challenge is not None and st.challenge.defenders == ["B:01053#2"]


def test_09025_river_runner_misuse_F_4_2_1_1_a_character_with_power_declared_as_defender() -> None:
    g = _river_runner_attacks(["B:01053#1"])
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "F-4.2.1-1") and "B:01053#1" in message
