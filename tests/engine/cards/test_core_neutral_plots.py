"""Core Set, neutral plots and agenda: a legal use and a misuse of each scripted card."""

from __future__ import annotations

from engine.game.state.model import plot_value
from tests.engine.cards.harness import VANILLA_PLOT, CardGame


def reveal(
    g: CardGame, plot_a: str, plot_b: str | None = None, initiative: str = "A", first: str = "A"
) -> CardGame:
    """A round's plot phase up to [F-1.3.III], where When Revealed abilities are logged: the
    initiative winner chooses ``first``. Follow with ``draws``."""
    used = {ev.get("card") for ev in g.events if ev["type"] == "plot"}
    vanilla = next(
        f"B:{VANILLA_PLOT}#{n}" for n in range(1, 11) if f"B:{VANILLA_PLOT}#{n}" not in used
    )
    g.ev("plot", seat="A", card=f"A:{plot_a}")
    g.ev("plot", seat="B", card=f"B:{plot_b}" if plot_b else vanilla)
    g.ev("initiative", seat=initiative, at="F-1.3.I")
    g.ev("first_player", seat=first)
    return g


def draws(g: CardGame) -> CardGame:
    """The draw phase (two fillers each): the game rests in A's marshaling."""
    g.draw("A", 2).draw("B", 2)
    return g


def b_hand(g: CardGame, n: int) -> list[str]:
    return sorted(c for c in g.drawn["B"] if c.startswith("B:"))[:n]


# --- 01001 A Clash of Kings ---------------------------------------------------------------------


def _b_gains_1_power_then_a_wins_power(g: CardGame) -> CardGame:
    """B (first player) wins an unopposed power challenge (1 power), then A attacks."""
    g.start(setup_a=["01053#1"], setup_b=["01187#1"])
    draws(reveal(g, "01001#1", initiative="A", first="B"))
    g.ev("pass", seat="B").ev("pass", seat="A")
    g.ev("challenge", seat="B", challenge="power", attackers=["01187#1"])
    g.ev("defenders", seat="A", defenders=[])
    g.ev("pass", seat="B")
    return g


def test_01001_a_clash_of_kings_moves_1_power_from_the_loser() -> None:
    g = _b_gains_1_power_then_a_wins_power(CardGame(a=[], b=[], plots_a=["01001"]))
    g.ev("challenge", seat="A", challenge="power", attackers=["01053#1"])
    g.ev("defenders", seat="B", defenders=[])
    g.ability("A", "A:01001#1", "reaction")
    st = g.state()
    assert st.players[1].power == 0  # 1 (unopposed) - 1 moved
    assert st.players[0].power == 1  # (A's unopposed bonus comes after this reaction window)
    assert st.verified == 1


def test_01001_a_clash_of_kings_misuse_R_REACTION_3_military_challenge() -> None:
    g = _b_gains_1_power_then_a_wins_power(CardGame(a=[], b=[], plots_a=["01001"]))
    g.ev("challenge", seat="A", challenge="military", attackers=["01053#1"])
    g.ev("defenders", seat="B", defenders=[])
    g.ability("A", "A:01001#1", "reaction")
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-REACTION-3")
    assert "01001 A Clash of Kings" in message


# --- 01002 A Feast for Crows --------------------------------------------------------------------


def _to_dominance(g: CardGame) -> CardGame:
    draws(reveal(g, "01002#1", initiative="B"))  # initiative 1 against 4
    g.ev("pass", seat="A").ev("pass", seat="B")  # marshaling
    g.ev("pass", seat="A").ev("pass", seat="B")  # challenges
    return g


def test_01002_a_feast_for_crows_gains_2_power_after_winning_dominance() -> None:
    g = CardGame(a=[], b=[], plots_a=["01002"])
    _to_dominance(g.start(setup_a=["01053#1"]))
    g.ability("A", "A:01002#1", "reaction")
    st = g.state()
    assert st.players[0].power == 1 + 2  # dominance, then the reaction
    assert st.verified == 1


def test_01002_a_feast_for_crows_misuse_R_REACTION_2_twice_for_one_dominance() -> None:
    g = CardGame(a=[], b=[], plots_a=["01002"])
    _to_dominance(g.start(setup_a=["01053#1"]))
    g.ability("A", "A:01002#1", "reaction").ability("A", "A:01002#1", "reaction")
    assert g.error()[:2] == (g.last_seq(), "R-REACTION-2")


def test_01002_a_feast_for_crows_misuse_R_REACTION_3_opponent_won_dominance() -> None:
    g = CardGame(a=[], b=[], plots_a=["01002"])
    _to_dominance(g.start(setup_b=["01053#1", "01113#1", "01187#1"]))  # B: 6 STR + 3 gold
    g.ability("A", "A:01002#1", "reaction")
    assert g.error()[1] == "R-REACTION-3"


# --- 01005 A Storm of Swords --------------------------------------------------------------------


def _two_military_challenges(plot: str | None) -> CardGame:
    g = CardGame(a=[], b=[], plots_a=["01005"])
    g.start(setup_a=["01053#1", "01053#2", "01113#1"]).round(plot_a=plot)
    g.ev("pass", seat="A").ev("pass", seat="B")
    g.ev("challenge", seat="A", challenge="military", attackers=["01053#1"])
    g.ev("defenders", seat="B", defenders=[])
    g.ev("challenge", seat="A", challenge="military", attackers=["01053#2"])
    return g


def test_01005_a_storm_of_swords_allows_a_second_military_challenge() -> None:
    g = _two_military_challenges("01005#1")
    assert g.verdict().errors == ()


def test_01005_a_storm_of_swords_misuse_F_4_2_1_no_third_military_challenge() -> None:
    g = _two_military_challenges("01005#1")
    g.ev("defenders", seat="B", defenders=[])
    g.ev("challenge", seat="A", challenge="military", attackers=["01113#1"])
    assert g.error()[:2] == (g.last_seq(), "F-4.2-1")


def test_01005_without_a_storm_of_swords_F_4_2_1_no_second_military_challenge() -> None:
    g = _two_military_challenges(None)
    assert g.error()[:2] == (g.last_seq(), "F-4.2-1")


# --- 01007 Calling the Banners ------------------------------------------------------------------


def test_01007_calling_the_banners_gains_1_gold_per_opponent_character() -> None:
    g = CardGame(a=[], b=[], plots_a=["01007"])
    g.start(setup_b=["01053#1", "01113#1"])
    reveal(g, "01007#1", initiative="A")
    g.ability("A", "A:01007#1", "when_revealed", choice="B")
    draws(g)
    st = g.state()
    assert st.players[0].gold == 2  # B's 2 characters (income comes in marshaling)
    assert st.verified == 1


def test_01007_calling_the_banners_misuse_R_TARGET_1_choosing_oneself() -> None:
    g = CardGame(a=[], b=[], plots_a=["01007"])
    g.start(setup_a=["01053#1"], setup_b=["01053#1"])
    reveal(g, "01007#1", initiative="A")
    g.ability("A", "A:01007#1", "when_revealed", choice="A")
    assert g.error()[:2] == (g.last_seq(), "R-TARGET-1")


def test_01007_calling_the_banners_misuse_R_EFFECT_1_forged_gold() -> None:
    g = CardGame(a=[], b=[], plots_a=["01007"])
    g.start(setup_b=["01053#1"])
    reveal(g, "01007#1", initiative="A")
    g.ability("A", "A:01007#1", "when_revealed",
              effects=[{"op": "gain_gold", "seat": "A", "amount": 5}])  # fmt: skip
    assert g.error()[:2] == (g.last_seq(), "R-EFFECT-1")


# --- 01009 Confiscation -------------------------------------------------------------------------


def test_01009_confiscation_discards_an_attachment() -> None:
    g = CardGame(a=[], b=["01036"], plots_a=["01009"])
    g.start(setup_b=["01053#1", "01036#1"], attach_b={"01036#1": "01053#1"})
    reveal(g, "01009#1", initiative="A")
    g.ability("A", "A:01009#1", "when_revealed", targets=["B:01036#1"])
    draws(g)
    st = g.state()
    assert st.cards["B:01036#1"].zone == "discard"
    assert st.cards["B:01053#1"].attachments == []


def test_01009_confiscation_with_no_attachment_in_play_resolves_nothing() -> None:
    g = CardGame(a=[], b=[], plots_a=["01009"])
    g.start(setup_b=["01053#1"])
    reveal(g, "01009#1", initiative="A")
    g.ability("A", "A:01009#1", "when_revealed")
    draws(g)
    assert g.state().verified == 1


def test_01009_confiscation_misuse_R_TARGET_1_a_character() -> None:
    g = CardGame(a=[], b=["01036"], plots_a=["01009"])
    g.start(setup_b=["01053#1", "01036#1"], attach_b={"01036#1": "01053#1"})
    reveal(g, "01009#1", initiative="A")
    g.ability("A", "A:01009#1", "when_revealed", targets=["B:01053#1"])
    assert g.error()[:2] == (g.last_seq(), "R-TARGET-1")


def test_01009_confiscation_misuse_R_TARGET_3_no_target_while_one_is_in_play() -> None:
    g = CardGame(a=[], b=["01036"], plots_a=["01009"])
    g.start(setup_b=["01053#1", "01036#1"], attach_b={"01036#1": "01053#1"})
    reveal(g, "01009#1", initiative="A")
    g.ability("A", "A:01009#1", "when_revealed")
    assert g.error()[:2] == (g.last_seq(), "R-TARGET-3")


def test_01009_confiscation_misuse_R_WHENREV_1_left_unresolved() -> None:
    g = CardGame(a=[], b=[], plots_a=["01009"])
    g.start(setup_b=["01053#1"])
    draws(reveal(g, "01009#1", initiative="A"))
    assert g.error()[1] == "R-WHENREV-1"


# --- 01010 Counting Coppers ---------------------------------------------------------------------


def test_01010_counting_coppers_draws_3_cards() -> None:
    g = CardGame(a=[], b=[], plots_a=["01010"])
    g.start()
    reveal(g, "01010#1", initiative="B")  # initiative 3 against 4
    drawn = g._filler("A", 3)
    g.drawn["A"].update(drawn)
    g.ability("A", "A:01010#1", "when_revealed",
              effects=[{"op": "draw", "seat": "A", "cards": drawn}])  # fmt: skip
    draws(g)
    st = g.state()
    assert set(drawn) <= set(st.players[0].hand)
    assert len(st.players[0].hand) == 7 + 3 + 2


def test_01010_counting_coppers_misuse_R_DRAW_1_two_cards_drawn() -> None:
    g = CardGame(a=[], b=[], plots_a=["01010"])
    g.start()
    reveal(g, "01010#1", initiative="B")
    g.ability("A", "A:01010#1", "when_revealed",
              effects=[{"op": "draw", "seat": "A", "cards": g._filler("A", 2)}])  # fmt: skip
    assert g.error()[:2] == (g.last_seq(), "R-DRAW-1")


# --- 01011 Filthy Accusations -------------------------------------------------------------------


def test_01011_filthy_accusations_kneels_a_character() -> None:
    g = CardGame(a=[], b=[], plots_a=["01011"])
    g.start(setup_a=["01053#1"], setup_b=["01113#1"])
    reveal(g, "01011#1", initiative="A")  # 4 against 4, power 0 each: a random draw
    g.ability("A", "A:01011#1", "when_revealed", targets=["B:01113#1"])
    draws(g)
    assert g.state().cards["B:01113#1"].kneeling


def test_01011_filthy_accusations_misuse_R_TARGET_1_a_character_in_hand() -> None:
    g = CardGame(a=[], b=[], plots_a=["01011"])
    g.start(setup_a=["01053#1"], setup_b=["01113#1"], hand_b=["01053#1"])
    reveal(g, "01011#1", initiative="A")
    g.ability("A", "A:01011#1", "when_revealed", targets=["B:01053#1"])
    assert g.error()[:2] == (g.last_seq(), "R-TARGET-1")


def test_01011_filthy_accusations_misuse_R_TARGET_3_two_characters() -> None:
    g = CardGame(a=[], b=[], plots_a=["01011"])
    g.start(setup_a=["01053#1"], setup_b=["01113#1"])
    reveal(g, "01011#1", initiative="A")
    g.ability("A", "A:01011#1", "when_revealed", targets=["B:01113#1", "A:01053#1"])
    assert g.error()[:2] == (g.last_seq(), "R-TARGET-3")


# --- 01017 Naval Superiority --------------------------------------------------------------------


def test_01017_naval_superiority_makes_kingdom_and_edict_income_0() -> None:
    g = CardGame(a=[], b=[], plots_a=["01017"], plots_b=["01024"])
    g.start().round(plot_a="01017#1", plot_b="01024#1")  # Taxation: Edict, Kingdom, income 5
    st = g.state()
    assert plot_value(st, 1, "income") == 0
    assert plot_value(st, 0, "income") == 2  # Naval Superiority itself is neither


def test_01017_naval_superiority_misuse_F_AW_3_3_marshaling_with_the_ignored_gold() -> None:
    g = CardGame(a=[], b=[], plots_a=["01017"], plots_b=["01024"])
    g.start(hand_b=["01053#1"]).round(plot_a="01017#1", plot_b="01024#1")
    g.ev("pass", seat="A")
    g.ev("marshal", seat="B", card="01053#1")
    assert g.error()[:2] == (g.last_seq(), "F-AW-3-3")


# --- 01020 Reinforcements -----------------------------------------------------------------------


def test_01020_reinforcements_puts_a_character_into_play_from_hand() -> None:
    g = CardGame(a=["01089"], b=[], plots_a=["01020"])
    g.start(hand_a=["01089#1"])
    reveal(g, "01020#1", initiative="B")  # initiative 0
    g.ability("A", "A:01020#1", "when_revealed", targets=["A:01089#1"])
    draws(g)
    st = g.state()
    assert st.cards["A:01089#1"].zone == "play" and not st.cards["A:01089#1"].kneeling


def test_01020_reinforcements_misuse_R_TARGET_1_printed_cost_7() -> None:
    g = CardGame(a=["01090"], b=[], plots_a=["01020"])
    g.start(hand_a=["01090#1"])
    reveal(g, "01020#1", initiative="B")
    g.ability("A", "A:01020#1", "when_revealed", targets=["A:01090#1"])
    assert g.error()[:2] == (g.last_seq(), "R-TARGET-1")


def test_01020_reinforcements_misuse_R_TARGET_1_opponents_character() -> None:
    g = CardGame(a=[], b=["01089"], plots_a=["01020"])
    g.start(hand_b=["01089#1"])
    reveal(g, "01020#1", initiative="B")
    g.ability("A", "A:01020#1", "when_revealed", targets=["B:01089#1"])
    assert g.error()[:2] == (g.last_seq(), "R-TARGET-1")


# --- 01021 Sneak Attack -------------------------------------------------------------------------


def _sneak_attack_challenges(count: int) -> CardGame:
    g = CardGame(a=[], b=[], plots_a=["01021"])
    g.start(setup_a=["01053#1", "01113#1"]).round(plot_a="01021#1")
    g.ev("pass", seat="A").ev("pass", seat="B")
    g.ev("challenge", seat="A", challenge="military", attackers=["01053#1"])
    if count > 1:
        g.ev("defenders", seat="B", defenders=[])
        g.ev("challenge", seat="A", challenge="intrigue", attackers=["01113#1"])
    return g


def test_01021_sneak_attack_allows_one_challenge() -> None:
    assert _sneak_attack_challenges(1).verdict().errors == ()


def test_01021_sneak_attack_misuse_F_4_2_1_a_second_challenge() -> None:
    g = _sneak_attack_challenges(2)
    assert g.error()[:2] == (g.last_seq(), "F-4.2-1")


# --- 01003 A Game of Thrones --------------------------------------------------------------------


def test_01003_a_game_of_thrones_military_after_an_intrigue_win() -> None:
    g = CardGame(a=[], b=[], plots_a=["01003"])
    g.start(setup_a=["01113#1", "01053#1"])
    draws(reveal(g, "01003#1", initiative="B"))  # initiative 2 against 4
    g.ev("pass", seat="A").ev("pass", seat="B")
    g.ev("challenge", seat="A", challenge="intrigue", attackers=["01113#1"])
    g.ev("defenders", seat="B", defenders=[])
    g.ev("claim", seat="B", cards=b_hand(g, 1))  # claim 1
    g.ev("challenge", seat="A", challenge="military", attackers=["01053#1"])
    assert g.verdict().errors == ()


def test_01003_a_game_of_thrones_misuse_R_CANNOT_1_military_first() -> None:
    g = CardGame(a=[], b=[], plots_a=["01003"])
    g.start(setup_a=["01113#1", "01053#1"])
    draws(reveal(g, "01003#1", initiative="B"))
    g.ev("pass", seat="A").ev("pass", seat="B")
    g.ev("challenge", seat="A", challenge="military", attackers=["01053#1"])
    assert g.error()[:2] == (g.last_seq(), "R-CANNOT-1")


def test_01003_a_game_of_thrones_misuse_R_CANNOT_1_binds_the_opponent_too() -> None:
    g = CardGame(a=[], b=[], plots_a=["01003"])
    g.start(setup_b=["01053#1"])
    draws(reveal(g, "01003#1", initiative="B"))
    g.ev("pass", seat="A").ev("pass", seat="B")
    g.ev("pass", seat="A")  # A initiates nothing
    g.ev("challenge", seat="B", challenge="power", attackers=["01053#1"])
    assert g.error()[:2] == (g.last_seq(), "R-CANNOT-1")


# --- 01004 A Noble Cause ------------------------------------------------------------------------


def test_01004_a_noble_cause_reduces_the_first_lord_by_2() -> None:
    g = CardGame(a=["01089", "01086"], b=[], plots_a=["01004"])
    g.start(hand_a=["01053#1", "01089#1", "01086#1"])
    draws(reveal(g, "01004#1", initiative="B"))  # initiative 0
    g.ev("marshal", seat="A", card="01053#1", cost=2)  # not a Lord: no reduction used
    g.ev("marshal", seat="A", card="01089#1", cost=3)  # Tyrion, Lord: 5 - 2
    st = g.state()
    assert st.players[0].gold == 5 - 2 - 3


def test_01004_a_noble_cause_misuse_R_COST_1_a_second_lord_reduced() -> None:
    g = CardGame(a=["01089", "01086"], b=[], plots_a=["01004"])
    g.start(hand_a=["01089#1", "01086#1"])
    draws(reveal(g, "01004#1", initiative="B"))
    g.ev("marshal", seat="A", card="01086#1", cost=1)  # Joffrey, Lord: 3 - 2
    g.ev("marshal", seat="A", card="01089#1", cost=3)  # only the first one
    assert g.error()[:2] == (g.last_seq(), "R-COST-1")


# --- 01008 Calm Over Westeros -------------------------------------------------------------------


def _calm(named: str | None) -> CardGame:
    g = CardGame(a=[], b=[], plots_a=["01008"])
    g.start(setup_a=["01053#1", "01053#2"], setup_b=["01113#1"])
    reveal(g, "01008#1", initiative="B")  # initiative 3 against 4
    fields = {} if named is None else {"choice": named}
    g.ability("A", "A:01008#1", "when_revealed", **fields)
    draws(g)
    g.ev("pass", seat="A").ev("pass", seat="B")
    g.ev("pass", seat="A")  # A initiates nothing
    return g


def test_01008_calm_over_westeros_reduces_claim_in_the_named_type() -> None:
    g = _calm("military")
    g.ev("challenge", seat="B", challenge="military", attackers=["01113#1"])
    g.ev("defenders", seat="A", defenders=[])
    g.ev("claim", seat="A", cards=["A:01053#1"])  # The Winds of Winter's claim 2, minus 1
    st = g.state()
    assert st.cards["A:01053#1"].zone == "dead" and st.cards["A:01053#2"].zone == "play"


def test_01008_calm_over_westeros_misuse_R_CLAIM_MIL_4_full_claim_taken() -> None:
    g = _calm("military")
    g.ev("challenge", seat="B", challenge="military", attackers=["01113#1"])
    g.ev("defenders", seat="A", defenders=[])
    g.ev("claim", seat="A", cards=["A:01053#1", "A:01053#2"])
    assert g.error()[:2] == (g.last_seq(), "R-CLAIM-MIL-4")


def test_01008_calm_over_westeros_other_types_keep_their_claim() -> None:
    g = _calm("intrigue")
    g.ev("challenge", seat="B", challenge="military", attackers=["01113#1"])
    g.ev("defenders", seat="A", defenders=[])
    g.ev("claim", seat="A", cards=["A:01053#1"])
    assert g.error()[:2] == (g.last_seq(), "R-CLAIM-MIL-4")


def test_01008_calm_over_westeros_misuse_R_TARGET_1_no_type_named() -> None:
    g = CardGame(a=[], b=[], plots_a=["01008"])
    g.start()
    reveal(g, "01008#1", initiative="B")
    g.ability("A", "A:01008#1", "when_revealed")
    assert g.error()[:2] == (g.last_seq(), "R-TARGET-1")


# --- 01014 Jousting Contest ---------------------------------------------------------------------


def _jousting(attackers: list[str]) -> CardGame:
    g = CardGame(a=[], b=[], plots_a=["01014"])
    g.start(setup_a=["01053#1", "01053#2"], setup_b=["01053#1", "01053#2"])
    draws(reveal(g, "01014#1", initiative="B"))  # initiative 3 against 4
    g.ev("pass", seat="A").ev("pass", seat="B")
    g.ev("challenge", seat="A", challenge="military", attackers=attackers)
    return g


def test_01014_jousting_contest_one_attacker_and_one_defender() -> None:
    g = _jousting(["01053#1"])
    g.ev("defenders", seat="B", defenders=["01053#1"])
    assert g.verdict().errors == ()


def test_01014_jousting_contest_misuse_R_CANNOT_1_two_attackers() -> None:
    g = _jousting(["01053#1", "01053#2"])
    assert g.error()[:2] == (g.last_seq(), "R-CANNOT-1")


def test_01014_jousting_contest_misuse_R_CANNOT_1_two_defenders() -> None:
    g = _jousting(["01053#1"])
    g.ev("defenders", seat="B", defenders=["01053#1", "01053#2"])
    assert g.error()[:2] == (g.last_seq(), "R-CANNOT-1")


# --- 01016 Marching Orders ----------------------------------------------------------------------


def _marching_orders(hand: list[str]) -> CardGame:
    g = CardGame(a=["01036", "01100"], b=[], plots_a=["01016"])
    g.start(setup_a=["01053#1"], hand_a=hand)
    draws(reveal(g, "01016#1", initiative="B"))  # initiative 3 against 4
    return g


def test_01016_marching_orders_characters_still_marshal() -> None:
    g = _marching_orders(["01053#2"])
    g.ev("marshal", seat="A", card="01053#2")
    assert g.state().players[0].gold == 9 - 2


def test_01016_marching_orders_misuse_R_MARSHAL_6_an_attachment() -> None:
    g = _marching_orders(["01036#1"])
    g.ev("marshal", seat="A", card="01036#1", attach_to="A:01053#1")
    assert g.error()[:2] == (g.last_seq(), "R-MARSHAL-6")


def test_01016_marching_orders_misuse_R_CANNOT_1_an_event() -> None:
    g = _marching_orders(["01100#1"])
    g.ability("A", "A:01100#1", "action", costs=[{"op": "spend_gold", "seat": "A", "amount": 1}])
    assert g.error()[:2] == (g.last_seq(), "R-CANNOT-1")


# --- 01024 Taxation -----------------------------------------------------------------------------


def _two_limited(plot: str | None) -> CardGame:
    g = CardGame(a=["01040", "01093"], b=[], plots_a=["01024"])
    g.start(hand_a=["01040#1", "01093#1", "01040#2"]).round(plot_a=plot)  # initiative 6
    g.ev("marshal", seat="A", card="01040#1")  # The Roseroad, limited, cost 0
    g.ev("marshal", seat="A", card="01093#1")  # Lannisport Moneylender, limited, cost 2
    return g


def test_01024_taxation_allows_a_second_limited_card() -> None:
    g = _two_limited("01024#1")
    assert g.state().players[0].limited_count == 2


def test_01024_taxation_misuse_R_KW_LIMITED_1_a_third_limited_card() -> None:
    g = _two_limited("01024#1")
    g.ev("marshal", seat="A", card="01040#2")
    assert g.error()[:2] == (g.last_seq(), "R-KW-LIMITED-1")


def test_01024_without_taxation_R_KW_LIMITED_1_no_second_limited_card() -> None:
    g = _two_limited(None)
    assert g.error()[:2] == (g.last_seq(), "R-KW-LIMITED-1")


# --- 01027 Fealty -------------------------------------------------------------------------------


def _fealty(hand: list[str]) -> CardGame:
    g = CardGame(a=["01084", "01100"], b=[], agenda_a="01027")
    g.start(hand_a=hand).round()
    return g


def test_01027_fealty_reduces_the_next_loyal_card_by_1() -> None:
    g = _fealty(["01084#1", "01084#2"])
    g.ability("A", "A:agenda", "action", costs=[{"op": "kneel", "card": "A:faction"}],
              at="F-AW-3")  # fmt: skip
    g.ev("marshal", seat="A", card="01084#1", cost=3)  # Cersei Lannister, loyal: 4 - 1
    st = g.state()
    assert st.players[0].gold == 3 - 3 and st.players[0].faction_kneeling


def test_01027_fealty_reduces_a_loyal_event_played() -> None:
    from engine.game.cardtext.lasting import event_cost

    g = _fealty(["01100#1"])
    g.ability("A", "A:agenda", "action", costs=[{"op": "kneel", "card": "A:faction"}])
    st = g.state()
    assert event_cost(st, 0, st.cards["A:01100#1"].card) == 0  # Hear Me Roar!: 1 - 1


def test_01027_fealty_misuse_R_COST_1_a_card_that_is_not_loyal() -> None:
    g = _fealty(["01053#1"])
    g.ability("A", "A:agenda", "action", costs=[{"op": "kneel", "card": "A:faction"}],
              at="F-AW-3")  # fmt: skip
    g.ev("marshal", seat="A", card="01053#1", cost=1)
    assert g.error()[:2] == (g.last_seq(), "R-COST-1")


def test_01027_fealty_misuse_R_COST_2_faction_card_not_knelt() -> None:
    g = _fealty(["01084#1"])
    g.ability("A", "A:agenda", "action")
    assert g.error()[:2] == (g.last_seq(), "R-COST-2")


def test_01027_fealty_misuse_R_COST_1_the_reduction_ends_with_the_phase() -> None:
    g = _fealty(["01084#1"])
    g.ability("A", "A:agenda", "action", costs=[{"op": "kneel", "card": "A:faction"}])
    g.ev("marshal", seat="A", card="01084#1", cost=3)  # used in the draw phase: gone now
    assert g.error()[:2] == (g.last_seq(), "R-COST-1")


# --- 01006 Building Orders, 01022 Summons -------------------------------------------------------


def _search(plot: str, found: str | None) -> CardGame:
    g = CardGame(a=["01036"], b=[], plots_a=[plot[:5]])
    g.start()
    reveal(g, plot, initiative="B")  # initiative 1 / 0 against 4
    if found is None:
        g.ability("A", f"A:{plot}", "when_revealed")
    else:
        g.drawn["A"].add(f"A:{found}")
        g.ability("A", f"A:{plot}", "when_revealed", targets=[f"A:{found}"])
    draws(g)
    return g


def test_01006_building_orders_adds_an_attachment_to_hand_and_shuffles() -> None:
    st = _search("01006#1", "01036#1").state()
    assert "A:01036#1" in st.players[0].hand and not st.players[0].deck_known
    assert st.verified == 1


def test_01006_building_orders_may_find_nothing() -> None:
    assert _search("01006#1", None).state().verified == 1


def test_01006_building_orders_misuse_R_TARGET_1_a_character() -> None:
    g = _search("01006#1", "01053#8")
    assert g.error()[1] == "R-TARGET-1"


def test_01022_summons_adds_a_character_to_hand() -> None:
    st = _search("01022#1", "01053#8").state()
    assert "A:01053#8" in st.players[0].hand


def test_01022_summons_misuse_R_TARGET_1_an_attachment() -> None:
    g = _search("01022#1", "01036#1")
    assert g.error()[1] == "R-TARGET-1"


# --- 01013 Heads on Spikes ----------------------------------------------------------------------


def _heads_on_spikes(card: str, effects: list[dict[str, object]]) -> CardGame:
    g = CardGame(a=[], b=["01036"], plots_a=["01013"])
    g.start(hand_b=["01036#1", "01053#1"])
    reveal(g, "01013#1", initiative="A")  # initiative 6 against 4
    g.ability("A", "A:01013#1", "when_revealed", effects=effects)
    return g


def test_01013_heads_on_spikes_a_character_goes_dead_for_2_power() -> None:
    g = _heads_on_spikes("B:01053#1", [
        {"op": "discard", "card": "B:01053#1"},
        {"op": "gain_power", "seat": "A", "amount": 2},
        {"op": "move", "card": "B:01053#1", "to": "dead"},
    ])  # fmt: skip
    draws(g)
    st = g.state()
    assert st.cards["B:01053#1"].zone == "dead" and st.players[0].power == 2


def test_01013_heads_on_spikes_another_card_is_only_discarded() -> None:
    g = _heads_on_spikes("B:01036#1", [{"op": "discard", "card": "B:01036#1"}])
    draws(g)
    st = g.state()
    assert st.cards["B:01036#1"].zone == "discard" and st.players[0].power == 0


def test_01013_heads_on_spikes_misuse_R_EFFECT_1_power_left_out() -> None:
    g = _heads_on_spikes("B:01053#1", [{"op": "discard", "card": "B:01053#1"}])
    assert g.error()[:2] == (g.last_seq(), "R-EFFECT-1")


def test_01013_heads_on_spikes_misuse_R_EFFECT_1_a_card_not_in_that_hand() -> None:
    g = _heads_on_spikes("B:01053#8", [{"op": "discard", "card": "B:01053#8"}])
    assert g.error()[:2] == (g.last_seq(), "R-EFFECT-1")


# --- 01015 Marched to the Wall, 01026 Wildfire Assault ------------------------------------------


def _mass(plot: str, targets: list[str], setup_b: list[str] = ("01053#1", "01113#1")) -> CardGame:  # type: ignore[assignment]
    g = CardGame(a=[], b=[], plots_a=[plot[:5]])
    g.start(setup_a=["01053#1", "01053#2", "01113#1", "01187#1"], setup_b=list(setup_b))
    reveal(g, plot, initiative="A")  # initiative 8 / 7 against 4
    g.ability("A", f"A:{plot}", "when_revealed", targets=targets)
    return g


def test_01015_marched_to_the_wall_each_player_discards_a_character() -> None:
    g = _mass("01015#1", ["A:01187#1", "B:01113#1"])
    draws(g)
    st = g.state()
    assert st.cards["A:01187#1"].zone == "discard" and st.cards["B:01113#1"].zone == "discard"
    assert len(st.players[0].in_play) == 3 and st.players[1].in_play == ["B:01053#1"]


def test_01015_marched_to_the_wall_a_player_without_characters_chooses_none() -> None:
    g = _mass("01015#1", ["A:01187#1"], setup_b=[])
    draws(g)
    assert g.state().cards["A:01187#1"].zone == "discard"


def test_01015_marched_to_the_wall_misuse_R_TARGET_3_opponent_chooses_none() -> None:
    g = _mass("01015#1", ["A:01187#1"])
    assert g.error()[:2] == (g.last_seq(), "R-TARGET-3")


def test_01026_wildfire_assault_kills_all_but_3_each() -> None:
    g = _mass("01026#1", ["A:01053#1", "A:01053#2", "A:01113#1", "B:01113#1"])
    draws(g)
    st = g.state()
    assert st.cards["A:01187#1"].zone == "dead" and st.cards["B:01053#1"].zone == "dead"
    assert st.players[0].in_play == ["A:01053#1", "A:01053#2", "A:01113#1"]


def test_01026_wildfire_assault_misuse_R_TARGET_3_four_kept() -> None:
    g = _mass("01026#1", ["A:01053#1", "A:01053#2", "A:01113#1", "A:01187#1"])
    assert g.error()[:2] == (g.last_seq(), "R-TARGET-3")


def test_01026_wildfire_assault_misuse_R_TARGET_1_keeping_a_card_in_hand() -> None:
    g = _mass("01026#1", ["A:01053#1", "B:01053#8"])
    assert g.error()[:2] == (g.last_seq(), "R-TARGET-1")


# --- 01018 Power Behind the Throne --------------------------------------------------------------

_TOKEN = {"op": "token", "card": "A:01018#1", "token": "stand", "amount": -1}


def _power_behind_the_throne() -> CardGame:
    g = CardGame(a=[], b=[], plots_a=["01018"])
    g.start(setup_a=["01053#1"])
    reveal(g, "01018#1", initiative="B")  # initiative 1 against 4
    g.ability("A", "A:01018#1", "when_revealed")
    draws(g)
    g.ev("pass", seat="A").ev("pass", seat="B")
    g.ev("challenge", seat="A", challenge="military", attackers=["01053#1"])
    g.ev("defenders", seat="B", defenders=[])  # B has no character: nothing to claim
    return g


def test_01018_power_behind_the_throne_stands_a_character_for_its_token() -> None:
    g = _power_behind_the_throne()
    g.ability("A", "A:01018#1", "action", costs=[_TOKEN], targets=["A:01053#1"])
    st = g.state()
    assert not st.cards["A:01053#1"].kneeling and st.tokens["A:01018#1"]["stand"] == 0


def test_01018_power_behind_the_throne_misuse_R_ABIL_7_no_token_left() -> None:
    g = _power_behind_the_throne()
    g.ability("A", "A:01018#1", "action", costs=[_TOKEN], targets=["A:01053#1"])
    g.ev("challenge", seat="A", challenge="power", attackers=["01053#1"])  # kneels again
    g.ev("defenders", seat="B", defenders=[])
    g.ability("A", "A:01018#1", "action", costs=[_TOKEN], targets=["A:01053#1"])
    assert g.error()[:2] == (g.last_seq(), "R-ABIL-7")


def test_01018_power_behind_the_throne_misuse_R_COST_2_token_not_discarded() -> None:
    g = _power_behind_the_throne()
    g.ability("A", "A:01018#1", "action", targets=["A:01053#1"])
    assert g.error()[:2] == (g.last_seq(), "R-COST-2")


def test_01018_power_behind_the_throne_misuse_R_TARGET_1_a_standing_character() -> None:
    g = CardGame(a=[], b=[], plots_a=["01018"])
    g.start(setup_a=["01053#1"])
    reveal(g, "01018#1", initiative="B")
    g.ability("A", "A:01018#1", "when_revealed")
    draws(g)
    g.ability("A", "A:01018#1", "action", costs=[_TOKEN], targets=["A:01053#1"])
    assert g.error()[:2] == (g.last_seq(), "R-TARGET-1")


# --- 01019 Rebuilding ---------------------------------------------------------------------------


def _rebuilding(targets: list[str]) -> tuple[CardGame, list[str]]:
    g = CardGame(a=[], b=[], plots_a=["01019"])
    g.start().round()
    g.ev("pass", seat="A").ev("pass", seat="B")  # marshaling
    g.ev("pass", seat="A").ev("pass", seat="B")  # challenges
    discarded = {}
    for seat in ("A", "B"):  # 9 cards in hand, reserve 5
        discarded[seat] = sorted(g.drawn[seat])[:4]
        g.ev("reserve", seat=seat, cards=discarded[seat])
    reveal(g, "01019#1", initiative="A")  # initiative 5 against 4
    chosen = [discarded[c[0]][int(c[1:])] for c in targets]
    g.ability("A", "A:01019#1", "when_revealed", targets=chosen)
    return g, chosen


def test_01019_rebuilding_shuffles_3_discarded_cards_into_the_deck() -> None:
    g, chosen = _rebuilding(["A0", "A1", "A2"])
    draws(g)
    st = g.state()
    assert all(st.cards[c].zone in ("deck", "hand") for c in chosen)
    assert len(st.players[0].discard) == 1


def test_01019_rebuilding_misuse_R_TARGET_3_four_cards() -> None:
    g, _ = _rebuilding(["A0", "A1", "A2", "A3"])
    assert g.error()[:2] == (g.last_seq(), "R-TARGET-3")


def test_01019_rebuilding_misuse_R_TARGET_1_opponents_discard_pile() -> None:
    g, _ = _rebuilding(["B0"])
    assert g.error()[:2] == (g.last_seq(), "R-TARGET-1")


# --- 01012 Fortified Position -------------------------------------------------------------------


def _fortified(b: list[str], setup_b: list[str], hand_b: list[str] = ()) -> CardGame:  # type: ignore[assignment]
    g = CardGame(a=[], b=b, plots_a=["01012"])
    g.start(setup_a=["01113#1"], setup_b=setup_b, hand_b=list(hand_b))
    draws(reveal(g, "01012#1", initiative="B"))  # initiative 1 against 4
    return g


def test_01012_fortified_position_blanks_keywords_income_and_constants() -> None:
    from engine.game.state.model import has_keyword, strength

    g = _fortified(["01090"], ["01090#1"])
    g.ev("pass", seat="A", at="F-AW-3")  # B collects 3: no "+2 Income." from Tywin Lannister
    st = g.state()
    assert st.players[1].gold == 3 and plot_value(st, 1, "income") == 3
    assert not has_keyword(st, "B:01090#1", "renown")
    assert strength(st, "B:01090#1") == st.cards["B:01090#1"].card.strength  # no +1 per gold


def test_01012_fortified_position_keeps_traits() -> None:
    g = _fortified(["01089", "01032"], ["01089#1"], hand_b=["01032#1"])
    g.ev("pass", seat="A", at="F-AW-3")
    g.ev("marshal", seat="B", card="01032#1", attach_to="B:01089#1")  # Lord or Lady only
    assert g.verdict().errors == ()


def test_01012_fortified_position_misuse_R_BLANK_1_a_blanked_reaction() -> None:
    g = _fortified(["01089"], ["01089#1"])
    g.ev("pass", seat="A").ev("pass", seat="B")
    g.ev("challenge", seat="A", challenge="intrigue", attackers=["01113#1"])
    g.ability("B", "B:01089#1", "reaction")  # Tyrion Lannister's text box is blank
    assert g.error()[:2] == (g.last_seq(), "R-BLANK-1")


# --- 01023 Supporting the Faith -----------------------------------------------------------------


def _supporting_the_faith() -> CardGame:
    g = CardGame(a=[], b=[], plots_a=["01023"])
    g.start(setup_a=["01053#1"])
    draws(reveal(g, "01023#1", initiative="B"))  # initiative 2 against 4
    g.ev("pass", seat="A", at="F-AW-3").ev("pass", seat="B", at="F-AW-3")  # A 6 gold, B 3
    return g


def test_01023_supporting_the_faith_returns_all_gold_by_itself() -> None:
    g = _supporting_the_faith()
    g.ev("challenge", seat="A", challenge="military", attackers=["01053#1"])
    st = g.state()
    assert (st.players[0].gold, st.players[1].gold) == (0, 0)
    assert st.verified == 0  # resolved by itself: no ability event


def test_01023_supporting_the_faith_may_be_stated() -> None:
    g = _supporting_the_faith()
    g.ability("A", "A:01023#1", "forced")
    g.ev("challenge", seat="A", challenge="military", attackers=["01053#1"])
    st = g.state()
    assert (st.players[0].gold, st.players[1].gold) == (0, 0) and st.verified == 1


def test_01023_supporting_the_faith_misuse_R_EFFECT_1_gold_kept() -> None:
    g = _supporting_the_faith()
    g.ability("A", "A:01023#1", "forced", effects=[{"op": "spend_gold", "seat": "B", "amount": 3}])
    assert g.error()[:2] == (g.last_seq(), "R-EFFECT-1")


def test_01027_a_marshal_only_reduction_does_not_reduce_an_event() -> None:
    from engine.game.cardtext.lasting import event_cost

    g = CardGame(a=["01099", "01100"], b=[])  # Western Fiefdom: "the next [lannister] card
    g.start(setup_a=["01099#1"], hand_a=["01100#1"]).round()  # you marshal"
    g.ability("A", "A:01099#1", "action", costs=[{"op": "kneel", "card": "A:01099#1"}],
              at="F-AW-3")  # fmt: skip
    st = g.state()
    assert event_cost(st, 0, st.cards["A:01100#1"].card) == 1  # Hear Me Roar!: printed 1
