"""Fury of the Storm, House Baratheon: a legal use and a misuse of each scripted card."""

from __future__ import annotations

from engine.game.state.model import has_keyword, plot_value, strength
from tests.engine.cards.harness import CardGame
from tests.engine.cards.quick import faction_action

_KNEEL = {"op": "kneel", "card": "A:faction"}


def _game(a: list[str], **kw: object) -> CardGame:
    return CardGame(a=a, b=[], faction_a="baratheon", **kw)  # type: ignore[arg-type]


def _to_challenges(g: CardGame) -> CardGame:
    return g.ev("pass", seat="A").ev("pass", seat="B")


def _unopposed(g: CardGame, ctype: str, attackers: list[str], total: int) -> None:
    g.ev("challenge", seat="A", challenge=ctype, attackers=attackers)
    g.ev("defenders", seat="B", defenders=[])
    g.ev("challenge_result", winner="A", attacker_str=total, defender_str=0, unopposed=True)


# --- 14009 Griffin's Roost Knight -------------------------------------------------------------


def _knight_at_the_phase_end(lose_power: bool) -> CardGame:
    g = _game(["14009"])
    g.start(setup_a=["14009#1"], setup_b=["01187#1"]).round()
    _to_challenges(g)
    _unopposed(g, "power", ["14009#1"], 4)
    g.ev("pass", seat="A")
    if lose_power:
        g.ev("challenge", seat="B", challenge="power", attackers=["01187#1"])
        g.ev("defenders", seat="A", defenders=[])
        g.ev("challenge_result", winner="B", attacker_str=2, defender_str=0, unopposed=True)
    g.ev("pass", seat="B")
    return g.ability("A", "A:14009#1", "interrupt")


def test_14009_griffins_roost_knight_stands_when_the_challenges_phase_ends() -> None:
    st = _knight_at_the_phase_end(lose_power=False).state()
    assert not st.cards["A:14009#1"].kneeling and st.step == "F-4.4"  # before dominance


def test_14009_griffins_roost_knight_misuse_R_PLAYRES_1_lost_a_power_challenge() -> None:
    g = _knight_at_the_phase_end(lose_power=True)
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-PLAYRES-1")
    assert "14009 Griffin's Roost Knight" in message


# --- 14015 Bastard of Robert ------------------------------------------------------------------


def test_14015_bastard_of_robert_costs_2_less_with_robert_and_draws_with_a_king() -> None:
    g = _game(["14001", "14015"])
    g.start(setup_a=["14001#1"], hand_a=["14015#1", "14015#2"]).round()
    g.ev("marshal", seat="A", card="14015#1", cost=0)
    top = g._filler("A", 1)
    g.ability("A", "A:14015#1", "reaction", effects=[{"op": "draw", "seat": "A", "cards": top}])
    st = g.state()
    assert st.players[0].gold == 3 and st.cards[top[0]].zone == "hand"


def test_14015_bastard_of_robert_misuse_R_COST_1_full_cost_without_robert() -> None:
    g = _game(["14015"])
    g.start(hand_a=["14015#1"]).round()
    g.ev("marshal", seat="A", card="14015#1", cost=0)
    assert g.error()[:2] == (g.last_seq(), "R-COST-1")


def test_14015_bastard_of_robert_misuse_R_PLAYRES_1_no_king_to_draw() -> None:
    g = _game(["14015"])
    g.start(hand_a=["14015#1"]).round()
    g.ev("marshal", seat="A", card="14015#1", cost=2)
    g.ability("A", "A:14015#1", "reaction",
              effects=[{"op": "draw", "seat": "A", "cards": g._filler("A", 1)}])  # fmt: skip
    assert g.error()[:2] == (g.last_seq(), "R-PLAYRES-1")


# --- 14010 Dale Seaworth ----------------------------------------------------------------------


def _dale_with_a_discarded_location(location: str) -> CardGame:
    g = _game(["14010", location.split("#")[0]])
    g.start(hand_a=["14010#1", location]).round()
    faction_action(g, "A", {"op": "discard", "card": f"A:{location}"}, at="F-AW-3")
    g.ev("marshal", seat="A", card="14010#1", cost=3)
    return g


def test_14010_dale_seaworth_returns_a_baratheon_location_from_discard() -> None:
    g = _dale_with_a_discarded_location("14018#1")  # Cape Wrath
    g.ability("A", "A:14010#1", "reaction", targets=["A:14018#1"])
    assert g.state().cards["A:14018#1"].zone == "hand"


def test_14010_dale_seaworth_misuse_R_TARGET_1_a_non_baratheon_location() -> None:
    g = _dale_with_a_discarded_location("01040#1")  # neutral Core location (The Roseroad)
    g.ability("A", "A:14010#1", "reaction", targets=["A:01040#1"])
    assert g.error()[:2] == (g.last_seq(), "R-TARGET-1")


# --- 14046 Parley at Storm's End --------------------------------------------------------------


def _parley(choice: str) -> CardGame:
    g = _game(["01053"], plots_a=["14046"])
    g.start(setup_a=["01053#1"], setup_b=["01187#1"])
    g.ev("plot", seat="A", card="A:14046#1").ev("plot", seat="B", card="B:01025#1")
    g.ev("initiative", seat="B", at="F-1.3.I")
    g.ev("first_player", seat="A")
    g.ability("A", "A:14046#1", "when_revealed", choice=choice)
    g.draw("A", 2).draw("B", 2)
    return _to_challenges(g)


def test_14046_parley_at_storms_end_no_challenge_of_the_named_type() -> None:
    g = _parley("military")
    g.ev("challenge", seat="A", challenge="power", attackers=["01053#1"])
    assert g.verdict().errors == ()


def test_14046_parley_at_storms_end_misuse_R_CANNOT_1_initiates_the_named_type() -> None:
    g = _parley("military")
    g.ev("challenge", seat="A", challenge="military", attackers=["01053#1"])
    assert g.error()[:2] == (g.last_seq(), "R-CANNOT-1")


# --- 14017 The Stormlands ---------------------------------------------------------------------


def _stormlands(attacker: str) -> CardGame:
    g = _game(["14017", "01084"])
    g.start(setup_a=["14017#1", "01084#1"] if attacker == "01084#1" else ["14017#1", attacker])
    g.round()
    _to_challenges(g)
    _unopposed(g, "power", [attacker], 4 if attacker == "01084#1" else 2)
    return g


def test_14017_the_stormlands_stands_a_participating_queen_and_a_second_power_challenge() -> None:
    g = _stormlands("01084#1")  # Cersei Lannister: Queen
    g.ability("A", "A:14017#1", "reaction", costs=[{"op": "kneel", "card": "A:14017#1"}],
              targets=["A:01084#1"])  # fmt: skip
    assert not g.state().cards["A:01084#1"].kneeling
    _unopposed(g, "power", ["01084#1"], 4)  # an additional power challenge
    assert g.verdict().errors == ()


def test_14017_the_stormlands_misuse_R_TARGET_1_stands_a_non_king() -> None:
    g = _stormlands("01053#1")
    g.ability("A", "A:14017#1", "reaction", costs=[{"op": "kneel", "card": "A:14017#1"}],
              targets=["A:01053#1"])  # fmt: skip
    assert g.error()[:2] == (g.last_seq(), "R-TARGET-1")


# --- 14018 Cape Wrath -------------------------------------------------------------------------


def test_14018_cape_wrath_raises_power_claim_by_1() -> None:
    g = _game(["14018"])
    g.start(setup_a=["14018#1", "01053#1"], setup_b=["01187#1"]).round()
    faction_action(g, "B", {"op": "gain_power", "seat": "B", "amount": 5})
    _to_challenges(g)
    g.ev("challenge", seat="A", challenge="power", attackers=["01053#1"])
    assert plot_value(g.state(), 0, "claim") == 2 + 1
    g.ev("defenders", seat="B", defenders=[])
    g.ev("challenge_result", winner="A", attacker_str=2, defender_str=0, unopposed=True)
    g.ev("pass", seat="A")
    assert g.state().players[1].power == 5 - 3


def test_14018_cape_wrath_misuse_R_CLAIM_POW_2_claim_stated_without_the_raise() -> None:
    g = _game(["14018"])
    g.start(setup_a=["14018#1", "01053#1"], setup_b=["01187#1"]).round()
    faction_action(g, "B", {"op": "gain_power", "seat": "B", "amount": 5})
    _to_challenges(g)
    g.ev("challenge", seat="A", challenge="power", attackers=["01053#1"])
    g.ev("defenders", seat="B", defenders=[])
    g.ev("challenge_result", winner="A", attacker_str=2, defender_str=0, unopposed=True)
    g.ev("claim", seat="B", amount=2)
    assert g.error()[:2] == (g.last_seq(), "R-CLAIM-POW-2")


# --- 14019 Lyseni Galley ----------------------------------------------------------------------


def test_14019_lyseni_galley_gives_a_smuggler_1_str_and_stealth() -> None:
    g = _game(["14019", "14016"])
    g.start(setup_a=["14019#1", "14016#1"]).round()
    g.ability("A", "A:14019#1", "action", costs=[{"op": "kneel", "card": "A:14019#1"}],
              targets=["A:14016#1"])  # fmt: skip
    st = g.state()
    assert strength(st, "A:14016#1") == 2 and has_keyword(st, "A:14016#1", "stealth")


def test_14019_lyseni_galley_misuse_R_EFFECT_1_stealth_for_a_non_smuggler() -> None:
    g = _game(["14019"])
    g.start(setup_a=["14019#1", "01053#1"]).round()
    g.ability("A", "A:14019#1", "action", costs=[{"op": "kneel", "card": "A:14019#1"}],
              targets=["A:01053#1"], effects=[
                  {"op": "strength", "card": "A:01053#1", "amount": 1, "until": "phase"},
                  {"op": "keyword", "card": "A:01053#1", "keyword": "stealth",
                   "until": "phase"}])  # fmt: skip
    assert g.error()[:2] == (g.last_seq(), "R-EFFECT-1")


# --- 14020 Azor Ahai Reborn -------------------------------------------------------------------


def _azor(attacker: str) -> CardGame:
    g = _game(["14020", "14014", "14010"])
    g.start(setup_a=["14014#1", "14010#1", "14020#1"], attach_a={"14020#1": "14010#1"})
    g.round()
    _to_challenges(g)
    g.ev("challenge", seat="A", challenge="power", attackers=[attacker])
    g.ev("defenders", seat="B", defenders=[])
    return g


def test_14020_azor_ahai_reborn_attached_participates_with_an_attacking_rhllor() -> None:
    g = _azor("14014#1")  # Acolyte of the Flame: R'hllor, STR 2; Dale Seaworth's 3 counts too
    g.ev("challenge_result", winner="A", attacker_str=5, defender_str=0, unopposed=True)
    assert g.verdict().errors == ()


def test_14020_azor_ahai_reborn_misuse_F_4_2_2_str_left_out() -> None:
    g = _azor("14014#1")
    g.ev("challenge_result", winner="A", attacker_str=2, defender_str=0, unopposed=True)
    assert g.error()[:2] == (g.last_seq(), "F-4.2.2")


# --- 14022 Warhammer --------------------------------------------------------------------------


def test_14022_warhammer_gives_2_str_to_a_low_str_character() -> None:
    g = _game(["14022"])
    g.start(setup_a=["01053#1", "14022#1"], attach_a={"14022#1": "01053#1"}).round()
    st = g.state()
    assert strength(st, "A:01053#1") == 4 and not has_keyword(st, "A:01053#1", "intimidate")


def test_14022_warhammer_misuse_F_4_2_2_intimidate_for_printed_str_5_not_str() -> None:
    g = _game(["14022", "14003"])
    g.start(setup_a=["14003#1", "14022#1"], attach_a={"14022#1": "14003#1"}).round()
    assert has_keyword(g.state(), "A:14003#1", "intimidate")
    _to_challenges(g)
    _unopposed(g, "power", ["14003#1"], 7)  # Melisandre: printed 5, no +2
    assert g.error()[:2] == (g.last_seq(), "F-4.2.2")


# --- 14008 Selyse Baratheon -------------------------------------------------------------------


def test_14008_selyse_reduces_an_rhllor_attachment_by_3() -> None:
    g = _game(["14008", "14020", "14010"])
    g.start(setup_a=["14008#1", "14010#1"], hand_a=["14020#1"]).round()
    g.ev("marshal", seat="A", card="14020#1", attach_to="14010#1", cost=0)
    assert g.state().players[0].gold == 3


def test_14008_selyse_misuse_R_COST_1_a_non_rhllor_attachment() -> None:
    g = _game(["14008", "14022"])
    g.start(setup_a=["14008#1", "01053#1"], hand_a=["14022#1"]).round()
    g.ev("marshal", seat="A", card="14022#1", attach_to="01053#1", cost=0)
    assert g.error()[:2] == (g.last_seq(), "R-COST-1")


# --- 14003 Melisandre -------------------------------------------------------------------------


def _melisandre_wins_intrigue() -> CardGame:
    g = _game(["14003"])
    g.start(setup_a=["14003#1"], setup_b=["01187#1", "01113#1"]).round()
    faction_action(g, "B", {"op": "gain_power", "card": "B:01187#1", "amount": 1})
    _to_challenges(g)
    _unopposed(g, "intrigue", ["14003#1"], 5)
    return g


def test_14003_melisandre_takes_the_last_power_and_kills_the_character() -> None:
    g = _melisandre_wins_intrigue()
    g.ability("A", "A:14003#1", "reaction", targets=["B:01187#1"])
    st = g.state()
    assert st.cards["A:14003#1"].power == 1 and st.cards["B:01187#1"].zone == "dead"


def test_14003_melisandre_misuse_R_TARGET_1_a_character_without_power() -> None:
    g = _melisandre_wins_intrigue()
    g.ability("A", "A:14003#1", "reaction", targets=["B:01113#1"])
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-TARGET-1")
    assert "14003 Melisandre" in message


# --- 14006 Ser Davos Seaworth -----------------------------------------------------------------


def _davos_wins() -> CardGame:
    g = _game(["14006"])
    g.start(setup_a=["14006#1", "01053#1"], setup_b=["01187#1"]).round()
    faction_action(g, "B", {"op": "gain_power", "seat": "B", "amount": 2})
    _to_challenges(g)
    g.ev("challenge", seat="A", challenge="intrigue", attackers=["14006#1"])
    g.ev("defenders", seat="B", defenders=["01187#1"])
    g.ev("challenge_result", winner="A", attacker_str=4, defender_str=2)
    return g


def test_14006_davos_discards_1_power_from_the_losers_faction_card() -> None:
    g = _davos_wins()
    g.ability("A", "A:14006#1", "reaction")
    assert g.state().players[1].power == 1


def test_14006_davos_misuse_R_TARGET_1_a_non_king_gains_the_power() -> None:
    g = _davos_wins()
    g.ability("A", "A:14006#1", "reaction", targets=["A:01053#1"])
    assert g.error()[:2] == (g.last_seq(), "R-TARGET-1")


# --- 14001 Robert Baratheon -------------------------------------------------------------------


def _robert_at_the_standing_phase(choice: str) -> CardGame:
    g = _game(["14001"])
    g.start(setup_a=["14001#1"], setup_b=["01187#1"]).round()
    faction_action(g, "A", {"op": "kneel", "card": "A:14001#1"})
    faction_action(g, "B", {"op": "kneel", "card": "B:01187#1"})
    _to_challenges(g)
    g.ev("pass", seat="A").ev("pass", seat="B")
    g.ev("dominance")
    return g.ability("A", "A:14001#1", "reaction", choice=choice)


def test_14001_robert_cost_4_or_lower_characters_cannot_stand() -> None:
    g = _robert_at_the_standing_phase("4_or_lower")
    hand = sorted(g.state().players[0].hand)
    g.ev("reserve", seat="A", cards=hand[: len(hand) - 5])
    st = g.state()
    assert st.cards["B:01187#1"].kneeling and not st.cards["A:14001#1"].kneeling


def test_14001_robert_misuse_R_TARGET_1_no_group_chosen() -> None:
    g = _robert_at_the_standing_phase("everyone")
    assert g.error()[:2] == (g.last_seq(), "R-TARGET-1")


# --- 14005 Salladhor Saan ---------------------------------------------------------------------


def _salladhor_marshals_a_smuggler() -> CardGame:
    g = _game(["14005", "14016", "14018"])
    g.start(setup_a=["14005#1", "14018#1"], hand_a=["14016#1", "14016#2"]).round()
    g.ev("marshal", seat="A", card="14016#1", cost=2)
    return g.ability("A", "A:14005#1", "reaction", targets=["A:14018#1"])


def test_14005_salladhor_saan_kneels_a_location_and_gains_its_cost() -> None:
    st = _salladhor_marshals_a_smuggler().state()
    assert st.cards["A:14018#1"].kneeling and st.players[0].gold == 3 - 2 + 2


def test_14005_salladhor_saan_misuse_R_LIMIT_1_twice_in_a_round() -> None:
    g = _salladhor_marshals_a_smuggler()
    faction_action(g, "A", {"op": "stand", "card": "A:14018#1"}, at="F-AW-3")
    g.ev("marshal", seat="A", card="14016#2", cost=2)
    g.ability("A", "A:14005#1", "reaction", targets=["A:14018#1"])
    assert g.error()[:2] == (g.last_seq(), "R-LIMIT-1")


# --- 14023 "A Cask of Ale" --------------------------------------------------------------------


def _cask(targets: list[str]) -> CardGame:
    g = _game(["14023"])
    g.start(setup_a=["01053#1", "01053#2"], setup_b=["01187#1"], hand_a=["14023#1"]).round()
    faction_action(g, "B", {"op": "gain_power", "card": "B:01187#1", "amount": 2})
    _to_challenges(g)
    _unopposed(g, "power", ["01053#1"], 2)
    return g.ability("A", "A:14023#1", "reaction", targets=targets, choice="2")


def test_14023_a_cask_of_ale_moves_2_power_between_cards_of_one_player() -> None:
    st = _cask_to_own().state()
    assert st.cards["A:01053#2"].power == 2


def _cask_to_own() -> CardGame:
    g = _game(["14023"])
    g.start(setup_a=["01053#1", "01053#2"], hand_a=["14023#1"]).round()
    faction_action(g, "A", {"op": "gain_power", "card": "A:01053#1", "amount": 2})
    _to_challenges(g)
    _unopposed(g, "power", ["01053#1"], 2)
    return g.ability("A", "A:14023#1", "reaction", targets=["A:01053#1", "A:01053#2"],
                     choice="2")  # fmt: skip


def test_14023_a_cask_of_ale_misuse_R_TARGET_1_cards_of_two_players() -> None:
    g = _cask(["B:01187#1", "A:01053#2"])
    assert g.error()[:2] == (g.last_seq(), "R-TARGET-1")
