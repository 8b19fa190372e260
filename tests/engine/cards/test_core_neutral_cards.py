"""Core Set, neutral non-plot cards: a legal use and a misuse of each scripted card."""

from __future__ import annotations

from engine.game.state.model import icons, plot_value, strength
from tests.engine.cards.harness import CardGame

FEAST = "01002"  # A Feast for Crows: income 6 (its reaction is optional, never used here)


def _to_challenges(g: CardGame) -> CardGame:
    g.ev("pass", seat="A").ev("pass", seat="B")
    return g


def _fillers(g: CardGame, seat: str, n: int) -> list[str]:
    cards = g._filler(seat, n)
    g.drawn[seat].update(cards)
    return cards


# --- 01028 Littlefinger -----------------------------------------------------------------------


def _littlefinger_marshaled() -> CardGame:
    g = CardGame(a=["01028"], b=[], plots_a=[FEAST], plots_b=[FEAST])
    g.start(hand_a=["01028#1"]).round(plot_a=f"{FEAST}#1", plot_b=f"{FEAST}#1")  # tied
    g.ev("marshal", seat="A", card="01028#1")
    return g


def test_01028_littlefinger_draws_2_cards_after_he_is_marshaled() -> None:
    g = _littlefinger_marshaled()
    drawn = _fillers(g, "A", 2)
    g.ability("A", "A:01028#1", "reaction", effects=[{"op": "draw", "seat": "A", "cards": drawn}])
    st = g.state()
    assert set(drawn) <= set(st.players[0].hand)
    assert st.verified == 1


def test_01028_littlefinger_misuse_R_DRAW_1_draws_only_1_card() -> None:
    g = _littlefinger_marshaled()
    drawn = _fillers(g, "A", 1)
    g.ability("A", "A:01028#1", "reaction", effects=[{"op": "draw", "seat": "A", "cards": drawn}])
    assert g.error()[1] == "R-DRAW-1"


def test_01028_littlefinger_misuse_R_REACTION_3_not_marshaled_this_time() -> None:
    g = CardGame(a=["01028"], b=[])
    g.start(setup_a=["01028#1"]).round()
    drawn = _fillers(g, "A", 2)
    g.ability("A", "A:01028#1", "reaction", effects=[{"op": "draw", "seat": "A", "cards": drawn}])
    assert g.error()[1] == "R-REACTION-3"


# --- 01030 Rattleshirt's Raiders --------------------------------------------------------------


def _raiders_won(attack_with: str = "01030#1") -> CardGame:
    g = CardGame(a=["01030"], b=["01034"])
    g.start(setup_a=["01030#1", "01053#1"], setup_b=["01113#1", "01034#1"],
            attach_b={"01034#1": "01113#1"}).round()  # fmt: skip
    _to_challenges(g)
    g.ev("challenge", seat="A", challenge="military", attackers=[attack_with])
    g.ev("defenders", seat="B", defenders=[])
    return g


def test_01030_rattleshirts_raiders_discard_an_attachment_of_the_loser() -> None:
    g = _raiders_won()
    g.ability("A", "A:01030#1", "reaction", targets=["B:01034#1"])
    st = g.state()
    assert st.cards["B:01034#1"].zone == "discard"
    assert st.cards["B:01113#1"].attachments == []


def test_01030_rattleshirts_raiders_misuse_R_REACTION_3_not_attacking() -> None:
    g = _raiders_won(attack_with="01053#1")
    g.ability("A", "A:01030#1", "reaction", targets=["B:01034#1"])
    assert g.error()[1] == "R-REACTION-3"


def test_01030_rattleshirts_raiders_misuse_R_TARGET_1_not_an_attachment() -> None:
    g = _raiders_won()
    g.ability("A", "A:01030#1", "reaction", targets=["B:01113#1"])
    assert g.error()[1] == "R-TARGET-1"


# --- 01031 Wildling Horde ---------------------------------------------------------------------


def _horde_attacking() -> CardGame:
    g = CardGame(a=["01031"], b=[])
    g.start(setup_a=["01031#1", "01053#1"]).round()
    _to_challenges(g)
    g.ev("challenge", seat="A", challenge="military", attackers=["01031#1"])
    return g


def test_01031_wildling_horde_kneels_the_faction_card_for_2_str() -> None:
    g = _horde_attacking()
    g.ability("A", "A:01031#1", "action", costs=[{"op": "kneel", "card": "A:faction"}],
              targets=["A:01031#1"])  # fmt: skip
    st = g.state()
    assert strength(st, "A:01031#1") == 5 + 2
    assert st.players[0].faction_kneeling


def test_01031_wildling_horde_misuse_R_TARGET_1_not_participating() -> None:
    g = _horde_attacking()
    g.ability("A", "A:01031#1", "action", costs=[{"op": "kneel", "card": "A:faction"}],
              targets=["A:01053#1"])  # fmt: skip
    assert g.error()[1] == "R-TARGET-1"


def test_01031_wildling_horde_misuse_R_COST_2_faction_card_not_knelt() -> None:
    g = _horde_attacking()
    g.ability("A", "A:01031#1", "action", targets=["A:01031#1"])
    assert g.error()[1] == "R-COST-2"


def test_01031_wildling_horde_misuse_R_TRIGGERED_1_in_the_dominance_phase() -> None:
    """Placed at the first point where it fits: none before the next round's plots."""
    g = CardGame(a=["01031"], b=[])
    g.start(setup_a=["01031#1"]).round()
    for seat in "AABAB":  # the draw window, both marshal nothing, initiate no challenge
        g.ev("pass", seat=seat)
    g.ability("A", "A:01031#1", "action", costs=[{"op": "kneel", "card": "A:faction"}],
              targets=["A:01031#1"])  # fmt: skip
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-TRIGGERED-1")
    assert "F-4.4" in message  # the challenges phase ended ([F-4.4])


# --- 01032 Seal of the Hand -------------------------------------------------------------------


def _seal_on_a_kneeling_lord() -> CardGame:
    g = CardGame(a=["01032", "01028"], b=[])
    g.start(setup_a=["01028#1", "01032#1"], attach_a={"01032#1": "01028#1"}).round()
    _to_challenges(g)
    g.ev("challenge", seat="A", challenge="power", attackers=["01028#1"])
    return g


def test_01032_seal_of_the_hand_stands_attached_character() -> None:
    g = _seal_on_a_kneeling_lord()
    g.ability("A", "A:01032#1", "action", costs=[{"op": "kneel", "card": "A:01032#1"}])
    st = g.state()
    assert not st.cards["A:01028#1"].kneeling and st.cards["A:01032#1"].kneeling


def test_01032_seal_of_the_hand_misuse_R_EFFECT_1_stands_another_character() -> None:
    g = _seal_on_a_kneeling_lord()
    g.ability("A", "A:01032#1", "action", costs=[{"op": "kneel", "card": "A:01032#1"}],
              effects=[{"op": "stand", "card": "A:01053#1"}])  # fmt: skip
    assert g.error()[1] == "R-EFFECT-1"


# --- 01034 Little Bird, 01036 Noble Lineage, 01037 Syrio's Training ---------------------------


def _icon_game(attachment: str, icon: str, attached: bool) -> CardGame:
    g = CardGame(a=[attachment], b=[])
    setup = ["01053#1"] + ([f"{attachment}#1"] if attached else [])
    attach = {f"{attachment}#1": "01053#1"} if attached else None
    g.start(setup_a=setup, attach_a=attach).round()
    _to_challenges(g)
    g.ev("challenge", seat="A", challenge=icon, attackers=["01053#1"])
    return g


def test_01034_little_bird_gives_an_intrigue_icon() -> None:
    g = _icon_game("01034", "intrigue", attached=True)
    assert "intrigue" in icons(g.state(), "A:01053#1")


def test_01034_without_little_bird_F_4_2_4_no_intrigue_attack() -> None:
    assert _icon_game("01034", "intrigue", attached=False).error()[1] == "F-4.2-4"


def test_01036_noble_lineage_gives_a_power_icon() -> None:
    g = CardGame(a=["01036"], b=[])
    g.start(setup_a=["01113#1", "01036#1"], attach_a={"01036#1": "01113#1"}).round()
    _to_challenges(g)
    g.ev("challenge", seat="A", challenge="power", attackers=["01113#1"])
    assert "power" in icons(g.state(), "A:01113#1")


def test_01036_without_noble_lineage_F_4_2_4_no_power_attack() -> None:
    g = CardGame(a=[], b=[])
    g.start(setup_a=["01113#1"]).round()
    _to_challenges(g)
    g.ev("challenge", seat="A", challenge="power", attackers=["01113#1"])
    assert g.error()[1] == "F-4.2-4"


def test_01037_syrios_training_gives_a_military_icon_to_a_defender() -> None:
    g = CardGame(a=[], b=["01037"])
    g.start(setup_a=["01053#1"], setup_b=["01187#1", "01037#1"],
            attach_b={"01037#1": "01187#1"}).round()  # fmt: skip
    _to_challenges(g)
    g.ev("challenge", seat="A", challenge="military", attackers=["01053#1"])
    g.ev("defenders", seat="B", defenders=["01187#1"])
    assert g.state().challenge.defenders == ["B:01187#1"]  # type: ignore[union-attr]


def test_01037_without_syrios_training_F_4_2_1_1_no_military_defence() -> None:
    g = CardGame(a=[], b=[])
    g.start(setup_a=["01053#1"], setup_b=["01187#1"]).round()
    _to_challenges(g)
    g.ev("challenge", seat="A", challenge="military", attackers=["01053#1"])
    g.ev("defenders", seat="B", defenders=["01187#1"])
    assert g.error()[1] == "F-4.2.1-1"


# --- 01039 The Kingsroad ----------------------------------------------------------------------


def test_01039_kingsroad_reduces_the_next_character_by_3() -> None:
    g = CardGame(a=["01039", "01028"], b=[])
    g.start(setup_a=["01039#1"], hand_a=["01028#1"]).round()
    kneel_and_sacrifice = [
        {"op": "kneel", "card": "A:01039#1"},
        {"op": "sacrifice", "card": "A:01039#1"},
    ]
    g.ability("A", "A:01039#1", "action", costs=kneel_and_sacrifice)
    g.ev("marshal", seat="A", card="01028#1", cost=2)  # Littlefinger: 5 - 3
    st = g.state()
    assert st.cards["A:01039#1"].zone == "discard"
    assert st.players[0].gold == 3 - 2


def test_01039_kingsroad_misuse_R_COST_2_not_sacrificed() -> None:
    g = CardGame(a=["01039"], b=[])
    g.start(setup_a=["01039#1"]).round()
    g.ability("A", "A:01039#1", "action", costs=[{"op": "kneel", "card": "A:01039#1"}])
    assert g.error()[1] == "R-COST-2"


# --- 01041 Put to the Sword, 01042 Put to the Torch, 01043 Superior Claim ---------------------


def _won_military(margin_5: bool, a: list[str], b_setup: list[str]) -> CardGame:
    """A attacks with Wildling Horde (STR 5) into no defenders, or with a STR 2 filler."""
    g = CardGame(a=["01031", *a], b=sorted({c[:5] for c in b_setup}))
    hand = [f"{code}#{n}" for code in a for n in (1, 2)]
    g.start(setup_a=["01031#1", "01053#1"], setup_b=b_setup, hand_a=hand).round()
    _to_challenges(g)
    attacker = "01031#1" if margin_5 else "01053#1"
    g.ev("challenge", seat="A", challenge="military", attackers=[attacker])
    g.ev("defenders", seat="B", defenders=[])
    return g


def _pay(gold: int) -> list[dict[str, object]]:
    return [{"op": "spend_gold", "seat": "A", "amount": gold}]


def test_01041_put_to_the_sword_kills_a_character_of_the_loser() -> None:
    g = _won_military(True, ["01041"], ["01053#1"])
    g.ability("A", "A:01041#1", "reaction", costs=_pay(2), targets=["B:01053#1"])
    st = g.state()
    assert st.cards["B:01053#1"].zone == "dead"
    assert st.cards["A:01041#1"].zone == "discard"


def test_01041_put_to_the_sword_misuse_R_REACTION_3_won_by_less_than_5() -> None:
    g = _won_military(False, ["01041"], ["01053#1"])
    g.ability("A", "A:01041#1", "reaction", costs=_pay(2), targets=["B:01053#1"])
    assert g.error()[1] == "R-REACTION-3"


def test_01041_put_to_the_sword_misuse_R_TARGET_1_own_character() -> None:
    g = _won_military(True, ["01041"], ["01053#1"])
    g.ability("A", "A:01041#1", "reaction", costs=_pay(2), targets=["A:01053#1"])
    assert g.error()[1] == "R-TARGET-1"


def test_01041_put_to_the_sword_misuse_R_LIMIT_3_max_1_per_challenge() -> None:
    g = _won_military(True, ["01041"], ["01053#1", "01187#1"])
    g.ability("A", "A:01041#1", "reaction", costs=_pay(2), targets=["B:01053#1"])
    g.ability("A", "A:01041#2", "reaction", costs=_pay(2), targets=["B:01187#1"])
    assert g.error()[1] == "R-LIMIT-3"


def test_01042_put_to_the_torch_discards_a_location_of_the_loser() -> None:
    g = _won_military(True, ["01042"], ["01040#1"])  # The Roseroad
    g.ability("A", "A:01042#1", "reaction", costs=_pay(1), targets=["B:01040#1"])
    assert g.state().cards["B:01040#1"].zone == "discard"


def test_01042_put_to_the_torch_misuse_R_TARGET_1_a_character() -> None:
    g = _won_military(True, ["01042"], ["01053#1"])
    g.ability("A", "A:01042#1", "reaction", costs=_pay(1), targets=["B:01053#1"])
    assert g.error()[1] == "R-TARGET-1"


def _won_power(attacker: str) -> CardGame:
    g = CardGame(a=["01031", "01043"], b=[])
    g.start(setup_a=["01031#1", "01053#1"], hand_a=["01043#1", "01043#2"]).round()
    _to_challenges(g)
    g.ev("challenge", seat="A", challenge="power", attackers=[attacker])
    g.ev("defenders", seat="B", defenders=[])
    return g


def test_01043_superior_claim_gains_2_power_after_a_power_win_by_5() -> None:
    g = _won_power("01031#1")
    g.ability("A", "A:01043#1", "reaction")
    st = g.state()
    assert st.players[0].power == 2  # before the unopposed bonus ([F-4.2.3])


def test_01043_superior_claim_misuse_R_REACTION_3_won_by_2() -> None:
    g = _won_power("01053#1")
    g.ability("A", "A:01043#1", "reaction")
    assert g.error()[1] == "R-REACTION-3"


def test_01043_superior_claim_misuse_R_LIMIT_3_a_second_copy() -> None:
    g = _won_power("01031#1")
    g.ability("A", "A:01043#1", "reaction").ability("A", "A:01043#2", "reaction")
    assert g.error()[1] == "R-LIMIT-3"


# --- 01029 Varys ------------------------------------------------------------------------------


def _varys_game() -> CardGame:
    g = CardGame(a=["01029"], b=[])
    g.start(setup_a=["01029#1", "01053#1"], setup_b=["01053#1", "01187#1"]).round()
    for seat in "AABAB":  # the draw window, both marshal nothing, initiate no challenge
        g.ev("pass", seat=seat)
    return g


def test_01029_varys_removes_himself_to_discard_each_character() -> None:
    g = _varys_game()
    g.ability("A", "A:01029#1", "interrupt", costs=[{"op": "remove_from_game",
                                                     "card": "A:01029#1"}])  # fmt: skip
    st = g.state()
    assert st.cards["A:01029#1"].zone == "removed"
    assert {st.cards[c].zone for c in ("A:01053#1", "B:01053#1", "B:01187#1")} == {"discard"}
    assert st.phase == "standing"


def test_01029_varys_misuse_R_COST_2_not_removed_from_the_game() -> None:
    g = _varys_game()
    g.ability("A", "A:01029#1", "interrupt", costs=[{"op": "kneel", "card": "A:01029#1"}])
    assert g.error()[1] == "R-COST-2"


def test_01029_varys_misuse_R_INTERRUPT_3_during_the_challenges_phase() -> None:
    g = CardGame(a=["01029"], b=[])
    g.start(setup_a=["01029#1", "01053#1"]).round()
    _to_challenges(g)
    g.ev("challenge", seat="A", challenge="military", attackers=["01053#1"])
    g.ability("A", "A:01029#1", "interrupt", costs=[{"op": "remove_from_game",
                                                     "card": "A:01029#1"}])  # fmt: skip
    assert g.error()[1] == "R-INTERRUPT-3"


# --- 01033 Bodyguard --------------------------------------------------------------------------


def _bodyguard_claimed() -> CardGame:
    """B wins a [military] challenge; A's claim victims are Littlefinger (a Lord, with
    Bodyguard) and a filler."""
    g = CardGame(a=["01028", "01033"], b=[])
    g.start(setup_a=["01028#1", "01033#1", "01053#1"], setup_b=["01053#1", "01113#1"],
            attach_a={"01033#1": "01028#1"}).round()  # fmt: skip
    g.ev("pass", seat="A").ev("pass", seat="A").ev("pass", seat="B")  # nobody marshals
    g.ev("pass", seat="A")  # A initiates no challenge
    g.ev("challenge", seat="B", challenge="military", attackers=["01053#1", "01113#1"])
    g.ev("defenders", seat="A", defenders=[])
    return g


def test_01033_bodyguard_saves_attached_character_from_claim() -> None:
    g = _bodyguard_claimed()
    g.ability("A", "A:01033#1", "interrupt", costs=[{"op": "sacrifice", "card": "A:01033#1"}])
    g.ev("claim", seat="A", cards=["A:01028#1", "A:01053#1"])
    st = g.state()
    assert st.cards["A:01028#1"].zone == "play" and st.cards["A:01033#1"].zone == "discard"
    assert st.cards["A:01053#1"].zone == "dead"


def test_01033_bodyguard_misuse_R_EFFECT_1_saves_another_character() -> None:
    g = _bodyguard_claimed()
    g.ability("A", "A:01033#1", "interrupt", costs=[{"op": "sacrifice", "card": "A:01033#1"}],
              effects=[{"op": "save", "card": "A:01053#1"}])  # fmt: skip
    assert g.error()[1] == "R-EFFECT-1"


def test_01033_bodyguard_misuse_R_INTERRUPT_3_nothing_to_save_from() -> None:
    g = CardGame(a=["01028", "01033"], b=[])
    g.start(setup_a=["01028#1", "01033#1"], hand_a=["01053#1"],
            attach_a={"01033#1": "01028#1"}).round()  # fmt: skip
    g.ability("A", "A:01033#1", "interrupt", costs=[{"op": "sacrifice", "card": "A:01033#1"}])
    g.ev("marshal", seat="A", card="01053#1")
    assert g.error()[1] == "R-INTERRUPT-3"


# --- 01035 Milk of the Poppy ------------------------------------------------------------------


def test_01035_milk_of_the_poppy_blanks_littlefingers_income() -> None:
    g = CardGame(a=["01035"], b=["01028"])
    g.start(setup_b=["01028#1"], hand_a=["01035#1"]).round()
    g.ev("marshal", seat="A", card="01035#1", attach_to="B:01028#1")
    st = g.state()
    assert plot_value(st, 1, "income") == 3  # the plot's 3, without Littlefinger's +1
    assert st.cards["A:01035#1"].host == "B:01028#1"


def test_01035_without_milk_of_the_poppy_littlefinger_gives_1_income() -> None:
    g = CardGame(a=[], b=["01028"])
    g.start(setup_b=["01028#1"]).round()
    assert plot_value(g.state(), 1, "income") == 3 + 1


def test_01035_milk_of_the_poppy_misuse_R_BLANK_1_a_blanked_card_reacts() -> None:
    g = CardGame(a=["01028", "01035"], b=[], plots_a=[FEAST], plots_b=[FEAST])
    g.start(hand_a=["01028#1", "01035#1"]).round(plot_a=f"{FEAST}#1", plot_b=f"{FEAST}#1")
    g.ev("marshal", seat="A", card="01028#1")  # Littlefinger: 5 of 6 gold
    g.ev("marshal", seat="A", card="01035#1", attach_to="A:01028#1")
    drawn = _fillers(g, "A", 2)
    g.ability("A", "A:01028#1", "reaction", effects=[{"op": "draw", "seat": "A", "cards": drawn}])
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-BLANK-1") and "01028 Littlefinger" in message


def test_01035_milk_of_the_poppy_R_KW_STEALTH_1_a_blanked_character_has_no_stealth() -> None:
    g = CardGame(a=["01029", "01035"], b=[])
    g.start(setup_a=["01029#1", "01035#1"], setup_b=["01187#1"],
            attach_a={"01035#1": "01029#1"}).round()  # fmt: skip
    _to_challenges(g)
    g.ev("challenge", seat="A", challenge="intrigue", attackers=["01029#1"],
         stealth={"A:01029#1": "B:01187#1"})  # fmt: skip
    assert g.error()[1] == "R-KW-STEALTH-1"


# --- 01045 The Hand's Judgment ----------------------------------------------------------------


def _sword_about_to_be_played() -> CardGame:
    """A wins a [military] challenge by 5 as the attacker, Put to the Sword in hand; B holds
    The Hand's Judgment."""
    g = CardGame(a=["01031", "01041"], b=["01045"])
    g.start(setup_a=["01031#1"], setup_b=["01053#1"], hand_a=["01041#1"], hand_b=["01045#1"])
    g.round()
    _to_challenges(g)
    g.ev("challenge", seat="A", challenge="military", attackers=["01031#1"])
    g.ev("defenders", seat="B", defenders=[])
    return g


def _judgment(g: CardGame, gold: int, target: str = "A:01041#1") -> CardGame:
    costs = [{"op": "spend_gold", "seat": "B", "amount": gold}] if gold else []
    g.ability("B", "B:01045#1", "interrupt", costs=costs, targets=[target])
    return g


def _sword(g: CardGame, cancelled: bool = True) -> CardGame:
    g.ability("A", "A:01041#1", "reaction", costs=[{"op": "spend_gold", "seat": "A",
              "amount": 2}], targets=["B:01053#1"], cancelled=cancelled)  # fmt: skip
    return g


def test_01045_hands_judgment_cancels_put_to_the_sword() -> None:
    g = _sword(_judgment(_sword_about_to_be_played(), 2))
    st = g.state()
    assert st.cards["B:01053#1"].zone == "play"  # not killed
    assert st.cards["A:01041#1"].zone == "discard" and st.cards["B:01045#1"].zone == "discard"
    assert (st.players[0].gold, st.players[1].gold) == (3 - 2, 3 - 2)
    assert st.verified == 2 and st.unverified == 0


def test_01045_hands_judgment_misuse_R_COST_2_x_is_not_the_printed_cost() -> None:
    g = _sword(_judgment(_sword_about_to_be_played(), 1))
    assert g.error()[1] == "R-COST-2"


def test_01045_hands_judgment_misuse_R_TARGET_1_its_own_event() -> None:
    g = _judgment(_sword_about_to_be_played(), 0, target="B:01045#1")
    assert g.error()[1] == "R-TARGET-1"


def test_01045_hands_judgment_misuse_R_CANCEL_1_the_event_does_not_follow() -> None:
    g = _judgment(_sword_about_to_be_played(), 2)
    g.ev("claim", seat="B", cards=["B:01053#1"])
    seq, rule, _ = g.error()
    assert (seq, rule) == (g.last_seq(), "R-CANCEL-1")


def test_01045_hands_judgment_misuse_R_CANCEL_1_another_ability_cancelled() -> None:
    g = CardGame(a=["01031", "01041", "01043"], b=["01045"])
    g.start(setup_a=["01031#1"], setup_b=["01053#1"], hand_a=["01041#1", "01043#1"],
            hand_b=["01045#1"]).round()  # fmt: skip
    _to_challenges(g)
    g.ev("challenge", seat="A", challenge="military", attackers=["01031#1"])
    g.ev("defenders", seat="B", defenders=[])
    _judgment(g, 0, target="A:01043#1")  # Superior Claim: X = 0
    _sword(g)
    assert g.error()[1] == "R-CANCEL-1"


# --- 01044 Tears of Lys -----------------------------------------------------------------------


def _intrigue_won() -> CardGame:
    g = CardGame(a=["01044"], b=[])
    g.start(setup_a=["01113#1"], setup_b=["01053#1", "01187#1"], hand_a=["01044#1"]).round()
    _to_challenges(g)
    g.ev("challenge", seat="A", challenge="intrigue", attackers=["01113#1"])
    g.ev("defenders", seat="B", defenders=[])
    return g


def _tears(g: CardGame, target: str) -> CardGame:
    g.ability("A", "A:01044#1", "reaction", costs=_pay(1), targets=[target])
    return g


def test_01044_tears_of_lys_kills_the_poisoned_character_at_the_end_of_the_phase() -> None:
    g = _tears(_intrigue_won(), "B:01053#1")
    assert g.state().tokens["B:01053#1"] == {"poison": 1}
    st = g.state()
    g.ev("claim", seat="B", cards=sorted(st.players[1].hand)[:2])  # intrigue claim 2
    g.ev("pass", seat="A").ev("pass", seat="B")  # the challenges phase ends
    st = g.state()
    assert st.step == "F-4.4" and st.cards["B:01053#1"].zone == "dead"  # before dominance
    assert "B:01053#1" not in st.tokens


def test_01044_tears_of_lys_misuse_R_TARGET_1_a_character_with_an_intrigue_icon() -> None:
    g = _tears(_intrigue_won(), "B:01187#1")
    assert g.error()[1] == "R-TARGET-1"


def test_01044_tears_of_lys_misuse_R_EFFECT_1_killed_at_once() -> None:
    g = _intrigue_won()
    g.ability("A", "A:01044#1", "reaction", costs=_pay(1), targets=["B:01053#1"],
              effects=[{"op": "kill", "card": "B:01053#1"}])  # fmt: skip
    assert g.error()[1] == "R-EFFECT-1"
