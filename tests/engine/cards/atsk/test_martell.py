"""AtSK, martell: a legal use and a misuse of each card."""

from __future__ import annotations

from tests.engine.cards.harness import CardGame
from tests.engine.cards.rounds import to_challenges

HARMEN, TOWER = "04016", "04017"
OBARA, CONFINEMENT = "01108", "01121"  # a Sand Snake of printed cost 3; an event of cost 1


def _harmen_ambushes(card: str) -> CardGame:
    """In the challenges phase A ambushes ``card`` from hand beside Harmen Uller."""
    g = CardGame(a=[HARMEN, card[:5]], b=[], faction_a="martell")
    g.start(setup_a=[f"{HARMEN}#1"], hand_a=[card]).round()
    to_challenges(g)
    g.ev("ambush", seat="A", card=card)
    return g


def test_04016_harmen_uller_gives_a_sand_snake_in_hand_ambush_1_less_than_its_cost() -> None:
    g = _harmen_ambushes(f"{OBARA}#1")
    st = g.state()
    assert st.cards[f"A:{OBARA}#1"].zone == "play" and st.players[0].gold == 3 - (3 - 1)


def test_04016_harmen_uller_misuse_R_KW_AMBUSH_1_not_a_sand_snake() -> None:
    g = _harmen_ambushes("01053#1")
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-KW-AMBUSH-1") and "no ambush" in message


def _tower_after_events(events: int) -> CardGame:
    """B plays Confinement ``events`` times in A's challenges phase; A's Tower of the Sun
    reacts after each."""
    g = CardGame(a=[TOWER], b=[CONFINEMENT], faction_a="martell")
    g.start(setup_a=[f"{TOWER}#1", "01053#1"],
            hand_b=[f"{CONFINEMENT}#{i}" for i in range(1, events + 1)]).round()  # fmt: skip
    to_challenges(g)
    for i in range(1, events + 1):
        g.ability("B", f"B:{CONFINEMENT}#{i}", "action", targets=["A:01053#1"], at="F-AW-4.1",
                  costs=[{"op": "spend_gold", "seat": "B", "amount": 1}])  # fmt: skip
        g.ability("A", f"A:{TOWER}#1", "reaction")
    return g


def test_04017_tower_of_the_sun_gains_1_gold_after_an_opponent_plays_an_event() -> None:
    g = _tower_after_events(1)
    st = g.state()
    assert st.players[0].gold == 3 + 1 and st.players[1].gold == 3 - 1


def test_04017_tower_of_the_sun_misuse_R_LIMIT_1_twice_in_a_phase() -> None:
    g = _tower_after_events(2)
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-LIMIT-1") and TOWER in message
