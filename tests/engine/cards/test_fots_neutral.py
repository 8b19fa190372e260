"""Fury of the Storm, neutral cards and The Prince that was Promised: a legal use and a misuse
of each scripted card."""

from __future__ import annotations

from tests.engine.cards.harness import CardGame
from tests.engine.cards.quick import faction_action

_PYCELLE = "Grand Maester Pycelle"  # 01085: unique, [power] icon, insight


def _prince_game(name: str = _PYCELLE, hand: tuple[str, ...] = ()) -> CardGame:
    """A plays The Prince that was Promised, names ``name``; Pycelle and two Bastards in play."""
    g = CardGame(a=["01085", "01187"], b=[], agenda_a="14045")
    g.start(setup_a=["01085#1", "01053#1", "01053#2"], hand_a=list(hand))
    g.ability("A", "A:agenda", "forced", choice=name)
    return g.round()


def _win_power_by_6(g: CardGame) -> None:
    g.ev("pass", seat="A").ev("pass", seat="B")
    g.ev("challenge", seat="A", challenge="power", attackers=["01085#1", "01053#1", "01053#2"])
    g.ev("defenders", seat="B", defenders=[])
    g.ev("challenge_result", winner="A", attacker_str=6, defender_str=0, unopposed=True)


def test_14045_prince_named_character_may_gain_power() -> None:
    g = _prince_game()
    faction_action(g, "A", {"op": "gain_power", "card": "A:01085#1", "amount": 1})
    assert g.state().cards["A:01085#1"].power == 1


def test_14045_prince_misuse_R_CANNOT_1_another_character_gains_power() -> None:
    g = _prince_game()
    faction_action(g, "A", {"op": "gain_power", "card": "A:01053#1", "amount": 1})
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-CANNOT-1")
    assert "(01053 Bastard in Hiding) cannot gain power" in message


def test_14045_prince_misuse_R_TARGET_1_names_a_non_unique_character() -> None:
    g = CardGame(a=["01085"], b=[], agenda_a="14045")
    g.start(setup_a=["01085#1"])
    g.ability("A", "A:agenda", "forced", choice="Bastard in Hiding")
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-TARGET-1")
    assert "14045 The Prince that was Promised" in message


def test_14045_prince_misuse_R_FORCED_1_the_name_is_not_logged() -> None:
    g = CardGame(a=["01085"], b=[], agenda_a="14045")
    g.start(setup_a=["01085#1"]).round()
    assert g.error()[1] == "R-FORCED-1"


def test_14045_prince_stands_the_named_character_and_draws_after_a_power_win_by_5() -> None:
    g = _prince_game()
    _win_power_by_6(g)
    top = g._filler("A", 1)
    g.ability("A", "A:agenda", "reaction", ability=2, choice="stand",
              costs=[{"op": "kneel", "card": "A:faction"}],
              effects=[{"op": "stand", "card": "A:01085#1"},
                       {"op": "draw", "seat": "A", "cards": top}])  # fmt: skip
    st = g.state()
    assert not st.cards["A:01085#1"].kneeling and st.cards["A:01053#1"].kneeling
    assert st.cards[top[0]].zone == "hand" and st.players[0].faction_kneeling


def test_14045_prince_misuse_R_REACTION_3_power_win_by_4_only() -> None:
    g = _prince_game()
    faction_action(g, "A", {"op": "kill", "card": "A:01085#1"})
    g.ev("pass", seat="A").ev("pass", seat="B")
    g.ev("challenge", seat="A", challenge="power", attackers=["01053#1", "01053#2"])
    g.ev("defenders", seat="B", defenders=[])
    g.ev("challenge_result", winner="A", attacker_str=4, defender_str=0, unopposed=True)
    g.ability("A", "A:agenda", "reaction", ability=2, choice="search", targets=["A:01085#1"],
              costs=[{"op": "kneel", "card": "A:faction"}])  # fmt: skip
    assert g.error()[1] == "R-REACTION-3"  # won by 4 only: the reaction cannot answer it


def test_14045_prince_search_from_the_dead_pile_after_a_win_by_6() -> None:
    g = _prince_game(hand=["01187#1"])
    g.ev("marshal", seat="A", card="01187#1")
    faction_action(g, "A", {"op": "kill", "card": "A:01085#1"})
    g.ev("pass", seat="A").ev("pass", seat="B")
    g.ev("challenge", seat="A", challenge="power", attackers=["01053#1", "01053#2", "01187#1"])
    g.ev("defenders", seat="B", defenders=[])
    g.ev("challenge_result", winner="A", attacker_str=6, defender_str=0, unopposed=True)
    g.ability("A", "A:agenda", "reaction", ability=2, choice="search", targets=["A:01085#1"],
              costs=[{"op": "kneel", "card": "A:faction"}])  # fmt: skip
    st = g.state()
    assert st.cards["A:01085#1"].zone == "hand" and not st.players[0].deck_known


def test_14045_prince_misuse_R_TARGET_1_searches_for_another_character() -> None:
    g = _prince_game(hand=["01187#1"])
    g.ev("marshal", seat="A", card="01187#1")
    faction_action(g, "A", {"op": "kill", "card": "A:01053#1"})
    _win_power_by_6_without(g, "01053#1")
    g.ability("A", "A:agenda", "reaction", ability=2, choice="search", targets=["A:01053#1"],
              costs=[{"op": "kneel", "card": "A:faction"}])  # fmt: skip
    assert g.error()[1] == "R-TARGET-1"


def _win_power_by_6_without(g: CardGame, dead: str) -> None:
    attackers = [c for c in ("01085#1", "01053#1", "01053#2", "01187#1") if c != dead]
    g.ev("pass", seat="A").ev("pass", seat="B")
    g.ev("challenge", seat="A", challenge="power", attackers=attackers)
    g.ev("defenders", seat="B", defenders=[])
    g.ev("challenge_result", winner="A", attacker_str=6, defender_str=0, unopposed=True)
