"""Core Set, House Baratheon: a legal use and a misuse of each scripted card.

The filler 01053 Bastard in Hiding is a [baratheon] character (mil/pow, STR 2); 01113 is
[martell] (mil/int) and 01187 [tyrell] (int/pow)."""

from __future__ import annotations

from engine.game.state.model import icons, strength
from tests.engine.cards.harness import CardGame


def _to_challenges(g: CardGame) -> CardGame:
    """From the draw phase: both players marshal nothing (the challenges phase begins with
    the next challenge event)."""
    g.ev("pass", seat="A").ev("pass", seat="B")
    return g


def _to_dominance(g: CardGame) -> CardGame:
    """From the challenges phase, A active: both initiate no further challenge."""
    g.ev("pass", seat="A").ev("pass", seat="B")
    return g


# --- 01046 Maester Cressen --------------------------------------------------------------------


def _cressen_game() -> CardGame:
    g = CardGame(a=["01046"], b=["01034", "01032", "01049"])
    g.start(setup_a=["01046#1"], setup_b=["01049#1", "01034#1", "01032#1"],
            attach_b={"01034#1": "01049#1", "01032#1": "01049#1"}).round()  # fmt: skip
    return g


def test_01046_maester_cressen_discards_a_condition_attachment() -> None:
    g = _cressen_game()
    g.ability("A", "A:01046#1", "action", costs=[{"op": "kneel", "card": "A:01046#1"}],
              targets=["B:01034#1"])  # fmt: skip
    st = g.state()
    assert st.cards["B:01034#1"].zone == "discard" and st.cards["A:01046#1"].kneeling


def test_01046_maester_cressen_misuse_R_TARGET_1_an_item_attachment() -> None:
    g = _cressen_game()
    g.ability("A", "A:01046#1", "action", costs=[{"op": "kneel", "card": "A:01046#1"}],
              targets=["B:01032#1"])  # fmt: skip
    assert g.error()[1] == "R-TARGET-1"


def test_01046_maester_cressen_misuse_R_TRIGGERED_1_in_the_dominance_phase() -> None:
    """A marshaling action fits nowhere before the next round's plots are chosen."""
    g = _cressen_game()
    for seat in "AABAB":  # the draw window, both marshal nothing, initiate no challenge
        g.ev("pass", seat=seat)
    g.ability("A", "A:01046#1", "action", costs=[{"op": "kneel", "card": "A:01046#1"}],
              targets=["B:01034#1"])  # fmt: skip
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-TRIGGERED-1") and "F-4.4" in message  # [F-4.4]


# --- 01048 Robert Baratheon -------------------------------------------------------------------


def _robert_attacks() -> CardGame:
    g = CardGame(a=["01048"], b=[])
    g.start(setup_a=["01048#1"], setup_b=["01053#1", "01113#1"]).round()
    _to_challenges(g)
    g.ev("challenge", seat="A", challenge="military", attackers=["01048#1"])
    g.ev("defenders", seat="B", defenders=["01053#1"])
    return g


def test_01048_robert_baratheon_gets_1_str_per_other_kneeling_character() -> None:
    g = _robert_attacks()
    assert strength(g.state(), "A:01048#1") == 5 + 1  # the kneeling defender; not himself
    g.ev("challenge_result", winner="A", attacker_str=6, defender_str=2)
    assert g.verdict().errors == ()


def test_01048_robert_baratheon_constant_ignored_F_4_2_2_printed_str_stated() -> None:
    g = _robert_attacks()
    g.ev("challenge_result", winner="A", attacker_str=5, defender_str=2)
    assert g.error()[1] == "F-4.2.2"


# --- 01049 Selyse Baratheon -------------------------------------------------------------------


def _selyse_game() -> CardGame:
    g = CardGame(a=["01049"], b=[])
    g.start(setup_a=["01049#1", "01053#1", "01113#1"]).round()
    _to_challenges(g)
    g.ev("challenge", seat="A", challenge="power", attackers=["01049#1"])
    g.ev("defenders", seat="B", defenders=[])
    return g


def test_01049_selyse_gives_a_baratheon_character_an_intrigue_icon() -> None:
    g = _selyse_game()
    g.ability("A", "A:01049#1", "action", costs=[{"op": "spend_gold", "seat": "A", "amount": 1}],
              targets=["A:01053#1"])  # fmt: skip
    g.ev("pass", seat="A")  # the power challenge ends; claim moves nothing from B
    g.ev("challenge", seat="A", challenge="intrigue", attackers=["01053#1"])
    st = g.state()
    assert "intrigue" in icons(st, "A:01053#1") and st.players[0].gold == 3 - 1


def test_01049_selyse_misuse_R_TARGET_1_not_a_baratheon_character() -> None:
    g = _selyse_game()
    g.ability("A", "A:01049#1", "action", costs=[{"op": "spend_gold", "seat": "A", "amount": 1}],
              targets=["A:01113#1"])  # fmt: skip
    assert g.error()[1] == "R-TARGET-1"


def test_01049_selyse_misuse_R_COST_2_gold_not_paid() -> None:
    g = _selyse_game()
    g.ability("A", "A:01049#1", "action", targets=["A:01053#1"])
    assert g.error()[1] == "R-COST-2"


# --- 01054 Fiery Followers --------------------------------------------------------------------


def _followers_attacked() -> CardGame:
    g = CardGame(a=["01054"], b=[])
    g.start(setup_a=["01054#1"]).round()
    _to_challenges(g)
    g.ev("challenge", seat="A", challenge="military", attackers=["01054#1"])
    return g


def test_01054_fiery_followers_stand_when_the_dominance_phase_begins() -> None:
    g = _followers_attacked()
    g.ev("defenders", seat="B", defenders=[])
    _to_dominance(g)
    g.ability("A", "A:01054#1", "reaction")
    st = g.state()
    assert st.phase == "dominance" and not st.cards["A:01054#1"].kneeling


def test_01054_fiery_followers_misuse_R_REACTION_3_during_a_challenge() -> None:
    g = _followers_attacked()
    g.ability("A", "A:01054#1", "reaction")  # defenders not declared: the game waits here
    assert g.error()[1] == "R-REACTION-3"


# --- 01055 King's Hunting Party ---------------------------------------------------------------


def _hunting_party_attacks(b_setup: list[str]) -> CardGame:
    g = CardGame(a=["01055"], b=["01048"])
    g.start(setup_a=["01055#1"], setup_b=b_setup).round()
    _to_challenges(g)
    g.ev("challenge", seat="A", challenge="intrigue", attackers=["01055#1"])
    return g


def test_01055_kings_hunting_party_gains_intrigue_while_an_opponent_has_a_king() -> None:
    g = _hunting_party_attacks(["01048#1"])  # B: Robert Baratheon, a King
    assert "intrigue" in icons(g.state(), "A:01055#1")


def test_01055_kings_hunting_party_without_a_king_F_4_2_4_no_intrigue_attack() -> None:
    assert _hunting_party_attacks(["01053#1"]).error()[1] == "F-4.2-4"


# --- 01056 Dragonstone Faithful, 01059 Dragonstone Port ---------------------------------------


def _reducer_game(reducer: str, hand: list[str]) -> CardGame:
    g = CardGame(a=[reducer, "01056"], b=[])
    g.start(setup_a=[f"{reducer}#1"], hand_a=hand).round()
    g.ability("A", f"A:{reducer}#1", "action",
              costs=[{"op": "kneel", "card": f"A:{reducer}#1"}])  # fmt: skip
    return g


def test_01056_dragonstone_faithful_reduces_the_next_baratheon_character() -> None:
    g = _reducer_game("01056", ["01053#1"])
    g.ev("marshal", seat="A", card="01053#1", cost=1)
    assert g.state().players[0].gold == 3 - 1


def test_01056_dragonstone_faithful_misuse_R_COST_1_not_a_baratheon_character() -> None:
    g = _reducer_game("01056", ["01113#1"])
    g.ev("marshal", seat="A", card="01113#1", cost=1)
    assert g.error()[1] == "R-COST-1"


def test_01056_dragonstone_faithful_misuse_R_COST_2_not_knelt() -> None:
    g = CardGame(a=["01056"], b=[])
    g.start(setup_a=["01056#1"]).round()
    g.ability("A", "A:01056#1", "action")
    assert g.error()[1] == "R-COST-2"


def test_01059_dragonstone_port_reduces_the_next_baratheon_card() -> None:
    g = _reducer_game("01059", ["01056#2"])
    g.ev("marshal", seat="A", card="01056#2", cost=0)  # Dragonstone Faithful: 1 - 1
    assert g.state().players[0].gold == 3


def test_01059_dragonstone_port_misuse_R_COST_1_a_second_card_not_reduced() -> None:
    g = _reducer_game("01059", ["01056#2", "01056#3"])
    g.ev("marshal", seat="A", card="01056#2", cost=0)
    g.ev("marshal", seat="A", card="01056#3", cost=0)
    assert g.error()[1] == "R-COST-1"


# --- 01064 Seen In Flames ---------------------------------------------------------------------


def _seen_in_flames(a_setup: list[str]) -> CardGame:
    g = CardGame(a=["01064", "01054"], b=["01034"])
    g.start(setup_a=a_setup, hand_a=["01064#1"], hand_b=["01034#1"]).round()
    _to_challenges(g)
    g.ev("challenge", seat="A", challenge="military", attackers=["01053#1"])
    return g


def test_01064_seen_in_flames_discards_a_card_from_the_opponents_hand() -> None:
    g = _seen_in_flames(["01054#1", "01053#1"])
    g.ability("A", "A:01064#1", "action", costs=[{"op": "spend_gold", "seat": "A", "amount": 1}],
              targets=["B:01034#1"])  # fmt: skip
    st = g.state()
    assert st.cards["B:01034#1"].zone == "discard" and st.cards["A:01064#1"].zone == "discard"


def test_01064_seen_in_flames_misuse_R_PLAYRES_1_no_rhllor_character() -> None:
    g = _seen_in_flames(["01053#1"])
    g.ability("A", "A:01064#1", "action", costs=[{"op": "spend_gold", "seat": "A", "amount": 1}],
              targets=["B:01034#1"])  # fmt: skip
    assert g.error()[1] == "R-PLAYRES-1"


def test_01064_seen_in_flames_misuse_R_TARGET_1_a_card_in_play() -> None:
    g = _seen_in_flames(["01054#1", "01053#1"])
    g.ability("A", "A:01064#1", "action", costs=[{"op": "spend_gold", "seat": "A", "amount": 1}],
              targets=["A:01054#1"])  # fmt: skip
    assert g.error()[1] == "R-TARGET-1"


def _hand(g: CardGame, seat: int) -> list[str]:
    st = g.verdict().state
    assert st is not None
    return sorted(st.players[seat].hand)


def _discard_to_reserve(g: CardGame, keep: tuple[str, ...] = ()) -> CardGame:
    """The taxation phase: each player over the reserve of 5 discards the excess (never a
    card in ``keep``)."""
    for seat, key in enumerate("AB"):
        hand = [c for c in _hand(g, seat) if c not in keep]
        excess = len(_hand(g, seat)) - 5
        if excess > 0:
            g.ev("reserve", seat=key, cards=hand[:excess])
    return g


def _b_wins_an_unopposed_power_challenge(g: CardGame) -> CardGame:
    """From the draw phase: nobody marshals, A initiates nothing, B's 01187#1 wins a
    [power] challenge unopposed (B: 1 power; A has none to claim)."""
    for seat in "AAB":  # the draw window, A's then B's marshaling
        g.ev("pass", seat=seat)
    g.ev("pass", seat="A")  # A initiates no challenge
    g.ev("challenge", seat="B", challenge="power", attackers=["01187#1"])
    g.ev("defenders", seat="A", defenders=[])
    g.ev("pass", seat="B")  # the challenges phase ends; the dominance phase begins
    return g


# --- 01047 Melisandre -------------------------------------------------------------------------


def _melisandre_game(hand: list[str]) -> CardGame:
    g = CardGame(a=["01047", "01054", "01064"], b=[])
    g.start(setup_a=["01047#1"], setup_b=["01187#1", "01113#1"], hand_a=hand).round()
    return g


def test_01047_melisandre_kneels_a_character_after_a_rhllor_card_is_marshaled() -> None:
    g = _melisandre_game(["01054#1"])
    g.ev("marshal", seat="A", card="01054#1")  # Fiery Followers, R'hllor
    g.ability("A", "A:01047#1", "reaction", targets=["B:01187#1"])
    assert g.state().cards["B:01187#1"].kneeling


def test_01047_melisandre_kneels_a_character_after_a_rhllor_event_is_played() -> None:
    g = _melisandre_game(["01064#1"])
    _to_challenges(g)
    g.ev("challenge", seat="A", challenge="intrigue", attackers=["01047#1"])
    pay = [{"op": "spend_gold", "seat": "A", "amount": 1}]
    g.ability("A", "A:01064#1", "action", costs=pay, targets=[_hand(g, 1)[0]])
    g.ability("A", "A:01047#1", "reaction", targets=["B:01113#1"])
    assert g.state().cards["B:01113#1"].kneeling


def test_01047_melisandre_misuse_R_REACTION_3_not_a_rhllor_card() -> None:
    g = _melisandre_game(["01053#1"])
    g.ev("marshal", seat="A", card="01053#1")
    g.ability("A", "A:01047#1", "reaction", targets=["B:01187#1"])
    assert g.error()[1] == "R-REACTION-3"


def test_01047_melisandre_misuse_R_LIMIT_1_twice_in_a_round() -> None:
    feast = "01002"  # A Feast for Crows, income 6, for both (tied initiative: A first)
    g = CardGame(a=["01047", "01054"], b=[], plots_a=[feast], plots_b=[feast])
    g.start(setup_a=["01047#1"], setup_b=["01187#1", "01113#1"], hand_a=["01054#1", "01054#2"])
    g.round(plot_a=f"{feast}#1", plot_b=f"{feast}#1")
    g.ev("marshal", seat="A", card="01054#1", cost=3)
    g.ability("A", "A:01047#1", "reaction", targets=["B:01187#1"])
    g.ev("marshal", seat="A", card="01054#2", cost=3)
    g.ability("A", "A:01047#1", "reaction", targets=["B:01113#1"])
    assert g.error()[1] == "R-LIMIT-1"


# --- 01057 Vanguard Lancer, 01060 Chamber of the Painted Table --------------------------------


def test_01057_vanguard_lancer_discards_1_power_from_an_opponents_faction_card() -> None:
    g = CardGame(a=["01057"], b=[])
    g.start(setup_a=["01053#1"], setup_b=["01187#1"], hand_a=["01057#1"]).round()
    _discard_to_reserve(_b_wins_an_unopposed_power_challenge(g), keep=("A:01057#1",)).round()
    assert g.state().players[1].power == 1
    g.ev("marshal", seat="A", card="01057#1")
    g.ability("A", "A:01057#1", "reaction", targets=["B:faction"])
    assert g.state().players[1].power == 0


def test_01057_vanguard_lancer_misuse_R_TARGET_1_own_faction_card() -> None:
    g = CardGame(a=["01057"], b=[])
    g.start(setup_a=["01053#1"], setup_b=["01187#1"], hand_a=["01057#1"]).round()
    _discard_to_reserve(_b_wins_an_unopposed_power_challenge(g), keep=("A:01057#1",)).round()
    assert g.state().players[0].power == 1  # A won dominance
    g.ev("marshal", seat="A", card="01057#1")
    g.ability("A", "A:01057#1", "reaction", targets=["A:faction"])
    assert g.error()[1] == "R-TARGET-1"


def _chamber_game() -> CardGame:
    g = CardGame(a=["01060"], b=[])
    g.start(setup_a=["01060#1", "01053#1"], setup_b=["01187#1"]).round()
    return _b_wins_an_unopposed_power_challenge(g)  # A wins dominance: 5 against 3


def test_01060_chamber_of_the_painted_table_moves_1_power_after_dominance() -> None:
    g = _chamber_game()
    g.ability("A", "A:01060#1", "reaction", costs=[{"op": "kneel", "card": "A:01060#1"}],
              targets=["B:faction"])  # fmt: skip
    st = g.state()
    assert (st.players[0].power, st.players[1].power) == (1 + 1, 0)


def test_01060_chamber_of_the_painted_table_misuse_R_COST_2_not_knelt() -> None:
    g = _chamber_game()
    g.ability("A", "A:01060#1", "reaction", targets=["B:faction"])
    assert g.error()[1] == "R-COST-2"


def test_01060_chamber_of_the_painted_table_misuse_R_REACTION_3_before_dominance() -> None:
    g = CardGame(a=["01060"], b=[])
    g.start(setup_a=["01060#1", "01053#1"], setup_b=["01187#1"]).round()
    _to_challenges(g)
    g.ev("challenge", seat="A", challenge="military", attackers=["01053#1"])
    g.ability("A", "A:01060#1", "reaction", costs=[{"op": "kneel", "card": "A:01060#1"}],
              targets=["B:faction"])  # fmt: skip
    assert g.error()[1] == "R-REACTION-3"


# --- 01058 Lightbringer -----------------------------------------------------------------------


def _lightbringer_game(host: str) -> CardGame:
    g = CardGame(a=["01058", "01052"], b=[])
    g.start(setup_a=[host, "01058#1"], attach_a={"01058#1": host}).round()
    _to_challenges(g)
    g.ev("challenge", seat="A", challenge="power", attackers=[host])
    g.ev("defenders", seat="B", defenders=[])
    return g


def test_01058_lightbringer_gives_stannis_renown_and_stands_him_after_he_gains_power() -> None:
    g = _lightbringer_game("01052#1")  # Stannis Baratheon
    g.ability("A", "A:01058#1", "reaction")  # placed after renown resolves
    st = g.state()
    assert st.cards["A:01052#1"].power == 1 and not st.cards["A:01052#1"].kneeling


def test_01058_lightbringer_no_renown_for_another_character_R_REACTION_3() -> None:
    g = _lightbringer_game("01053#1")  # Bastard in Hiding: no renown, gains no power
    g.ability("A", "A:01058#1", "reaction")  # no window opens before the reserve waits
    _, rule, message = g.error()
    assert rule == "R-REACTION-3" and "01058 Lightbringer" in message


def test_01058_lightbringer_misuse_R_LIMIT_1_twice_in_a_phase() -> None:
    g = _lightbringer_game("01052#1")
    g.ability("A", "A:01058#1", "reaction")
    g.ev("challenge", seat="A", challenge="military", attackers=["01052#1"])
    g.ev("defenders", seat="B", defenders=[])  # B has no character: no claim to wait for
    g.ability("A", "A:01058#1", "reaction")
    assert g.error()[1] == "R-LIMIT-1"


# --- 01061 The Red Keep -----------------------------------------------------------------------


def _red_keep_power_challenge(defenders: list[str]) -> CardGame:
    g = CardGame(a=["01061"], b=[])
    g.start(setup_a=["01061#1", "01053#1"], setup_b=["01187#1", "01187#2", "01187#3"]).round()
    _to_challenges(g)
    g.ev("challenge", seat="A", challenge="power", attackers=["01053#1"])
    g.ev("defenders", seat="B", defenders=defenders)
    return g


def test_01061_red_keep_contributes_2_str_in_a_power_challenge() -> None:
    g = _red_keep_power_challenge(["01187#1", "01187#2"])
    g.ev("challenge_result", winner="A", attacker_str=2 + 2, defender_str=4)
    assert g.verdict().errors == ()


def test_01061_red_keep_constant_ignored_F_4_2_2_stated_without_it() -> None:
    g = _red_keep_power_challenge(["01187#1", "01187#2"])
    g.ev("challenge_result", winner="B", attacker_str=2, defender_str=4)
    assert g.error()[1] == "F-4.2.2"


def test_01061_red_keep_draws_2_when_the_challenges_phase_ends() -> None:
    g = CardGame(a=["01061"], b=[])
    g.start(setup_a=["01061#1"]).round()
    _to_challenges(g)
    _to_dominance(g)
    drawn = [c for c in g.deck_ids("A") if c not in g.drawn["A"]][-2:][::-1]
    g.drawn["A"].update(drawn)
    g.ability("A", "A:01061#1", "interrupt", costs=[{"op": "kneel", "card": "A:01061#1"}],
              effects=[{"op": "draw", "seat": "A", "cards": drawn}])  # fmt: skip
    st = g.state()
    assert set(drawn) <= set(st.players[0].hand) and st.cards["A:01061#1"].kneeling


def test_01061_red_keep_misuse_R_PLAYRES_1_a_power_challenge_was_lost() -> None:
    g = _red_keep_power_challenge(["01187#1", "01187#2", "01187#3"])  # 4 against 6
    g.ev("pass", seat="A")
    _to_dominance(g)
    drawn = [c for c in g.deck_ids("A") if c not in g.drawn["A"]][-2:][::-1]
    g.ability("A", "A:01061#1", "interrupt", costs=[{"op": "kneel", "card": "A:01061#1"}],
              effects=[{"op": "draw", "seat": "A", "cards": drawn}])  # fmt: skip
    assert g.error()[1] == "R-PLAYRES-1"


# --- 01062 Consolidation of Power -------------------------------------------------------------


def _consolidation(targets: list[str], choice: str | None) -> CardGame:
    g = CardGame(a=["01062"], b=[])
    g.start(setup_a=["01053#1"], setup_b=["01187#1", "01113#1", "01053#1"],
            hand_a=["01062#1"]).round()  # fmt: skip
    fields = {"choice": choice} if choice else {}
    g.ability("A", "A:01062#1", "action", costs=[{"op": "spend_gold", "seat": "A", "amount": 1}],
              targets=targets, **fields)  # fmt: skip
    return g


def test_01062_consolidation_of_power_kneels_4_str_and_one_gains_power() -> None:
    g = _consolidation(["B:01187#1", "B:01113#1"], "B:01113#1")
    st = g.state()
    assert st.cards["B:01187#1"].kneeling and st.cards["B:01113#1"].kneeling
    assert (st.cards["B:01113#1"].power, st.cards["B:01187#1"].power) == (1, 0)


def test_01062_consolidation_of_power_misuse_R_TARGET_1_over_4_str() -> None:
    g = _consolidation(["B:01187#1", "B:01113#1", "B:01053#1"], "B:01113#1")
    assert g.error()[1] == "R-TARGET-1"


def test_01062_consolidation_of_power_misuse_R_TARGET_1_two_players_characters() -> None:
    g = _consolidation(["A:01053#1", "B:01113#1"], "B:01113#1")
    assert g.error()[1] == "R-TARGET-1"


def test_01062_consolidation_of_power_misuse_R_TARGET_1_power_to_a_character_not_knelt() -> None:
    g = _consolidation(["B:01187#1"], "B:01113#1")
    assert g.error()[1] == "R-TARGET-1"


# --- 01050 Ser Davos Seaworth, 01051 Shireen Baratheon ----------------------------------------


def _killed_by_claim(victim: str) -> CardGame:
    """B wins a [military] challenge against A, whose only character is ``victim``: the
    claim kills it."""
    g = CardGame(a=[victim[:5]], b=[])
    g.start(setup_a=[victim], setup_b=["01053#1", "01113#1", "01187#1"]).round()
    g.ev("pass", seat="A").ev("pass", seat="A").ev("pass", seat="B")  # nobody marshals
    g.ev("pass", seat="A")  # A initiates no challenge
    g.ev("challenge", seat="B", challenge="military", attackers=["01053#1", "01113#1"])
    g.ev("defenders", seat="A", defenders=[])
    g.ev("claim", seat="A", cards=[f"A:{victim}"])
    return g


def test_01050_davos_returns_to_the_hand_when_killed() -> None:
    g = _killed_by_claim("01050#1")
    g.ability("A", "A:01050#1", "interrupt")
    st = g.state()
    assert st.cards["A:01050#1"].zone == "hand" and "A:01050#1" not in st.players[0].dead


def test_01050_davos_misuse_R_EFFECT_1_to_the_discard_pile() -> None:
    g = _killed_by_claim("01050#1")
    g.ability("A", "A:01050#1", "interrupt", effects=[{"op": "move", "card": "A:01050#1",
                                                       "to": "discard"}])  # fmt: skip
    assert g.error()[1] == "R-EFFECT-1"


def test_01050_davos_misuse_R_INTERRUPT_3_not_killed() -> None:
    g = CardGame(a=["01050"], b=[])
    g.start(setup_a=["01050#1"]).round()
    _to_challenges(g)
    g.ev("challenge", seat="A", challenge="military", attackers=["01050#1"])
    g.ability("A", "A:01050#1", "interrupt")  # defenders not declared: the game waits here
    assert g.error()[1] == "R-INTERRUPT-3"


def test_01051_shireen_kneels_a_character_when_killed() -> None:
    g = _killed_by_claim("01051#1")
    g.ability("A", "A:01051#1", "interrupt", targets=["B:01187#1"])
    st = g.state()
    assert st.cards["A:01051#1"].zone == "dead" and st.cards["B:01187#1"].kneeling


def test_01051_shireen_misuse_R_TARGET_1_a_kneeling_character() -> None:
    g = _killed_by_claim("01051#1")
    g.ability("A", "A:01051#1", "interrupt", targets=["B:01053#1"])  # knelt to attack
    assert g.error()[1] == "R-TARGET-1"


def test_01051_shireen_misuse_R_ABIL_6_an_opponent_uses_her_text() -> None:
    g = _killed_by_claim("01051#1")
    g.ability("B", "A:01051#1", "interrupt", targets=["B:01187#1"])
    assert g.error()[1] == "R-ABIL-6"


# --- 01063 Ours is the Fury -------------------------------------------------------------------


def _fury_defence() -> CardGame:
    """A wins a [power] challenge with 01053#2 (now kneeling), then defends B's [military]
    challenge (01113#1, STR 2) with 01053#1; Ours is the Fury in A's hand."""
    g = CardGame(a=["01063"], b=[])
    g.start(setup_a=["01053#1", "01053#2"], setup_b=["01113#1"], hand_a=["01063#1"]).round()
    _to_challenges(g)
    g.ev("challenge", seat="A", challenge="power", attackers=["01053#2"])
    g.ev("defenders", seat="B", defenders=[])
    g.ev("pass", seat="A")  # A initiates no further challenge
    g.ev("challenge", seat="B", challenge="military", attackers=["01113#1"])
    g.ev("defenders", seat="A", defenders=["01053#1"])
    return g


def _fury(g: CardGame, target: str) -> CardGame:
    pay = [{"op": "spend_gold", "seat": "A", "amount": 2}]
    g.ability("A", "A:01063#1", "action", costs=pay, targets=[target])
    return g


def test_01063_ours_is_the_fury_a_kneeling_character_defends_and_stands_on_a_win() -> None:
    g = _fury(_fury_defence(), "A:01053#2")
    assert g.state().challenge.defenders == ["A:01053#1", "A:01053#2"]  # type: ignore[union-attr]
    g.ev("challenge_result", winner="A", attacker_str=2, defender_str=2 + 2)
    st = g.state()
    assert not st.cards["A:01053#2"].kneeling  # stood: A won
    assert st.cards["A:01053#1"].kneeling  # the declared defender stays knelt


def test_01063_ours_is_the_fury_misuse_R_TARGET_1_a_standing_character() -> None:
    g = CardGame(a=["01063"], b=[])
    g.start(setup_a=["01053#1", "01053#2"], setup_b=["01113#1"], hand_a=["01063#1"]).round()
    _to_challenges(g)
    g.ev("pass", seat="A")
    g.ev("challenge", seat="B", challenge="military", attackers=["01113#1"])
    g.ev("defenders", seat="A", defenders=["01053#1"])
    _fury(g, "A:01053#2")  # standing: it could have been declared
    assert g.error()[1] == "R-TARGET-1"


def test_01063_ours_is_the_fury_misuse_R_PLAYRES_1_as_the_attacking_player() -> None:
    g = CardGame(a=["01063"], b=[])
    g.start(setup_a=["01053#1", "01053#2"], setup_b=["01113#1"], hand_a=["01063#1"]).round()
    _to_challenges(g)
    g.ev("challenge", seat="A", challenge="military", attackers=["01053#1"])
    _fury(g, "A:01053#1")
    assert g.error()[1] == "R-PLAYRES-1"


# --- 01052 Stannis Baratheon ------------------------------------------------------------------


def _stannis_standing_phase() -> CardGame:
    """A's Stannis and a filler win a [power] challenge against three defenders of B: each
    player has kneeling characters when the standing phase begins (A 2, B 3)."""
    g = CardGame(a=["01052"], b=[])
    g.start(setup_a=["01052#1", "01053#1"], setup_b=["01053#1", "01187#1", "01053#2"]).round()
    _to_challenges(g)
    g.ev("challenge", seat="A", challenge="power", attackers=["01052#1", "01053#1"])
    g.ev("defenders", seat="B", defenders=["01053#1", "01187#1", "01053#2"])
    g.ev("challenge_result", winner="A", attacker_str=5 + 2, defender_str=6)
    _to_dominance(g)
    return g


def test_01052_stannis_each_player_stands_only_2_characters() -> None:
    g = _stannis_standing_phase()
    g.ev("stand", seat="B", cards=["B:01053#1", "B:01187#1"])
    st = g.state()
    assert st.phase == "standing"
    assert not st.cards["B:01053#1"].kneeling and not st.cards["B:01187#1"].kneeling
    assert st.cards["B:01053#2"].kneeling  # the third stays knelt
    assert not st.cards["A:01052#1"].kneeling and not st.cards["A:01053#1"].kneeling  # 2 only


def test_01052_stannis_misuse_F_6_2_three_characters_stand() -> None:
    g = _stannis_standing_phase()
    g.ev("stand", seat="B", cards=["B:01053#1", "B:01187#1", "B:01053#2"])
    assert g.error()[1] == "F-6.2"


def test_01052_stannis_constant_ignored_F_6_2_no_choice_logged() -> None:
    g = _stannis_standing_phase()
    g.ev("pass", seat="A")  # the dominance window: the standing phase begins
    g.ev("pass", seat="A")  # the standing window cannot close: B's choice is missing
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "F-6.2") and "B chooses" in message


def test_01052_stannis_misuse_R_CANNOT_1_a_third_character_stood_by_an_ability() -> None:
    g = CardGame(a=["01052"], b=["01049", "01032"])
    g.start(setup_a=["01052#1", "01053#1"], setup_b=["01049#1", "01032#1", "01053#1"],
            attach_b={"01032#1": "01049#1"}, hand_b=["01187#1"]).round()  # fmt: skip
    g.ev("pass", seat="A").ev("pass", seat="A")  # the draw window; A marshals nothing
    g.ev("marshal", seat="B", card="01187#1").ev("pass", seat="B")
    g.ev("challenge", seat="A", challenge="power", attackers=["01052#1", "01053#1"])
    g.ev("defenders", seat="B", defenders=["01049#1", "01187#1", "01053#1"])
    g.ev("challenge_result", winner="A", attacker_str=5 + 2, defender_str=6)
    _to_dominance(g)
    g.ev("stand", seat="B", cards=["B:01187#1", "B:01053#1"])  # Selyse stays knelt
    g.ability("B", "B:01032#1", "action", costs=[{"op": "kneel", "card": "B:01032#1"}])
    seq, rule, _ = g.error()
    assert (seq, rule) == (g.last_seq(), "R-CANNOT-1")


def test_01060_chamber_of_the_painted_table_after_a_stated_dominance_R_REACTION_3() -> None:
    """Stating the dominance the engine derives changes nothing that is legal after it: the
    reaction window of "after you win dominance" stays open ([R-REACTION-3], [F-5.2])."""
    g = _chamber_game()
    g.ev("dominance", winner="A")
    g.ability("A", "A:01060#1", "reaction", costs=[{"op": "kneel", "card": "A:01060#1"}],
              targets=["B:faction"])  # fmt: skip
    assert g.verdict().errors == ()
    st = g.state()
    assert (st.players[0].power, st.players[1].power) == (1 + 1, 0)
