"""Core Set, neutral plots and agenda: a legal use and a misuse of each scripted card."""

from __future__ import annotations

from engine.game.state import plot_value
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
