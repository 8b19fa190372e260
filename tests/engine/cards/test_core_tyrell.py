"""Core Set, House Tyrell: a legal use and a misuse of each scripted card."""

from __future__ import annotations

from engine.game.state.model import icons, strength
from tests.engine.cards.harness import CardGame
from tests.engine.cards.quick import faction_action


def _marshaling_action(g: CardGame, seat: str, *effects: dict[str, object]) -> None:
    """An (unverified) faction-card action in the marshaling phase (gold, kneel, kill)."""
    faction_action(g, seat, *effects, at="F-AW-3")


def _tyrell(a: list[str], b: list[str] | None = None) -> CardGame:
    return CardGame(a=a, b=b or [], faction_a="tyrell", faction_b="lannister")


def _lomys_defends() -> CardGame:
    g = _tyrell(["01180"])
    g.start(setup_a=["01180#1"], setup_b=["01113#1"]).round()
    g.ev("pass", seat="A").ev("pass", seat="B").ev("pass", seat="A")
    g.ev("challenge", seat="B", challenge="intrigue", attackers=["01113#1"])
    g.ev("defenders", seat="A", defenders=["01180#1"])
    return g


def test_01180_maester_lomys_discards_a_random_card_from_the_attackers_hand() -> None:
    g = _lomys_defends()
    victim = sorted(g.drawn["B"] - {"B:01113#1"})[0]
    g.ability("A", "A:01180#1", "reaction", effects=[{"op": "discard", "card": victim}])
    st = g.state()
    assert st.cards[victim].zone == "discard"


def test_01180_maester_lomys_misuse_R_EFFECT_1_card_not_in_the_attackers_hand() -> None:
    g = _lomys_defends()
    mine = sorted(g.drawn["A"] - {"A:01180#1"})[0]
    g.ability("A", "A:01180#1", "reaction", effects=[{"op": "discard", "card": mine}])
    assert g.error()[1] == "R-EFFECT-1"


def test_01180_maester_lomys_misuse_R_REACTION_3_won_as_the_attacker() -> None:
    g = _tyrell(["01180"])
    g.start(setup_a=["01180#1"]).round()
    g.ev("pass", seat="A").ev("pass", seat="B")
    g.ev("challenge", seat="A", challenge="intrigue", attackers=["01180#1"])
    g.ev("defenders", seat="B", defenders=[])
    victim = sorted(g.drawn["B"])[0]
    g.ability("A", "A:01180#1", "reaction", effects=[{"op": "discard", "card": victim}])
    assert g.error()[1] == "R-REACTION-3"


def test_01181_margaery_gives_a_character_3_str_until_the_end_of_the_phase() -> None:
    g = _tyrell(["01181"])
    g.start(setup_a=["01181#1"], setup_b=["01053#1"]).round()
    g.ev("pass", seat="A").ev("pass", seat="B")
    g.ability("A", "A:01181#1", "action", costs=[{"op": "kneel", "card": "A:01181#1"}],
              targets=["B:01053#1"])  # fmt: skip
    assert strength(g.state(), "B:01053#1") == 2 + 3


def test_01181_margaery_misuse_R_EFFECT_1_forged_amount() -> None:
    g = _tyrell(["01181"])
    g.start(setup_a=["01181#1"], setup_b=["01053#1"]).round()
    g.ev("pass", seat="A").ev("pass", seat="B")
    forged = {"op": "strength", "card": "B:01053#1", "amount": 5, "until": "phase"}
    g.ability("A", "A:01181#1", "action", costs=[{"op": "kneel", "card": "A:01181#1"}],
              targets=["B:01053#1"], effects=[forged])  # fmt: skip
    assert g.error()[1] == "R-EFFECT-1"


def _queen_wins_intrigue(hand: list[str]) -> CardGame:
    g = _tyrell(["01186", "01181", "01185"])
    g.start(setup_a=["01186#1"], hand_a=hand).round()
    g.ev("pass", seat="A").ev("pass", seat="B")
    g.ev("challenge", seat="A", challenge="intrigue", attackers=["01186#1"])
    g.ev("defenders", seat="B", defenders=[])
    return g


def test_01186_queen_of_thorns_puts_a_tyrell_character_into_play_from_hand() -> None:
    g = _queen_wins_intrigue(["01181#1"])
    g.ability("A", "A:01186#1", "reaction", targets=["A:01181#1"])
    st = g.state()
    assert st.cards["A:01181#1"].zone == "play"


def test_01186_queen_of_thorns_misuse_R_TARGET_1_not_a_tyrell_character() -> None:
    g = _queen_wins_intrigue(["01053#1"])
    g.ability("A", "A:01186#1", "reaction", targets=["A:01053#1"])
    assert g.error()[1] == "R-TARGET-1"


def test_01188_garden_caretaker_reduces_the_next_tyrell_character() -> None:
    g = _tyrell(["01188"])
    g.start(setup_a=["01188#1"], hand_a=["01187#1"]).round()
    g.ability("A", "A:01188#1", "action", costs=[{"op": "kneel", "card": "A:01188#1"}])
    g.ev("marshal", seat="A", card="01187#1", cost=1)  # Courtesan of the Rose: 2 - 1
    assert g.state().players[0].gold == 2


def test_01188_garden_caretaker_misuse_R_COST_1_not_a_tyrell_character() -> None:
    g = _tyrell(["01188"])
    g.start(setup_a=["01188#1"], hand_a=["01053#1"]).round()
    g.ability("A", "A:01188#1", "action", costs=[{"op": "kneel", "card": "A:01188#1"}])
    g.ev("marshal", seat="A", card="01053#1", cost=1)
    assert g.error()[1] == "R-COST-1"


def _informant_ambushed() -> CardGame:
    g = _tyrell(["01189"])
    g.start(setup_a=["01053#1", "01113#1"], hand_a=["01189#1"]).round()
    _marshaling_action(g, "A", {"op": "gain_gold", "seat": "A", "amount": 1})
    g.ev("pass", seat="A").ev("pass", seat="B")
    g.ev("ambush", seat="A", card="01189#1")
    return g


def test_01189_olennas_informant_names_a_type_for_an_additional_challenge() -> None:
    g = _informant_ambushed()
    g.ability("A", "A:01189#1", "reaction", choice="military")
    g.ev("challenge", seat="A", challenge="military", attackers=["01053#1"])
    g.ev("defenders", seat="B", defenders=[])
    g.ev("challenge", seat="A", challenge="military", attackers=["01113#1"])
    assert g.verdict().errors == ()


def test_01189_olennas_informant_misuse_R_TARGET_1_no_challenge_type_named() -> None:
    g = _informant_ambushed()
    g.ability("A", "A:01189#1", "reaction")
    assert g.error()[1] == "R-TARGET-1"


def test_01189_olennas_informant_misuse_R_REACTION_3_marshaled() -> None:
    g = _tyrell(["01189"])
    g.start(hand_a=["01189#1"]).round()
    g.ev("marshal", seat="A", card="01189#1")
    g.ability("A", "A:01189#1", "reaction", choice="military")
    assert g.error()[1] == "R-REACTION-3"


_WARDENS_SETUP = ["01190#1", "01194#1", "01193#1"]  # two The Reach locations


def test_01190_wardens_of_the_reach_get_1_str_per_reach_location() -> None:
    g = _tyrell(["01190", "01193", "01194"])
    g.start(setup_a=_WARDENS_SETUP).round()
    assert strength(g.state(), "A:01190#1") == 3 + 2
    g.ev("pass", seat="A").ev("pass", seat="B")
    g.ev("challenge", seat="A", challenge="military", attackers=["01190#1"])
    g.ev("defenders", seat="B", defenders=[])
    g.ev("challenge_result", winner="A", attacker_str=5, defender_str=0, unopposed=True)
    assert g.verdict().errors == ()


def test_01190_wardens_misuse_F_4_2_2_str_stated_without_the_bonus() -> None:
    g = _tyrell(["01190", "01193", "01194"])
    g.start(setup_a=_WARDENS_SETUP).round()
    g.ev("pass", seat="A").ev("pass", seat="B")
    g.ev("challenge", seat="A", challenge="military", attackers=["01190#1"])
    g.ev("defenders", seat="B", defenders=[])
    g.ev("challenge_result", winner="A", attacker_str=3, defender_str=0, unopposed=True)
    assert g.error()[1] == "F-4.2.2"


def _heartsbane_game() -> CardGame:
    g = _tyrell(["01191"])
    g.start(setup_a=["01187#1", "01191#1"], attach_a={"01191#1": "01187#1"}).round()
    return g


def test_01191_heartsbane_gives_3_str_while_attached_character_participates() -> None:
    g = _heartsbane_game()
    g.ev("pass", seat="A").ev("pass", seat="B")
    g.ev("challenge", seat="A", challenge="intrigue", attackers=["01187#1"])
    g.ability("A", "A:01191#1", "action", costs=[{"op": "kneel", "card": "A:01191#1"}])
    assert strength(g.state(), "A:01187#1") == 2 + 3
    g.ev("defenders", seat="B", defenders=[])
    g.ev("challenge_result", winner="A", attacker_str=5, defender_str=0, unopposed=True)
    assert g.verdict().errors == ()


def test_01191_heartsbane_misuse_R_PLAYRES_1_not_participating() -> None:
    g = _heartsbane_game()
    g.ability("A", "A:01191#1", "action", costs=[{"op": "kneel", "card": "A:01191#1"}])
    assert g.error()[1] == "R-PLAYRES-1"


def _mander_win(attacker: str) -> CardGame:
    g = _tyrell(["01193", "01185"])
    g.start(setup_a=["01193#1", attacker]).round()
    g.ev("pass", seat="A").ev("pass", seat="B")
    g.ev("challenge", seat="A", challenge="military", attackers=[attacker])
    g.ev("defenders", seat="B", defenders=[])
    return g


def test_01193_the_mander_draws_2_after_a_win_by_5() -> None:
    g = _mander_win("01185#1")  # The Knight of Flowers, STR 5
    drawn = g._filler("A", 2)
    g.drawn["A"].update(drawn)
    g.ability("A", "A:01193#1", "reaction", costs=[{"op": "kneel", "card": "A:01193#1"}],
              effects=[{"op": "draw", "seat": "A", "cards": drawn}])  # fmt: skip
    st = g.state()
    assert all(st.cards[c].zone == "hand" for c in drawn) and st.cards["A:01193#1"].kneeling


def test_01193_the_mander_misuse_R_REACTION_3_won_by_less_than_5() -> None:
    g = _mander_win("01053#1")
    drawn = g._filler("A", 2)
    g.ability("A", "A:01193#1", "reaction", costs=[{"op": "kneel", "card": "A:01193#1"}],
              effects=[{"op": "draw", "seat": "A", "cards": drawn}])  # fmt: skip
    assert g.error()[1] == "R-REACTION-3"


def test_01194_rose_garden_reduces_the_next_tyrell_card() -> None:
    g = _tyrell(["01194"])
    g.start(setup_a=["01194#1"], hand_a=["01187#1"]).round()
    g.ability("A", "A:01194#1", "action", costs=[{"op": "kneel", "card": "A:01194#1"}])
    g.ev("marshal", seat="A", card="01187#1", cost=1)
    st = g.state()
    assert st.players[0].gold == 2 and st.cards["A:01194#1"].kneeling


def test_01194_rose_garden_misuse_R_COST_2_not_knelt() -> None:
    g = _tyrell(["01194"])
    g.start(setup_a=["01194#1"]).round()
    g.ability("A", "A:01194#1", "action")
    assert g.error()[1] == "R-COST-2"


_PAY_1 = [{"op": "spend_gold", "seat": "A", "amount": 1}]
_THREE = ["A:01187#1", "A:01187#2", "A:01187#3"]


def test_01195_growing_strong_gives_up_to_three_tyrell_characters_2_str() -> None:
    g = _tyrell(["01195"])
    g.start(setup_a=["01187#1", "01187#2", "01187#3"], hand_a=["01195#1"]).round()
    g.ev("pass", seat="A").ev("pass", seat="B")
    g.ability("A", "A:01195#1", "action", costs=_PAY_1, targets=_THREE)
    st = g.state()
    assert [strength(st, c) for c in _THREE] == [4, 4, 4]


def test_01195_growing_strong_misuse_R_TARGET_1_not_a_tyrell_character() -> None:
    g = _tyrell(["01195"])
    g.start(setup_a=["01187#1", "01053#1"], hand_a=["01195#1"]).round()
    g.ev("pass", seat="A").ev("pass", seat="B")
    g.ability("A", "A:01195#1", "action", costs=_PAY_1, targets=["A:01187#1", "A:01053#1"])
    assert g.error()[1] == "R-TARGET-1"


def test_01195_growing_strong_misuse_R_TARGET_3_four_targets() -> None:
    g = _tyrell(["01195"])
    g.start(setup_a=["01187#1", "01187#2", "01187#3", "01187#4"], hand_a=["01195#1"]).round()
    g.ev("pass", seat="A").ev("pass", seat="B")
    g.ability("A", "A:01195#1", "action", costs=_PAY_1, targets=[*_THREE, "A:01187#4"])
    assert g.error()[1] == "R-TARGET-3"


def _left_and_right_defend(pair: list[str]) -> CardGame:
    g = _tyrell(["01179", "01184"])
    g.start(setup_a=pair, setup_b=["01053#1"]).round()
    g.ev("pass", seat="A").ev("pass", seat="B").ev("pass", seat="A")
    g.ev("challenge", seat="B", challenge="military", attackers=["01053#1"])
    g.ev("defenders", seat="A", defenders=pair)
    return g


def test_01179_01184_left_and_right_together_get_str_icons_and_stand_to_defend() -> None:
    g = _left_and_right_defend(["01179#1", "01184#1"])
    st = g.state()
    assert [strength(st, c) for c in ("A:01179#1", "A:01184#1")] == [3, 3]
    assert "power" in icons(st, "A:01179#1") and "intrigue" in icons(st, "A:01184#1")
    assert not st.cards["A:01179#1"].kneeling and not st.cards["A:01184#1"].kneeling
    g.ev("challenge_result", winner="A", attacker_str=2, defender_str=6, unopposed=False)
    assert g.verdict().errors == ()


def test_01179_left_alone_kneels_to_defend() -> None:
    g = _left_and_right_defend(["01179#1"])
    st = g.state()
    assert st.cards["A:01179#1"].kneeling and strength(st, "A:01179#1") == 2


def test_01179_left_misuse_F_4_2_4_power_icon_without_right() -> None:
    g = _tyrell(["01179"])
    g.start(setup_a=["01179#1"]).round()
    g.ev("pass", seat="A").ev("pass", seat="B")
    g.ev("challenge", seat="A", challenge="power", attackers=["01179#1"])
    assert g.error()[1] == "F-4.2-4"


def test_01184_right_misuse_F_4_2_2_str_stated_without_left() -> None:
    g = _left_and_right_defend(["01179#1", "01184#1"])
    g.ev("challenge_result", winner="A", attacker_str=2, defender_str=4, unopposed=False)
    assert g.error()[1] == "F-4.2.2"


def _paxter_game() -> CardGame:
    g = _tyrell(["01182", "01195"])
    g.start(setup_a=["01182#1", "01187#1"], hand_a=["01195#1", "01195#2"]).round()
    g.ev("pass", seat="A").ev("pass", seat="B")
    g.ability("A", "A:01195#1", "action", targets=["A:01187#1"])  # the first event: free
    return g


def test_01182_paxter_reduces_the_first_event_each_round() -> None:
    g = _paxter_game()
    g.ability("A", "A:01195#2", "action", costs=_PAY_1, targets=["A:01187#1"])
    st = g.state()
    assert st.players[0].gold == 3 + 1 - 1  # plot, Paxter's +1 Income, the second event
    assert strength(st, "A:01187#1") == 2 + 2 + 2


def test_01182_paxter_misuse_R_COST_1_second_event_unpaid() -> None:
    g = _paxter_game()
    g.ability("A", "A:01195#2", "action", targets=["A:01187#1"])
    assert g.error()[1] == "R-COST-1"


def _knight_attacks_alone() -> CardGame:
    g = _tyrell(["01185"])
    g.start(setup_a=["01185#1"], setup_b=["01053#1", "01113#1"]).round()
    g.ev("pass", seat="A").ev("pass", seat="B")
    g.ev("challenge", seat="A", challenge="military", attackers=["01185#1"])
    return g


def test_01185_knight_of_flowers_attacking_alone_allows_one_defender() -> None:
    g = _knight_attacks_alone()
    g.ev("defenders", seat="B", defenders=["01053#1"])
    assert g.verdict().errors == ()


def test_01185_knight_of_flowers_misuse_R_CANNOT_1_two_defenders() -> None:
    g = _knight_attacks_alone()
    g.ev("defenders", seat="B", defenders=["01053#1", "01113#1"])
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-CANNOT-1") and "A:01185#1" in message


def _highgarden_defends() -> CardGame:
    g = _tyrell(["01192"])
    g.start(setup_a=["01192#1", "01053#1"], setup_b=["01113#1"]).round()
    g.ev("pass", seat="A").ev("pass", seat="B").ev("pass", seat="A")
    g.ev("challenge", seat="B", challenge="military", attackers=["01113#1"])
    return g


_HIGHGARDEN_COSTS = [{"op": "kneel", "card": "A:01192#1"}, *_PAY_1]


def test_01192_highgarden_stands_an_attacker_and_removes_it() -> None:
    g = _highgarden_defends()
    g.ability("A", "A:01192#1", "action", costs=_HIGHGARDEN_COSTS, targets=["B:01113#1"])
    st = g.state()
    assert not st.cards["B:01113#1"].kneeling and st.challenge is not None
    assert st.challenge.attackers == []


def test_01192_highgarden_misuse_R_TARGET_1_a_defender() -> None:
    g = _highgarden_defends()
    g.ev("defenders", seat="A", defenders=["01053#1"])
    g.ability("A", "A:01192#1", "action", costs=_HIGHGARDEN_COSTS, targets=["A:01053#1"])
    assert g.error()[1] == "R-TARGET-1"


def _cunning_after(ctype: str, attacker: str) -> CardGame:
    g = _tyrell(["01196", "01194"])
    g.start(setup_a=[attacker], hand_a=["01196#1"]).round()
    g.ev("pass", seat="A").ev("pass", seat="B")
    g.ev("challenge", seat="A", challenge=ctype, attackers=[attacker])
    g.ev("defenders", seat="B", defenders=[])
    return g


_PAY_2 = [{"op": "spend_gold", "seat": "A", "amount": 2}]


def test_01196_olennas_cunning_adds_a_card_of_another_type_and_shuffles() -> None:
    g = _cunning_after("intrigue", "01187#1")
    g.ability("A", "A:01196#1", "reaction", costs=_PAY_2, choice="character", effects=[
        {"op": "take_from_deck", "card": "A:01194#1"},
        {"op": "shuffle_deck", "seat": "A"}])  # fmt: skip
    st = g.state()
    assert st.cards["A:01194#1"].zone == "hand" and st.cards["A:01196#1"].zone == "discard"


def test_01196_olennas_cunning_misuse_R_SEARCH_4_the_named_type() -> None:
    g = _cunning_after("intrigue", "01187#1")
    deck_character = g._filler("A", 1)[0]
    g.ability("A", "A:01196#1", "reaction", costs=_PAY_2, choice="character", effects=[
        {"op": "take_from_deck", "card": deck_character},
        {"op": "shuffle_deck", "seat": "A"}])  # fmt: skip
    assert g.error()[1] == "R-SEARCH-4"


def test_01196_olennas_cunning_misuse_R_REACTION_3_military_challenge() -> None:
    g = _cunning_after("military", "01053#1")
    g.ability("A", "A:01196#1", "reaction", costs=_PAY_2, choice="character", effects=[
        {"op": "take_from_deck", "card": "A:01194#1"},
        {"op": "shuffle_deck", "seat": "A"}])  # fmt: skip
    assert g.error()[1] == "R-REACTION-3"


def _bear(g: CardGame, top: list[str], bottom: list[str], choice: str | None = "B") -> None:
    fields: dict[str, object] = {"effects": [
        {"op": "arrange_deck", "seat": "B", "top": top, "bottom": bottom}]}  # fmt: skip
    if choice is not None:
        fields["choice"] = choice
    g.ability("A", "A:01197#1", "action", **fields)


def _bear_game() -> tuple[CardGame, list[str]]:
    g = _tyrell(["01197"])
    g.start(hand_a=["01197#1"]).round()
    return g, g._filler("B", 5)


def test_01197_bear_and_the_maiden_fair_arranges_the_top_5_cards() -> None:
    g, five = _bear_game()
    _bear(g, five[:3], five[3:])
    deck = g.state().players[1].deck
    assert deck[-3:] == five[2::-1]  # the first named is the top card
    assert deck[:2] == [five[4], five[3]]  # listed top first: the last is the bottom card


def test_01197_bear_misuse_R_EFFECT_1_four_cards_to_the_bottom() -> None:
    g, five = _bear_game()
    _bear(g, five[:1], five[1:])
    assert g.error()[1] == "R-EFFECT-1"


def test_01197_bear_misuse_R_TARGET_1_no_player_chosen() -> None:
    g, five = _bear_game()
    _bear(g, five[:3], five[3:], choice=None)
    assert g.error()[1] == "R-TARGET-1"


# --- 01183 Randyll Tarly ----------------------------------------------------------------------


def _randyll_knelt() -> CardGame:
    """Randyll (set up) and Margaery (marshaled) in play for A, Randyll knelt: the
    challenges phase."""
    g = _tyrell(["01183", "01181"])
    g.start(setup_a=["01183#1"], hand_a=["01181#1"]).round()
    g.ev("marshal", seat="A", card="01181#1")
    _marshaling_action(g, "A", {"op": "kneel", "card": "A:01183#1"})
    g.ev("pass", seat="A").ev("pass", seat="B")
    return g


def _margaery_on(g: CardGame, target: str) -> CardGame:
    g.ability("A", "A:01181#1", "action", costs=[{"op": "kneel", "card": "A:01181#1"}],
              targets=[target])  # fmt: skip
    return g


def test_01183_randyll_stands_after_his_str_is_increased() -> None:
    g = _randyll_knelt()
    _margaery_on(g, "A:01183#1")
    g.ability("A", "A:01183#1", "reaction")
    st = g.state()
    assert not st.cards["A:01183#1"].kneeling and strength(st, "A:01183#1") == 5 + 3


def test_01183_randyll_misuse_R_REACTION_3_another_characters_str_increased() -> None:
    g = _randyll_knelt()
    _margaery_on(g, "A:01181#1")
    g.ability("A", "A:01183#1", "reaction")
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-REACTION-3")
    assert "01183 Randyll Tarly" in message


def test_01183_randyll_misuse_R_REACTION_3_no_str_increase() -> None:
    g = _randyll_knelt()
    g.ability("A", "A:01183#1", "reaction")
    assert g.error()[1] == "R-REACTION-3"
