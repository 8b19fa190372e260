"""Core Set, House Martell: a legal use and a misuse of each scripted card."""

from __future__ import annotations

from engine.game.state.model import has_keyword, icons, strength
from tests.engine.cards.harness import CardGame
from tests.engine.cards.rounds import next_round, to_challenges

GOLD_1 = [{"op": "spend_gold", "seat": "A", "amount": 1}]


def martell(a: list[str], b: list[str] = ()) -> CardGame:  # type: ignore[assignment]
    return CardGame(a=a, b=list(b), faction_a="martell")


def faction_gains(g: CardGame, prim: dict[str, object]) -> CardGame:
    """An (unverified) faction card action: a quick way to set up gold or an icon."""
    return g.ability("A", "A:faction", "action", effects=[prim])


# --- 01103 Areo Hotah -------------------------------------------------------------------------


def test_01103_areo_hotah_ambushed_in_a_challenge_removes_an_attacker() -> None:
    g = martell(["01103"])
    g.start(setup_b=["01053#1"], hand_a=["01103#1"]).round()
    to_challenges(g)
    g.ev("pass", seat="A")
    g.ev("challenge", seat="B", challenge="military", attackers=["01053#1"])
    faction_gains(g, {"op": "gain_gold", "seat": "A", "amount": 2})
    g.ev("ambush", seat="A", card="01103#1")  # Ambush (5)
    g.ability("A", "A:01103#1", "reaction", targets=["B:01053#1"])
    st = g.state()
    assert st.challenge is not None and st.challenge.attackers == []
    assert st.cards["B:01053#1"].kneeling  # removed, not stood


def test_01103_areo_hotah_misuse_R_REACTION_3_marshaled_outside_a_challenge() -> None:
    g = martell(["01103"])
    g.start(setup_b=["01053#1"], hand_a=["01103#1"]).round()
    g.ev("marshal", seat="A", card="01103#1", cost=3)
    g.ability("A", "A:01103#1", "reaction", targets=["B:01053#1"])
    assert g.error()[:2] == (g.last_seq(), "R-REACTION-3")


# --- 01104 Arianne Martell -------------------------------------------------------------------


def test_01104_arianne_puts_a_character_into_play_and_returns_to_hand() -> None:
    g = martell(["01104"])
    g.start(setup_a=["01104#1"], hand_a=["01113#1"]).round()
    g.ability("A", "A:01104#1", "action", targets=["A:01113#1"], at="F-AW-3")
    st = g.state()
    assert st.cards["A:01113#1"].zone == "play"
    assert st.cards["A:01104#1"].zone == "hand"
    assert st.players[0].gold == 3  # put into play: no gold paid


def test_01104_arianne_misuse_R_TARGET_1_printed_cost_above_5() -> None:
    g = martell(["01104", "01109"])
    g.start(setup_a=["01104#1"], hand_a=["01109#1"]).round()
    # The Red Viper costs 7
    g.ability("A", "A:01104#1", "action", targets=["A:01109#1"], at="F-AW-3")
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-TARGET-1")
    assert "01104 Arianne Martell" in message


# --- 01105 Doran Martell ----------------------------------------------------------------------


def doran_game() -> CardGame:
    """Doran and Edric Dayne (a Martell Lord, STR 1) in play; round 2, one plot used; Edric
    gains an [intrigue] icon and attacks alone, unopposed."""
    g = martell(["01105", "01106"])
    g.start(setup_a=["01105#1", "01106#1"]).round()
    next_round(g)
    to_challenges(g)
    g.ability("A", "A:01106#1", "action", costs=GOLD_1, choice="intrigue", at="F-AW-4.1")
    g.ev("challenge", seat="A", challenge="intrigue", attackers=["01106#1"])
    g.ev("defenders", seat="B", defenders=[])
    return g


def test_01105_doran_gives_other_lords_1_str_per_used_plot() -> None:
    g = doran_game()
    g.ev("challenge_result", winner="A", attacker_str=2, defender_str=0, unopposed=True)
    st = g.state()
    assert strength(st, "A:01106#1") == 1 + 1  # printed 1, one plot in the used pile
    assert strength(st, "A:01105#1") == 4  # "each other": not Doran himself


def test_01105_doran_ignored_F_4_2_2_attacker_str_without_the_bonus() -> None:
    g = doran_game()
    g.ev("challenge_result", winner="A", attacker_str=1, defender_str=0, unopposed=True)
    assert g.error()[1] == "F-4.2.2"


# --- 01106 Edric Dayne ------------------------------------------------------------------------


def test_01106_edric_dayne_pays_1_gold_for_an_icon_of_your_choice() -> None:
    g = martell(["01106"])
    g.start(setup_a=["01106#1"]).round()
    to_challenges(g)
    g.ability("A", "A:01106#1", "action", costs=GOLD_1, choice="military", at="F-AW-4.1")
    g.ev("challenge", seat="A", challenge="military", attackers=["01106#1"])
    st = g.state()
    assert st.players[0].gold == 3 - 1
    assert icons(st, "A:01106#1") == {"military"}


def test_01106_edric_dayne_misuse_R_COST_2_gold_not_paid() -> None:
    g = martell(["01106"])
    g.start(setup_a=["01106#1"]).round()
    g.ability("A", "A:01106#1", "action", choice="military", at="F-AW-3")
    assert g.error()[1] == "R-COST-2"


# --- 01107 Maester Caleotte -------------------------------------------------------------------


def caleotte_loses(attackers: list[str]) -> CardGame:
    g = martell(["01107"])
    g.start(setup_a=["01107#1", "01113#1"], setup_b=["01113#1", "01187#1"]).round()
    to_challenges(g)
    g.ev("challenge", seat="A", challenge="intrigue", attackers=attackers)
    g.ev("defenders", seat="B", defenders=["01113#1", "01187#1"])  # STR 4
    return g


def test_01107_caleotte_makes_a_character_lose_an_icon_after_a_lost_challenge() -> None:
    g = caleotte_loses(["01107#1"])
    g.ability("A", "A:01107#1", "reaction", targets=["B:01113#1"], choice="military")
    st = g.state()
    assert icons(st, "B:01113#1") == {"intrigue"}


def test_01107_caleotte_misuse_R_REACTION_3_not_participating() -> None:
    g = caleotte_loses(["01113#1"])
    g.ability("A", "A:01107#1", "reaction", targets=["B:01113#1"], choice="military")
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-REACTION-3")
    assert "01107 Maester Caleotte" in message


def test_01107_caleotte_misuse_R_ABIL_7_icon_the_target_lacks() -> None:
    g = caleotte_loses(["01107#1"])
    g.ability("A", "A:01107#1", "reaction", targets=["B:01113#1"], choice="power")
    assert g.error()[1] == "R-ABIL-7"


# --- 01108 Obara Sand ------------------------------------------------------------------------


def obara_defends(challenge: str, attacker: str) -> CardGame:
    """B attacks; Obara kneels and gains a [power] icon (an unverified action); she defends."""
    g = martell(["01108"])
    g.start(setup_a=["01108#1"], setup_b=[attacker]).round()
    to_challenges(g)
    g.ev("pass", seat="A")
    g.ev("challenge", seat="B", challenge=challenge, attackers=[attacker])
    faction_gains(g, {"op": "icon", "card": "A:01108#1", "icon": "power", "until": "phase"})
    faction_gains(g, {"op": "kneel", "card": "A:01108#1"})
    g.ev("defenders", seat="A", defenders=["01108#1"])
    return g


def test_01108_obara_sand_defends_a_power_challenge_while_kneeling() -> None:
    st = obara_defends("power", "01187#1").state()
    assert st.challenge is not None and st.challenge.defenders == ["A:01108#1"]


def test_01108_obara_sand_misuse_F_4_2_1_1_kneeling_in_a_military_challenge() -> None:
    g = obara_defends("military", "01053#1")
    assert g.error()[:2] == (g.last_seq(), "F-4.2.1-1")


# --- 01109 The Red Viper ----------------------------------------------------------------------


def red_viper_attacks(defenders: list[str]) -> CardGame:
    g = martell(["01109"])
    g.start(setup_a=["01109#1"], setup_b=["01053#1", "01053#2"]).round()
    to_challenges(g)
    g.ev("challenge", seat="A", challenge="military", attackers=["01109#1"])
    g.ev("defenders", seat="B", defenders=defenders)
    return g


def test_01109_red_viper_gains_1_power_per_5_str_won_by() -> None:
    g = red_viper_attacks(["01053#1"])  # 7 against 2: won by 5
    g.ability("A", "A:01109#1", "reaction")
    assert g.state().cards["A:01109#1"].power == 1


def test_01109_red_viper_misuse_R_REACTION_3_won_by_less_than_5() -> None:
    g = red_viper_attacks(["01053#1", "01053#2"])  # 7 against 4: won by 3
    g.ability("A", "A:01109#1", "reaction")
    assert g.error()[1] == "R-REACTION-3"


def test_01109_red_viper_misuse_R_EFFECT_1_more_power_than_the_margin_gives() -> None:
    g = red_viper_attacks(["01053#1"])
    g.ability("A", "A:01109#1", "reaction",
              effects=[{"op": "gain_power", "card": "A:01109#1", "amount": 2}])  # fmt: skip
    assert g.error()[1] == "R-EFFECT-1"


# --- 01110 Desert Scavenger -------------------------------------------------------------------


def test_01110_desert_scavenger_reduces_the_next_martell_character() -> None:
    g = martell(["01110"])
    g.start(setup_a=["01110#1"], hand_a=["01113#1", "01113#2"]).round()
    g.ability("A", "A:01110#1", "action", costs=[{"op": "kneel", "card": "A:01110#1"}])
    g.ev("marshal", seat="A", card="01113#1", cost=1)  # House Dayne Knight (Martell): 2 - 1
    assert g.state().players[0].gold == 2
    g.ev("marshal", seat="A", card="01113#2", cost=1)  # only the next one
    assert g.error()[1] == "R-COST-1"


def test_01110_desert_scavenger_misuse_R_ACTION_2_in_the_challenges_phase() -> None:
    g = martell(["01110"])
    g.start(setup_a=["01110#1"]).round()
    to_challenges(g)
    kneel = [{"op": "kneel", "card": "A:01110#1"}]
    g.ability("A", "A:01110#1", "action", costs=kneel, at="F-AW-4.1")  # Marshaling Action
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-ACTION-2")
    assert "01110 Desert Scavenger" in message


# --- 01111 Dornish Paramour ------------------------------------------------------------------


def paramour_attacks(target: str) -> CardGame:
    g = martell(["01111"])
    g.start(setup_a=["01111#1"], setup_b=["01187#1", "01113#1"]).round()
    to_challenges(g)
    g.ev("challenge", seat="A", challenge="intrigue", attackers=["01111#1"])
    return g.ability("A", "A:01111#1", "reaction", targets=[target])


def test_01111_dornish_paramour_forces_a_defender() -> None:
    g = paramour_attacks("B:01187#1")
    g.ev("defenders", seat="B", defenders=["01187#1"])
    assert g.verdict().errors == ()


def test_01111_dornish_paramour_effect_F_4_2_1_the_chosen_character_left_home() -> None:
    g = paramour_attacks("B:01187#1")
    g.ev("defenders", seat="B", defenders=["01113#1"])
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "F-4.2.1")
    assert "B:01187#1 must be declared as a defender" in message


def test_01111_dornish_paramour_misuse_R_TARGET_1_your_own_character() -> None:
    g = martell(["01111"])
    g.start(setup_a=["01111#1", "01113#1"], setup_b=["01187#1"]).round()
    to_challenges(g)
    g.ev("challenge", seat="A", challenge="intrigue", attackers=["01111#1"])
    g.ability("A", "A:01111#1", "reaction", targets=["A:01113#1"])
    assert g.error()[:2] == (g.last_seq(), "R-TARGET-1")


# --- 01112 Greenblood Trader -----------------------------------------------------------------


def greenblood_looks(keep: int) -> tuple[CardGame, list[str]]:
    """Greenblood Trader is marshaled; its reaction states the 2 cards looked at, ``keep`` of
    them to hand, the others to the bottom of the deck."""
    g = martell(["01112"])
    g.start(hand_a=["01112#1"]).round()
    g.ev("marshal", seat="A", card="01112#1")
    top = g._filler("A", 2)
    moves = [{"op": "move", "card": c, "to": "hand"} for c in top[:keep]] + [
        {"op": "move", "card": c, "to": "deck", "bottom": True} for c in top[keep:]
    ]
    g.drawn["A"].update(top[:keep])
    g.ability("A", "A:01112#1", "reaction", effects=moves)
    return g, top


def test_01112_greenblood_trader_keeps_1_and_puts_1_on_the_bottom() -> None:
    g, top = greenblood_looks(keep=1)
    st = g.state()
    assert top[0] in st.players[0].hand
    assert st.players[0].deck[0] == top[1]  # the bottom of the deck


def test_01112_greenblood_trader_may_keep_none() -> None:
    g, top = greenblood_looks(keep=0)
    st = g.state()
    assert set(st.players[0].deck[:2]) == set(top)


def test_01112_greenblood_trader_misuse_R_EFFECT_1_two_cards_to_hand() -> None:
    g, _ = greenblood_looks(keep=2)
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-EFFECT-1")
    assert "up to 1 to your hand" in message


def test_01112_greenblood_trader_misuse_R_EFFECT_1_cards_not_named() -> None:
    g = martell(["01112"])
    g.start(hand_a=["01112#1"]).round()
    g.ev("marshal", seat="A", card="01112#1")
    g.ability("A", "A:01112#1", "reaction")
    assert g.error()[:2] == (g.last_seq(), "R-EFFECT-1")


# --- 01114 Palace Spearman --------------------------------------------------------------------


def test_01114_palace_spearman_gains_intrigue_when_not_first_player() -> None:
    g = martell(["01114"])
    g.start(setup_a=["01114#1"]).round(first="B")
    g.ev("pass", seat="B").ev("pass", seat="A").ev("pass", seat="B")  # B's challenges
    g.ev("challenge", seat="A", challenge="intrigue", attackers=["01114#1"])
    assert icons(g.state(), "A:01114#1") == {"military", "power", "intrigue"}


def test_01114_palace_spearman_ignored_F_4_2_4_no_intrigue_as_first_player() -> None:
    g = martell(["01114"])
    g.start(setup_a=["01114#1"]).round(first="A")
    to_challenges(g)
    g.ev("challenge", seat="A", challenge="intrigue", attackers=["01114#1"])
    assert g.error()[1] == "F-4.2-4"


# --- 01115 Dawn -------------------------------------------------------------------------------


def dawn_game() -> CardGame:
    g = martell(["01115"])
    g.start(setup_a=["01113#1", "01115#1"], attach_a={"01115#1": "01113#1"}).round()
    next_round(g)
    to_challenges(g)
    g.ev("challenge", seat="A", challenge="military", attackers=["01113#1"])
    g.ev("defenders", seat="B", defenders=[])
    return g


def test_01115_dawn_str_per_used_plot_and_intimidate_on_house_dayne() -> None:
    g = dawn_game()
    g.ev("challenge_result", winner="A", attacker_str=3, defender_str=0, unopposed=True)
    st = g.state()
    assert strength(st, "A:01113#1") == 2 + 1
    assert has_keyword(st, "A:01113#1", "intimidate")


def test_01115_dawn_ignored_F_4_2_2_attacker_str_without_the_bonus() -> None:
    g = dawn_game()
    g.ev("challenge_result", winner="A", attacker_str=2, defender_str=0, unopposed=True)
    assert g.error()[1] == "F-4.2.2"


# --- 01116 Ghaston Grey -----------------------------------------------------------------------

GHASTON_COSTS = [{"op": "kneel", "card": "A:01116#1"}, {"op": "sacrifice", "card": "A:01116#1"}]


def ghaston_game() -> CardGame:
    g = martell(["01116"])
    g.start(setup_a=["01116#1", "01187#1"], setup_b=["01053#1"]).round()
    to_challenges(g)
    g.ev("pass", seat="A")  # A initiates no challenge
    g.ev("challenge", seat="B", challenge="military", attackers=["01053#1"])
    g.ev("defenders", seat="A", defenders=[])
    return g


def test_01116_ghaston_grey_returns_an_attacking_character_to_hand() -> None:
    g = ghaston_game()
    g.ability("A", "A:01116#1", "reaction", costs=GHASTON_COSTS, targets=["B:01053#1"])
    st = g.state()
    assert st.cards["B:01053#1"].zone == "hand"
    assert st.cards["A:01116#1"].zone == "discard"


def test_01116_ghaston_grey_misuse_R_TARGET_1_not_an_attacker() -> None:
    g = ghaston_game()
    g.ability("A", "A:01116#1", "reaction", costs=GHASTON_COSTS, targets=["A:01187#1"])
    assert g.error()[1] == "R-TARGET-1"


def test_01116_ghaston_grey_misuse_R_COST_2_not_sacrificed() -> None:
    g = ghaston_game()
    g.ability("A", "A:01116#1", "reaction", costs=GHASTON_COSTS[:1], targets=["B:01053#1"])
    assert g.error()[1] == "R-COST-2"


# --- 01117 Sunspear --------------------------------------------------------------------------


def sunspear_game() -> CardGame:
    """B (first player) wins an [intrigue] challenge against A; A kneels Sunspear, then
    attacks in [intrigue] with claim 2 + 1."""
    g = martell(["01117"])
    g.start(setup_a=["01117#1", "01113#1"], setup_b=["01187#1"]).round(first="B")
    g.ev("pass", seat="B").ev("pass", seat="A")
    g.ev("challenge", seat="B", challenge="intrigue", attackers=["01187#1"])
    g.ev("defenders", seat="A", defenders=[])
    g.ability("A", "A:01117#1", "reaction", costs=[{"op": "kneel", "card": "A:01117#1"}])
    g.ev("claim", seat="A", cards=sorted(g.drawn["A"] - {"A:01117#1", "A:01113#1"})[:2])
    g.ev("pass", seat="B")
    g.ev("challenge", seat="A", challenge="intrigue", attackers=["01113#1"])
    g.ev("defenders", seat="B", defenders=[])
    return g


def test_01117_sunspear_raises_claim_in_challenges_of_that_type() -> None:
    g = sunspear_game()
    g.ev("claim", seat="B", cards=sorted(g.drawn["B"] - {"B:01187#1"})[:3])
    st = g.state()
    assert len(st.players[1].discard) == 3


def test_01117_sunspear_ignored_R_CLAIM_INT_2_claim_of_2() -> None:
    g = sunspear_game()
    g.ev("claim", seat="B", cards=sorted(g.drawn["B"] - {"B:01187#1"})[:2])
    assert g.error()[:2] == (g.last_seq(), "R-CLAIM-INT-2")


def test_01117_sunspear_misuse_R_COST_2_not_knelt() -> None:
    g = martell(["01117"])
    g.start(setup_a=["01117#1"], setup_b=["01187#1"]).round(first="B")
    g.ev("pass", seat="B").ev("pass", seat="A")
    g.ev("challenge", seat="B", challenge="intrigue", attackers=["01187#1"])
    g.ev("defenders", seat="A", defenders=[])
    g.ability("A", "A:01117#1", "reaction")
    assert g.error()[:2] == (g.last_seq(), "R-COST-2")


# --- 01118 Blood Orange Grove -----------------------------------------------------------------


def test_01118_blood_orange_grove_reduces_the_next_martell_card() -> None:
    g = martell(["01118", "01116"])
    g.start(setup_a=["01118#1"], hand_a=["01116#1"]).round()
    g.ability("A", "A:01118#1", "action", costs=[{"op": "kneel", "card": "A:01118#1"}])
    g.ev("marshal", seat="A", card="01116#1", cost=1)  # a location: Ghaston Grey, 2 - 1
    st = g.state()
    assert st.players[0].gold == 2 and st.cards["A:01118#1"].kneeling


def test_01118_blood_orange_grove_misuse_R_ACTION_2_in_the_challenges_phase() -> None:
    g = martell(["01118"])
    g.start(setup_a=["01118#1"]).round()
    to_challenges(g)
    kneel = [{"op": "kneel", "card": "A:01118#1"}]
    g.ability("A", "A:01118#1", "action", costs=kneel, at="F-AW-4.1")  # Marshaling Action
    assert g.error()[:2] == (g.last_seq(), "R-ACTION-2")


# --- 01119 Doran's Game -----------------------------------------------------------------------


def dorans_game(rounds: int = 2) -> CardGame:
    """The Red Viper (STR 7) wins an [intrigue] challenge by 5 against a STR 2 defender."""
    g = martell(["01109", "01119"])
    g.start(setup_a=["01109#1"], setup_b=["01187#1"], hand_a=["01119#1", "01119#2"]).round()
    if rounds == 2:
        next_round(g, keep=("A:01119#1", "A:01119#2"))
    to_challenges(g)
    g.ev("challenge", seat="A", challenge="intrigue", attackers=["01109#1"])
    g.ev("defenders", seat="B", defenders=["01187#1"])
    return g


def test_01119_dorans_game_gains_power_per_used_plot() -> None:
    g = dorans_game()
    before = g.state().players[0].power  # 1: A won dominance in round 1
    g.ability("A", "A:01119#1", "reaction", costs=GOLD_1)
    st = g.state()
    assert st.players[0].power == before + 1  # one plot in the used pile
    assert st.cards["A:01119#1"].zone == "discard"


def test_01119_dorans_game_misuse_R_LIMIT_3_max_1_per_challenge() -> None:
    g = dorans_game()
    g.ability("A", "A:01119#1", "reaction", costs=GOLD_1)
    g.ability("A", "A:01119#2", "reaction", costs=GOLD_1)
    assert g.error()[1] == "R-LIMIT-3"


def test_01119_dorans_game_misuse_R_ABIL_7_no_used_plot() -> None:
    g = dorans_game(rounds=1)
    g.ability("A", "A:01119#1", "reaction", costs=GOLD_1)
    assert g.error()[1] == "R-ABIL-7"


# --- 01120 Unbowed, Unbent, Unbroken ----------------------------------------------------------


def unbowed_game(first: str) -> CardGame:
    """B attacks A (who has no character: claim takes nothing) in a military challenge."""
    g = martell(["01120"])
    g.start(setup_b=["01053#1", "01187#1"], hand_a=["01120#1"]).round(first=first)
    order = ("B", "A") if first == "B" else ("A", "B")
    for seat in order:
        g.ev("pass", seat=seat)
    if first == "A":
        g.ev("pass", seat="A")
    g.ev("challenge", seat="B", challenge="military", attackers=["01053#1"])
    g.ev("defenders", seat="A", defenders=[])
    return g


def test_01120_unbowed_the_winner_cannot_initiate_the_named_type() -> None:
    g = unbowed_game(first="B")
    g.ability("A", "A:01120#1", "reaction", choice="power")
    g.ev("challenge", seat="B", challenge="power", attackers=["01187#1"])
    assert g.error()[1] == "R-CANNOT-1"  # card text forbids initiating that type


def test_01120_unbowed_leaves_other_types_allowed() -> None:
    g = unbowed_game(first="B")
    g.ability("A", "A:01120#1", "reaction", choice="power")
    g.ev("challenge", seat="B", challenge="intrigue", attackers=["01187#1"])
    assert g.verdict().errors == ()


def test_01120_unbowed_misuse_R_PLAYRES_1_played_by_the_first_player() -> None:
    g = unbowed_game(first="A")
    g.ability("A", "A:01120#1", "reaction", choice="power")
    assert g.error()[1] == "R-PLAYRES-1"


# --- 01121 Confinement ------------------------------------------------------------------------


def test_01121_confinement_removes_every_icon_this_phase() -> None:
    g = martell(["01121"])
    g.start(setup_b=["01053#1"], hand_a=["01121#1"]).round()
    g.ability("A", "A:01121#1", "action", costs=GOLD_1, targets=["B:01053#1"], at="F-AW-3")
    st = g.state()
    assert icons(st, "B:01053#1") == set()
    assert st.players[0].gold == 2


def test_01121_confinement_misuse_R_TARGET_1_str_above_4() -> None:
    g = martell(["01121", "01109"])
    g.start(setup_a=["01109#1"], hand_a=["01121#1"]).round()
    g.ability("A", "A:01121#1", "action", costs=GOLD_1, targets=["A:01109#1"], at="F-AW-3")
    assert g.error()[1] == "R-TARGET-1"


def test_01116_ghaston_grey_stated_without_the_texts_cannot_be_saved_R_EFFECT_1() -> None:
    """A log that states the return without repeating "(cannot be saved)" states the same
    game: compared as observed, and the text's flag still applies ([R-EFFECT-1])."""
    for stated in (
        [{"op": "return_to_hand", "card": "B:01053#1"}],
        [{"op": "return_to_hand", "card": "B:01053#1", "cannot_be_saved": True}],
    ):
        g = ghaston_game()
        g.ability("A", "A:01116#1", "reaction", costs=GHASTON_COSTS, targets=["B:01053#1"],
                  effects=stated)  # fmt: skip
        assert g.verdict().errors == ()
        assert g.state().cards["B:01053#1"].zone == "hand"


def test_01116_ghaston_grey_misuse_R_EFFECT_1_stated_effect_on_another_card() -> None:
    g = ghaston_game()
    g.ability("A", "A:01116#1", "reaction", costs=GHASTON_COSTS, targets=["B:01053#1"],
              effects=[{"op": "return_to_hand", "card": "A:01187#1"}])  # fmt: skip
    assert g.error()[1] == "R-EFFECT-1"
