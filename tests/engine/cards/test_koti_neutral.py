"""Kings of the Isles, neutral cards and the Sea of Blood agenda: a legal use and a misuse of
each scripted card."""

from __future__ import annotations

from tests.engine.cards.harness import CardGame
from tests.engine.cards.quick import faction_action
from tests.engine.cards.rounds import next_round, to_challenges

# --- 12045 Sea of Blood -----------------------------------------------------------------------

_KNEEL_FACTION = [{"op": "kneel", "card": "A:faction"}]


def _sea_of_blood_wins_by_6() -> CardGame:
    g = CardGame(a=["01159"], b=[], faction_a="stark", agenda_a="12045")
    g.start(setup_a=["01053#1", "01053#2", "01113#1"], hand_a=["01159#1"]).round()
    to_challenges(g)
    g.ev("challenge", seat="A", challenge="military",
         attackers=["01053#1", "01053#2", "01113#1"])  # fmt: skip
    g.ev("defenders", seat="B", defenders=[])
    return g


def _next_military_challenge(g: CardGame) -> None:
    """The rest of the round passed; in the next one A attacks in [military] again."""
    next_round(g, keep=("A:01159#1", "A:01159#2"))
    to_challenges(g)
    g.ev("challenge", seat="A", challenge="military", attackers=["01053#1"])
    g.ev("defenders", seat="B", defenders=[])


def test_12045_sea_of_blood_token_and_search_then_a_cheaper_event() -> None:
    g = _sea_of_blood_wins_by_6()
    g.ability("A", "A:agenda", "reaction", costs=_KNEEL_FACTION, targets=["A:01159#2"])
    st = g.state()
    assert st.tokens["A:agenda"]["blood"] == 1 and st.cards["A:01159#2"].zone == "hand"
    _next_military_challenge(g)
    g.ability("A", "A:01159#1", "action", costs=[])  # Winter Is Coming: 1 - 1 blood token
    assert g.state().cards["A:01159#1"].zone == "discard"


def test_12045_sea_of_blood_misuse_R_COST_2_event_full_price_with_a_token() -> None:
    g = _sea_of_blood_wins_by_6()
    g.ability("A", "A:agenda", "reaction", costs=_KNEEL_FACTION, targets=["A:01159#2"])
    _next_military_challenge(g)
    g.ability("A", "A:01159#1", "action", costs=[{"op": "spend_gold", "seat": "A", "amount": 1}])
    assert g.error()[1] == "R-COST-2"  # 1 gold more than its cost of 0


def test_12045_sea_of_blood_misuse_R_COST_2_faction_card_not_knelt() -> None:
    g = _sea_of_blood_wins_by_6()
    g.ability("A", "A:agenda", "reaction", targets=["A:01159#2"])
    assert g.error()[1] == "R-COST-2"


def test_12045_sea_of_blood_misuse_R_CANNOT_1_event_during_an_intrigue_challenge() -> None:
    g = CardGame(a=["01159"], b=[], faction_a="stark", agenda_a="12045")
    g.start(setup_a=["01113#1"], hand_a=["01159#1"]).round()
    to_challenges(g)
    g.ev("challenge", seat="A", challenge="intrigue", attackers=["01113#1"])
    g.ability("A", "A:01159#1", "action", costs=[{"op": "spend_gold", "seat": "A", "amount": 1}])
    assert g.error()[1] == "R-CANNOT-1"


def test_12045_sea_of_blood_misuse_R_REACTION_3_won_by_less_than_5() -> None:
    g = CardGame(a=["01159"], b=[], faction_a="stark", agenda_a="12045")
    g.start(setup_a=["01053#1"]).round()
    to_challenges(g)
    g.ev("challenge", seat="A", challenge="military", attackers=["01053#1"])
    g.ev("defenders", seat="B", defenders=[])
    g.ability("A", "A:agenda", "reaction", costs=_KNEEL_FACTION, targets=["A:01159#2"])
    assert g.error()[1] == "R-REACTION-3"


# --- 12040 Rogue Wildling ---------------------------------------------------------------------


def _rogue_wildling_enters(target: str) -> CardGame:
    g = CardGame(a=["12040", "01031"], b=[], faction_a="thenightswatch")
    g.start(setup_a=["01031#1", "01053#1"], hand_a=["12040#1"]).round()
    faction_action(g, "A", {"op": "kneel", "card": "A:01031#1"},
                   {"op": "kneel", "card": "A:01053#1"},
                   {"op": "gain_gold", "seat": "A", "amount": 1}, at="F-AW-3")  # fmt: skip
    g.ev("marshal", seat="A", card="12040#1")
    g.ability("A", "A:12040#1", "reaction", targets=[target])
    return g


def test_12040_rogue_wildling_stands_a_wildling_you_control() -> None:
    g = _rogue_wildling_enters("A:01031#1")
    assert not g.state().cards["A:01031#1"].kneeling


def test_12040_rogue_wildling_misuse_R_TARGET_1_not_a_wildling() -> None:
    g = _rogue_wildling_enters("A:01053#1")
    assert g.error()[1] == "R-TARGET-1"


# --- 12049 Coordinated Attack -----------------------------------------------------------------


def _coordinated_attack_won() -> CardGame:
    g = CardGame(a=[], b=[], plots_a=["12049"], faction_a="stark")
    g.start(setup_a=["01053#1", "01113#1", "01187#1"]).round(plot_a="12049#1")
    to_challenges(g)
    g.ev("challenge", seat="A", challenge="military", attackers=["01053#1"])
    g.ev("defenders", seat="B", defenders=[])
    return g


def test_12049_coordinated_attack_an_additional_challenge_of_another_type() -> None:
    g = _coordinated_attack_won()
    g.ability("A", "A:12049#1", "reaction", choice="intrigue")
    g.ev("challenge", seat="A", challenge="intrigue", attackers=["01113#1"])
    g.ev("defenders", seat="B", defenders=[])
    g.ev("claim", seat="B", cards=["B:01187#8"])  # discarded at random
    g.ev("challenge", seat="A", challenge="intrigue", attackers=["01187#1"])
    assert g.verdict().errors == ()


def test_12049_coordinated_attack_misuse_R_TARGET_1_the_same_type() -> None:
    g = _coordinated_attack_won()
    g.ability("A", "A:12049#1", "reaction", choice="military")
    assert g.error()[1] == "R-TARGET-1"


# --- 12050 Stolen Message ---------------------------------------------------------------------


def _stolen_message(g: CardGame, card: str) -> CardGame:
    return g.ability("A", "A:12050#1", "action", costs=[{"op": "spend_gold", "seat": "A",
                     "amount": 1}], effects=[{"op": "arrange_deck", "seat": "B", "top": [],
                     "bottom": [card]}], at="F-AW-3")  # fmt: skip


def test_12050_stolen_message_puts_the_opponents_top_card_on_the_bottom() -> None:
    g = CardGame(a=[], b=[], plots_a=["12050"], faction_a="stark")
    g.start().round(plot_a="12050#1")
    faction_action(g, "A", {"op": "gain_gold", "seat": "A", "amount": 1}, at="F-AW-3")
    gold = g.state().players[0].gold
    _stolen_message(g, "B:01053#1")
    st = g.state()
    assert st.players[1].deck[0] == "B:01053#1" and st.players[0].gold == gold - 1


def test_12050_stolen_message_misuse_R_LIMIT_1_four_times_in_a_round() -> None:
    g = CardGame(a=[], b=[], plots_a=["12050"], faction_a="stark")
    g.start().round(plot_a="12050#1")
    faction_action(g, "A", {"op": "gain_gold", "seat": "A", "amount": 5}, at="F-AW-3")
    for n in range(1, 5):
        _stolen_message(g, f"B:01053#{n}")
    seq, rule, _ = g.error()
    assert (seq, rule) == (g.last_seq(), "R-LIMIT-1")


# --- 12044 When I Woke... -----------------------------------------------------------------------


def _when_i_woke(ctype: str, target: str) -> CardGame:
    g = CardGame(a=["12044"], b=[], faction_a="stark")
    g.start(setup_a=["01053#1"], setup_b=["01053#1"], hand_a=["12044#1"]).round()
    to_challenges(g)
    g.ev("challenge", seat="A", challenge=ctype, attackers=["01053#1"])
    g.ev("defenders", seat="B", defenders=["B:01053#1"])
    g.ev("challenge_result", winner="A", attacker_str=2, defender_str=2, unopposed=False)
    g.ability("A", "A:12044#1", "reaction", targets=[target],
              costs=[{"op": "spend_gold", "seat": "A", "amount": 2}])  # fmt: skip
    return g


def test_12044_when_i_woke_puts_a_participant_on_top_of_its_deck() -> None:
    g = _when_i_woke("military", "B:01053#1")
    st = g.state()
    assert st.cards["B:01053#1"].zone == "deck" and st.players[1].deck[-1] == "B:01053#1"


def test_12044_when_i_woke_misuse_R_REACTION_3_a_power_challenge() -> None:
    g = _when_i_woke("power", "B:01053#1")
    assert g.error()[1] == "R-REACTION-3"


# --- 12043 Reckless -----------------------------------------------------------------------------


def _reckless() -> CardGame:
    g = CardGame(a=[], b=["12043"], faction_a="stark")
    g.start(setup_a=["01053#1", "01113#1"], setup_b=["01053#1", "01113#1", "12043#1"],
            attach_b={"12043#1": "01053#1"}).round()  # fmt: skip
    return g


def test_12043_reckless_attached_character_must_defend_if_able() -> None:
    g = _reckless()
    to_challenges(g)
    g.ev("challenge", seat="A", challenge="military", attackers=["01053#1"])
    g.ev("defenders", seat="B", defenders=["B:01113#1"])
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "F-4.2.1") and "B:01053#1" in message


def test_12043_reckless_attached_character_attacks_with_the_others() -> None:
    g = _reckless()
    g.ev("pass", seat="A").ev("pass", seat="B").ev("pass", seat="A")  # B's challenges
    g.ev("challenge", seat="B", challenge="military", attackers=["B:01053#1", "B:01113#1"])
    assert g.verdict().errors == ()


def test_12043_reckless_misuse_F_4_2_3_a_challenge_without_it() -> None:
    g = _reckless()
    g.ev("pass", seat="A").ev("pass", seat="B").ev("pass", seat="A")  # B's challenges
    g.ev("challenge", seat="B", challenge="military", attackers=["B:01113#1"])
    assert g.error()[1] == "F-4.2-3"
