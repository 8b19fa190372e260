"""FotS, greyjoy: a legal use and a misuse of each card."""

from __future__ import annotations

from engine.game.rules.traits import has_trait
from tests.engine.cards.harness import CardGame
from tests.engine.cards.quick import unopposed
from tests.engine.cards.rounds import to_challenges

CREW = "14025"


def _botley_crew(times: int) -> CardGame:
    """A's Botley Crew reacts ``times`` times as the marshaling phase begins, after the
    players collect income."""
    g = CardGame(a=[CREW], b=[], faction_a="greyjoy")
    g.start(setup_a=[f"{CREW}#1"]).round()
    for _ in range(times):
        g.ability("A", f"A:{CREW}#1", "reaction")
    return g


def test_14025_botley_crew_returns_1_gold_of_the_opponent_to_the_treasury() -> None:
    st = _botley_crew(1).state()
    assert (st.players[0].gold, st.players[1].gold) == (3, 3 - 1)


def test_14025_botley_crew_misuse_R_REACTION_2_twice_for_one_income() -> None:
    g = _botley_crew(2)
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-REACTION-2") and CREW in message


CAPTAINS, BAELOR = "14026", "13011"  # Baelor Blacktyde: a Captain (mil/pow)


def _captains_are_kings(setup: list[str]) -> CardGame:
    """As the challenges phase begins, A plays Every Captain is a King."""
    g = CardGame(a=[CAPTAINS, BAELOR], b=[], faction_a="greyjoy")
    g.start(setup_a=setup, hand_a=[f"{CAPTAINS}#1"]).round()
    to_challenges(g)
    return g.ability("A", f"A:{CAPTAINS}#1", "action", at="F-AW-4.1",
                     costs=[{"op": "spend_gold", "seat": "A", "amount": 2}])  # fmt: skip


def test_14026_every_captain_is_a_king_captains_attack_in_power_standing() -> None:
    g = unopposed(_captains_are_kings([f"{BAELOR}#1", "01053#1"]), "power",
                  [f"{BAELOR}#1", "01053#1"])  # fmt: skip
    st = g.state()
    assert has_trait(st, f"A:{BAELOR}#1", "King") and not has_trait(st, "A:01053#1", "King")
    assert not st.cards[f"A:{BAELOR}#1"].kneeling and st.cards["A:01053#1"].kneeling


def test_14026_every_captain_is_a_king_kneels_in_a_military_challenge() -> None:
    g = unopposed(_captains_are_kings([f"{BAELOR}#1"]), "military", [f"{BAELOR}#1"])
    assert g.state().cards[f"A:{BAELOR}#1"].kneeling  # [power] challenges only


def test_14026_every_captain_is_a_king_misuse_R_ABIL_7_no_captain_in_play() -> None:
    g = _captains_are_kings(["01053#1"])
    seq, rule, _ = g.error()
    assert (seq, rule) == (g.last_seq(), "R-ABIL-7")
