"""Core Set, House Stark: a legal use and a misuse of each scripted card."""

from __future__ import annotations

from engine.game.state.model import has_keyword, icons, strength
from tests.engine.cards.harness import CardGame
from tests.engine.cards.quick import faction_action


def _to_b_challenges(g: CardGame) -> None:
    """Both players pass marshaling, A passes its challenges: B's challenges turn."""
    g.ev("pass", seat="A").ev("pass", seat="B").ev("pass", seat="A")


def test_01144_eddard_stands_after_a_challenge_is_initiated_against_you() -> None:
    g = CardGame(a=["01144"], b=[], faction_a="stark", faction_b="lannister")
    g.start(setup_a=["01144#1"], setup_b=["01053#1"]).round()
    faction_action(g, "A", {"op": "kneel", "card": "A:01144#1"})
    _to_b_challenges(g)
    g.ev("challenge", seat="B", challenge="military", attackers=["01053#1"])
    g.ability("A", "A:01144#1", "reaction")
    assert not g.state().cards["A:01144#1"].kneeling
    g.ev("defenders", seat="A", defenders=["A:01144#1"])
    assert g.verdict().errors == ()


def test_01144_eddard_misuse_R_REACTION_3_challenge_initiated_by_you() -> None:
    g = CardGame(a=["01144"], b=[], faction_a="stark", faction_b="lannister")
    g.start(setup_a=["01144#1"], setup_b=["01053#1"]).round()
    g.ev("pass", seat="A").ev("pass", seat="B")
    g.ev("challenge", seat="A", challenge="military", attackers=["01144#1"])
    g.ability("A", "A:01144#1", "reaction")
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-REACTION-3")
    assert "01144 Eddard Stark" in message


def test_01145_grey_wind_kills_a_character_with_str_1_or_lower() -> None:
    g = CardGame(a=["01145"], b=["01149"], faction_a="stark")
    g.start(setup_a=["01145#1"], setup_b=["01149#1"]).round()
    g.ev("pass", seat="A").ev("pass", seat="B")
    g.ability("A", "A:01145#1", "action", costs=[{"op": "kneel", "card": "A:01145#1"}],
              targets=["B:01149#1"])  # fmt: skip
    st = g.state()
    assert st.cards["B:01149#1"].zone == "dead" and st.cards["A:01145#1"].kneeling


def test_01145_grey_wind_with_robb_kills_str_2() -> None:
    g = CardGame(a=["01145", "01146"], b=[], faction_a="stark")
    g.start(setup_a=["01146#1"], setup_b=["01053#1"], hand_a=["01145#1"]).round()
    faction_action(g, "A", {"op": "gain_gold", "seat": "A", "amount": 2})
    g.ev("marshal", seat="A", card="01145#1")
    g.ev("pass", seat="A").ev("pass", seat="B")
    g.ability("A", "A:01145#1", "action", costs=[{"op": "kneel", "card": "A:01145#1"}],
              targets=["B:01053#1"])  # fmt: skip
    assert g.state().cards["B:01053#1"].zone == "dead"


def test_01145_grey_wind_misuse_R_TARGET_1_str_2_without_robb() -> None:
    g = CardGame(a=["01145"], b=[], faction_a="stark")
    g.start(setup_a=["01145#1"], setup_b=["01053#1"]).round()
    g.ev("pass", seat="A").ev("pass", seat="B")
    g.ability("A", "A:01145#1", "action", costs=[{"op": "kneel", "card": "A:01145#1"}],
              targets=["B:01053#1"])  # fmt: skip
    assert g.error()[1] == "R-TARGET-1"


def _robb_game() -> CardGame:
    g = CardGame(a=["01146", "01149"], b=[], faction_a="stark")
    g.start(setup_a=["01146#1", "01149#1"], hand_a=["01149#2"]).round()
    g.ev("marshal", seat="A", card="01149#2")
    faction_action(g, "A", {"op": "kneel", "card": "A:01146#1"},
                    {"op": "kneel", "card": "A:01149#2"})  # fmt: skip
    faction_action(g, "A", {"op": "kill", "card": "A:01149#1"})
    return g


def test_01146_robb_stands_each_character_after_a_stark_character_is_killed() -> None:
    g = _robb_game()
    g.ability("A", "A:01146#1", "reaction")
    st = g.state()
    assert not st.cards["A:01146#1"].kneeling and not st.cards["A:01149#2"].kneeling


def test_01146_robb_misuse_R_LIMIT_1_twice_in_a_round() -> None:
    g = _robb_game()
    g.ability("A", "A:01146#1", "reaction")
    faction_action(g, "A", {"op": "kneel", "card": "A:01146#1"})
    faction_action(g, "A", {"op": "kill", "card": "A:01149#2"})
    g.ability("A", "A:01146#1", "reaction")
    assert g.error()[1] == "R-LIMIT-1"


def test_01146_robb_misuse_R_EFFECT_1_stands_a_standing_character() -> None:
    g = _robb_game()
    g.ability("A", "A:01146#1", "reaction", effects=[
        {"op": "stand", "card": "A:01146#1"}])  # fmt: skip
    assert g.error()[1] == "R-EFFECT-1"


def test_01149_direwolf_pup_gets_1_str_per_other_direwolf() -> None:
    g = CardGame(a=["01149", "01148"], b=[], faction_a="stark")
    g.start(setup_a=["01149#1", "01149#2", "01148#1"]).round()
    st = g.state()
    assert strength(st, "A:01149#1") == 1 + 2  # the other Pup and Summer
    g.ev("pass", seat="A").ev("pass", seat="B")
    g.ev("challenge", seat="A", challenge="military", attackers=["01149#1"])
    g.ev("defenders", seat="B", defenders=[])
    g.ev("challenge_result", winner="A", attacker_str=3, defender_str=0, unopposed=True)
    assert g.verdict().errors == ()


def test_01149_direwolf_pup_misuse_F_4_2_2_str_stated_without_the_bonus() -> None:
    g = CardGame(a=["01149", "01148"], b=[], faction_a="stark")
    g.start(setup_a=["01149#1", "01149#2", "01148#1"]).round()
    g.ev("pass", seat="A").ev("pass", seat="B")
    g.ev("challenge", seat="A", challenge="military", attackers=["01149#1"])
    g.ev("defenders", seat="B", defenders=[])
    g.ev("challenge_result", winner="A", attacker_str=1, defender_str=0, unopposed=True)
    assert g.error()[1] == "F-4.2.2"


def test_01152_winterfell_steward_reduces_the_next_stark_character() -> None:
    g = CardGame(a=["01152", "01150"], b=[], faction_a="stark")
    g.start(setup_a=["01152#1"], hand_a=["01150#1", "01150#2"]).round()
    g.ability("A", "A:01152#1", "action", costs=[{"op": "kneel", "card": "A:01152#1"}])
    g.ev("marshal", seat="A", card="01150#1", cost=1)  # Tumblestone Knight: 2 - 1
    assert g.state().players[0].gold == 2
    g.ev("marshal", seat="A", card="01150#2", cost=1)  # only the next one
    assert g.error()[1] == "R-COST-1"


def test_01152_winterfell_steward_misuse_R_COST_1_not_a_stark_character() -> None:
    g = CardGame(a=["01152"], b=[], faction_a="stark")
    g.start(setup_a=["01152#1"], hand_a=["01053#1"]).round()
    g.ability("A", "A:01152#1", "action", costs=[{"op": "kneel", "card": "A:01152#1"}])
    g.ev("marshal", seat="A", card="01053#1", cost=1)
    assert g.error()[1] == "R-COST-1"


def _ice_game() -> CardGame:
    g = CardGame(a=["01153", "01150"], b=[], faction_a="stark")
    g.start(setup_a=["01150#1", "01153#1"], setup_b=["01053#1"],
            attach_a={"01153#1": "01150#1"}).round()  # fmt: skip
    g.ev("pass", seat="A").ev("pass", seat="B")
    return g


def test_01153_ice_sacrificed_to_kill_a_losing_opponents_character() -> None:
    g = _ice_game()
    g.ev("challenge", seat="A", challenge="military", attackers=["01150#1"])
    g.ev("defenders", seat="B", defenders=[])
    g.ability("A", "A:01153#1", "reaction", costs=[{"op": "sacrifice", "card": "A:01153#1"}],
              targets=["B:01053#1"])  # fmt: skip
    st = g.state()
    assert st.cards["B:01053#1"].zone == "dead" and st.cards["A:01153#1"].zone == "discard"


def test_01153_ice_misuse_R_TARGET_1_own_character() -> None:
    g = _ice_game()
    g.ev("challenge", seat="A", challenge="military", attackers=["01150#1"])
    g.ev("defenders", seat="B", defenders=[])
    g.ability("A", "A:01153#1", "reaction", costs=[{"op": "sacrifice", "card": "A:01153#1"}],
              targets=["A:01150#1"])  # fmt: skip
    assert g.error()[1] == "R-TARGET-1"


def test_01153_ice_misuse_R_REACTION_3_power_challenge() -> None:
    g = _ice_game()
    g.ev("challenge", seat="A", challenge="power", attackers=["01150#1"])
    g.ev("defenders", seat="B", defenders=[])
    g.ability("A", "A:01153#1", "reaction", costs=[{"op": "sacrifice", "card": "A:01153#1"}],
              targets=["B:01053#1"])  # fmt: skip
    assert g.error()[1] == "R-REACTION-3"


def test_01156_heart_tree_grove_reduces_the_next_stark_card() -> None:
    g = CardGame(a=["01156", "01150"], b=[], faction_a="stark")
    g.start(setup_a=["01156#1"], hand_a=["01150#1"]).round()
    g.ability("A", "A:01156#1", "action", costs=[{"op": "kneel", "card": "A:01156#1"}])
    g.ev("marshal", seat="A", card="01150#1", cost=1)
    st = g.state()
    assert st.players[0].gold == 2 and st.cards["A:01156#1"].kneeling


def test_01156_heart_tree_grove_misuse_R_COST_2_not_knelt() -> None:
    g = CardGame(a=["01156"], b=[], faction_a="stark")
    g.start(setup_a=["01156#1"]).round()
    g.ability("A", "A:01156#1", "action")
    assert g.error()[1] == "R-COST-2"


def _warm_rain_game() -> CardGame:
    g = CardGame(a=["01158", "01149"], b=[], faction_a="stark", faction_b="lannister")
    g.start(setup_a=["01149#1", "01149#2"], setup_b=["01113#1", "01187#1"],
            hand_a=["01158#1", "01158#2"]).round()  # fmt: skip
    _to_b_challenges(g)
    g.ev("challenge", seat="B", challenge="intrigue", attackers=["01113#1", "01187#1"])
    g.ev("defenders", seat="A", defenders=[])
    return g


def _warm_rain(g: CardGame, copy: str, wolf: str, target: str) -> None:
    g.ability("A", f"A:01158#{copy}", "reaction",
              costs=[{"op": "spend_gold", "seat": "A", "amount": 1},
                     {"op": "kneel", "card": f"A:01149#{wolf}"}],
              targets=[target])  # fmt: skip


def test_01158_like_warm_rain_kills_an_attacking_character() -> None:
    g = _warm_rain_game()
    _warm_rain(g, "1", "1", "B:01113#1")
    st = g.state()
    assert st.cards["B:01113#1"].zone == "dead" and st.cards["A:01149#1"].kneeling
    assert st.cards["A:01158#1"].zone == "discard" and st.players[0].gold == 3 - 1


def test_01158_like_warm_rain_misuse_R_LIMIT_3_twice_in_a_challenge() -> None:
    g = _warm_rain_game()
    _warm_rain(g, "1", "1", "B:01113#1")
    _warm_rain(g, "2", "2", "B:01187#1")
    assert g.error()[1] == "R-LIMIT-3"


def test_01158_like_warm_rain_misuse_R_COST_2_kneels_a_non_direwolf() -> None:
    g = CardGame(a=["01158", "01150"], b=[], faction_a="stark", faction_b="lannister")
    g.start(setup_a=["01150#1"], setup_b=["01113#1"], hand_a=["01158#1"]).round()
    _to_b_challenges(g)
    g.ev("challenge", seat="B", challenge="intrigue", attackers=["01113#1"])
    g.ev("defenders", seat="A", defenders=[])
    g.ability("A", "A:01158#1", "reaction",
              costs=[{"op": "spend_gold", "seat": "A", "amount": 1},
                     {"op": "kneel", "card": "A:01150#1"}],
              targets=["B:01113#1"])  # fmt: skip
    assert g.error()[1] == "R-COST-2"


def _winter_game() -> CardGame:
    g = CardGame(a=["01159"], b=[], faction_a="stark")
    g.start(setup_a=["01113#1"], hand_a=["01159#1", "01159#2"]).round()
    g.ev("pass", seat="A").ev("pass", seat="B")
    return g


_PAY_1 = [{"op": "spend_gold", "seat": "A", "amount": 1}]


def test_01159_winter_is_coming_raises_claim_by_1() -> None:
    g = _winter_game()
    g.ev("challenge", seat="A", challenge="intrigue", attackers=["01113#1"])
    g.ability("A", "A:01159#1", "action", costs=_PAY_1)
    g.ev("defenders", seat="B", defenders=[])
    g.ev("claim", seat="B", cards=sorted(g.drawn["B"])[:3])  # claim 2 + 1
    assert g.verdict().errors == ()


def test_01159_winter_is_coming_misuse_R_PLAYRES_1_outside_a_challenge() -> None:
    g = _winter_game()
    g.ability("A", "A:01159#1", "action", costs=_PAY_1)
    assert g.error()[1] == "R-PLAYRES-1"


def test_01159_winter_is_coming_misuse_R_LIMIT_3_twice_in_a_challenge() -> None:
    g = _winter_game()
    g.ev("challenge", seat="A", challenge="intrigue", attackers=["01113#1"])
    g.ability("A", "A:01159#1", "action", costs=_PAY_1)
    g.ability("A", "A:01159#2", "action", costs=_PAY_1)
    assert g.error()[1] == "R-LIMIT-3"


def _catelyn_attacks(attacker: str) -> CardGame:
    g = CardGame(a=["01143"], b=["01089"], faction_a="stark", faction_b="lannister")
    g.start(setup_a=["01143#1", "01113#1"], setup_b=["01089#1"]).round()
    g.ev("pass", seat="A").ev("pass", seat="B")
    g.ev("challenge", seat="A", challenge="intrigue", attackers=[attacker])
    return g


def test_01143_catelyn_not_participating_opponents_may_trigger() -> None:
    g = _catelyn_attacks("01113#1")
    g.ability("B", "B:01089#1", "reaction")  # Tyrion: gain 2 gold
    assert g.state().players[1].gold == 3 + 2  # the plot's income, then Tyrion's text


def test_01143_catelyn_misuse_R_CANNOT_1_opponent_triggers_while_she_participates() -> None:
    g = _catelyn_attacks("01143#1")
    g.ability("B", "B:01089#1", "reaction")
    seq, rule, _ = g.error()
    assert (seq, rule) == (g.last_seq(), "R-CANNOT-1")


def _sansa_marshaled() -> CardGame:
    g = CardGame(a=["01147"], b=[], faction_a="stark")
    g.start(hand_a=["01147#1"]).round()
    g.ev("marshal", seat="A", card="01147#1")
    return g


def test_01147_sansa_enters_play_knelt_and_gains_power_when_she_stands() -> None:
    g = _sansa_marshaled()
    assert g.state().cards["A:01147#1"].kneeling
    faction_action(g, "A", {"op": "stand", "card": "A:01147#1"})
    g.ability("A", "A:01147#1", "reaction")
    st = g.state()
    assert not st.cards["A:01147#1"].kneeling and st.players[0].power == 1


def test_01147_sansa_stands_in_the_standing_phase_and_gains_power() -> None:
    g = _sansa_marshaled()
    g.ev("pass", seat="A").ev("pass", seat="B")  # marshaling
    g.ev("pass", seat="A").ev("pass", seat="B")  # challenges
    g.ability("A", "A:01147#1", "reaction")  # placed after she stands ([F-6.2])
    st = g.state()
    assert st.phase == "standing" and not st.cards["A:01147#1"].kneeling
    assert st.players[0].power == 1


def test_01147_sansa_placed_at_setup_does_not_enter_play_R_ENTER_4() -> None:
    g = CardGame(a=["01147"], b=[], faction_a="stark")
    g.start(setup_a=["01147#1"]).round()
    assert not g.state().cards["A:01147#1"].kneeling


def test_01147_sansa_misuse_R_LIMIT_1_twice_in_a_round() -> None:
    g = _sansa_marshaled()
    faction_action(g, "A", {"op": "stand", "card": "A:01147#1"})
    g.ability("A", "A:01147#1", "reaction")
    faction_action(g, "A", {"op": "kneel", "card": "A:01147#1"})
    faction_action(g, "A", {"op": "stand", "card": "A:01147#1"})
    g.ability("A", "A:01147#1", "reaction")
    assert g.error()[1] == "R-LIMIT-1"


def test_01147_sansa_misuse_R_REACTION_3_she_did_not_stand() -> None:
    g = _sansa_marshaled()
    g.ability("A", "A:01147#1", "reaction", at="F-AW-3")  # still knelt in the marshaling phase
    assert g.error()[1] == "R-REACTION-3"


def _summer_game(dead: str) -> CardGame:
    g = CardGame(a=["01148", "01149", "01145", "01142"], b=[], faction_a="stark")
    g.start(setup_a=[dead, "01142#1"], hand_a=["01148#1"]).round()
    faction_action(g, "A", {"op": "kill", "card": f"A:{dead}"})
    g.ev("marshal", seat="A", card="01148#1")
    return g


def test_01148_summer_returns_a_stark_character_from_the_dead_pile() -> None:
    g = _summer_game("01149#1")
    g.ability("A", "A:01148#1", "reaction", targets=["A:01149#1"])
    st = g.state()
    assert st.cards["A:01149#1"].zone == "hand"
    assert has_keyword(st, "A:01142#1", "insight")  # Bran, while A controls Summer


def test_01148_summer_misuse_R_TARGET_1_printed_str_above_2() -> None:
    g = CardGame(a=["01148", "01145"], b=[], faction_a="stark")
    g.start(setup_a=["01145#1"], hand_a=["01148#1"]).round()
    faction_action(g, "A", {"op": "kill", "card": "A:01145#1"})
    g.ev("marshal", seat="A", card="01148#1")
    g.ability("A", "A:01148#1", "reaction", targets=["A:01145#1"])  # Grey Wind, STR 4
    assert g.error()[1] == "R-TARGET-1"


def test_01148_without_summer_bran_has_no_insight() -> None:
    g = CardGame(a=["01142"], b=[], faction_a="stark")
    g.start(setup_a=["01142#1"]).round()
    assert not has_keyword(g.state(), "A:01142#1", "insight")


def _vanguard_attacks_then_defends(plot: str | None) -> CardGame:
    """Vanguard attacks in A's military challenge, then defends in B's."""
    g = CardGame(a=["01151"], b=[], plots_a=["01005"], faction_a="stark", faction_b="lannister")
    g.start(setup_a=["01151#1"], setup_b=["01053#1", "01053#2", "01053#3"]).round(plot_a=plot)
    g.ev("pass", seat="A").ev("pass", seat="B")
    g.ev("challenge", seat="A", challenge="military", attackers=["01151#1"])
    g.ev("defenders", seat="B", defenders=[])
    claim = 1 if plot else 2  # A Storm of Swords: claim 1; The Winds of Winter: claim 2
    g.ev("claim", seat="B", cards=["B:01053#1", "B:01053#2"][:claim])
    g.ev("pass", seat="A")
    g.ev("challenge", seat="B", challenge="military", attackers=["01053#3"])
    g.ev("defenders", seat="A", defenders=["01151#1"])
    return g


def test_01151_vanguard_does_not_kneel_to_attack_with_a_war_plot_revealed() -> None:
    g = _vanguard_attacks_then_defends("01005#1")  # A Storm of Swords (War)
    assert g.state().cards["A:01151#1"].kneeling  # knelt to defend, not to attack


def test_01151_vanguard_misuse_F_4_2_1_1_knelt_attacking_without_a_war_plot() -> None:
    g = _vanguard_attacks_then_defends(None)
    assert g.error()[1] == "F-4.2.1-1"


def test_01155_the_wolfswood_gives_direwolves_in_hand_ambush() -> None:
    g = CardGame(a=["01155", "01149"], b=[], faction_a="stark")
    g.start(setup_a=["01155#1"], hand_a=["01149#1"]).round()
    g.ev("pass", seat="A").ev("pass", seat="B")
    g.ev("ambush", seat="A", card="01149#1")
    st = g.state()
    assert st.cards["A:01149#1"].zone == "play" and st.players[0].gold == 3 - 2


def test_01155_the_wolfswood_misuse_R_KW_AMBUSH_1_not_a_direwolf() -> None:
    g = CardGame(a=["01155", "01150"], b=[], faction_a="stark")
    g.start(setup_a=["01155#1"], hand_a=["01150#1"]).round()
    g.ev("pass", seat="A").ev("pass", seat="B")
    g.ev("ambush", seat="A", card="01150#1")
    assert g.error()[1] == "R-KW-AMBUSH-1"


def _gates_game() -> CardGame:
    g = CardGame(a=["01154", "01150"], b=[], faction_a="stark")
    g.start(setup_a=["01154#1"]).round()
    g.ev("pass", seat="A").ev("pass", seat="B")
    return g


_KNEEL_GATES = [{"op": "kneel", "card": "A:01154#1"}]


def test_01154_gates_of_winterfell_draws_a_revealed_stark_card() -> None:
    g = _gates_game()
    g.ability("A", "A:01154#1", "action", costs=_KNEEL_GATES, effects=[
        {"op": "reveal", "seat": "A", "cards": ["A:01150#1"]},
        {"op": "draw", "seat": "A", "cards": ["A:01150#1"]}])  # fmt: skip
    assert g.state().cards["A:01150#1"].zone == "hand"


def test_01154_gates_of_winterfell_a_revealed_non_stark_card_stays() -> None:
    g = _gates_game()
    top = g._filler("A", 1)
    g.ability("A", "A:01154#1", "action", costs=_KNEEL_GATES,
              effects=[{"op": "reveal", "seat": "A", "cards": top}])  # fmt: skip
    assert g.state().cards[top[0]].zone == "deck"


def test_01154_gates_of_winterfell_misuse_R_EFFECT_1_draws_a_non_stark_card() -> None:
    g = _gates_game()
    top = g._filler("A", 1)
    g.ability("A", "A:01154#1", "action", costs=_KNEEL_GATES, effects=[
        {"op": "reveal", "seat": "A", "cards": top},
        {"op": "draw", "seat": "A", "cards": top}])  # fmt: skip
    assert g.error()[1] == "R-EFFECT-1"


def test_01154_gates_of_winterfell_misuse_R_EFFECT_1_no_card_revealed() -> None:
    g = _gates_game()
    g.ability("A", "A:01154#1", "action", costs=_KNEEL_GATES)
    assert g.error()[1] == "R-EFFECT-1"


def _arya_marshaled() -> CardGame:
    g = CardGame(a=["01141"], b=[], faction_a="stark")
    g.start(hand_a=["01141#1"]).round()
    g.ev("marshal", seat="A", card="01141#1")
    return g


def test_01141_arya_places_the_top_card_as_a_duplicate_and_gains_military() -> None:
    g = _arya_marshaled()
    assert "military" not in icons(g.state(), "A:01141#1")
    top = g._filler("A", 1)
    g.drawn["A"].update(top)
    g.ability("A", "A:01141#1", "reaction",
              effects=[{"op": "place_duplicate", "card": top[0], "on": "A:01141#1"}])  # fmt: skip
    st = g.state()
    assert st.cards["A:01141#1"].dupes == top and "military" in icons(st, "A:01141#1")


def test_01141_arya_misuse_R_EFFECT_1_no_card_named() -> None:
    g = _arya_marshaled()
    g.ability("A", "A:01141#1", "reaction")
    assert g.error()[1] == "R-EFFECT-1"


def test_01141_arya_misuse_R_DUP_1_a_card_from_hand() -> None:
    g = _arya_marshaled()
    in_hand = sorted(g.drawn["A"] - {"A:01141#1"})[0]
    g.ability("A", "A:01141#1", "reaction",
              effects=[{"op": "place_duplicate", "card": in_hand, "on": "A:01141#1"}])  # fmt: skip
    assert g.error()[1] == "R-DUP-1"


def test_01156_heart_tree_grove_does_not_reduce_a_stark_event_R_COST_1() -> None:
    g = CardGame(a=["01156", "01159"], b=[], faction_a="stark")
    g.start(setup_a=["01156#1", "01113#1"], hand_a=["01159#1"]).round()
    g.ability("A", "A:01156#1", "action", costs=[{"op": "kneel", "card": "A:01156#1"}])
    g.ev("pass", seat="A").ev("pass", seat="B")
    g.ev("challenge", seat="A", challenge="intrigue", attackers=["01113#1"])
    g.ability("A", "A:01159#1", "action")  # Winter Is Coming, 1 gold: not marshaled
    assert g.error()[1] == "R-COST-1"


def _for_the_north(ctype: str = "military") -> CardGame:
    g = CardGame(a=["01157", "01150"], b=[], faction_a="stark", faction_b="lannister")
    g.start(setup_a=["01150#1"], setup_b=["01053#1", "01053#2"], hand_a=["01157#1"]).round()
    g.ev("pass", seat="A").ev("pass", seat="B")
    g.ev("challenge", seat="A", challenge=ctype, attackers=["01150#1"])
    g.ability("A", "A:01157#1", "action", targets=["A:01150#1"])
    return g


def test_01157_for_the_north_gives_2_str_and_a_draw_when_the_challenge_is_won() -> None:
    g = _for_the_north()
    assert strength(g.state(), "A:01150#1") == 2 + 2
    g.ev("defenders", seat="B", defenders=["01053#1"])  # STR 2 against 4
    g.draw("A", 1)  # the delayed draw, due once A wins
    g.ev("claim", seat="B", cards=["B:01053#1", "B:01053#2"])
    st = g.state()
    # 7 after setup, 2 in the draw phase, the event played, its draw
    assert len(st.players[0].hand) == 7 + 2 - 1 + 1


def test_01157_for_the_north_misuse_R_DELAYED_2_the_draw_left_out() -> None:
    g = _for_the_north()
    g.ev("defenders", seat="B", defenders=[])
    g.ev("claim", seat="B", cards=["B:01053#1", "B:01053#2"])
    assert g.error()[1] == "R-DELAYED-2"


def test_01157_for_the_north_misuse_R_PLAYRES_1_not_a_military_challenge() -> None:
    g = _for_the_north("power")
    assert g.error()[1] == "R-PLAYRES-1"


# --- 01142 Bran Stark -------------------------------------------------------------------------


def _bran_and_an_opponents_event() -> CardGame:
    """A's Bran Stark in play; B attacks in a military challenge won by 5 with Put to the
    Sword (01041) in hand."""
    g = CardGame(a=["01142"], b=["01031", "01041"], faction_a="stark", faction_b="lannister")
    g.start(setup_a=["01142#1", "01053#1"], setup_b=["01031#1"], hand_b=["01041#1"]).round()
    g.ev("pass", seat="A").ev("pass", seat="B").ev("pass", seat="A")
    g.ev("challenge", seat="B", challenge="military", attackers=["01031#1"])
    g.ev("defenders", seat="A", defenders=[])
    return g


def _sword(g: CardGame) -> CardGame:
    return g.ability("B", "B:01041#1", "reaction", costs=[{"op": "spend_gold", "seat": "B",
                     "amount": 2}], targets=["A:01053#1"], cancelled=True)  # fmt: skip


def test_01142_bran_sacrifices_himself_to_cancel_an_opponents_event() -> None:
    g = _bran_and_an_opponents_event()
    g.ability("A", "A:01142#1", "interrupt", costs=[{"op": "sacrifice", "card": "A:01142#1"}],
              targets=["B:01041#1"])  # fmt: skip
    st = _sword(g).state()
    assert st.cards["A:01142#1"].zone == "discard" and st.cards["B:01041#1"].zone == "discard"
    assert st.verified == 2


def test_01142_bran_misuse_R_COST_2_not_sacrificed() -> None:
    g = _bran_and_an_opponents_event()
    g.ability("A", "A:01142#1", "interrupt", targets=["B:01041#1"])
    assert g.error()[1] == "R-COST-2"


def test_01142_bran_misuse_R_TARGET_1_his_own_sides_card() -> None:
    g = _bran_and_an_opponents_event()
    g.ability("A", "A:01142#1", "interrupt", costs=[{"op": "sacrifice", "card": "A:01142#1"}],
              targets=["B:01031#1"])  # fmt: skip
    assert g.error()[1] == "R-TARGET-1"
