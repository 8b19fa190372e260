"""HoT, thenightswatch: a legal use and a misuse of each card."""

from __future__ import annotations

from tests.engine.cards.harness import CardGame
from tests.engine.cards.quick import faction_action

VOWS, RANGING = "09034", "01132"  # Ranging Party: a non-loyal Night's Watch character, cost 4
_PAY_1 = [{"op": "spend_gold", "seat": "A", "amount": 1}]


def _broken_vows(targets: list[str]) -> CardGame:
    """A gives its Ranging Party to B, then takes a B character (the fillers cost 2)."""
    g = CardGame(a=[VOWS, RANGING], b=[], faction_a="thenightswatch")
    g.start(setup_a=[f"{RANGING}#1"], hand_a=[f"{VOWS}#1"], setup_b=["01053#1"]).round()
    return g.ability("A", f"A:{VOWS}#1", "action", targets=targets, costs=_PAY_1, at="F-AW-3")


def test_09034_broken_vows_gives_a_watch_character_and_takes_a_cheaper_one() -> None:
    st = _broken_vows([f"A:{RANGING}#1", "B:01053#1"]).state()
    assert st.cards[f"A:{RANGING}#1"].controller == 1 and st.cards["B:01053#1"].controller == 0


def test_09034_broken_vows_misuse_R_THEN_2_nothing_taken_though_one_is_left() -> None:
    g = _broken_vows([f"A:{RANGING}#1"])
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-THEN-2") and "B:01053#1" in message


def test_09034_broken_vows_misuse_R_TARGET_1_gives_a_character_not_of_the_watch() -> None:
    g = CardGame(a=[VOWS], b=[], faction_a="thenightswatch")
    g.start(setup_a=["01053#1"], hand_a=[f"{VOWS}#1"], setup_b=["01053#1"]).round()
    g.ability("A", f"A:{VOWS}#1", "action", targets=["A:01053#1"], costs=_PAY_1, at="F-AW-3")
    seq, rule, _ = g.error()
    assert (seq, rule) == (g.last_seq(), "R-TARGET-1")


PAUL, SAM = "09033", "01127"  # Samwell Tarly: a Steward character


def _small_paul_killed(targets: list[str]) -> CardGame:
    g = CardGame(a=[PAUL, SAM, RANGING], b=[], faction_a="thenightswatch")
    g.start(setup_a=[f"{PAUL}#1"]).round()
    faction_action(g, "A", {"op": "kill", "card": f"A:{PAUL}#1"}, at="F-AW-3")
    return g.ability("A", f"A:{PAUL}#1", "interrupt", targets=targets)


def test_09033_small_paul_killed_adds_steward_characters_to_hand() -> None:
    st = _small_paul_killed([f"A:{SAM}#2", f"A:{SAM}#3"]).state()
    assert st.cards[f"A:{SAM}#2"].zone == "hand" and st.cards[f"A:{SAM}#3"].zone == "hand"
    assert st.cards[f"A:{PAUL}#1"].zone == "dead"


def test_09033_small_paul_misuse_R_TARGET_1_a_character_not_a_steward() -> None:
    g = _small_paul_killed([f"A:{RANGING}#1"])
    seq, rule, _ = g.error()
    assert (seq, rule) == (g.last_seq(), "R-TARGET-1")


def test_09033_small_paul_misuse_R_INTERRUPT_3_returned_to_hand_not_killed() -> None:
    g = CardGame(a=[PAUL, SAM], b=[], faction_a="thenightswatch")
    g.start(setup_a=[f"{PAUL}#1"]).round()
    faction_action(g, "A", {"op": "return_to_hand", "card": f"A:{PAUL}#1"}, at="F-AW-3")
    g.ability("A", f"A:{PAUL}#1", "interrupt", targets=[f"A:{SAM}#2"])
    seq, rule, _ = g.error()
    assert (seq, rule) == (g.last_seq(), "R-INTERRUPT-3")
