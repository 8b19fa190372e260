"""Journey to Oldtown: a legal use and a misuse of each scripted card."""

from __future__ import annotations

from engine.game.state.model import has_keyword, plot_value
from tests.engine.cards.harness import CardGame
from tests.engine.cards.rounds import to_challenges
from tests.engine.cards.test_sod_martell import a_wins_unopposed, b_attacks_and_wins, next_cards
from tests.engine.cards.test_wotw_nightswatch import faction, kneel_of

GOLD = [{"op": "spend_gold", "seat": "A", "amount": 1}]


# --- 08024 Oldtown ----------------------------------------------------------------------------


def oldtown_reveals(choice: str, *extra: dict[str, object]) -> tuple[CardGame, str]:
    g = CardGame(a=["08024"], b=[], faction_a="tyrell")
    g.start(setup_a=["08024#1"]).round()
    top = next_cards(g, "A", 1)[0]  # a filler character
    stated = [{"op": "reveal", "seat": "A", "cards": [top]}]
    stated += [{**p, "cards": [top]} if p.get("op") == "draw" else p for p in extra]
    g.ability("A", "A:08024#1", "action", costs=kneel_of("A:08024#1"), choice=choice,
              effects=stated, at="F-AW-3")  # fmt: skip
    return g, top


def test_08024_oldtown_draws_a_card_of_the_named_type_and_gains_power() -> None:
    g, top = oldtown_reveals("character", {"op": "draw", "seat": "A"},
                             {"op": "gain_power", "seat": "A", "amount": 1})  # fmt: skip
    st = g.state()
    assert top in st.players[0].hand and st.players[0].power == 1


def test_08024_oldtown_misuse_R_EFFECT_1_draws_a_card_of_another_type() -> None:
    g, _ = oldtown_reveals("event", {"op": "draw", "seat": "A"},
                           {"op": "gain_power", "seat": "A", "amount": 1})  # fmt: skip
    assert g.error()[1] == "R-EFFECT-1"


# --- 08028 Stannis's Wrath --------------------------------------------------------------------


def wrath(target: str) -> CardGame:
    g = CardGame(a=["08028"], b=[], faction_a="baratheon")
    g.start(setup_b=["01113#1", "01053#1"], hand_a=["08028#1"]).round()
    g.ability("A", "A:08028#1", "action", costs=GOLD, targets=[target], at="F-AW-3")
    return g


def test_08028_stanniss_wrath_kneels_a_character_without_a_power_icon() -> None:
    g = wrath("B:01113#1")  # military and intrigue
    assert g.state().cards["B:01113#1"].kneeling


def test_08028_stanniss_wrath_misuse_R_TARGET_1_a_power_icon() -> None:
    g = wrath("B:01053#1")  # military and power
    assert g.error()[1] == "R-TARGET-1"


# --- 08029 Black Ears -------------------------------------------------------------------------


def test_08029_black_ears_enters_play_after_a_character_is_killed() -> None:
    g = CardGame(a=["08029"], b=[])
    g.start(setup_b=["01053#1"], hand_a=["08029#1"]).round()
    g.ability("A", "A:faction", "action", effects=[{"op": "kill", "card": "B:01053#1"}],
              at="F-AW-3")  # fmt: skip
    g.ability("A", "A:08029#1", "reaction", costs=[{"op": "spend_gold", "seat": "A", "amount": 2}])
    st = g.state()
    assert st.cards["A:08029#1"].zone == "play" and st.players[0].gold == 1


def test_08029_black_ears_misuse_R_REACTION_3_a_character_discarded() -> None:
    g = CardGame(a=["08029"], b=[])
    g.start(setup_b=["01053#1"], hand_a=["08029#1"]).round()
    g.ability("A", "A:faction", "action", effects=[{"op": "discard", "card": "B:01053#1"}],
              at="F-AW-3")  # fmt: skip
    g.ability("A", "A:08029#1", "reaction", costs=[{"op": "spend_gold", "seat": "A", "amount": 2}])
    assert g.error()[:2] == (g.last_seq(), "R-REACTION-3")


# --- 08032 Black Wind -------------------------------------------------------------------------


def black_wind_pillage(card: str) -> CardGame:
    g = CardGame(a=["08032", "10027"], b=["01079"], faction_a="greyjoy")
    g.start(setup_a=["08032#1", "10027#1"]).round()
    a_wins_unopposed(g, ["10027#1"], "military", 3)  # Fleet From Pyke: pillage
    g.ev("keyword", seat="A", keyword="pillage", card="10027#1", cards=[card])
    return g


def test_08032_black_wind_draws_after_pillaging_a_location() -> None:
    g = black_wind_pillage("B:01079#1")
    drawn = next_cards(g, "A", 1)
    g.ability("A", "A:08032#1", "reaction", effects=[{"op": "draw", "seat": "A", "cards": drawn}])
    assert drawn[0] in g.state().players[0].hand


def test_08032_black_wind_misuse_R_REACTION_3_pillaged_a_character() -> None:
    g = black_wind_pillage("B:01053#1")
    drawn = next_cards(g, "A", 1)
    g.ability("A", "A:08032#1", "reaction", effects=[{"op": "draw", "seat": "A", "cards": drawn}])
    assert g.error()[:2] == (g.last_seq(), "R-REACTION-3")


def test_08032_black_wind_gives_asha_renown() -> None:
    g = CardGame(a=["08032", "08051"], b=[], faction_a="greyjoy")
    g.start(setup_a=["08032#1"], hand_a=["08051#1"]).round()
    faction(g, "A", {"op": "gain_gold", "seat": "A", "amount": 4})
    g.ev("marshal", seat="A", card="08051#1")
    assert has_keyword(g.state(), "A:08051#1", "renown")


# --- 08034 Consuming Flames -------------------------------------------------------------------


def flames(discarded: str) -> CardGame:
    g = CardGame(a=["08034", "01164"], b=[], faction_a="targaryen")
    g.start(setup_a=["01113#1"], setup_b=["01053#1"], hand_a=["08034#1", discarded]).round()
    to_challenges(g)
    g.ev("challenge", seat="A", challenge="military", attackers=["01113#1"])
    g.ev("defenders", seat="B", defenders=["01053#1"])
    g.ability("A", "A:08034#1", "action", targets=["B:01053#1"],
              costs=[{"op": "spend_gold", "seat": "A", "amount": 2},
                     {"op": "discard", "card": f"A:{discarded}"}])  # fmt: skip
    return g


def test_08034_consuming_flames_kills_a_participant_brought_to_0_str() -> None:
    g = flames("01164#1")  # Rhaegal, a Targaryen card
    st = g.state()
    assert st.cards["B:01053#1"].zone == "dead" and st.cards["A:01164#1"].zone == "discard"


def test_08034_consuming_flames_misuse_R_COST_2_discards_a_non_targaryen_card() -> None:
    g = flames("01053#2")
    assert g.error()[1] == "R-COST-2"


# --- 08035 Arianne Martell --------------------------------------------------------------------


def arianne_returns(target: str) -> CardGame:
    g = CardGame(a=["08035"], b=[], faction_a="martell")
    g.start(setup_a=["08035#1"], setup_b=["01053#1"]).round()
    to_challenges(g)
    g.ability("A", "A:08035#1", "action", at="F-AW-4.1", targets=[target],
              costs=[{"op": "return_to_hand", "card": "A:08035#1"}])  # fmt: skip
    return g


def test_08035_arianne_returns_a_character_with_lower_str() -> None:
    g = arianne_returns("B:01053#1")
    st = g.state()
    assert st.cards["B:01053#1"].zone == "hand" and st.cards["A:08035#1"].zone == "hand"


def test_08035_arianne_misuse_R_TARGET_1_an_equal_str() -> None:
    g = CardGame(a=["08035"], b=["10001"], faction_a="martell")
    g.start(setup_a=["08035#1"], setup_b=["10001#1"]).round()  # Doran Martell: STR 5
    to_challenges(g)
    g.ability("A", "A:08035#1", "action", at="F-AW-4.1", targets=["B:10001#1"],
              costs=[{"op": "return_to_hand", "card": "A:08035#1"}])  # fmt: skip
    assert g.error()[1] == "R-TARGET-1"


# --- 08037 Thoros of Myr ----------------------------------------------------------------------


def thoros_claimed(target: str) -> CardGame:
    g = CardGame(a=["08037"], b=[])
    g.start(setup_a=["08037#1", "01053#1"], setup_b=["01053#1", "01113#1"]).round()
    faction(g, "A", {"op": "gain_power", "card": "A:08037#1", "amount": 1})
    to_challenges(g)
    g.ev("pass", seat="A")
    g.ev("challenge", seat="B", challenge="military", attackers=["01053#1", "01113#1"])
    g.ev("defenders", seat="A", defenders=[])
    g.ability("A", "A:08037#1", "interrupt", targets=[target],
              costs=[*kneel_of("A:08037#1"),
                     {"op": "discard_power", "card": "A:08037#1", "amount": 1}])  # fmt: skip
    return g


def test_08037_thoros_saves_a_non_loyal_character() -> None:
    g = thoros_claimed("A:01053#1")
    g.ev("claim", seat="A", cards=["A:01053#1", "A:08037#1"])
    st = g.state()
    assert st.cards["A:01053#1"].zone == "play" and st.cards["A:08037#1"].zone == "dead"


def test_08037_thoros_misuse_R_TARGET_1_saves_himself() -> None:
    g = thoros_claimed("A:08037#1")
    assert g.error()[1] == "R-TARGET-1"


# --- 08038 Gates of the Moon ------------------------------------------------------------------


def test_08038_gates_of_the_moon_raises_the_opponents_gold() -> None:
    g = CardGame(a=["08038"], b=[])
    g.start(setup_a=["08038#1"]).round()
    g.ev("pass", seat="A").ev("marshal", seat="B", card=sorted(g.drawn["B"])[0])
    st = g.state()
    assert (plot_value(st, 0, "income"), plot_value(st, 1, "income")) == (3 + 2, 3 + 1)
    assert st.players[1].gold == 4 - 2


def test_08038_gates_of_the_moon_misuse_F_AW_3_3_opponent_marshals_over_its_gold() -> None:
    g = CardGame(a=["08038"], b=["10001"])
    g.start(setup_a=["08038#1"], hand_b=["01053#1", "01113#1", "10001#1"]).round()
    g.ev("pass", seat="A")
    g.ev("marshal", seat="B", card="01053#1").ev("marshal", seat="B", card="01113#1")
    g.ev("marshal", seat="B", card="10001#1")  # 4 gold: 2 + 2 spent, Doran costs 7
    assert g.error()[:2] == (g.last_seq(), "F-AW-3-3")


# --- 08040 Sailing the Summer Sea -------------------------------------------------------------


def summer_sea() -> CardGame:
    g = CardGame(a=[], b=[], plots_a=["08040"])
    g.start(setup_a=["01053#1", "01187#1"]).round(plot_a="08040#1", first="B")
    g.ev("pass", seat="B").ev("pass", seat="A").ev("pass", seat="B")
    return g


def test_08040_sailing_the_summer_sea_two_power_challenges() -> None:
    g = summer_sea()
    for attacker in ("01053#1", "01187#1"):
        g.ev("challenge", seat="A", challenge="power", attackers=[attacker])
        g.ev("defenders", seat="B", defenders=[])
        g.ev("challenge_result", winner="A", attacker_str=2, defender_str=0, unopposed=True)
    assert g.state().players[0].challenges == ["power", "power"]


def test_08040_sailing_the_summer_sea_misuse_R_CANNOT_1_military_challenge() -> None:
    g = summer_sea()
    g.ev("challenge", seat="A", challenge="military", attackers=["01053#1"])
    assert g.error()[:2] == (g.last_seq(), "R-CANNOT-1")


# --- 08031 Tris Botley ------------------------------------------------------------------------


def tris_bans() -> CardGame:
    """B discards a House Dayne Knight; A's Tris Botley removes it from the game."""
    g = CardGame(a=["08031"], b=[], faction_a="greyjoy")
    g.start(setup_a=["08031#1"], hand_b=["01113#1", "01113#2", "01053#1"]).round()
    faction(g, "B", {"op": "discard", "card": "B:01113#1"}, at="F-AW-3")
    g.ability("A", "A:08031#1", "action", targets=["B:01113#1"])
    g.ev("pass", seat="A")
    return g


def test_08031_tris_botley_removes_a_card_and_bans_its_copies() -> None:
    g = tris_bans()
    g.ev("marshal", seat="B", card="01053#1")  # another title: allowed
    st = g.state()
    assert st.cards["B:01113#1"].zone == "removed" and st.cards["B:01053#1"].zone == "play"


def test_08031_tris_botley_misuse_R_MARSHAL_6_a_copy_marshaled() -> None:
    g = tris_bans()
    g.ev("marshal", seat="B", card="01113#2")
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-MARSHAL-6") and "House Dayne Knight" in message


def test_08031_tris_botley_misuse_R_LIMIT_1_twice_in_a_round() -> None:
    g = CardGame(a=["08031"], b=[], faction_a="greyjoy")
    g.start(setup_a=["08031#1"], hand_b=["01113#1", "01053#1"]).round()
    faction(g, "B", {"op": "discard", "card": "B:01113#1"},
            {"op": "discard", "card": "B:01053#1"}, at="F-AW-3")  # fmt: skip
    g.ability("A", "A:08031#1", "action", targets=["B:01113#1"])
    g.ability("A", "A:08031#1", "action", targets=["B:01053#1"])
    assert g.error()[:2] == (g.last_seq(), "R-LIMIT-1")


# --- 08036 Change of Plans --------------------------------------------------------------------


def change_of_plans(target: str) -> CardGame:
    g = CardGame(a=["08036"], b=[], plots_a=["10047"], faction_a="martell")
    g.start(setup_a=["01053#1"], setup_b=["01113#1", "01187#1"], hand_a=["08036#1"]).round()
    b_attacks_and_wins(g)
    g.ability("A", "A:08036#1", "reaction", targets=[target])
    return g


def test_08036_change_of_plans_moves_a_plot_to_the_used_pile() -> None:
    g = change_of_plans("A:10047#1")
    st = g.state()
    assert st.players[0].used[0] == "A:10047#1" and "A:10047#1" not in st.players[0].plot_deck


def test_08036_change_of_plans_misuse_R_TARGET_1_a_character_not_a_plot() -> None:
    g = change_of_plans("A:01053#1")
    assert g.error()[1] == "R-TARGET-1"
