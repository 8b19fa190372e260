"""SoD, baratheon: a legal use and a misuse of each card."""

from __future__ import annotations

from engine.game.state.model import icons
from tests.engine.cards.harness import CardGame
from tests.engine.cards.rounds import to_challenges

TOWER = "10026"
_KNEEL_TOWER = [{"op": "kneel", "card": f"A:{TOWER}#1"}]


def _tower_game() -> CardGame:
    g = CardGame(a=[TOWER], b=[], faction_a="baratheon")
    return g.start(setup_a=[f"{TOWER}#1", "01113#1"], setup_b=["01053#1"]).round()


def test_10026_sea_dragon_tower_gives_a_power_icon_until_the_end_of_the_phase() -> None:
    g = to_challenges(_tower_game())
    g.ability("A", f"A:{TOWER}#1", "action", targets=["A:01113#1"], costs=_KNEEL_TOWER)
    st = g.state()
    assert "power" in icons(st, "A:01113#1") and st.cards[f"A:{TOWER}#1"].kneeling
    g.ev("pass", seat="A").ev("pass", seat="B").ev("pass", seat="A")
    st = g.state()
    assert st.phase == "standing" and "power" not in icons(st, "A:01113#1")


def test_10026_sea_dragon_tower_icon_lets_a_character_attack_in_a_power_challenge() -> None:
    g = to_challenges(_tower_game())
    g.ability("A", f"A:{TOWER}#1", "action", targets=["A:01113#1"], costs=_KNEEL_TOWER)
    g.ev("challenge", seat="A", challenge="power", attackers=["01113#1"])  # mil/int filler
    assert g.verdict().errors == ()


def test_10026_sea_dragon_tower_misuse_R_ACTION_2_used_in_the_marshaling_phase() -> None:
    g = _tower_game()
    g.ability("A", f"A:{TOWER}#1", "action", targets=["A:01113#1"], costs=_KNEEL_TOWER,
              at="F-AW-3")  # fmt: skip
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-ACTION-2") and TOWER in message
