"""Core Set, House Greyjoy: a legal use and a misuse of each scripted card."""

from __future__ import annotations

from engine.game.rules.zones import leave_play
from engine.game.state.model import has_keyword, plot_value, strength
from tests.engine.cards.harness import CardGame


def _greyjoy(a: list[str], b: list[str] | None = None) -> CardGame:
    return CardGame(a=a, b=b or [], faction_a="greyjoy")


def _to_challenges(g: CardGame) -> CardGame:
    g.ev("pass", seat="A").ev("pass", seat="B")
    return g


def _unopposed_military(g: CardGame, attackers: list[str]) -> CardGame:
    g.ev("challenge", seat="A", challenge="military", attackers=attackers)
    g.ev("defenders", seat="B", defenders=[])
    return g


# --- 01065 Aeron Damphair ------------------------------------------------------------------


def _crew_killed_then_dominance(g: CardGame) -> CardGame:
    """B kills A's Black Wind's Crew by military claim; A (standing Aeron, 3 gold) wins
    dominance against B (attacker knelt, 3 gold)."""
    g.start(setup_a=["01065#1", "01072#1", "01053#1"], setup_b=["01053#1"]).round()
    _to_challenges(g).ev("pass", seat="A")
    g.ev("challenge", seat="B", challenge="military", attackers=["01053#1"])
    g.ev("defenders", seat="A", defenders=[])
    g.ev("claim", seat="A", cards=["01072#1", "01053#1"])  # claim 2
    g.ev("pass", seat="B")
    return g


def test_01065_aeron_puts_an_ironborn_character_into_play_from_the_dead_pile() -> None:
    g = _crew_killed_then_dominance(_greyjoy(["01065", "01072"]))
    g.ability("A", "A:01065#1", "reaction", targets=["A:01072#1"])
    st = g.state()
    assert st.cards["A:01072#1"].zone == "play" and st.players[0].dead == ["A:01053#1"]
    assert st.verified == 1


def test_01065_aeron_misuse_R_TARGET_1_not_an_ironborn_character() -> None:
    g = _greyjoy(["01065", "01072"])
    g.start(setup_a=["01065#1", "01053#1", "01053#2"], setup_b=["01053#1"]).round()
    _to_challenges(g).ev("pass", seat="A")
    g.ev("challenge", seat="B", challenge="military", attackers=["01053#1"])
    g.ev("defenders", seat="A", defenders=[])
    g.ev("claim", seat="A", cards=["01053#1", "01053#2"])
    g.ev("pass", seat="B")
    g.ability("A", "A:01065#1", "reaction", targets=["A:01053#1"])  # no Ironborn
    assert g.error()[1] == "R-TARGET-1"


def test_01065_aeron_misuse_R_REACTION_3_when_the_opponent_wins_dominance() -> None:
    g = _greyjoy(["01065", "01072"])
    g.start(setup_a=["01065#1", "01072#1", "01053#1"],
            setup_b=["01053#1", "01053#2", "01053#3"]).round()  # fmt: skip
    _to_challenges(g).ev("pass", seat="A")
    g.ev("challenge", seat="B", challenge="military", attackers=["01053#1"])
    g.ev("defenders", seat="A", defenders=[])
    g.ev("claim", seat="A", cards=["01072#1", "01053#1"])
    g.ev("pass", seat="B")  # dominance: B 4 STR standing + 3 gold, A 3 STR + 3 gold
    g.ability("A", "A:01065#1", "reaction", targets=["A:01072#1"])
    assert g.error()[1] == "R-REACTION-3"


# --- 01066 Alannys Greyjoy -----------------------------------------------------------------


def _to_taxation(g: CardGame) -> CardGame:
    """Through the challenges phase to taxation, where A (first player, 9 cards, reserve 5)
    discards first."""
    _to_challenges(g)
    g.ev("pass", seat="A").ev("pass", seat="B")
    g.ev("reserve", seat="A", cards=_hand(g, "A")[:4])
    return g


def _hand(g: CardGame, seat: str) -> list[str]:
    return list(g.state().players["AB".index(seat)].hand)


def test_01066_alannys_lowers_the_opponents_reserve_while_first_player() -> None:
    g = _greyjoy(["01066"])
    g.start(setup_a=["01066#1"]).round()
    assert plot_value(g.state(), 1, "reserve") == 5 - 1
    assert plot_value(g.state(), 0, "reserve") == 5
    _to_taxation(g)
    g.ev("reserve", seat="B", cards=_hand(g, "B")[:5])  # 9 cards, reserve 4
    assert g.verdict().errors == ()


def test_01066_alannys_misuse_F_7_3_1_reserve_without_her_reduction() -> None:
    g = _greyjoy(["01066"])
    g.start(setup_a=["01066#1"]).round()
    _to_taxation(g)
    g.ev("reserve", seat="B", cards=_hand(g, "B")[:4])  # the printed reserve 5
    assert g.error()[1] == "F-7.3-1"


def test_01066_alannys_no_reduction_when_not_first_player() -> None:
    g = _greyjoy(["01066"])
    g.start(setup_a=["01066#1"]).round(first="B")
    assert plot_value(g.state(), 1, "reserve") == 5


# --- 01067 Asha Greyjoy / 01071 Theon Greyjoy ----------------------------------------------


def test_01067_asha_stands_after_an_unopposed_win() -> None:
    g = _greyjoy(["01067"])
    g.start(setup_a=["01067#1"]).round()
    _unopposed_military(_to_challenges(g), ["01067#1"])
    g.ability("A", "A:01067#1", "reaction")
    assert g.state().cards["A:01067#1"].kneeling is False


def test_01067_asha_misuse_R_REACTION_3_not_participating() -> None:
    g = _greyjoy(["01067"])
    g.start(setup_a=["01067#1", "01053#1"]).round()
    _unopposed_military(_to_challenges(g), ["01053#1"])
    g.ability("A", "A:01067#1", "reaction")
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-REACTION-3")
    assert "01067 Asha Greyjoy" in message


def test_01071_theon_gains_1_power_after_an_unopposed_win() -> None:
    g = _greyjoy(["01071"])
    g.start(setup_a=["01071#1"]).round()
    _unopposed_military(_to_challenges(g), ["01071#1"])
    g.ability("A", "A:01071#1", "reaction")
    assert g.state().cards["A:01071#1"].power == 1


def test_01071_theon_misuse_R_REACTION_2_twice_for_one_win() -> None:
    g = _greyjoy(["01071"])
    g.start(setup_a=["01071#1"]).round()
    _unopposed_military(_to_challenges(g), ["01071#1"])
    g.ability("A", "A:01071#1", "reaction").ability("A", "A:01071#1", "reaction")
    assert g.error()[1] == "R-REACTION-2"


def test_01071_theon_misuse_R_REACTION_3_opposed_win() -> None:
    g = _greyjoy(["01071"])
    g.start(setup_a=["01071#1"], setup_b=["01053#1"]).round()
    _to_challenges(g)
    g.ev("challenge", seat="A", challenge="military", attackers=["01071#1"])
    g.ev("defenders", seat="B", defenders=["B:01053#1"])
    g.ability("A", "A:01071#1", "reaction")
    assert g.error()[1] == "R-REACTION-3"


# --- 01073 Drowned Men ---------------------------------------------------------------------


def test_01073_drowned_men_get_1_str_per_warship_you_control() -> None:
    g = _greyjoy(["01073", "01079"], ["01079"])
    g.start(setup_a=["01073#1", "01079#1", "01079#2"], setup_b=["01079#1"]).round()
    assert strength(g.state(), "A:01073#1") == 3 + 2  # B's Warship does not count
    _unopposed_military(_to_challenges(g), ["01073#1"])
    g.ev("challenge_result", winner="A", attacker_str=5, defender_str=0, unopposed=True)
    assert g.verdict().errors == ()


def test_01073_drowned_men_misuse_F_4_2_2_str_stated_without_the_warships() -> None:
    g = _greyjoy(["01073", "01079"])
    g.start(setup_a=["01073#1", "01079#1", "01079#2"]).round()
    _unopposed_military(_to_challenges(g), ["01073#1"])
    g.ev("challenge_result", winner="A", attacker_str=3, defender_str=0, unopposed=True)
    assert g.error()[1] == "F-4.2.2"


# --- 01074 Iron Islands Fishmonger / 01080 Sea Tower ---------------------------------------


def test_01074_fishmonger_reduces_the_next_greyjoy_character() -> None:
    g = _greyjoy(["01074", "01072"])
    g.start(setup_a=["01074#1"], hand_a=["01072#1"]).round()
    g.ability("A", "A:01074#1", "action", costs=[{"op": "kneel", "card": "A:01074#1"}])
    g.ev("marshal", seat="A", card="01072#1", cost=2)  # Black Wind's Crew: 3 - 1
    st = g.state()
    assert st.players[0].gold == 3 - 2 and st.cards["A:01074#1"].kneeling


def test_01074_fishmonger_misuse_R_COST_1_not_a_greyjoy_character() -> None:
    g = _greyjoy(["01074"])
    g.start(setup_a=["01074#1"], hand_a=["01053#1"]).round()
    g.ability("A", "A:01074#1", "action", costs=[{"op": "kneel", "card": "A:01074#1"}])
    g.ev("marshal", seat="A", card="01053#1", cost=1)  # a neutral filler: no reduction
    assert g.error()[1] == "R-COST-1"


def test_01074_fishmonger_misuse_R_ACTION_2_in_a_challenges_action_window() -> None:
    g = _greyjoy(["01074"])
    g.start(setup_a=["01074#1", "01053#1"]).round()
    _to_challenges(g).ev("challenge", seat="A", challenge="military", attackers=["01053#1"])
    g.ability("A", "A:01074#1", "action", at="F-AW-4.2",
              costs=[{"op": "kneel", "card": "A:01074#1"}])  # fmt: skip
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-ACTION-2")
    assert "marshaling action" in message and "challenges phase" in message


def test_01080_sea_tower_reduces_the_next_greyjoy_card() -> None:
    g = _greyjoy(["01080", "01078"])
    g.start(setup_a=["01080#1"], hand_a=["01078#1"]).round()
    g.ability("A", "A:01080#1", "action", costs=[{"op": "kneel", "card": "A:01080#1"}])
    g.ev("marshal", seat="A", card="01078#1", cost=2)  # Great Kraken (a location): 3 - 1
    assert g.state().players[0].gold == 1


def test_01080_sea_tower_misuse_R_COST_2_cost_not_paid() -> None:
    g = _greyjoy(["01080"])
    g.start(setup_a=["01080#1"]).round()
    g.ability("A", "A:01080#1", "action")
    assert g.error()[1] == "R-COST-2"


# --- 01075 Lordsport Shipwright ------------------------------------------------------------


def test_01075_shipwright_kneels_a_location_of_cost_3_as_first_player() -> None:
    g = CardGame(a=["01075"], b=["01078"], faction_a="greyjoy")
    g.start(setup_a=["01075#1"], setup_b=["01078#1"]).round()
    g.ability("A", "A:01075#1", "action", targets=["B:01078#1"],
              costs=[{"op": "kneel", "card": "A:01075#1"}])  # fmt: skip
    st = g.state()
    assert st.cards["B:01078#1"].kneeling and st.cards["A:01075#1"].kneeling


def test_01075_shipwright_misuse_R_TARGET_1_cost_3_when_not_first_player() -> None:
    g = CardGame(a=["01075"], b=["01078"], faction_a="greyjoy")
    g.start(setup_a=["01075#1"], setup_b=["01078#1"]).round(first="B")
    g.ev("pass", seat="B")
    g.ability("A", "A:01075#1", "action", targets=["B:01078#1"],
              costs=[{"op": "kneel", "card": "A:01075#1"}])  # fmt: skip
    assert g.error()[1] == "R-TARGET-1"


# --- 01077 Throwing Axe --------------------------------------------------------------------


def _axe_challenge(g: CardGame) -> CardGame:
    g.start(setup_a=["01072#1", "01077#1"], setup_b=["01053#1", "01053#2"],
            attach_a={"01077#1": "01072#1"}).round()  # fmt: skip
    _to_challenges(g)
    g.ev("challenge", seat="A", challenge="military", attackers=["01072#1"])
    g.ev("defenders", seat="B", defenders=["B:01053#1"])
    return g


def test_01077_throwing_axe_kills_a_defending_character() -> None:
    g = _axe_challenge(_greyjoy(["01072", "01077"]))
    g.ability("A", "A:01077#1", "reaction", targets=["B:01053#1"],
              costs=[{"op": "sacrifice", "card": "A:01077#1"}])  # fmt: skip
    st = g.state()
    assert st.cards["B:01053#1"].zone == "dead"
    assert st.cards["A:01077#1"].zone == "discard"


def test_01077_throwing_axe_misuse_R_TARGET_1_not_defending() -> None:
    g = _axe_challenge(_greyjoy(["01072", "01077"]))
    g.ability("A", "A:01077#1", "reaction", targets=["B:01053#2"],
              costs=[{"op": "sacrifice", "card": "A:01077#1"}])  # fmt: skip
    assert g.error()[1] == "R-TARGET-1"


def test_01077_throwing_axe_misuse_R_COST_2_not_sacrificed() -> None:
    g = _axe_challenge(_greyjoy(["01072", "01077"]))
    g.ability("A", "A:01077#1", "reaction", targets=["B:01053#1"])
    assert g.error()[1] == "R-COST-2"


# --- 01078 Great Kraken --------------------------------------------------------------------


def test_01078_great_kraken_gives_balon_stealth_and_gains_power() -> None:
    g = _greyjoy(["01068", "01078"])
    g.start(setup_a=["01068#1"], hand_a=["01078#1"]).round()
    assert not has_keyword(g.state(), "A:01068#1", "stealth")
    g.ev("marshal", seat="A", card="01078#1")
    assert has_keyword(g.state(), "A:01068#1", "stealth")
    g.ev("pass", seat="A").ev("pass", seat="B")
    _unopposed_military(g, ["01068#1"])
    g.ability("A", "A:01078#1", "reaction", choice="power")
    assert g.state().players[0].power == 1


def test_01078_great_kraken_draws_a_card() -> None:
    g = _greyjoy(["01078"])
    g.start(setup_a=["01078#1", "01053#1"]).round()
    _unopposed_military(_to_challenges(g), ["01053#1"])
    card = g._filler("A", 1)[0]
    g.ability("A", "A:01078#1", "reaction", choice="draw",
              effects=[{"op": "draw", "seat": "A", "cards": [card]}])  # fmt: skip
    assert card in g.state().players[0].hand


def test_01078_great_kraken_misuse_R_TARGET_1_no_choice() -> None:
    g = _greyjoy(["01078"])
    g.start(setup_a=["01078#1", "01053#1"]).round()
    _unopposed_military(_to_challenges(g), ["01053#1"])
    g.ability("A", "A:01078#1", "reaction")
    assert g.error()[1] == "R-TARGET-1"


def test_01078_great_kraken_misuse_R_LIMIT_1_third_use_in_a_round() -> None:
    g = CardGame(a=["01078"], b=[], faction_a="greyjoy")
    g.start(setup_a=["01078#1", "01053#1", "01113#1"], hand_a=["01187#1"]).round()
    g.ev("marshal", seat="A", card="01187#1")
    _to_challenges(g)
    for ctype, attacker in (("military", "01053#1"), ("intrigue", "01113#1"),
                            ("power", "01187#1")):  # fmt: skip
        g.ev("challenge", seat="A", challenge=ctype, attackers=[attacker])
        g.ev("defenders", seat="B", defenders=[])
        g.ability("A", "A:01078#1", "reaction", choice="power")
        if ctype == "intrigue":
            g.ev("claim", seat="B", cards=_hand(g, "B")[:2])
    seq, rule, _ = g.error()
    assert (seq, rule) == (g.last_seq(), "R-LIMIT-1")


# --- 01079 Iron Fleet Scout ----------------------------------------------------------------


def test_01079_iron_fleet_scout_gives_2_str_as_first_player() -> None:
    g = _greyjoy(["01079", "01072"])
    g.start(setup_a=["01079#1", "01072#1", "01113#1"]).round()
    _to_challenges(g)
    g.ev("challenge", seat="A", challenge="military", attackers=["01072#1"])
    g.ability("A", "A:01079#1", "action", targets=["A:01072#1"],
              costs=[{"op": "kneel", "card": "A:01079#1"}])  # fmt: skip
    assert strength(g.state(), "A:01072#1") == 3 + 2
    g.ev("defenders", seat="B", defenders=[])
    g.ev("challenge", seat="A", challenge="intrigue", attackers=["01113#1"])
    assert strength(g.state(), "A:01072#1") == 3  # until the end of the challenge


def test_01079_iron_fleet_scout_misuse_R_TARGET_1_not_participating() -> None:
    g = _greyjoy(["01079", "01072"])
    g.start(setup_a=["01079#1", "01072#1", "01072#2"]).round()
    _to_challenges(g)
    g.ev("challenge", seat="A", challenge="military", attackers=["01072#1"])
    g.ability("A", "A:01079#1", "action", targets=["A:01072#2"],
              costs=[{"op": "kneel", "card": "A:01079#1"}])  # fmt: skip
    assert g.error()[1] == "R-TARGET-1"


# --- 01083 We Do Not Sow -------------------------------------------------------------------


def _sow_game() -> CardGame:
    g = CardGame(a=["01083"], b=["01079", "01078"], faction_a="greyjoy")
    g.start(setup_a=["01053#1"], setup_b=["01079#1", "01078#1"],
            hand_a=["01083#1", "01083#2"]).round()  # fmt: skip
    return _unopposed_military(_to_challenges(g), ["01053#1"])


def test_01083_we_do_not_sow_discards_a_location_of_the_loser() -> None:
    g = _sow_game()
    g.ability("A", "A:01083#1", "reaction", targets=["B:01078#1"],
              costs=[{"op": "spend_gold", "seat": "A", "amount": 1}])  # fmt: skip
    st = g.state()
    assert st.cards["B:01078#1"].zone == "discard" and st.cards["A:01083#1"].zone == "discard"
    assert st.players[0].gold == 3 - 1


def test_01083_we_do_not_sow_misuse_R_LIMIT_3_second_copy_in_one_challenge() -> None:
    g = _sow_game()
    for copy, target in (("A:01083#1", "B:01078#1"), ("A:01083#2", "B:01079#1")):
        g.ability("A", copy, "reaction", targets=[target],
                  costs=[{"op": "spend_gold", "seat": "A", "amount": 1}])  # fmt: skip
    assert g.error()[1] == "R-LIMIT-3"


def test_01083_we_do_not_sow_misuse_R_TARGET_1_own_location() -> None:
    g = CardGame(a=["01083", "01079"], b=[], faction_a="greyjoy")
    g.start(setup_a=["01053#1", "01079#1"], hand_a=["01083#1"]).round()
    _unopposed_military(_to_challenges(g), ["01053#1"])
    g.ability("A", "A:01083#1", "reaction", targets=["A:01079#1"],
              costs=[{"op": "spend_gold", "seat": "A", "amount": 1}])  # fmt: skip
    assert g.error()[1] == "R-TARGET-1"


# --- 01068 Balon Greyjoy / 01082 The Kraken's Grasp ---------------------------------------


def _balon_defended() -> CardGame:
    g = _greyjoy(["01068"])
    g.start(setup_a=["01068#1"], setup_b=["01053#1"]).round()
    _to_challenges(g)
    g.ev("challenge", seat="A", challenge="military", attackers=["01068#1"])
    g.ev("defenders", seat="B", defenders=["B:01053#1"])
    return g


def test_01068_balon_weaker_defenders_do_not_contribute_their_str() -> None:
    g = _balon_defended()
    g.ev("challenge_result", winner="A", attacker_str=5, defender_str=0, unopposed=True)
    assert g.verdict().errors == ()


def test_01068_balon_misuse_F_4_2_2_defender_str_counted() -> None:
    g = _balon_defended()
    g.ev("challenge_result", winner="A", attacker_str=5, defender_str=2, unopposed=False)
    assert g.error()[1] == "F-4.2.2"


def _grasp(first: str) -> CardGame:
    g = CardGame(a=["01082"], b=[], faction_a="greyjoy")
    g.start(setup_a=["01053#1"], setup_b=["01053#1", "01053#2"], hand_a=["01082#1"])
    g.round(first=first)
    if first == "B":
        g.ev("pass", seat="B").ev("pass", seat="A").ev("pass", seat="B")
    else:
        _to_challenges(g)
    g.ev("challenge", seat="A", challenge="military", attackers=["01053#1"])
    g.ev("defenders", seat="B", defenders=["B:01053#1", "B:01053#2"])
    g.ability("A", "A:01082#1", "action", targets=["B:01053#1"])
    return g


def test_01082_krakens_grasp_a_defender_does_not_contribute_its_str() -> None:
    g = _grasp("A")
    g.ev("challenge_result", winner="A", attacker_str=2, defender_str=2, unopposed=False)
    st = g.state()
    assert st.challenge is not None and st.challenge.winner == 0
    assert st.cards["A:01082#1"].zone == "discard"


def test_01082_krakens_grasp_misuse_R_PLAYRES_1_not_the_first_player() -> None:
    assert _grasp("B").error()[1] == "R-PLAYRES-1"


def test_01082_krakens_grasp_misuse_R_TARGET_1_an_attacker() -> None:
    g = CardGame(a=["01082"], b=[], faction_a="greyjoy")
    g.start(setup_a=["01053#1"], setup_b=["01053#1"], hand_a=["01082#1"]).round()
    _to_challenges(g)
    g.ev("challenge", seat="A", challenge="military", attackers=["01053#1"])
    g.ev("defenders", seat="B", defenders=["B:01053#1"])
    g.ability("A", "A:01082#1", "action", targets=["A:01053#1"])
    assert g.error()[1] == "R-TARGET-1"


# --- 01069 Euron Crow's Eye ----------------------------------------------------------------


def _euron_pillages(use: bool = True) -> CardGame:
    g = CardGame(a=["01069"], b=["01079"], faction_a="greyjoy")
    g.start(setup_a=["01069#1"]).round()
    _unopposed_military(_to_challenges(g), ["01069#1"])
    cards = ["B:01079#1"] if use else []
    g.ev("keyword", seat="A", keyword="pillage", card="01069#1", cards=cards, use=use)
    return g


def test_01069_euron_puts_the_pillaged_location_into_play_under_your_control() -> None:
    g = _euron_pillages()
    g.ability("A", "A:01069#1", "reaction", targets=["B:01079#1"])
    st = g.state()
    scout = st.cards["B:01079#1"]
    assert scout.zone == "play" and scout.controller == 0 and scout.owner == 1
    assert "B:01079#1" in st.players[0].in_play


def test_01069_euron_misuse_R_REACTION_3_pillage_declined() -> None:
    g = _euron_pillages(use=False)
    g.ability("A", "A:01069#1", "reaction", targets=["B:01079#1"])
    assert g.error()[1] == "R-REACTION-3"


def test_01069_euron_misuse_R_EFFECT_1_forged_owner_control() -> None:
    g = _euron_pillages()
    g.ability("A", "A:01069#1", "reaction", targets=["B:01079#1"],
              effects=[{"op": "put_into_play", "card": "B:01079#1"}])  # fmt: skip
    assert g.error()[1] == "R-EFFECT-1"


# --- 01081 Risen from the Sea --------------------------------------------------------------


def _risen(target: str, victims: list[str]) -> CardGame:
    """B wins a military challenge against A (claim 2); A's interrupt comes before the claim."""
    g = _greyjoy(["01072", "01081"])
    g.start(setup_a=["01072#1", "01053#1", "01053#2"], setup_b=["01053#1"],
            hand_a=["01081#1"]).round()  # fmt: skip
    _to_challenges(g).ev("pass", seat="A")
    g.ev("challenge", seat="B", challenge="military", attackers=["01053#1"])
    g.ev("defenders", seat="A", defenders=[])
    g.ability("A", "A:01081#1", "interrupt", targets=[target])
    g.ev("claim", seat="A", cards=victims)
    return g


def test_01081_risen_from_the_sea_saves_and_attaches_as_a_terminal_condition() -> None:
    g = _risen("A:01072#1", ["A:01072#1", "A:01053#1"])
    st = g.state()
    crew, risen = st.cards["A:01072#1"], st.cards["A:01081#1"]
    assert crew.zone == "play" and st.cards["A:01053#1"].zone == "dead"
    assert risen.zone == "play" and risen.host == "A:01072#1"
    assert strength(st, "A:01072#1") == 3 + 1
    assert has_keyword(st, "A:01081#1", "terminal")
    leave_play(st, "A:01072#1", "dead")  # later, its host leaves play: terminal
    assert risen.zone == "discard"


def test_01081_risen_from_the_sea_misuse_R_TARGET_1_not_a_greyjoy_character() -> None:
    g = _risen("A:01053#1", ["A:01053#1", "A:01053#2"])
    assert g.error()[1] == "R-TARGET-1"


def test_01081_risen_from_the_sea_misuse_R_INTERRUPT_3_the_character_was_not_killed() -> None:
    g = _risen("A:01072#1", ["A:01053#1", "A:01053#2"])
    seq, rule, _ = g.error()
    assert (seq, rule) == (g.last_seq(), "R-INTERRUPT-3")
