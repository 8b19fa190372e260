"""TIMC, greyjoy: a legal use and a misuse of each card."""

from __future__ import annotations

from tests.engine.cards.harness import CardGame
from tests.engine.cards.quick import faction_action

AERON, QARL = "04071", "01070"  # Maester Wendamyr: a unique character, saved by a duplicate


def _aeron(save: bool, choice: str) -> CardGame:
    """B kills Maester Wendamyr (saved by his duplicate when ``save``); A's Aeron Damphair
    (put into play: his cost is over the setup limit) reacts."""
    g = CardGame(a=[AERON, QARL], b=[], faction_a="greyjoy")
    g.start(setup_a=[f"{QARL}#1", f"{QARL}#2"], hand_a=[f"{AERON}#1"]).round()
    faction_action(g, "A", {"op": "put_into_play", "card": f"A:{AERON}#1"}, at="F-AW-3")
    kill: dict[str, object] = {"op": "kill", "card": f"A:{QARL}#1"}
    if save:
        kill["saved_by"] = f"A:{QARL}#2"
    faction_action(g, "B", kill, at="F-AW-3")
    return g.ability("A", f"A:{AERON}#1", "reaction", choice=choice)


def test_04071_aeron_damphair_kneels_a_saved_character() -> None:
    st = _aeron(save=True, choice="kneel").state()
    assert st.cards[f"A:{QARL}#1"].zone == "play" and st.cards[f"A:{QARL}#1"].kneeling


def test_04071_aeron_damphair_misuse_R_ABIL_7_stands_a_standing_saved_character() -> None:
    g = _aeron(save=True, choice="stand")
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-ABIL-7") and "standing" in message


def test_04071_aeron_damphair_misuse_R_REACTION_3_killed_not_saved() -> None:
    g = _aeron(save=False, choice="kneel")
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-REACTION-3") and AERON in message


SOLAR = "04072"


def _solar(winner: str) -> CardGame:
    """Both reveal the vanilla plot (a tie on initiative and power: ``winner`` wins it at
    random); A reacts with King Balon's Solar before the first player is chosen."""
    g = CardGame(a=[SOLAR], b=[], faction_a="greyjoy")
    g.start(setup_a=[f"{SOLAR}#1"])
    g.ev("plot", seat="A", card="A:01025#1").ev("plot", seat="B", card="B:01025#1")
    g.ev("initiative", seat=winner, tiebreak="random")
    g.ability("A", f"A:{SOLAR}#1", "reaction", at="F-1.3.II")
    g.ev("first_player", seat=winner)
    return g


def test_04072_king_balons_solar_gains_1_gold_after_you_win_initiative() -> None:
    g = _solar("A")
    assert g.state().players[0].gold == 1


def test_04072_king_balons_solar_misuse_R_REACTION_3_an_opponent_wins_initiative() -> None:
    g = _solar("B")
    g.events.pop()  # the first player is not chosen yet: the reaction is the last event
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-REACTION-3") and SOLAR in message
