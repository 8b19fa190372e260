"""Fury of the Storm, neutral cards and The Prince that was Promised: a legal use and a misuse
of each scripted card."""

from __future__ import annotations

from engine.game.state.model import icons
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


# --- 14040 Unlikely Champion ------------------------------------------------------------------


def test_14040_unlikely_champion_gains_a_power_icon_with_a_lady() -> None:
    g = CardGame(a=["14040", "01084"], b=[])
    g.start(setup_a=["14040#1", "01084#1"]).round()
    g.ev("pass", seat="A").ev("pass", seat="B")
    g.ev("challenge", seat="A", challenge="power", attackers=["14040#1"])
    assert "power" in icons(g.state(), "A:14040#1")


def test_14040_unlikely_champion_misuse_F_4_2_4_power_without_a_lord_or_lady() -> None:
    g = CardGame(a=["14040"], b=[])
    g.start(setup_a=["14040#1"]).round()
    g.ev("pass", seat="A").ev("pass", seat="B")
    g.ev("challenge", seat="A", challenge="power", attackers=["14040#1"])
    assert g.error()[:2] == (g.last_seq(), "F-4.2-4")


# --- 14048 Siege Preparations -----------------------------------------------------------------


def _siege(uses: int) -> CardGame:
    """A (Siege Preparations: reserve 6) keeps 4 cards of 9 and reaches the dominance
    window."""
    g = CardGame(a=[], b=[], plots_a=["14048"])
    g.start()
    g.ev("plot", seat="A", card="A:14048#1").ev("plot", seat="B", card="B:01025#1")
    g.ev("initiative", seat="B", at="F-1.3.I")
    g.ev("first_player", seat="A")
    g.draw("A", 2).draw("B", 2)
    spare = sorted(g.state().players[0].hand)[:5]
    faction_action(g, "A", *({"op": "move", "card": c, "to": "discard"} for c in spare))
    for seat in "AABAB":  # the draw window, marshaling and challenges turns
        g.ev("pass", seat=seat)
    for _ in range(uses):
        top = g._filler("A", 2)
        g.ability("A", "A:14048#1", "action", at="F-AW-5",
                  effects=[{"op": "draw", "seat": "A", "cards": top}])  # fmt: skip
    return g


def test_14048_siege_preparations_draws_up_to_the_reserve_value() -> None:
    assert len(_siege(1).state().players[0].hand) == 6


def test_14048_siege_preparations_misuse_R_LIMIT_1_twice_in_a_phase() -> None:
    g = _siege(2)
    assert g.error()[:2] == (g.last_seq(), "R-LIMIT-1")
