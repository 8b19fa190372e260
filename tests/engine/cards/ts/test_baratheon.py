"""TS, baratheon: a legal use and a misuse of each card."""

from __future__ import annotations

from tests.engine.cards.harness import CardGame
from tests.engine.cards.quick import faction_action

BARRISTAN = "A:02107#1"
SHIREEN = "A:01051#1"  # Shireen Baratheon: a Lady


def _barristan_saves(target: str, kneel_first: bool = True) -> CardGame:
    """B wins a [military] challenge (claim 2) against A's Barristan and Shireen."""
    g = CardGame(a=["02107", "01051"], b=[], faction_a="baratheon")
    g.start(setup_a=["02107#1"], hand_a=["01051#1"], setup_b=["01053#1", "01113#1"]).round()
    g.ev("marshal", seat="A", card="01051#1")
    if kneel_first:
        faction_action(g, "A", {"op": "kneel", "card": BARRISTAN}, at="F-AW-3")
    g.ev("pass", seat="A").ev("pass", seat="B").ev("pass", seat="A")
    g.ev("challenge", seat="B", challenge="military", attackers=["01053#1", "01113#1"])
    g.ev("defenders", seat="A", defenders=[])
    g.ev("challenge_result", winner="B", attacker_str=4, defender_str=0, unopposed=True)
    g.ability("A", BARRISTAN, "interrupt", targets=[target],
              costs=[{"op": "stand", "card": BARRISTAN}])  # fmt: skip
    return g


def test_02107_ser_barristan_selmy_stands_to_save_a_lady_from_claim() -> None:
    g = _barristan_saves(SHIREEN)
    assert not g.state().cards[BARRISTAN].kneeling
    g.ev("claim", seat="A", cards=[SHIREEN, BARRISTAN])
    st = g.state()
    assert st.cards[SHIREEN].zone == "play" and st.cards[BARRISTAN].zone == "dead"


def test_02107_ser_barristan_selmy_misuse_R_TARGET_1_an_opponents_character() -> None:
    g = _barristan_saves("B:01053#1")
    seq, rule, _ = g.error()
    assert (seq, rule) == (g.last_seq(), "R-TARGET-1")


def test_02107_ser_barristan_selmy_misuse_R_ABIL_8_he_is_already_standing() -> None:
    g = _barristan_saves(SHIREEN, kneel_first=False)
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-ABIL-8") and "not kneeling" in message


CITY_WATCH = "02108"


def _city_watch_ambushed(power_a: int) -> CardGame:
    """A has 4 gold and ``power_a`` power on its faction card (B: 1); A ambushes City Watch."""
    g = CardGame(a=[CITY_WATCH], b=[], faction_a="baratheon")
    g.start(hand_a=[f"{CITY_WATCH}#1"]).round()
    faction_action(g, "B", {"op": "gain_power", "seat": "B", "amount": 1}, at="F-AW-3")
    faction_action(g, "A", {"op": "gain_gold", "seat": "A", "amount": 1},
                   {"op": "gain_power", "seat": "A", "amount": power_a}, at="F-AW-3")  # fmt: skip
    g.ev("pass", seat="A").ev("pass", seat="B")
    return g.ev("ambush", seat="A", card=f"{CITY_WATCH}#1", at="F-AW-4.1")


def test_02108_city_watch_ambush_2_less_with_more_faction_power() -> None:
    st = _city_watch_ambushed(power_a=2).state()
    assert st.cards[f"A:{CITY_WATCH}#1"].zone == "play" and st.players[0].gold == 3 + 1 - 4


def test_02108_city_watch_misuse_R_KW_AMBUSH_1_6_gold_with_equal_power() -> None:
    g = _city_watch_ambushed(power_a=1)  # Ambush (6), 4 gold
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-KW-AMBUSH-1") and "ambush costs 6" in message
