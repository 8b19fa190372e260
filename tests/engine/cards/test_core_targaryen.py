"""Core Set, House Targaryen: a legal use and a misuse of each scripted card."""

from __future__ import annotations

from engine.game.state.model import has_keyword, strength
from tests.engine.cards.harness import CardGame
from tests.engine.cards.quick import faction_action


def _marshaling_action(g: CardGame, seat: str, *effects: dict[str, object]) -> None:
    """An (unverified) faction-card action in the marshaling phase (gold, kneel, kill)."""
    faction_action(g, seat, *effects, at="F-AW-3")


def _with_daenerys(extra: list[str], setup: list[str]) -> CardGame:
    """Daenerys (cost 7) marshaled in round 1 beside ``setup`` (4 gold more than the plot)."""
    g = CardGame(a=["01160", *extra], b=[], faction_a="targaryen")
    g.start(setup_a=setup, setup_b=["01053#1"], hand_a=["01160#1"]).round()
    _marshaling_action(g, "A", {"op": "gain_gold", "seat": "A", "amount": 4})
    g.ev("marshal", seat="A", card="01160#1")
    return g


def _b_attacks_a_military() -> CardGame:
    g = CardGame(a=["01160"], b=[], faction_a="targaryen")
    g.start(setup_a=["01160#1"], setup_b=["01053#1"]).round()
    g.ev("pass", seat="A").ev("pass", seat="B").ev("pass", seat="A")
    g.ev("challenge", seat="B", challenge="military", attackers=["01053#1"])
    g.ev("defenders", seat="A", defenders=[])
    return g


def test_01160_daenerys_gives_opposing_participants_minus_1_str() -> None:
    g = _b_attacks_a_military()
    assert strength(g.state(), "B:01053#1") == 2 - 1
    g.ev("challenge_result", winner="B", attacker_str=1, defender_str=0, unopposed=True)
    assert g.verdict().errors == ()


def test_01160_daenerys_misuse_F_4_2_2_str_stated_without_her_text() -> None:
    g = _b_attacks_a_military()
    g.ev("challenge_result", winner="B", attacker_str=2, defender_str=0, unopposed=True)
    assert g.error()[1] == "F-4.2.2"


def test_01160_daenerys_kneeling_gives_nothing() -> None:
    g = CardGame(a=["01160"], b=[], faction_a="targaryen")
    g.start(setup_a=["01160#1"], setup_b=["01053#1"]).round()
    _marshaling_action(g, "A", {"op": "kneel", "card": "A:01160#1"})
    g.ev("pass", seat="A").ev("pass", seat="B").ev("pass", seat="A")
    g.ev("challenge", seat="B", challenge="military", attackers=["01053#1"])
    assert strength(g.state(), "B:01053#1") == 2


def test_01161_drogon_gives_stormborn_characters_renown() -> None:
    g = _with_daenerys(["01161"], ["01161#1"])
    assert has_keyword(g.state(), "A:01160#1", "renown")
    g.ev("pass", seat="A").ev("pass", seat="B")
    g.ev("challenge", seat="A", challenge="power", attackers=["01160#1"])
    g.ev("defenders", seat="B", defenders=[])
    g.ev("keyword", seat="A", keyword="renown", card="01160#1")
    assert g.state().cards["A:01160#1"].power == 1


def test_01161_drogon_misuse_R_KW_RENOWN_1_not_stormborn() -> None:
    g = _with_daenerys(["01161"], ["01161#1"])
    g.ev("pass", seat="A").ev("pass", seat="B")
    g.ev("challenge", seat="A", challenge="military", attackers=["01161#1"])
    g.ev("defenders", seat="B", defenders=[])
    g.ev("claim", seat="B", cards=["B:01053#1"])
    g.ev("keyword", seat="A", keyword="renown", card="01161#1")
    assert g.error()[1] == "R-KW-RENOWN-1"


def test_01162_khal_drogo_allows_a_second_military_challenge() -> None:
    g = CardGame(a=["01162"], b=[], faction_a="targaryen")
    g.start(setup_a=["01162#1", "01053#1"]).round()
    g.ev("pass", seat="A").ev("pass", seat="B")
    g.ev("challenge", seat="A", challenge="military", attackers=["01053#1"])
    g.ev("defenders", seat="B", defenders=[])
    g.ev("challenge", seat="A", challenge="military", attackers=["01162#1"])
    assert g.verdict().errors == ()


def test_01162_without_khal_drogo_F_4_2_1_no_second_military_challenge() -> None:
    g = CardGame(a=["01162"], b=[], faction_a="targaryen")
    g.start(setup_a=["01113#1", "01053#1"]).round()
    g.ev("pass", seat="A").ev("pass", seat="B")
    g.ev("challenge", seat="A", challenge="military", attackers=["01053#1"])
    g.ev("defenders", seat="B", defenders=[])
    g.ev("challenge", seat="A", challenge="military", attackers=["01113#1"])
    assert g.error()[1] == "F-4.2-1"


def _illyrio_game() -> CardGame:
    g = CardGame(a=["01163"], b=[], faction_a="targaryen")
    g.start(setup_a=["01163#1", "01053#1"]).round()
    _marshaling_action(g, "A", {"op": "kneel", "card": "A:01053#1"},
                    {"op": "kneel", "card": "A:01163#1"})  # fmt: skip
    return g


_PAY_2 = [{"op": "spend_gold", "seat": "A", "amount": 2}]


def test_01163_magister_illyrio_pays_2_gold_to_stand_a_character() -> None:
    g = _illyrio_game()
    g.ability("A", "A:01163#1", "action", costs=_PAY_2, targets=["A:01053#1"])
    st = g.state()
    assert not st.cards["A:01053#1"].kneeling and st.players[0].gold == 3 - 2


def test_01163_magister_illyrio_misuse_R_LIMIT_1_twice_in_a_phase() -> None:
    g = _illyrio_game()
    _marshaling_action(g, "A", {"op": "gain_gold", "seat": "A", "amount": 2})
    g.ability("A", "A:01163#1", "action", costs=_PAY_2, targets=["A:01053#1"])
    g.ability("A", "A:01163#1", "action", costs=_PAY_2, targets=["A:01163#1"])
    assert g.error()[1] == "R-LIMIT-1"


def test_01163_magister_illyrio_misuse_R_COST_2_gold_unpaid() -> None:
    g = _illyrio_game()
    g.ability("A", "A:01163#1", "action", targets=["A:01053#1"])
    assert g.error()[1] == "R-COST-2"


def _rhaegal_attack(attacker: str, ctype: str) -> CardGame:
    g = _with_daenerys(["01164"], ["01164#1"])
    g.ev("pass", seat="A").ev("pass", seat="B")
    g.ev("challenge", seat="A", challenge=ctype, attackers=[attacker])
    g.ev("defenders", seat="B", defenders=[])
    return g


def test_01164_rhaegal_stands_a_stormborn_character_after_a_win_with_one() -> None:
    g = _rhaegal_attack("01160#1", "power")
    g.ability("A", "A:01164#1", "reaction", targets=["A:01160#1"])
    assert not g.state().cards["A:01160#1"].kneeling


def test_01164_rhaegal_misuse_R_REACTION_3_no_stormborn_participating() -> None:
    g = _rhaegal_attack("01164#1", "military")
    g.ability("A", "A:01164#1", "reaction", targets=["A:01164#1"])
    assert g.error()[1] == "R-REACTION-3"


def test_01166_viserion_gives_stormborn_characters_stealth() -> None:
    g = _with_daenerys(["01166"], ["01166#1"])
    g.ev("pass", seat="A").ev("pass", seat="B")
    g.ev("challenge", seat="A", challenge="power", attackers=["01160#1"],
         stealth={"A:01160#1": "B:01053#1"})  # fmt: skip
    assert g.verdict().errors == ()


def test_01166_viserion_misuse_R_KW_STEALTH_1_not_stormborn() -> None:
    g = _with_daenerys(["01166"], ["01166#1"])
    g.ev("pass", seat="A").ev("pass", seat="B")
    g.ev("challenge", seat="A", challenge="military", attackers=["01166#1"],
         stealth={"A:01166#1": "B:01053#1"})  # fmt: skip
    assert g.error()[1] == "R-KW-STEALTH-1"


def _handmaiden_game() -> CardGame:
    g = CardGame(a=["01169", "01181"], b=[], faction_a="targaryen")
    g.start(setup_a=["01169#1", "01181#1", "01053#1"]).round()
    _marshaling_action(g, "A", {"op": "kneel", "card": "A:01181#1"},
                    {"op": "kneel", "card": "A:01053#1"})  # fmt: skip
    return g


_SACRIFICE = [{"op": "sacrifice", "card": "A:01169#1"}]


def test_01169_handmaiden_sacrificed_to_stand_a_lady() -> None:
    g = _handmaiden_game()
    g.ability("A", "A:01169#1", "action", costs=_SACRIFICE, targets=["A:01181#1"])
    st = g.state()
    assert not st.cards["A:01181#1"].kneeling and st.cards["A:01169#1"].zone == "discard"


def test_01169_handmaiden_misuse_R_TARGET_1_not_a_lady() -> None:
    g = _handmaiden_game()
    g.ability("A", "A:01169#1", "action", costs=_SACRIFICE, targets=["A:01053#1"])
    assert g.error()[1] == "R-TARGET-1"


def test_01170_targaryen_loyalist_reduces_the_next_targaryen_character() -> None:
    g = CardGame(a=["01170", "01166"], b=[], faction_a="targaryen")
    g.start(setup_a=["01170#1"], hand_a=["01166#1"]).round()
    g.ability("A", "A:01170#1", "action", costs=[{"op": "kneel", "card": "A:01170#1"}])
    g.ev("marshal", seat="A", card="01166#1", cost=1)  # Viserion: 2 - 1
    assert g.state().players[0].gold == 2


def test_01170_targaryen_loyalist_misuse_R_COST_1_not_a_targaryen_character() -> None:
    g = CardGame(a=["01170"], b=[], faction_a="targaryen")
    g.start(setup_a=["01170#1"], hand_a=["01053#1"]).round()
    g.ability("A", "A:01170#1", "action", costs=[{"op": "kneel", "card": "A:01170#1"}])
    g.ev("marshal", seat="A", card="01053#1", cost=1)
    assert g.error()[1] == "R-COST-1"


def _unsullied_attack() -> CardGame:
    g = CardGame(a=["01171"], b=[], faction_a="targaryen")
    g.start(setup_a=["01171#1"], setup_b=["01053#1"]).round()
    g.ev("pass", seat="A").ev("pass", seat="B")
    g.ev("challenge", seat="A", challenge="military", attackers=["01171#1"])
    g.ev("defenders", seat="B", defenders=["01053#1"])
    return g


def test_01171_unsullied_gives_defenders_minus_1_str() -> None:
    g = _unsullied_attack()
    assert strength(g.state(), "B:01053#1") == 2 - 1
    g.ev("challenge_result", winner="A", attacker_str=3, defender_str=1, unopposed=False)
    assert g.verdict().errors == ()


def test_01171_unsullied_misuse_F_4_2_2_str_stated_without_its_text() -> None:
    g = _unsullied_attack()
    g.ev("challenge_result", winner="A", attacker_str=3, defender_str=2, unopposed=False)
    assert g.error()[1] == "F-4.2.2"


def test_01175_illyrios_estate_reduces_the_next_targaryen_card() -> None:
    g = CardGame(a=["01175", "01166"], b=[], faction_a="targaryen")
    g.start(setup_a=["01175#1"], hand_a=["01166#1"]).round()
    g.ability("A", "A:01175#1", "action", costs=[{"op": "kneel", "card": "A:01175#1"}])
    g.ev("marshal", seat="A", card="01166#1", cost=1)
    st = g.state()
    assert st.players[0].gold == 2 and st.cards["A:01175#1"].kneeling


def test_01175_illyrios_estate_misuse_R_COST_2_not_knelt() -> None:
    g = CardGame(a=["01175"], b=[], faction_a="targaryen")
    g.start(setup_a=["01175#1"]).round()
    g.ability("A", "A:01175#1", "action")
    assert g.error()[1] == "R-COST-2"


def _drogo_with_arakh() -> CardGame:
    g = CardGame(a=["01162", "01172"], b=[], faction_a="targaryen")
    g.start(setup_a=["01162#1", "01172#1"], attach_a={"01172#1": "01162#1"}).round()
    g.ev("pass", seat="A").ev("pass", seat="B")
    g.ev("challenge", seat="A", challenge="military", attackers=["01162#1"])
    g.ev("defenders", seat="B", defenders=[])
    return g


def test_01172_drogos_arakh_drogo_does_not_kneel_in_the_first_military_challenge() -> None:
    g = _drogo_with_arakh()
    st = g.state()
    assert not st.cards["A:01162#1"].kneeling and strength(st, "A:01162#1") == 5 + 2
    g.ev("challenge", seat="A", challenge="military", attackers=["01162#1"])  # his own extra
    assert g.state().cards["A:01162#1"].kneeling  # the second one: he kneels


def test_01172_drogos_arakh_misuse_F_4_2_4_kneels_in_the_second_military_challenge() -> None:
    g = _drogo_with_arakh()
    g.ev("challenge", seat="A", challenge="military", attackers=["01162#1"])
    g.ev("defenders", seat="B", defenders=[])
    g.ev("challenge", seat="A", challenge="power", attackers=["01162#1"])
    assert g.error()[1] == "F-4.2-4"


def _dothraki_sea_power_win() -> CardGame:
    g = CardGame(a=["01174", "01168"], b=[], faction_a="targaryen")
    g.start(setup_a=["01174#1", "01053#1"], hand_a=["01168#1", "01113#1"]).round()
    g.ev("pass", seat="A").ev("pass", seat="B")
    g.ev("challenge", seat="A", challenge="power", attackers=["01053#1"])
    g.ev("defenders", seat="B", defenders=[])
    return g


def test_01174_dothraki_sea_puts_a_dothraki_into_play_until_the_end_of_the_phase() -> None:
    g = _dothraki_sea_power_win()
    g.ability("A", "A:01174#1", "reaction", costs=[{"op": "sacrifice", "card": "A:01174#1"}],
              targets=["A:01168#1"])  # fmt: skip
    st = g.state()
    assert st.cards["A:01168#1"].zone == "play" and st.cards["A:01174#1"].zone == "discard"
    g.ev("pass", seat="A").ev("pass", seat="B")  # the challenges phase ends
    g.ev("dominance")
    assert g.state().cards["A:01168#1"].zone == "hand"


def test_01174_dothraki_sea_misuse_R_TARGET_1_not_a_dothraki() -> None:
    g = _dothraki_sea_power_win()
    g.ability("A", "A:01174#1", "reaction", costs=[{"op": "sacrifice", "card": "A:01174#1"}],
              targets=["A:01113#1"])  # fmt: skip
    assert g.error()[1] == "R-TARGET-1"


def _waking_game() -> CardGame:
    g = CardGame(a=["01178", "01166"], b=[], faction_a="targaryen")
    g.start(setup_a=["01166#1", "01053#1"], hand_a=["01178#1"]).round()
    _marshaling_action(g, "A", {"op": "kneel", "card": "A:01166#1"},
                    {"op": "kneel", "card": "A:01053#1"})  # fmt: skip
    return g


def test_01178_waking_the_dragon_stands_and_returns_at_the_end_of_the_phase() -> None:
    g = _waking_game()
    g.ability("A", "A:01178#1", "action", targets=["A:01166#1"])  # Viserion
    assert not g.state().cards["A:01166#1"].kneeling
    g.ev("pass", seat="A").ev("pass", seat="B")  # the marshaling phase ends
    g.ev("pass", seat="A")
    st = g.state()
    assert st.cards["A:01166#1"].zone == "hand" and st.cards["A:01053#1"].zone == "play"


def test_01178_waking_the_dragon_misuse_R_TARGET_1_not_unique() -> None:
    g = _waking_game()
    g.ability("A", "A:01178#1", "action", targets=["A:01053#1"])
    assert g.error()[1] == "R-TARGET-1"


def _fire_and_blood_game(dead: str) -> CardGame:
    g = CardGame(a=["01177", "01166", "01162"], b=[], faction_a="targaryen")
    g.start(setup_a=[dead], hand_a=["01177#1"]).round()
    _marshaling_action(g, "A", {"op": "kill", "card": f"A:{dead}"})
    g.ev("pass", seat="A").ev("pass", seat="B")
    return g


_PAY_1 = [{"op": "spend_gold", "seat": "A", "amount": 1}]


def test_01177_fire_and_blood_puts_a_hatchling_into_play() -> None:
    g = _fire_and_blood_game("01166#1")  # Viserion, a Hatchling
    g.ability("A", "A:01177#1", "action", costs=_PAY_1, targets=["A:01166#1"],
              choice="put_into_play")  # fmt: skip
    assert g.state().cards["A:01166#1"].zone == "play"


def test_01177_fire_and_blood_shuffles_a_character_back_into_the_deck() -> None:
    g = _fire_and_blood_game("01162#1")  # Khal Drogo
    g.ability("A", "A:01177#1", "action", costs=_PAY_1, targets=["A:01162#1"])
    st = g.state()
    assert st.cards["A:01162#1"].zone == "deck" and not st.players[0].deck_known


def test_01177_fire_and_blood_misuse_R_TARGET_1_not_a_hatchling_into_play() -> None:
    g = _fire_and_blood_game("01162#1")
    g.ability("A", "A:01177#1", "action", costs=_PAY_1, targets=["A:01162#1"],
              choice="put_into_play")  # fmt: skip
    assert g.error()[1] == "R-TARGET-1"


def test_01177_fire_and_blood_misuse_R_TARGET_1_not_in_the_dead_pile() -> None:
    g = CardGame(a=["01177", "01166"], b=[], faction_a="targaryen")
    g.start(setup_a=["01166#1"], hand_a=["01177#1"]).round()
    g.ev("pass", seat="A").ev("pass", seat="B")
    g.ability("A", "A:01177#1", "action", costs=_PAY_1, targets=["A:01166#1"])
    assert g.error()[1] == "R-TARGET-1"


def _plaza_power_win(victim: str) -> CardGame:
    g = CardGame(a=["01173"], b=["01149"], faction_a="targaryen")
    g.start(setup_a=["01173#1", "01053#1"], setup_b=[victim]).round()
    g.ev("pass", seat="A").ev("pass", seat="B")
    g.ev("challenge", seat="A", challenge="power", attackers=["01053#1"])
    g.ev("defenders", seat="B", defenders=[])
    return g


_KNEEL_PLAZA = [{"op": "kneel", "card": "A:01173#1"}]


def test_01173_plaza_of_punishment_kills_a_character_brought_to_0_str() -> None:
    g = _plaza_power_win("01149#1")  # Direwolf Pup, STR 1
    g.ability("A", "A:01173#1", "reaction", costs=_KNEEL_PLAZA, targets=["B:01149#1"])
    assert g.state().cards["B:01149#1"].zone == "dead"


def test_01173_plaza_of_punishment_minus_2_str_until_the_end_of_the_phase() -> None:
    g = _plaza_power_win("01053#1")  # STR 2: -2 kills it too
    g.ability("A", "A:01173#1", "reaction", costs=_KNEEL_PLAZA, targets=["A:01053#1"])
    st = g.state()
    assert st.cards["A:01053#1"].zone == "dead" and st.cards["B:01053#1"].zone == "play"


def test_01173_plaza_of_punishment_misuse_R_REACTION_3_military_challenge() -> None:
    g = CardGame(a=["01173"], b=[], faction_a="targaryen")
    g.start(setup_a=["01173#1", "01053#1"], setup_b=["01113#1"]).round()
    g.ev("pass", seat="A").ev("pass", seat="B")
    g.ev("challenge", seat="A", challenge="military", attackers=["01053#1"])
    g.ev("defenders", seat="B", defenders=[])
    g.ability("A", "A:01173#1", "reaction", costs=_KNEEL_PLAZA, targets=["B:01113#1"])
    assert g.error()[1] == "R-REACTION-3"


def _dracarys_game() -> CardGame:
    g = CardGame(a=["01176", "01166", "01162"], b=[], faction_a="targaryen")
    g.start(setup_a=["01166#1", "01162#1"], setup_b=["01053#1"], hand_a=["01176#1"]).round()
    g.ev("pass", seat="A").ev("pass", seat="B").ev("pass", seat="A")
    g.ev("challenge", seat="B", challenge="military", attackers=["01053#1"])
    g.ev("defenders", seat="A", defenders=["01162#1"])
    return g


def _dracarys(g: CardGame, kneel: str, target: str) -> None:
    g.ability("A", "A:01176#1", "action", targets=[target], costs=[
        {"op": "spend_gold", "seat": "A", "amount": 1},
        {"op": "kneel", "card": kneel}])  # fmt: skip


def test_01176_dracarys_kills_a_participating_character_at_0_str() -> None:
    g = _dracarys_game()
    _dracarys(g, "A:01166#1", "B:01053#1")  # kneel Viserion (a Dragon); STR 2 - 4
    st = g.state()
    assert st.cards["B:01053#1"].zone == "dead" and st.cards["A:01166#1"].kneeling


def test_01176_dracarys_minus_4_str_leaves_a_stronger_character_alive() -> None:
    g = _dracarys_game()
    _dracarys(g, "A:01166#1", "A:01162#1")  # Khal Drogo, STR 5: 1 left
    st = g.state()
    assert st.cards["A:01162#1"].zone == "play" and strength(st, "A:01162#1") == 1


def test_01176_dracarys_misuse_R_COST_2_kneels_a_non_dragon() -> None:
    g = _dracarys_game()
    _dracarys(g, "A:01162#1", "B:01053#1")
    assert g.error()[1] == "R-COST-2"


def test_01176_dracarys_misuse_R_TARGET_1_not_participating() -> None:
    g = _dracarys_game()
    _dracarys(g, "A:01166#1", "A:01166#1")
    assert g.error()[1] == "R-TARGET-1"


def _jorah_wins(tokens: int = 0, attacker: str = "01165#1") -> CardGame:
    g = CardGame(a=["01165"], b=[], faction_a="targaryen")
    g.start(setup_a=["01165#1", "01053#1"]).round()
    if tokens:
        _marshaling_action(g, "A", {"op": "token", "card": "A:01165#1", "token": "betrayal",
                                    "amount": tokens})  # fmt: skip
    g.ev("pass", seat="A").ev("pass", seat="B")
    g.ev("challenge", seat="A", challenge="military", attackers=[attacker])
    g.ev("defenders", seat="B", defenders=[])
    return g


def test_01165_jorah_gets_a_betrayal_token_by_himself_after_a_win() -> None:
    g = _jorah_wins()
    g.ev("challenge_result", winner="A", attacker_str=4, defender_str=0, unopposed=True)
    st = g.state()
    assert st.tokens["A:01165#1"]["betrayal"] == 1 and st.cards["A:01165#1"].zone == "play"


def test_01165_jorah_is_sacrificed_with_3_betrayal_tokens() -> None:
    g = _jorah_wins(tokens=2)
    g.ev("challenge_result", winner="A", attacker_str=4, defender_str=0, unopposed=True)
    assert g.state().cards["A:01165#1"].zone == "discard"


def test_01165_jorah_stated_forced_ability_agrees() -> None:
    g = _jorah_wins()
    g.ability("A", "A:01165#1", "forced", effects=[
        {"op": "token", "card": "A:01165#1", "token": "betrayal", "amount": 1}])  # fmt: skip
    assert g.state().tokens["A:01165#1"]["betrayal"] == 1


def test_01165_jorah_misuse_R_EFFECT_1_forged_token_count() -> None:
    g = _jorah_wins()
    g.ability("A", "A:01165#1", "forced", effects=[
        {"op": "token", "card": "A:01165#1", "token": "betrayal", "amount": 2}])  # fmt: skip
    assert g.error()[1] == "R-EFFECT-1"


def test_01165_jorah_misuse_R_FORCED_1_he_did_not_participate() -> None:
    g = _jorah_wins(attacker="01053#1")
    g.ability("A", "A:01165#1", "forced")
    assert g.error()[1] == "R-FORCED-1"


def _viserys_killed(hand: list[str] = ()) -> CardGame:  # type: ignore[assignment]
    g = CardGame(a=["01167", "01036"], b=["01036"], faction_a="targaryen")
    g.start(setup_a=["01167#1", "01036#1"], attach_a={"01036#1": "01167#1"},
            setup_b=["01053#1", "01036#1"], attach_b={"01036#1": "01053#1"},
            hand_a=list(hand)).round()  # fmt: skip
    _marshaling_action(g, "A", {"op": "kill", "card": "A:01167#1"})
    return g


def test_01167_viserys_discards_his_own_attachment_that_left_play_with_him() -> None:
    g = _viserys_killed()
    g.ability("A", "A:01167#1", "interrupt", targets=["A:01036#1"])  # Noble Lineage
    st = g.state()
    assert st.cards["A:01167#1"].zone == "dead" and st.cards["A:01036#1"].zone == "discard"


def test_01167_viserys_discards_an_opponents_attachment_from_play() -> None:
    g = _viserys_killed()
    g.ability("A", "A:01167#1", "interrupt", targets=["B:01036#1"])
    st = g.state()
    assert st.cards["B:01036#1"].zone == "discard" and st.cards["A:01036#1"].zone == "hand"


def test_01167_viserys_misuse_R_TARGET_1_an_attachment_that_was_in_hand() -> None:
    g = _viserys_killed(hand=["01036#2"])
    g.ability("A", "A:01167#1", "interrupt", targets=["A:01036#2"])
    assert g.error()[1] == "R-TARGET-1"


def test_01167_viserys_misuse_R_INTERRUPT_3_he_did_not_leave_play() -> None:
    g = CardGame(a=["01167"], b=["01036"], faction_a="targaryen")
    g.start(setup_a=["01167#1"], setup_b=["01053#1", "01036#1"],
            attach_b={"01036#1": "01053#1"}).round()  # fmt: skip
    g.ability("A", "A:01167#1", "interrupt", targets=["B:01036#1"], at="F-AW-3")
    assert g.error()[1] == "R-INTERRUPT-3"
