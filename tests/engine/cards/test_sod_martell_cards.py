"""Secrets of Dorne, House Martell (Obella Sand, locations, attachments, events): a legal use
and a misuse of each scripted card."""

from __future__ import annotations

from engine.game.state.model import icons, strength
from tests.engine.cards.harness import CardGame
from tests.engine.cards.rounds import next_round, to_challenges
from tests.engine.cards.test_core_neutral_plots import draws, reveal
from tests.engine.cards.test_sod_martell import (
    b_attacks_and_wins,
    martell,
    next_cards,
    with_initiative,
)


def b_wins_intrigue_against(g: CardGame) -> CardGame:
    """B (first player) wins an unopposed [intrigue] challenge against A (B gains 1 power)."""
    g.ev("pass", seat="B").ev("pass", seat="A")
    g.ev("challenge", seat="B", challenge="intrigue", attackers=["01187#1"])
    g.ev("defenders", seat="A", defenders=[])
    g.ev("challenge_result", winner="B", attacker_str=2, defender_str=0, unopposed=True)
    return g


# --- 10010 Obella Sand ------------------------------------------------------------------------


def obella_discarded_for_claim() -> CardGame:
    g = martell(["10010"])
    g.start(setup_b=["01187#1"], hand_a=["10010#1"]).round(first="B")
    b_wins_intrigue_against(g)
    other = sorted(g.drawn["A"] - {"A:10010#1"})[0]
    g.ev("claim", seat="A", cards=["A:10010#1", other])
    return g


def test_10010_obella_takes_1_power_and_shuffles_back_after_intrigue_claim() -> None:
    g = obella_discarded_for_claim()
    g.ability("A", "A:10010#1", "reaction")
    st = g.state()
    assert (st.players[0].power, st.players[1].power) == (1, 0)
    assert st.cards["A:10010#1"].zone == "deck"


def test_10010_obella_misuse_R_REACTION_3_discarded_by_another_effect() -> None:
    g = martell(["10010"])
    g.start(setup_a=["10010#1"]).round()
    g.ability("A", "A:faction", "action", effects=[{"op": "discard", "card": "A:10010#1"}])
    g.ability("A", "A:10010#1", "reaction")
    assert g.error()[:2] == (g.last_seq(), "R-REACTION-3")


# --- 10017 Dorne ------------------------------------------------------------------------------


def dorne_looks(keep: int) -> tuple[CardGame, list[str]]:
    g = martell(["10017"])
    g.start(setup_a=["10017#1"], setup_b=["01113#1", "01187#1"]).round()
    b_attacks_and_wins(g)
    top = g._filler("A", 2)
    moves = [{"op": "move", "card": c, "to": "hand"} for c in top[:keep]] + [
        {"op": "move", "card": c, "to": "deck", "bottom": True} for c in top[keep:]
    ]
    g.drawn["A"].update(top[:keep])
    g.ability("A", "A:10017#1", "reaction", effects=moves)
    return g, top


def test_10017_dorne_adds_1_to_hand_and_1_to_the_bottom() -> None:
    g, top = dorne_looks(keep=1)
    st = g.state()
    assert top[0] in st.players[0].hand and st.players[0].deck[0] == top[1]


def test_10017_dorne_misuse_R_EFFECT_1_keeps_none() -> None:
    g, _ = dorne_looks(keep=0)
    assert g.error()[1] == "R-EFFECT-1"


# --- 10018 Starfall ---------------------------------------------------------------------------


def test_10018_starfall_makes_a_character_lose_the_chosen_icon() -> None:
    g = martell(["10018"])
    g.start(setup_a=["10018#1"], setup_b=["01053#1"]).round()
    to_challenges(g)
    g.ability("A", "A:10018#1", "action", costs=[{"op": "kneel", "card": "A:10018#1"}],
              targets=["B:01053#1"], choice="power", at="F-AW-4.1")  # fmt: skip
    assert icons(g.state(), "B:01053#1") == {"military"}


def test_10018_starfall_misuse_R_ACTION_2_in_the_marshaling_phase() -> None:
    g = martell(["10018"])
    g.start(setup_a=["10018#1"], setup_b=["01053#1"]).round()
    g.ability("A", "A:10018#1", "action", costs=[{"op": "kneel", "card": "A:10018#1"}],
              targets=["B:01053#1"], choice="power", at="F-AW-3")  # fmt: skip
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-ACTION-2") and "10018 Starfall" in message


# --- 10019 Hotah's Axe ------------------------------------------------------------------------


def axe_game(ambushed: str) -> CardGame:
    g = martell(["10019", "10016"])
    g.start(hand_a=["10019#1", "10016#1"]).round()
    to_challenges(g)
    g.ev("ambush", seat="A", card=ambushed, at="F-AW-4.1")
    return g


def test_10019_hotahs_axe_attaches_from_hand_to_a_martell_character_entering_play() -> None:
    g = axe_game("10016#1")  # Shadow City Bastard, Ambush (3)
    g.ability("A", "A:10019#1", "reaction")
    st = g.state()
    assert st.cards["A:10019#1"].host == "A:10016#1"
    assert strength(st, "A:10016#1") == 1 + 3


def test_10019_hotahs_axe_misuse_R_REACTION_3_character_marshaled_in_marshaling() -> None:
    g = martell(["10019"])
    g.start(hand_a=["10019#1", "01113#1"]).round()
    g.ev("marshal", seat="A", card="01113#1")
    g.ability("A", "A:10019#1", "reaction")
    assert g.error()[:2] == (g.last_seq(), "R-REACTION-3")


# --- 10020 Patience ---------------------------------------------------------------------------


def test_10020_patience_returns_attached_character_to_hand() -> None:
    g = martell(["10020"])
    g.start(setup_a=["01113#1", "10020#1"], attach_a={"10020#1": "01113#1"}).round()
    to_challenges(g)
    g.ability("A", "A:10020#1", "action", at="F-AW-4.1")
    st = g.state()
    # Patience goes back to its owner's hand with it ([R-LEAVE-4])
    assert st.cards["A:01113#1"].zone == "hand" and st.cards["A:10020#1"].zone == "hand"


def test_10020_patience_misuse_R_ACTION_2_in_the_marshaling_phase() -> None:
    g = martell(["10020"])
    g.start(setup_a=["01113#1", "10020#1"], attach_a={"10020#1": "01113#1"}).round()
    g.ability("A", "A:10020#1", "action", at="F-AW-3")
    assert g.error()[1] == "R-ACTION-2"


# --- 10021 Beguiled ---------------------------------------------------------------------------


def beguiled_game(choice: str) -> CardGame:
    g = martell(["10021"], ["10021"])
    g.start(setup_b=["01053#1"], hand_a=["10021#1"]).round()
    g.ev("marshal", seat="A", card="10021#1", attach_to="B:01053#1")  # cost 0
    to_challenges(g)
    g.ability("A", "A:10021#1", "action", costs=[{"op": "kneel", "card": "A:10021#1"}],
              choice=choice, at="F-AW-4.1")  # fmt: skip
    return g


def test_10021_beguiled_attached_character_loses_the_chosen_icon() -> None:
    g = beguiled_game("military")
    assert icons(g.state(), "B:01053#1") == {"power"}


def test_10021_beguiled_misuse_R_ABIL_7_an_icon_it_lacks() -> None:
    g = beguiled_game("intrigue")
    assert g.error()[1] == "R-ABIL-7"


# --- 10023 False Plans ------------------------------------------------------------------------


def test_10023_false_plans_discards_1_card_at_random_from_the_opponent() -> None:
    g = martell(["10023"])
    g.start(setup_a=["01113#1"], hand_a=["10023#1"]).round()
    to_challenges(g)
    victim = sorted(g.drawn["B"])[0]
    g.ability("A", "A:10023#1", "action", costs=[{"op": "spend_gold", "seat": "A", "amount": 1}],
              effects=[{"op": "discard", "card": victim}], at="F-AW-4.1")  # fmt: skip
    st = g.state()
    assert st.cards[victim].zone == "discard" and st.cards["A:10023#1"].zone == "discard"


def test_10023_false_plans_misuse_R_EFFECT_1_a_card_from_your_own_hand() -> None:
    g = martell(["10023"])
    g.start(setup_a=["01113#1"], hand_a=["10023#1"]).round()
    to_challenges(g)
    own = sorted(g.drawn["A"] - {"A:10023#1", "A:01113#1"})[0]
    g.ability("A", "A:10023#1", "action", costs=[{"op": "spend_gold", "seat": "A", "amount": 1}],
              effects=[{"op": "discard", "card": own}], at="F-AW-4.1")  # fmt: skip
    assert g.error()[1] == "R-EFFECT-1"


def false_plans_claimed() -> tuple[CardGame, list[str]]:
    g = martell(["10023"])
    g.start(setup_b=["01187#1"], hand_a=["10023#1"]).round(first="B")
    b_wins_intrigue_against(g)
    other = sorted(g.drawn["A"] - {"A:10023#1"})[0]
    g.ev("claim", seat="A", cards=["A:10023#1", other])
    return g, sorted(g.drawn["B"] - {"B:01187#1"})[:2]


def test_10023_false_plans_discarded_for_claim_makes_the_winner_discard_2() -> None:
    g, victims = false_plans_claimed()
    g.ability("A", "A:10023#1", "reaction",
              effects=[{"op": "discard", "card": c} for c in victims])  # fmt: skip
    st = g.state()
    assert all(st.cards[c].zone == "discard" for c in victims)


def test_10023_false_plans_misuse_R_EFFECT_1_the_winner_discards_1() -> None:
    g, victims = false_plans_claimed()
    g.ability("A", "A:10023#1", "reaction", effects=[{"op": "discard", "card": victims[0]}])
    assert g.error()[1] == "R-EFFECT-1"


def test_10023_false_plans_misuse_R_REACTION_3_discarded_at_random_not_for_claim() -> None:
    g = martell(["10023"])
    g.start(hand_a=["10023#1"]).round()
    g.ability("A", "A:faction", "action", effects=[{"op": "discard", "card": "A:10023#1"}])
    g.ability("A", "A:10023#1", "reaction", effects=[])
    assert g.error()[:2] == (g.last_seq(), "R-REACTION-3")


# --- 10022 No Use For Grief -------------------------------------------------------------------


def grief(target: str, killed: bool = True) -> CardGame:
    g = martell(["10022", "10013", "10007"])
    g.start(setup_a=["01113#1"], hand_a=["10022#1"]).round()
    if killed:
        g.ability("A", "A:faction", "action", effects=[{"op": "kill", "card": "A:01113#1"}],
                  at="F-AW-3")  # fmt: skip
    g.ability("A", "A:10022#1", "action", targets=[target], at="F-AW-3",
              costs=[{"op": "spend_gold", "seat": "A", "amount": 2}])  # fmt: skip
    return g


def test_10022_no_use_for_grief_puts_a_cheap_sand_snake_into_play() -> None:
    g = grief("A:10013#1")  # Loreza Sand: printed cost 2
    st = g.state()
    assert st.cards["A:10013#1"].zone == "play" and not st.players[0].deck_known


def test_10022_no_use_for_grief_misuse_R_PLAYRES_1_no_martell_character_killed() -> None:
    g = grief("A:10013#1", killed=False)
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-PLAYRES-1") and "10022 No Use For Grief" in message


def test_10022_no_use_for_grief_misuse_R_TARGET_1_cost_4_without_the_red_viper_dead() -> None:
    g = grief("A:10007#1")  # Nymeria Sand: printed cost 4
    assert g.error()[1] == "R-TARGET-1"


# --- 10046 At Prince Doran's Behest -----------------------------------------------------------


def behest(target: str) -> CardGame:
    g = CardGame(a=[], b=[], plots_a=["10046", "07049", "10047"], faction_a="martell")
    g.start()
    reveal(g, "10046#1", initiative="B", first="B")  # initiative 0 against 4
    g.ability("A", "A:10046#1", "when_revealed", targets=[target])
    return g


def test_10046_behest_reveals_a_new_plot_whose_when_revealed_follows() -> None:
    g = behest("A:07049#1")  # Called Into Service
    top = next_cards(g, "A", 1)[0]
    g.ability("A", "A:07049#1", "when_revealed", effects=[
        {"op": "reveal", "seat": "A", "cards": [top]},
        {"op": "put_into_play", "card": top}])  # fmt: skip
    draws(g)
    st = g.state()
    assert st.players[0].revealed == "A:07049#1" and "A:10046#1" in st.players[0].used
    assert st.cards[top].zone == "play"


def test_10046_behest_misuse_R_TARGET_1_a_plot_of_the_opponent() -> None:
    g = behest("B:01025#3")
    assert g.error()[1] == "R-TARGET-1"


def test_10046_behest_misuse_R_WHENREV_1_the_new_plots_when_revealed_left_out() -> None:
    g = behest("A:07049#1")
    draws(g)  # the draw phase's first draw comes before Called Into Service resolved
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq() - 1, "R-WHENREV-1") and "A:07049#1" in message


# --- 10015 House Dayne Escort -----------------------------------------------------------------


def escort_from_discard(rounds: int) -> CardGame:
    g = martell(["10015"])
    g.start(hand_a=["10015#1"]).round()
    g.ability("A", "A:faction", "action", at="F-AW-3",
              effects=[{"op": "discard", "card": "A:10015#1"}])  # fmt: skip
    for _ in range(rounds - 1):
        with_initiative(next_round(g), "A")
    g.ev("marshal", seat="A", card="10015#1", at="F-AW-3")
    return g


def test_10015_house_dayne_escort_marshaled_from_discard_with_3_used_plots() -> None:
    g = escort_from_discard(rounds=4)
    st = g.state()
    assert len(st.players[0].used) == 3 and st.cards["A:10015#1"].zone == "play"


def test_10015_house_dayne_escort_misuse_R_MARSHAL_1_with_1_used_plot() -> None:
    g = escort_from_discard(rounds=2)
    assert g.error()[:2] == (g.last_seq(), "R-MARSHAL-1")
