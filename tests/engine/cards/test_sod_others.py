"""Secrets of Dorne, other factions and neutral cards: a legal use and a misuse of each
scripted card, and The Wars To Come (deckbuilding only)."""

from __future__ import annotations

from engine.game.cardtext.coverage import classify
from engine.game.data.cards import load_cards
from engine.game.play.replay import replay
from engine.game.state.model import icons, plot_value
from tests.engine.cards.harness import CardGame
from tests.engine.cards.rounds import next_round, to_challenges
from tests.engine.cards.test_sod_martell import a_wins_unopposed, next_cards, with_initiative


def to_plot_phase(g: CardGame) -> CardGame:
    """Both players pass the rest of the round and discard down to their reserve: the
    game waits for the next plots (``rounds.next_round`` without the vanilla reveal)."""
    for _ in range(2):
        g.ev("pass", seat="A").ev("pass", seat="B")
    st = replay(g.doc()).state
    assert st is not None
    for index in st.order():
        p, reserve = st.players[index], plot_value(st, index, "reserve")
        if len(p.hand) > reserve:
            g.ev("reserve", seat=p.key, cards=sorted(p.hand)[: len(p.hand) - reserve])
    return g


def kneel(g: CardGame, seat: str, *cards: str) -> CardGame:
    effects = [{"op": "kneel", "card": c} for c in cards]
    return g.ability(seat, f"{seat}:faction", "action", effects=effects)


# --- 10025 Ser Cortnay Penrose ----------------------------------------------------------------


def test_10025_cortnay_stands_after_a_power_win() -> None:
    g = CardGame(a=["10025"], b=[], faction_a="baratheon")
    g.start(setup_a=["10025#1"]).round()
    a_wins_unopposed(g, ["10025#1"], "power", 4)
    g.ability("A", "A:10025#1", "reaction")
    assert not g.state().cards["A:10025#1"].kneeling


def test_10025_cortnay_misuse_R_REACTION_3_after_a_military_win() -> None:
    g = CardGame(a=["10025"], b=[], faction_a="baratheon")
    g.start(setup_a=["10025#1"]).round()
    a_wins_unopposed(g, ["10025#1"], "military", 4)
    g.ability("A", "A:10025#1", "reaction")
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-REACTION-3") and "10025 Ser Cortnay Penrose" in message


# --- 10027 Fleet From Pyke --------------------------------------------------------------------


def fleet_pillages(card: str) -> CardGame:
    g = CardGame(a=["10027"], b=["01079"], faction_a="greyjoy")
    g.start(setup_a=["10027#1"]).round()
    a_wins_unopposed(g, ["10027#1"], "military", 3)
    g.ev("keyword", seat="A", keyword="pillage", card="10027#1", cards=[card])
    return g


def test_10027_fleet_from_pyke_gains_an_icon_after_pillaging_a_location() -> None:
    g = fleet_pillages("B:01079#1")
    g.ability("A", "A:10027#1", "reaction", choice="intrigue")
    assert icons(g.state(), "A:10027#1") == {"military", "intrigue", "power"}


def test_10027_fleet_from_pyke_misuse_R_REACTION_3_pillaged_a_character() -> None:
    g = fleet_pillages("B:01053#1")
    g.ability("A", "A:10027#1", "reaction", choice="intrigue")
    assert g.error()[:2] == (g.last_seq(), "R-REACTION-3")


# --- 10029 Myrcella Baratheon -----------------------------------------------------------------


def test_10029_myrcella_does_not_kneel_against_a_smaller_hand() -> None:
    g = CardGame(a=["10029"], b=[])
    g.start(setup_a=["10029#1"]).round()
    b_card = sorted(g.drawn["B"])[0]
    g.ability("B", "B:faction", "action", effects=[{"op": "discard", "card": b_card}])
    to_challenges(g)
    g.ev("challenge", seat="A", challenge="power", attackers=["10029#1"])
    st = g.state()
    assert len(st.players[0].hand) > len(st.players[1].hand)
    assert not st.cards["A:10029#1"].kneeling


def test_10029_myrcella_kneels_against_an_equal_hand() -> None:
    g = CardGame(a=["10029"], b=[])
    g.start(setup_a=["10029#1"]).round()
    to_challenges(g)
    g.ev("challenge", seat="A", challenge="power", attackers=["10029#1"])
    st = g.state()
    assert len(st.players[0].hand) == len(st.players[1].hand)
    assert st.cards["A:10029#1"].kneeling


def test_10029_myrcella_misuse_F_4_2_4_attacks_again_though_equal_hands_knelt_her() -> None:
    # the misuse: treating her as standing after an equal-hand attack knelt her
    g = CardGame(a=["10029"], b=[])
    g.start(setup_a=["10029#1"]).round()
    to_challenges(g)
    g.ev("challenge", seat="A", challenge="power", attackers=["10029#1"])
    g.ev("defenders", seat="B", defenders=[])
    g.ev("challenge_result", winner="A", attacker_str=3, defender_str=0, unopposed=True)
    g.ev("challenge", seat="A", challenge="intrigue", attackers=["10029#1"])
    assert g.error()[:2] == (g.last_seq(), "F-4.2-4")


# --- 10033 Greatjon Umber ---------------------------------------------------------------------


def test_10033_greatjon_stands_after_a_military_win_he_attacks_in() -> None:
    g = CardGame(a=["10033"], b=[], faction_a="stark")
    g.start(setup_a=["10033#1"]).round()
    a_wins_unopposed(g, ["10033#1"], "military", 5)
    g.ability("A", "A:10033#1", "reaction")
    assert not g.state().cards["A:10033#1"].kneeling


def test_10033_greatjon_misuse_R_REACTION_3_a_power_win() -> None:
    g = CardGame(a=["10033"], b=[], faction_a="stark")
    g.start(setup_a=["10033#1"]).round()
    a_wins_unopposed(g, ["10033#1"], "power", 5)
    g.ability("A", "A:10033#1", "reaction")
    assert g.error()[1] == "R-REACTION-3"


# --- 10034 Taste For Flesh --------------------------------------------------------------------


def taste_game(attacker: str) -> CardGame:
    g = CardGame(a=["10034", "01149"], b=[], faction_a="stark")
    g.start(setup_a=[attacker], setup_b=["01113#1"], hand_a=["10034#1"]).round()
    to_challenges(g)
    g.ev("challenge", seat="A", challenge="military", attackers=[attacker])
    g.ev("defenders", seat="B", defenders=["01113#1"])
    kneel(g, "B", "B:01113#1")  # already knelt as a defender: no change, keeps STR
    return g


def test_10034_taste_for_flesh_kills_a_defender_after_a_direwolf_wins() -> None:
    g = CardGame(a=["10034", "01149"], b=[], faction_a="stark")
    g.start(setup_a=["01149#1", "01149#2", "01149#3"], setup_b=["01113#1"],
            hand_a=["10034#1"]).round()  # fmt: skip
    to_challenges(g)
    g.ev("challenge", seat="A", challenge="military", attackers=["01149#1", "01149#2"])
    g.ev("defenders", seat="B", defenders=["01113#1"])
    g.ev("challenge_result", winner="A", attacker_str=6, defender_str=2)  # 3 + 3 against 2
    g.ability("A", "A:10034#1", "reaction", targets=["B:01113#1"])
    assert g.state().cards["B:01113#1"].zone == "dead"


def test_10034_taste_for_flesh_misuse_R_REACTION_3_no_direwolf_attacking() -> None:
    g = CardGame(a=["10034"], b=[], faction_a="stark")
    g.start(setup_a=["01053#1", "01053#2"], setup_b=["01113#1"], hand_a=["10034#1"]).round()
    to_challenges(g)
    g.ev("challenge", seat="A", challenge="military", attackers=["01053#1", "01053#2"])
    g.ev("defenders", seat="B", defenders=["01113#1"])
    g.ev("challenge_result", winner="A", attacker_str=4, defender_str=2)
    g.ability("A", "A:10034#1", "reaction", targets=["B:01113#1"])
    assert g.error()[:2] == (g.last_seq(), "R-REACTION-3")


# --- 10038 Beacon of the South ----------------------------------------------------------------


def beacon_game(attackers: list[str], total: int) -> CardGame:
    g = CardGame(a=["10038", "01190"], b=[], faction_a="tyrell")
    g.start(setup_a=["01190#1", "01187#1", "10038#1"], attach_a={"10038#1": "01187#1"})
    g.round()
    a_wins_unopposed(g, attackers, "power", total)
    return g


def test_10038_beacon_of_the_south_attached_gains_power_after_a_win_by_5() -> None:
    g = beacon_game(["01190#1", "01187#1"], 5)  # Wardens 3 + Courtesan 2
    g.ability("A", "A:10038#1", "reaction")
    assert g.state().cards["A:01187#1"].power == 1


def test_10038_beacon_of_the_south_misuse_R_REACTION_3_won_by_less_than_5() -> None:
    g = beacon_game(["01187#1"], 2)
    g.ability("A", "A:10038#1", "reaction")
    assert g.error()[:2] == (g.last_seq(), "R-REACTION-3")


# --- 10042 Jade Sea Dromond -------------------------------------------------------------------


def dromond_discards(target: str) -> CardGame:
    g = CardGame(a=["10042"], b=["01061", "01040"])
    g.start(setup_a=["10042#1"], setup_b=["01061#1", "01040#1"]).round()
    to_challenges(g)
    g.ev("pass", seat="A").ev("pass", seat="B")  # the dominance phase
    g.ability("A", "A:10042#1", "action", costs=[{"op": "kneel", "card": "A:10042#1"},
              {"op": "sacrifice", "card": "A:10042#1"}], targets=[target])  # fmt: skip
    return g


def test_10042_jade_sea_dromond_discards_a_small_location() -> None:
    g = dromond_discards("B:01061#1")  # The Red Keep: cost 3, not limited
    st = g.state()
    assert st.cards["B:01061#1"].zone == "discard" and st.cards["A:10042#1"].zone == "discard"


def test_10042_jade_sea_dromond_misuse_R_TARGET_1_a_limited_location() -> None:
    g = dromond_discards("B:01040#1")  # The Roseroad: limited
    assert g.error()[1] == "R-TARGET-1"


# --- 10044 "Off To Gulltown" ------------------------------------------------------------------


def test_10044_off_to_gulltown_gives_three_icons_and_draws() -> None:
    g = CardGame(a=["10044"], b=[])
    g.start(setup_a=["01053#1"], hand_a=["10044#1"]).round()
    to_challenges(g)
    drawn = next_cards(g, "A", 1)
    g.ability("A", "A:10044#1", "action", targets=["A:01053#1"], at="F-AW-4.1",
              costs=[{"op": "spend_gold", "seat": "A", "amount": 1}],
              effects=[*({"op": "icon", "card": "A:01053#1", "icon": i, "until": "phase"}
                         for i in ("military", "intrigue", "power")),
                       {"op": "draw", "seat": "A", "cards": drawn}])  # fmt: skip
    st = g.state()
    assert icons(st, "A:01053#1") == {"military", "intrigue", "power"}
    assert drawn[0] in st.players[0].hand


def test_10044_off_to_gulltown_misuse_R_DRAW_1_no_card_drawn() -> None:
    g = CardGame(a=["10044"], b=[])
    g.start(setup_a=["01053#1"], hand_a=["10044#1"]).round()
    to_challenges(g)
    g.ability("A", "A:10044#1", "action", targets=["A:01053#1"], at="F-AW-4.1",
              costs=[{"op": "spend_gold", "seat": "A", "amount": 1}])  # fmt: skip
    assert g.error()[1] == "R-DRAW-1"


# --- 10045 The Wars To Come -------------------------------------------------------------------


def test_10045_the_wars_to_come_needs_no_script() -> None:
    assert classify(load_cards().get("10045")) == "framework"


def test_10045_the_wars_to_come_reveals_both_copies_of_a_duplicated_plot() -> None:
    g = CardGame(a=[], b=[], plots_a=["10047", "10047"], agenda_a="10045")
    g.seats[0]["deck"]["plots"]["10047"] = 2  # a second copy ([R-AGENDA-1])
    g.start().round(plot_a="10047#1", first="B")
    to_plot_phase(g)
    g.ev("plot", seat="A", card="A:10047#2").ev("plot", seat="B", card="B:01025#2")
    g.ev("initiative", seat="B", at="F-1.3.I")
    st = g.state()
    assert st.players[0].revealed == "A:10047#2" and "A:10047#1" in st.players[0].used


def test_10045_the_wars_to_come_misuse_R_PLOT_9_the_same_copy_revealed_twice() -> None:
    g = CardGame(a=[], b=[], plots_a=["10047"], agenda_a="10045")
    g.start().round(plot_a="10047#1", first="B")
    to_plot_phase(g)
    g.ev("plot", seat="A", card="A:10047#1")  # one copy: the duplicate allowance is unused
    assert g.error()[:2] == (g.last_seq(), "R-PLOT-9")


# --- 10047 Peace and Prosperity ---------------------------------------------------------------


def test_10047_peace_and_prosperity_first_character_and_location_cost_less() -> None:
    g = CardGame(a=["10025", "01061"], b=[], plots_a=["10047"])
    g.start(hand_a=["10025#1", "01061#1"]).round(plot_a="10047#1", first="B")
    g.ev("pass", seat="B")
    g.ev("marshal", seat="A", card="10025#1", cost=1)  # Ser Cortnay Penrose: 4 - 3
    g.ev("marshal", seat="A", card="01061#1", cost=1)  # The Red Keep: 3 - 2
    st = g.state()
    assert st.players[0].gold == 0 and st.cards["A:01061#1"].zone == "play"


def test_10047_peace_and_prosperity_misuse_R_COST_1_second_character_reduced() -> None:
    g = CardGame(a=["10025"], b=[], plots_a=["10047"])
    g.start(hand_a=["10025#1", "01053#1"]).round(plot_a="10047#1", first="B")
    g.ev("pass", seat="B")
    g.ev("marshal", seat="A", card="10025#1", cost=1)
    g.ev("marshal", seat="A", card="01053#1", cost=0)
    assert g.error()[:2] == (g.last_seq(), "R-COST-1")


# --- 10049 Beyond Reproach --------------------------------------------------------------------


def test_10049_beyond_reproach_sacrifices_attachments_on_others_characters() -> None:
    g = CardGame(a=["10021"], b=[], plots_b=["10049"], faction_a="martell")
    g.start(setup_b=["01053#1"], hand_a=["10021#1"]).round()
    g.ev("marshal", seat="A", card="10021#1", attach_to="B:01053#1")
    to_plot_phase(g)
    g.ev("plot", seat="A", card="A:01025#2").ev("plot", seat="B", card="B:10049#1")
    g.ev("initiative", seat="A", at="F-1.3.I").ev("first_player", seat="A")
    g.ability("B", "B:10049#1", "when_revealed")
    st = g.state()
    assert st.cards["A:10021#1"].zone == "discard" and st.cards["B:01053#1"].attachments == []


def test_10049_beyond_reproach_misuse_R_EFFECT_1_attachment_kept() -> None:
    g = CardGame(a=["10021"], b=[], plots_b=["10049"], faction_a="martell")
    g.start(setup_b=["01053#1"], hand_a=["10021#1"]).round()
    g.ev("marshal", seat="A", card="10021#1", attach_to="B:01053#1")
    to_plot_phase(g)
    g.ev("plot", seat="A", card="A:01025#2").ev("plot", seat="B", card="B:10049#1")
    g.ev("initiative", seat="A", at="F-1.3.I").ev("first_player", seat="A")
    g.ability("B", "B:10049#1", "when_revealed", effects=[])
    assert g.error()[1] == "R-EFFECT-1"


# --- 10035 Missandei --------------------------------------------------------------------------


def test_10035_missandei_discarded_from_hand_enters_play_instead() -> None:
    g = CardGame(a=["10035"], b=[], faction_a="targaryen")
    g.start(setup_b=["01187#1"], hand_a=["10035#1"]).round(first="B")
    g.ev("pass", seat="B").ev("pass", seat="A")
    g.ev("challenge", seat="B", challenge="intrigue", attackers=["01187#1"])
    g.ev("defenders", seat="A", defenders=[])
    g.ev("challenge_result", winner="B", attacker_str=2, defender_str=0, unopposed=True)
    other = sorted(g.drawn["A"] - {"A:10035#1"})[0]
    g.ev("claim", seat="A", cards=["A:10035#1", other])  # claim 2, at random
    g.ability("A", "A:10035#1", "interrupt")
    st = g.state()
    assert st.cards["A:10035#1"].zone == "play" and st.cards[other].zone == "discard"


def test_10035_missandei_misuse_R_INTERRUPT_3_discarded_from_play() -> None:
    g = CardGame(a=["10035"], b=[], faction_a="targaryen")
    g.start(setup_a=["10035#1"]).round()
    g.ability("A", "A:faction", "action", effects=[{"op": "discard", "card": "A:10035#1"}])
    g.ability("A", "A:10035#1", "interrupt")
    assert g.error()[:2] == (g.last_seq(), "R-INTERRUPT-3")


# --- 10006 Areo Hotah -------------------------------------------------------------------------


def areo_ambush(rounds: int) -> CardGame:
    g = CardGame(a=["10006"], b=[], faction_a="martell")
    g.start(hand_a=["10006#1"]).round()
    if rounds > 1:
        with_initiative(next_round(g, keep=("A:10006#1",)), "A")  # one plot in the used pile
    g.ability("A", "A:faction", "action", at="F-AW-3",
              effects=[{"op": "gain_gold", "seat": "A", "amount": 2}])  # fmt: skip
    to_challenges(g)
    g.ev("ambush", seat="A", card="10006#1", at="F-AW-4.1")
    return g


def test_10006_areo_hotah_ambush_costs_1_less_per_used_plot() -> None:
    g = areo_ambush(rounds=2)
    st = g.state()
    assert st.cards["A:10006#1"].zone == "play" and st.players[0].gold == 3 + 2 - 5


def test_10006_areo_hotah_misuse_R_KW_AMBUSH_1_ambush_at_6_with_5_gold() -> None:
    g = areo_ambush(rounds=1)  # no plot used yet: Ambush (6)
    assert g.error()[:2] == (g.last_seq(), "R-KW-AMBUSH-1")


def areo_defends_and_wins(defends: bool) -> CardGame:
    g = CardGame(a=["10006"], b=[], faction_a="martell")
    g.start(setup_a=["10006#1"], setup_b=["01113#1"]).round(first="B")
    g.ev("pass", seat="B").ev("pass", seat="A")
    g.ev("challenge", seat="B", challenge="military", attackers=["01113#1"])
    g.ev("defenders", seat="A", defenders=["10006#1"] if defends else [])
    if defends:
        g.ev("challenge_result", winner="A", attacker_str=2, defender_str=3)
    g.ability("A", "A:10006#1", "reaction", costs=[{"op": "return_to_hand", "card": "A:10006#1"}])
    return g


def test_10006_areo_hotah_returns_to_hand_to_raise_claim() -> None:
    g = areo_defends_and_wins(defends=True)
    st = g.state()
    assert st.cards["A:10006#1"].zone == "hand" and plot_value(st, 0, "claim") == 2 + 1


def test_10006_areo_hotah_misuse_R_REACTION_3_he_did_not_defend() -> None:
    g = areo_defends_and_wins(defends=False)
    assert g.error()[:2] == (g.last_seq(), "R-REACTION-3")
