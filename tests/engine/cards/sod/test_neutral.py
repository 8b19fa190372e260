"""SoD, neutral: a legal use and a misuse of each card."""

from __future__ import annotations

from engine.game.state import effects as state_effects
from tests.engine.cards.harness import CardGame
from tests.engine.cards.quick import faction_action

MERIBALD = "10040"
SAMWELL = "01127"  # Samwell Tarly: printed STR 1
_KNEEL_MERIBALD = [{"op": "kneel", "card": f"A:{MERIBALD}#1"}]


def _meribald_game() -> CardGame:
    """A's Samwell Tarly and a filler (STR 2) kneel in the marshaling phase."""
    g = CardGame(a=[MERIBALD, SAMWELL], b=[])
    g.start(setup_a=[f"{MERIBALD}#1", f"{SAMWELL}#1", "01053#1"]).round()
    faction_action(g, "A", {"op": "kneel", "card": f"A:{SAMWELL}#1"},
                   {"op": "kneel", "card": "A:01053#1"}, at="F-AW-3")  # fmt: skip
    return g


def test_10040_septon_meribald_stands_a_character_with_printed_str_1() -> None:
    g = _meribald_game()
    g.ability("A", f"A:{MERIBALD}#1", "action", targets=[f"A:{SAMWELL}#1"],
              costs=_KNEEL_MERIBALD, at="F-AW-3")  # fmt: skip
    st = g.state()
    assert not st.cards[f"A:{SAMWELL}#1"].kneeling and st.cards[f"A:{MERIBALD}#1"].kneeling


def test_10040_septon_meribald_misuse_R_TARGET_1_a_character_with_printed_str_2() -> None:
    g = _meribald_game()
    g.ability("A", f"A:{MERIBALD}#1", "action", targets=[f"A:{SAMWELL}#1", "A:01053#1"],
              costs=_KNEEL_MERIBALD, at="F-AW-3")  # fmt: skip
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-TARGET-1") and "printed STR 1" in message


def test_10040_septon_meribald_misuse_R_LIMIT_1_twice_in_a_round() -> None:
    g = _meribald_game()
    g.ability("A", f"A:{MERIBALD}#1", "action", targets=[f"A:{SAMWELL}#1"],
              costs=_KNEEL_MERIBALD, at="F-AW-3")  # fmt: skip
    faction_action(g, "A", {"op": "kneel", "card": f"A:{SAMWELL}#1"},
                   {"op": "stand", "card": f"A:{MERIBALD}#1"}, at="F-AW-3")  # fmt: skip
    g.ability("A", f"A:{MERIBALD}#1", "action", targets=[f"A:{SAMWELL}#1"],
              costs=_KNEEL_MERIBALD, at="F-AW-3")  # fmt: skip
    seq, rule, _ = g.error()
    assert (seq, rule) == (g.last_seq(), "R-LIMIT-1")


MELEE = "10051"


def _melee_challenge(attacker_str: int) -> CardGame:
    """Under Grand Melee, A attacks alone (STR 2); B defends with two fillers (STR 2 each)."""
    g = CardGame(a=[], b=[], plots_a=[MELEE])
    g.start(setup_a=["01053#1"], setup_b=["01053#1", "01113#1"]).round(plot_a=f"{MELEE}#1")
    g.ev("pass", seat="A").ev("pass", seat="B")
    g.ev("challenge", seat="A", challenge="military", attackers=["01053#1"])
    g.ev("defenders", seat="B", defenders=["01053#1", "01113#1"])
    g.ev("challenge_result", winner="B", attacker_str=attacker_str, defender_str=4)
    return g


def test_10051_grand_melee_the_lone_attacker_contributes_no_str() -> None:
    assert _melee_challenge(0).verdict().errors == ()


def test_10051_grand_melee_the_lone_defender_contributes_no_str() -> None:
    g = CardGame(a=[], b=[], plots_a=[MELEE])
    g.start(setup_a=["01053#1", "01187#1"], setup_b=["01053#1"]).round(plot_a=f"{MELEE}#1")
    g.ev("pass", seat="A").ev("pass", seat="B")
    g.ev("challenge", seat="A", challenge="power", attackers=["01053#1", "01187#1"])
    g.ev("defenders", seat="B", defenders=["01053#1"])
    g.ev("challenge_result", winner="A", attacker_str=4, defender_str=0)
    assert g.verdict().errors == ()


def test_10051_grand_melee_misuse_F_4_2_2_lone_attackers_str_counted() -> None:
    g = _melee_challenge(2)
    seq, rule, _ = g.error()
    assert (seq, rule) == (g.last_seq(), "F-4.2.2")


VAL = "10039"
SCOUT, HORDE = "02078", "01031"  # Wildling Scout (cost 2), Wildling Horde (cost 5)


def _val_attacks(joining: str) -> CardGame:
    g = CardGame(a=[VAL, SCOUT, HORDE], b=[])
    g.start(setup_a=[f"{VAL}#1"], hand_a=[f"{SCOUT}#1", f"{HORDE}#1"]).round()
    g.ev("pass", seat="A").ev("pass", seat="B")
    g.ev("challenge", seat="A", challenge="power", attackers=[f"{VAL}#1"])
    g.ability("A", f"A:{VAL}#1", "reaction", targets=[joining])
    return g


def test_10039_val_puts_a_wildling_into_play_knelt_attacking() -> None:
    g = _val_attacks(f"A:{SCOUT}#1")
    st = g.state()
    scout = st.cards[f"A:{SCOUT}#1"]
    assert scout.zone == "play" and scout.kneeling and st.challenge is not None
    assert f"A:{SCOUT}#1" in st.challenge.attackers
    g.ev("defenders", seat="B", defenders=[])
    g.ev("challenge_result", winner="A", attacker_str=4 + 2, defender_str=0, unopposed=True)
    assert g.verdict().errors == ()  # Val's 4 STR and the Scout's 2


def test_10039_val_misuse_R_TARGET_1_a_wildling_with_printed_cost_5() -> None:
    g = _val_attacks(f"A:{HORDE}#1")
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-TARGET-1") and "printed cost 4" in message


SCHOLAR = "10041"
_KNEEL_SCHOLAR = [{"op": "kneel", "card": f"A:{SCHOLAR}#1"}]


def _scholar_game() -> CardGame:
    g = CardGame(a=[SCHOLAR], b=[])
    return g.start(setup_a=[f"{SCHOLAR}#1"]).round()


def test_10041_oldtown_scholar_draws_as_many_as_the_opponent_drew() -> None:
    g = _scholar_game()
    theirs, mine = g._filler("B", 2), g._filler("A", 2)
    faction_action(g, "B", {"op": "draw", "seat": "B", "cards": theirs}, at="F-AW-3")
    g.ability("A", f"A:{SCHOLAR}#1", "reaction", costs=_KNEEL_SCHOLAR,
              effects=[{"op": "draw", "seat": "A", "cards": mine}])  # fmt: skip
    st = g.state()
    assert set(mine) <= set(st.players[0].hand) and st.cards[f"A:{SCHOLAR}#1"].kneeling


def test_10041_oldtown_scholar_misuse_R_DRAW_1_draws_more_than_the_opponent_drew() -> None:
    g = _scholar_game()
    theirs, mine = g._filler("B", 1), g._filler("A", 2)
    faction_action(g, "B", {"op": "draw", "seat": "B", "cards": theirs}, at="F-AW-3")
    g.ability("A", f"A:{SCHOLAR}#1", "reaction", costs=_KNEEL_SCHOLAR,
              effects=[{"op": "draw", "seat": "A", "cards": mine}])  # fmt: skip
    seq, rule, _ = g.error()
    assert (seq, rule) == (g.last_seq(), "R-DRAW-1")


def test_10041_oldtown_scholar_misuse_R_PLAYRES_1_in_the_draw_phase() -> None:
    g = CardGame(a=[SCHOLAR], b=[])
    g.start(setup_a=[f"{SCHOLAR}#1"])
    for seat in "AB":
        g.ev("plot", seat=seat, card=f"{seat}:01025#1")
    g.ev("initiative", seat="A", at="F-1.3.I").ev("first_player", seat="A")
    g.draw("B", 2)
    g.ability("A", f"A:{SCHOLAR}#1", "reaction", costs=_KNEEL_SCHOLAR,
              effects=[{"op": "draw", "seat": "A", "cards": g._filler("A", 2)}])  # fmt: skip
    seq, rule, _ = g.error()
    assert (seq, rule) == (g.last_seq(), "R-PLAYRES-1")


ROBES, SISTERS = "10043", "04097"  # Silent Sisters: a The Seven character
ARBOR = "02064"  # The Arbor: a location


def _robes_game(knelt: bool) -> CardGame:
    g = CardGame(a=[ROBES, SISTERS], b=[ARBOR])
    g.start(setup_a=[f"{SISTERS}#1", f"{ROBES}#1"], setup_b=[f"{ARBOR}#1"],
            attach_a={f"{ROBES}#1": f"{SISTERS}#1"}).round()  # fmt: skip
    if knelt:
        faction_action(g, "A", {"op": "kneel", "card": f"A:{SISTERS}#1"}, at="F-AW-3")
    g.ability("A", f"A:{ROBES}#1", "reaction", targets=[f"B:{ARBOR}#1"], at="F-AW-3")
    return g


def test_10043_brothers_robes_blanks_a_location_until_the_end_of_the_phase() -> None:
    g = _robes_game(knelt=True)
    assert state_effects.applies(g.state(), "blank", f"B:{ARBOR}#1")
    g.ev("pass", seat="A").ev("pass", seat="B")
    assert not state_effects.applies(g.state(), "blank", f"B:{ARBOR}#1")


def test_10043_brothers_robes_misuse_R_REACTION_3_attached_character_not_knelt() -> None:
    g = _robes_game(knelt=False)
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-REACTION-3") and ROBES in message
