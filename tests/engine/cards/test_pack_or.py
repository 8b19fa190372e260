"""Oberyn's Revenge: a legal use and a misuse of each scripted card (bestow: Irri, Begging
Brother)."""

from __future__ import annotations

from engine.game.state.model import strength
from tests.engine.cards.harness import CardGame
from tests.engine.cards.quick import faction_action
from tests.engine.cards.rounds import to_challenges


def _tokens(g: CardGame, cid: str) -> int:
    return g.state().tokens.get(cid, {}).get("gold", 0)


# --- 06093 Irri (bestow) --------------------------------------------------------------------


def _irri(bestowed: str | None = "1") -> CardGame:
    g = CardGame(a=["06093", "01163"], b=[], faction_a="targaryen")
    g.start(setup_a=["01163#1"], hand_a=["06093#1"]).round()  # Viserys: a Lord
    g.ev("marshal", seat="A", card="06093#1")  # 3 gold - 2
    if bestowed is not None:
        g.ability("A", "A:06093#1", "keyword", choice=bestowed)
    return g


def test_06093_irri_bestow_moves_gold_from_the_pool_onto_her() -> None:
    g = _irri("1")
    st = g.state()
    assert st.players[0].gold == 0 and _tokens(g, "A:06093#1") == 1


def test_06093_irri_bestow_misuse_R_TARGET_1_more_than_bestow_2() -> None:
    g = _irri("3")
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-TARGET-1") and "06093 Irri" in message


def test_06093_irri_bestow_misuse_R_COST_8_more_gold_than_the_pool_holds() -> None:
    g = _irri("2")
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-COST-8") and "06093 Irri" in message


def test_06093_irri_bestow_misuse_R_REACTION_3_not_after_she_entered_play() -> None:
    g = _irri(None)
    g.ev("pass", seat="A")
    g.ability("A", "A:06093#1", "keyword", choice="1")
    assert g.error()[1] == "R-REACTION-3"


def test_06093_irri_discards_her_gold_to_stand_a_lord() -> None:
    g = _irri("1")
    faction_action(g, "A", {"op": "kneel", "card": "A:01163#1"}, at="F-AW-3")
    g.ability("A", "A:06093#1", "action", ability=2,
              costs=[{"op": "token", "card": "A:06093#1", "token": "gold", "amount": -1}],
              targets=["A:01163#1"])  # fmt: skip
    st = g.state()
    assert not st.cards["A:01163#1"].kneeling and _tokens(g, "A:06093#1") == 0


def test_06093_irri_misuse_R_PLAYRES_1_no_gold_on_her() -> None:
    g = _irri(None)
    faction_action(g, "A", {"op": "kneel", "card": "A:01163#1"}, at="F-AW-3")
    g.ability("A", "A:06093#1", "action", ability=2,
              costs=[{"op": "token", "card": "A:06093#1", "token": "gold", "amount": -1}],
              targets=["A:01163#1"])  # fmt: skip
    assert g.error()[1] == "R-PLAYRES-1"


def test_06093_irri_misuse_R_TARGET_1_not_a_lord_or_lady() -> None:
    g = _irri("1")
    faction_action(g, "A", {"op": "kneel", "card": "A:06093#1"}, at="F-AW-3")
    g.ability("A", "A:06093#1", "action", ability=2,
              costs=[{"op": "token", "card": "A:06093#1", "token": "gold", "amount": -1}],
              targets=["A:06093#1"])  # fmt: skip
    assert g.error()[1] == "R-TARGET-1"


# --- 06097 Begging Brother (bestow, cancel) ----------------------------------------------------


def _brother_vs_eddard(gold: bool = True) -> CardGame:
    g = CardGame(a=["06097"], b=["01144"], faction_a="lannister", faction_b="stark")
    g.start(setup_b=["01144#1"], setup_a=["01053#1"], hand_a=["06097#1"]).round()
    g.ev("marshal", seat="A", card="06097#1")  # 3 gold - 3
    if gold:
        faction_action(g, "A", {"op": "gain_gold", "seat": "A", "amount": 1}, at="F-AW-3")
        g.ability("A", "A:06097#1", "keyword", choice="1")
    faction_action(g, "B", {"op": "kneel", "card": "B:01144#1"}, at="F-AW-3")
    to_challenges(g)
    g.ev("challenge", seat="A", challenge="military", attackers=["01053#1"])
    return g


def test_06097_begging_brother_cancels_eddards_reaction() -> None:
    g = _brother_vs_eddard()
    g.ability("A", "A:06097#1", "interrupt", ability=2,
              costs=[{"op": "token", "card": "A:06097#1", "token": "gold", "amount": -1}],
              targets=["B:01144#1"])  # fmt: skip
    g.ability("B", "B:01144#1", "reaction", cancelled=True)
    st = g.state()
    assert st.cards["B:01144#1"].kneeling and _tokens(g, "A:06097#1") == 0


def test_06097_begging_brother_misuse_R_PLAYRES_1_without_gold() -> None:
    g = _brother_vs_eddard(gold=False)
    g.ability("A", "A:06097#1", "interrupt", ability=2,
              costs=[{"op": "token", "card": "A:06097#1", "token": "gold", "amount": -1}],
              targets=["B:01144#1"])  # fmt: skip
    assert g.error()[1] == "R-PLAYRES-1"


def test_06097_begging_brother_misuse_R_COST_2_cost_not_paid() -> None:
    g = _brother_vs_eddard()
    g.ability("A", "A:06097#1", "interrupt", ability=2, targets=["B:01144#1"])
    assert g.error()[1] == "R-COST-2"


# --- 06082 Passing the Black Gate -------------------------------------------------------------


def test_06082_passing_the_black_gate_each_stark_character_costs_1_less() -> None:
    g = CardGame(a=["06082", "01150"], b=[], faction_a="stark")
    g.start(hand_a=["06082#1", "01150#1", "01150#2"]).round()
    g.ability("A", "A:06082#1", "action", costs=[{"op": "kneel", "card": "A:faction"}])
    g.ev("marshal", seat="A", card="01150#1", cost=1)
    g.ev("marshal", seat="A", card="01150#2", cost=1)  # each, not only the next
    assert g.state().players[0].gold == 1


def test_06082_passing_the_black_gate_misuse_R_ACTION_2_in_the_challenges_phase() -> None:
    g = CardGame(a=["06082"], b=[], faction_a="stark")
    g.start(hand_a=["06082#1"]).round()
    to_challenges(g)
    g.ability("A", "A:06082#1", "action", costs=[{"op": "kneel", "card": "A:faction"}],
              at="F-AW-4.1")  # fmt: skip
    assert g.error()[1] == "R-ACTION-2"


# --- 06085 Defender of the Wall ---------------------------------------------------------------


def test_06085_defender_of_the_wall_gets_2_str_while_defending() -> None:
    g = CardGame(a=["06085"], b=[], faction_a="thenightswatch")
    g.start(setup_a=["06085#1"], setup_b=["01053#1"]).round()
    assert strength(g.state(), "A:06085#1") == 2
    g.ev("pass", seat="A").ev("pass", seat="B").ev("pass", seat="A")
    g.ev("challenge", seat="B", challenge="military", attackers=["01053#1"])
    g.ev("defenders", seat="A", defenders=["A:06085#1"])
    assert strength(g.state(), "A:06085#1") == 4
    g.ev("challenge_result", winner="A", attacker_str=2, defender_str=4, unopposed=False)
    assert g.verdict().errors == ()


def test_06085_defender_of_the_wall_misuse_F_4_2_2_bonus_ignored() -> None:
    g = CardGame(a=["06085"], b=[], faction_a="thenightswatch")
    g.start(setup_a=["06085#1"], setup_b=["01053#1"]).round()
    g.ev("pass", seat="A").ev("pass", seat="B").ev("pass", seat="A")
    g.ev("challenge", seat="B", challenge="military", attackers=["01053#1"])
    g.ev("defenders", seat="A", defenders=["A:06085#1"])
    g.ev("challenge_result", winner="B", attacker_str=2, defender_str=2, unopposed=False)
    assert g.error()[1] == "F-4.2.2"


# --- 06088 Northern Encampment ----------------------------------------------------------------


def test_06088_northern_encampment_kneels_for_2_gold() -> None:
    g = CardGame(a=["06088"], b=[], faction_a="baratheon")
    g.start(setup_a=["06088#1"]).round()
    g.ability("A", "A:06088#1", "action", costs=[{"op": "kneel", "card": "A:06088#1"}])
    assert g.state().players[0].gold == 5


def test_06088_northern_encampment_misuse_R_ACTION_2_challenges_phase() -> None:
    g = CardGame(a=["06088"], b=[], faction_a="baratheon")
    g.start(setup_a=["06088#1"]).round()
    to_challenges(g)
    g.ability("A", "A:06088#1", "action", costs=[{"op": "kneel", "card": "A:06088#1"}],
              at="F-AW-4.1")  # fmt: skip
    assert g.error()[1] == "R-ACTION-2"


def _encampment_through_standing(dominance_gold: int) -> CardGame:
    """A kneels the Encampment; both pass to the taxation phase (A's 5 gold against B's
    2 STR and 3 gold: a tie, unless A gains ``dominance_gold`` more)."""
    g = CardGame(a=["06088"], b=[], faction_a="baratheon")
    g.start(setup_a=["06088#1"], setup_b=["01053#1"]).round()
    g.ability("A", "A:06088#1", "action", costs=[{"op": "kneel", "card": "A:06088#1"}])
    if dominance_gold:
        faction_action(g, "A", {"op": "gain_gold", "seat": "A", "amount": dominance_gold},
                       at="F-AW-3")  # fmt: skip
    for _ in range(3):  # marshaling, challenges, dominance
        g.ev("pass", seat="A").ev("pass", seat="B")
    return g


def test_06088_northern_encampment_stands_after_you_won_dominance() -> None:
    g = _encampment_through_standing(1)
    st = g.state()
    assert st.last_dominance == 0 and not st.cards["A:06088#1"].kneeling


def test_06088_northern_encampment_stays_knelt_without_dominance() -> None:
    g = _encampment_through_standing(0)
    st = g.state()
    assert st.phase == "taxation" and st.cards["A:06088#1"].kneeling


# --- 06095 The Red Viper ----------------------------------------------------------------------


def _viper(defender: str) -> CardGame:
    g = CardGame(a=["06095"], b=["06085"], faction_a="martell", faction_b="thenightswatch")
    g.start(setup_a=["06095#1"], setup_b=[defender]).round()
    to_challenges(g)
    g.ev("challenge", seat="A", challenge="military", attackers=["06095#1"])
    g.ev("defenders", seat="B", defenders=[f"B:{defender}"])
    return g


def test_06095_red_viper_a_one_icon_defender_does_not_contribute() -> None:
    g = _viper("06085#1")  # Defender of the Wall: a military icon only
    g.ev("challenge_result", winner="A", attacker_str=5, defender_str=0, unopposed=True)
    assert g.verdict().errors == ()


def test_06095_red_viper_misuse_F_4_2_2_one_icon_defender_counted() -> None:
    g = _viper("06085#1")
    g.ev("challenge_result", winner="A", attacker_str=5, defender_str=4, unopposed=False)
    assert g.error()[1] == "F-4.2.2"


def test_06095_red_viper_a_two_icon_defender_still_contributes() -> None:
    g = _viper("01053#1")  # military and power icons
    g.ev("challenge_result", winner="A", attacker_str=5, defender_str=2, unopposed=False)
    assert g.verdict().errors == ()


# --- 06098 Flea Bottom ------------------------------------------------------------------------


def _flea_bottom(target: str) -> CardGame:
    g = CardGame(a=["06098", "06027"], b=[], faction_a="baratheon")
    g.start(setup_a=["06098#1"], hand_a=["06027#1"]).round()
    faction_action(g, "A", {"op": "discard", "card": "A:01187#6"},
                   {"op": "discard", "card": "A:06027#1"}, at="F-AW-3")  # fmt: skip
    to_challenges(g)
    g.ability("A", "A:06098#1", "action", targets=[target], costs=[
        {"op": "spend_gold", "seat": "A", "amount": 1},
        {"op": "kneel", "card": "A:06098#1"}])  # fmt: skip
    return g


def test_06098_flea_bottom_a_cheap_character_for_the_phase_then_the_deck_bottom() -> None:
    g = _flea_bottom("A:01187#6")
    assert g.state().cards["A:01187#6"].zone == "play"
    g.ev("pass", seat="A").ev("pass", seat="B")  # the challenges phase ends
    st = g.state()
    assert st.cards["A:01187#6"].zone == "deck" and st.players[0].deck[0] == "A:01187#6"


def test_06098_flea_bottom_misuse_R_TARGET_1_printed_cost_7() -> None:
    g = _flea_bottom("A:06027#1")
    assert g.error()[1] == "R-TARGET-1"


# --- 06091 Nute the Barber ----------------------------------------------------------------------


def _nute(target: str) -> CardGame:
    g = CardGame(a=["06091"], b=[], faction_a="greyjoy")
    g.start(setup_a=["06091#1"]).round()
    faction_action(g, "A", {"op": "discard", "card": "A:01187#6"}, at="F-AW-3")
    to_challenges(g)
    g.ev("challenge", seat="A", challenge="military", attackers=["06091#1"])
    g.ev("defenders", seat="B", defenders=[])
    g.ev("keyword", seat="A", keyword="pillage", card="06091#1", cards=["B:01053#1"], use=True)
    g.ability("A", "A:06091#1", "reaction", targets=[target],
              effects=[{"op": "move", "card": target, "to": "hand"},
                       {"op": "draw", "seat": "A", "cards": ["A:01113#7"]}])  # fmt: skip
    return g


def test_06091_nute_returns_a_pillaged_card_and_draws() -> None:
    g = _nute("B:01053#1")
    st = g.state()
    assert st.cards["B:01053#1"].zone == "hand" and st.cards["A:01113#7"].zone == "hand"


def test_06091_nute_misuse_R_TARGET_1_his_own_discard_pile() -> None:
    g = _nute("A:01187#6")
    assert g.error()[1] == "R-TARGET-1"


# --- 06092 Iron Victory -------------------------------------------------------------------------


def test_06092_iron_victory_victarion_gets_1_str_per_power() -> None:
    g = CardGame(a=["06092", "05027"], b=[], faction_a="greyjoy")
    g.start(setup_a=["06092#1", "05027#1"]).round()
    faction_action(g, "A", {"op": "gain_power", "card": "A:05027#1", "amount": 2}, at="F-AW-3")
    assert strength(g.state(), "A:05027#1") == 5 + 2


def _iron_victory(save: bool) -> CardGame:
    g = CardGame(a=["06092", "12009"], b=[], faction_a="greyjoy")
    g.start(setup_a=["06092#1", "12009#1", "12009#2"]).round()  # Qarl with a duplicate
    kill: dict[str, object] = {"op": "kill", "card": "A:12009#1"}
    if save:
        kill["saved_by"] = "A:12009#2"
    faction_action(g, "B", kill, at="F-AW-3")
    g.ability("A", "A:06092#1", "reaction")
    return g


def test_06092_iron_victory_a_saved_greyjoy_character_gains_1_power() -> None:
    g = _iron_victory(save=True)
    assert g.state().cards["A:12009#1"].power == 1


def test_06092_iron_victory_misuse_R_REACTION_3_killed_not_saved() -> None:
    g = _iron_victory(save=False)
    assert g.error()[1] == "R-REACTION-3"


# --- 06099 The Iron Bank Will Have Its Due ------------------------------------------------------

_IRON_BANK_COSTS = [{"op": "kneel", "card": "A:faction"},
                    {"op": "return_to_hand", "card": "A:06093#1"}]  # fmt: skip


def _iron_bank() -> CardGame:
    g = CardGame(a=["06099", "06093"], b=[], faction_a="targaryen")
    g.start(setup_a=["06093#1"], hand_a=["06099#1"]).round()
    g.ability("A", "A:06099#1", "action", costs=_IRON_BANK_COSTS, at="F-AW-3")
    return g


def test_06099_iron_bank_gold_for_the_returned_characters_cost() -> None:
    g = _iron_bank()
    st = g.state()
    assert st.players[0].gold == 3 + 2 and st.cards["A:06093#1"].zone == "hand"


def test_06099_iron_bank_misuse_R_CANNOT_1_the_same_title_marshaled_again() -> None:
    g = _iron_bank()
    g.ev("marshal", seat="A", card="06093#1")
    assert g.error()[1] == "R-CANNOT-1"
