"""Core Set, House Lannister: a legal use and a misuse of each scripted card."""

from __future__ import annotations

from engine.game.state.model import strength
from tests.engine.cards.harness import CardGame


def test_01089_tyrion_gains_2_gold_after_an_intrigue_challenge_is_initiated() -> None:
    g = CardGame(a=["01089"], b=[])
    g.start(setup_a=["01089#1", "01113#1"]).round()
    g.ev("pass", seat="A").ev("pass", seat="B")
    g.ev("challenge", seat="A", challenge="intrigue", attackers=["01113#1"])
    g.ability("A", "A:01089#1", "reaction")
    st = g.state()
    assert st.players[0].gold == 3 + 2  # Winds of Winter's income, then Tyrion's 2
    assert st.verified == 1 and st.unverified == 0


def test_01089_tyrion_misuse_R_REACTION_3_no_intrigue_challenge_initiated() -> None:
    g = CardGame(a=["01089"], b=[])
    g.start(setup_a=["01089#1", "01053#1"]).round()
    g.ev("pass", seat="A").ev("pass", seat="B")
    g.ev("challenge", seat="A", challenge="military", attackers=["01053#1"])
    g.ability("A", "A:01089#1", "reaction")
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-REACTION-3")
    assert "01089 Tyrion Lannister" in message


def test_01089_tyrion_misuse_R_EFFECT_1_forged_effect() -> None:
    g = CardGame(a=["01089"], b=[])
    g.start(setup_a=["01089#1", "01113#1"]).round()
    g.ev("pass", seat="A").ev("pass", seat="B")
    g.ev("challenge", seat="A", challenge="intrigue", attackers=["01113#1"])
    g.ability("A", "A:01089#1", "reaction",
              effects=[{"op": "gain_power", "seat": "A", "amount": 14}])  # fmt: skip
    assert g.error()[1] == "R-EFFECT-1"


def test_01090_tywin_gets_1_str_per_gold_in_the_pool() -> None:
    g = CardGame(a=["01090"], b=[])
    g.start(setup_a=["01090#1"], hand_a=["01053#1"]).round()
    g.ev("marshal", seat="A", card="01053#1")
    st = g.state()
    assert st.players[0].gold == 3 + 2 - 2  # plot 3, Tywin's printed +2 Income, a 2-cost card
    assert strength(st, "A:01090#1") == (st.cards["A:01090#1"].card.strength or 0) + 3


def test_01094_lannisport_merchant_reduces_the_next_lannister_character() -> None:
    g = CardGame(a=["01094", "01091"], b=[])
    g.start(setup_a=["01094#1"], hand_a=["01091#1", "01091#2"]).round()
    g.ev("ability", seat="A", source="A:01094#1", kind="action",
         costs=[{"op": "kneel", "card": "A:01094#1"}])  # fmt: skip
    g.ev("marshal", seat="A", card="01091#1", cost=1)  # Burned Men: 2 - 1
    st = g.state()
    assert st.players[0].gold == 2
    g.ev("marshal", seat="A", card="01091#2", cost=1)  # only the next one was reduced
    assert g.error()[1] == "R-COST-1"


def test_01094_lannisport_merchant_misuse_R_COST_2_cost_not_paid() -> None:
    g = CardGame(a=["01094"], b=[])
    g.start(setup_a=["01094#1"]).round()
    g.ev("ability", seat="A", source="A:01094#1", kind="action")
    assert g.error()[1] == "R-COST-2"


def test_01097_casterly_rock_allows_a_second_intrigue_challenge() -> None:
    g = CardGame(a=["01097"], b=[])
    g.start(setup_a=["01097#1", "01113#1", "01187#1"]).round()
    g.ev("pass", seat="A").ev("pass", seat="B")
    g.ev("challenge", seat="A", challenge="intrigue", attackers=["01113#1"])
    g.ev("defenders", seat="B", defenders=[])
    g.ev("claim", seat="B", cards=[c for c in sorted(g.drawn["B"])][:2])
    g.ev("challenge", seat="A", challenge="intrigue", attackers=["01187#1"])
    assert g.verdict().errors == ()


def test_01097_without_casterly_rock_F_4_2_1_no_second_intrigue_challenge() -> None:
    g = CardGame(a=[], b=[])
    g.start(setup_a=["01113#1", "01187#1"]).round()
    g.ev("pass", seat="A").ev("pass", seat="B")
    g.ev("challenge", seat="A", challenge="intrigue", attackers=["01113#1"])
    g.ev("defenders", seat="B", defenders=[])
    g.ev("claim", seat="B", cards=[c for c in sorted(g.drawn["B"])][:2])
    g.ev("challenge", seat="A", challenge="intrigue", attackers=["01187#1"])
    assert g.error()[1] == "F-4.2-1"


def _to_challenges(g: CardGame) -> CardGame:
    g.ev("pass", seat="A").ev("pass", seat="B")
    return g


def _hand(g: CardGame, seat: str) -> list[str]:
    return list(g.state().players["AB".index(seat)].hand)


# --- 01084 Cersei Lannister ----------------------------------------------------------------


def test_01084_cersei_raises_claim_by_1_while_attacking_in_intrigue() -> None:
    g = CardGame(a=["01084"], b=[])
    g.start(setup_a=["01084#1"]).round()
    _to_challenges(g)
    g.ev("challenge", seat="A", challenge="intrigue", attackers=["01084#1"])
    g.ev("defenders", seat="B", defenders=[])
    g.ev("claim", seat="B", cards=_hand(g, "B")[:3])  # The Winds of Winter's claim 2, +1
    assert len(g.state().players[1].discard) == 3


def test_01084_cersei_misuse_R_CLAIM_INT_2_claim_without_her_raise() -> None:
    g = CardGame(a=["01084"], b=[])
    g.start(setup_a=["01084#1"]).round()
    _to_challenges(g)
    g.ev("challenge", seat="A", challenge="intrigue", attackers=["01084#1"])
    g.ev("defenders", seat="B", defenders=[])
    g.ev("claim", seat="B", cards=_hand(g, "B")[:2])
    assert g.error()[1] == "R-CLAIM-INT-2"


def test_01084_cersei_no_raise_in_a_power_challenge() -> None:
    g = CardGame(a=["01084"], b=[])
    g.start(setup_a=["01084#1"]).round()
    _to_challenges(g)
    g.ev("challenge", seat="A", challenge="power", attackers=["01084#1"])
    g.ev("defenders", seat="B", defenders=[])
    g.ev("claim", seat="B", amount=0)  # B has no power to lose
    assert g.state().challenge is not None and g.state().challenge.claim == 2


# --- 01086 Joffrey Baratheon ---------------------------------------------------------------


def _lord_killed(g: CardGame, victim: str) -> CardGame:
    g.start(setup_a=["01086#1", "01053#1"], setup_b=[victim]).round()
    _to_challenges(g)
    g.ev("challenge", seat="A", challenge="military", attackers=["01053#1"])
    g.ev("defenders", seat="B", defenders=[])
    g.ev("claim", seat="B", cards=[f"B:{victim}"])
    return g


def test_01086_joffrey_gains_1_power_after_a_lord_is_killed() -> None:
    g = _lord_killed(CardGame(a=["01086"], b=["01089"]), "01089#1")  # B's Tyrion: a Lord
    g.ability("A", "A:01086#1", "reaction")
    assert g.state().cards["A:01086#1"].power == 1


def test_01086_joffrey_misuse_R_REACTION_3_the_killed_character_is_no_lord() -> None:
    g = _lord_killed(CardGame(a=["01086"], b=[]), "01053#1")
    g.ability("A", "A:01086#1", "reaction")
    assert g.error()[1] == "R-REACTION-3"


# --- 01088 The Tickler ---------------------------------------------------------------------


def _tickler_game() -> tuple[CardGame, str]:
    g = CardGame(a=["01088"], b=[])
    g.start(setup_a=["01088#1"], setup_b=["01113#1"]).round()
    _to_challenges(g).ev("pass", seat="A").ev("pass", seat="B")
    top = g._filler("B", 1)[0]
    assert top[2:7] == "01113" and top != "B:01113#1"  # a copy of B's character in play
    return g, top


def test_01088_tickler_discards_the_top_card_and_a_copy_in_play() -> None:
    g, top = _tickler_game()
    g.ability("A", "A:01088#1", "action", costs=[{"op": "kneel", "card": "A:01088#1"}],
              effects=[{"op": "discard", "card": top},
                       {"op": "discard", "card": "B:01113#1"}])  # fmt: skip
    st = g.state()
    assert st.phase == "dominance"
    assert st.cards[top].zone == "discard" and st.cards["B:01113#1"].zone == "discard"


def test_01088_tickler_misuse_R_TARGET_1_not_a_copy_of_the_discarded_card() -> None:
    g, top = _tickler_game()
    g.ability("A", "A:01088#1", "action", costs=[{"op": "kneel", "card": "A:01088#1"}],
              effects=[{"op": "discard", "card": top},
                       {"op": "discard", "card": "A:01088#1"}])  # fmt: skip
    assert g.error()[1] == "R-TARGET-1"


def test_01088_tickler_misuse_R_EFFECT_1_the_discarded_card_not_named() -> None:
    g, _ = _tickler_game()
    g.ability("A", "A:01088#1", "action", costs=[{"op": "kneel", "card": "A:01088#1"}])
    assert g.error()[1] == "R-EFFECT-1"


# --- 01095 The Queen's Assassin ------------------------------------------------------------


def _assassin_ambush(claim: bool) -> CardGame:
    """A (Tyrion's 2 gold: 5 in the pool) ambushes the Assassin after an intrigue challenge;
    with its claim B holds 7 cards to A's 8, without it 9."""
    g = CardGame(a=["01089", "01095"], b=[])
    g.start(setup_a=["01089#1", "01113#1"], setup_b=["01053#1"], hand_a=["01095#1"]).round()
    _to_challenges(g)
    g.ev("challenge", seat="A", challenge="intrigue", attackers=["01113#1"])
    g.ability("A", "A:01089#1", "reaction")
    g.ev("defenders", seat="B", defenders=[])
    g.ev("claim", seat="B", cards=_hand(g, "B")[: 2 if claim else 0])
    g.ev("ambush", seat="A", card="01095#1")
    return g


def test_01095_queens_assassin_the_opponent_kills_a_character() -> None:
    g = _assassin_ambush(claim=True)
    g.ability("A", "A:01095#1", "reaction", effects=[{"op": "kill", "card": "B:01053#1"}])
    assert g.state().cards["B:01053#1"].zone == "dead"


def test_01095_queens_assassin_misuse_R_EFFECT_1_kill_named_without_more_cards() -> None:
    g = CardGame(a=["01089", "01095"], b=[])
    g.start(setup_a=["01089#1", "01113#1"], setup_b=["01053#1"], hand_a=["01095#1"]).round()
    _to_challenges(g)
    g.ev("challenge", seat="A", challenge="intrigue", attackers=["01113#1"])
    g.ability("A", "A:01089#1", "reaction")
    g.ev("ambush", seat="A", card="01095#1")  # A 8 cards, B 9
    g.ability("A", "A:01095#1", "reaction", effects=[{"op": "kill", "card": "B:01053#1"}])
    assert g.error()[1] == "R-EFFECT-1"


def test_01095_queens_assassin_misuse_R_EFFECT_1_the_kill_left_out() -> None:
    g = _assassin_ambush(claim=True)
    g.ability("A", "A:01095#1", "reaction")
    assert g.error()[1] == "R-EFFECT-1"


def test_01095_queens_assassin_misuse_R_REACTION_3_marshaled_not_ambushed() -> None:
    g = CardGame(a=["01095"], b=[])
    g.start(hand_a=["01095#1"]).round()
    g.ev("marshal", seat="A", card="01095#1")
    g.ability("A", "A:01095#1", "reaction")
    assert g.error()[1] == "R-REACTION-3"


# --- 01099 Western Fiefdom -----------------------------------------------------------------


def test_01099_western_fiefdom_reduces_the_next_lannister_card() -> None:
    g = CardGame(a=["01099", "01094"], b=[])
    g.start(setup_a=["01099#1"], hand_a=["01094#1", "01094#2"]).round()
    g.ability("A", "A:01099#1", "action", costs=[{"op": "kneel", "card": "A:01099#1"}])
    g.ev("marshal", seat="A", card="01094#1", cost=0)  # Lannisport Merchant: 1 - 1
    assert g.state().players[0].gold == 3
    g.ev("marshal", seat="A", card="01094#2", cost=0)  # only the next one
    assert g.error()[1] == "R-COST-1"


def test_01099_western_fiefdom_misuse_R_COST_2_cost_not_paid() -> None:
    g = CardGame(a=["01099"], b=[])
    g.start(setup_a=["01099#1"]).round()
    g.ability("A", "A:01099#1", "action")
    assert g.error()[1] == "R-COST-2"


# --- 01101 The Things I Do For Love --------------------------------------------------------


def _love(setup_a: list[str], x: int, target: str = "B:01053#1") -> CardGame:
    g = CardGame(a=["01084", "01101"], b=[])
    g.start(setup_a=setup_a, setup_b=["01053#1"], hand_a=["01101#1"]).round()
    _to_challenges(g)
    costs = [{"op": "kneel", "card": "A:faction"}]
    costs += [{"op": "spend_gold", "seat": "A", "amount": x}] if x else []
    g.ability("A", "A:01101#1", "action", costs=costs, targets=[target])
    return g


def test_01101_things_i_do_for_love_returns_a_character_of_cost_x() -> None:
    g = _love(["01084#1"], x=2)
    st = g.state()
    assert st.cards["B:01053#1"].zone == "hand"
    assert st.players[0].gold == 3 - 2 and st.players[0].faction_kneeling
    assert st.cards["A:01101#1"].zone == "discard"


def test_01101_things_i_do_for_love_misuse_R_TARGET_1_printed_cost_above_x() -> None:
    assert _love(["01084#1"], x=1).error()[1] == "R-TARGET-1"


def test_01101_things_i_do_for_love_misuse_R_PLAYRES_1_no_lannister_lord_or_lady() -> None:
    assert _love(["01053#1"], x=2).error()[1] == "R-PLAYRES-1"


def test_01101_things_i_do_for_love_misuse_R_COST_2_faction_card_not_knelt() -> None:
    g = CardGame(a=["01084", "01101"], b=[])
    g.start(setup_a=["01084#1"], setup_b=["01053#1"], hand_a=["01101#1"]).round()
    _to_challenges(g)
    g.ability("A", "A:01101#1", "action", targets=["B:01053#1"],
              costs=[{"op": "spend_gold", "seat": "A", "amount": 2}])  # fmt: skip
    assert g.error()[1] == "R-COST-2"


# --- 01087 Ser Jaime Lannister -------------------------------------------------------------


def test_01087_jaime_stays_standing_and_gains_renown_in_a_military_challenge() -> None:
    g = CardGame(a=["01087"], b=[])
    g.start(setup_a=["01087#1"]).round()
    _to_challenges(g)
    g.ev("challenge", seat="A", challenge="military", attackers=["01087#1"])
    assert g.state().cards["A:01087#1"].kneeling is False
    g.ev("defenders", seat="B", defenders=[])
    g.ev("keyword", seat="A", keyword="renown", card="01087#1")
    g.ev("challenge", seat="A", challenge="intrigue", attackers=["01087#1"])  # still standing
    st = g.state()
    assert st.cards["A:01087#1"].power == 1 and st.cards["A:01087#1"].kneeling


def test_01087_jaime_misuse_R_KW_RENOWN_1_renown_in_an_intrigue_challenge() -> None:
    g = CardGame(a=["01087"], b=[])
    g.start(setup_a=["01087#1"]).round()
    _to_challenges(g)
    g.ev("challenge", seat="A", challenge="intrigue", attackers=["01087#1"])
    g.ev("defenders", seat="B", defenders=[])
    g.ev("claim", seat="B", cards=_hand(g, "B")[:2])
    g.ev("keyword", seat="A", keyword="renown", card="01087#1")
    assert g.error()[1] == "R-KW-RENOWN-1"


def test_01087_jaime_misuse_F_4_2_4_knelt_by_an_intrigue_challenge() -> None:
    g = CardGame(a=["01087"], b=[])
    g.start(setup_a=["01087#1"]).round()
    _to_challenges(g)
    g.ev("challenge", seat="A", challenge="intrigue", attackers=["01087#1"])
    g.ev("defenders", seat="B", defenders=[])
    g.ev("claim", seat="B", cards=_hand(g, "B")[:2])
    g.ev("challenge", seat="A", challenge="military", attackers=["01087#1"])
    assert g.error()[1] == "F-4.2-4"


# --- 01092 Gold Cloaks ---------------------------------------------------------------------


def _gold_cloaks(how: str) -> CardGame:
    g = CardGame(a=["01092", "01093"], b=[])  # Lannisport Moneylender: +1 Income
    g.start(setup_a=["01053#1", "01093#1"], hand_a=["01092#1"]).round()
    if how == "marshal":
        g.ev("marshal", seat="A", card="01092#1")
    _to_challenges(g)
    if how == "ambush":
        g.ev("ambush", seat="A", card="01092#1")
    g.ev("challenge", seat="A", challenge="military", attackers=["01053#1"])
    g.ev("defenders", seat="B", defenders=[])
    g.ev("pass", seat="A").ev("pass", seat="B")
    return g


def test_01092_gold_cloaks_discarded_when_the_phase_of_its_ambush_ends() -> None:
    g = _gold_cloaks("ambush")
    assert g.state().cards["A:01092#1"].zone == "play"
    # the challenges phase ended, Gold Cloaks left before dominance: A 2 STR + 2 gold, B 3
    g.ev("dominance", winner="A")
    st = g.state()
    assert st.cards["A:01092#1"].zone == "discard"


def test_01092_gold_cloaks_marshaled_stays_in_play() -> None:
    g = _gold_cloaks("marshal")
    g.ev("dominance", winner="A")  # A: Gold Cloaks 3 + Moneylender 2 STR, B: 3 gold
    assert g.state().cards["A:01092#1"].zone == "play"


def test_01092_gold_cloaks_misuse_F_5_2_dominance_counted_with_it() -> None:
    g = CardGame(a=["01092"], b=[])
    g.start(setup_a=["01053#1"], hand_a=["01092#1"]).round()
    _to_challenges(g)
    g.ev("ambush", seat="A", card="01092#1")
    g.ev("challenge", seat="A", challenge="military", attackers=["01053#1"])
    g.ev("defenders", seat="B", defenders=[])
    g.ev("pass", seat="A").ev("pass", seat="B")
    g.ev("dominance", winner="A")  # A 1 gold (3 STR more only if Gold Cloaks stayed), B 3
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "F-5.2") and "A 1, B 3" in message


# --- 01100 Hear Me Roar! -------------------------------------------------------------------


def _roar(target: str) -> CardGame:
    g = CardGame(a=["01100", "01094"], b=[])
    g.start(setup_a=["01053#1"], hand_a=["01100#1", "01094#1", "01053#2"]).round()
    g.ability("A", "A:01100#1", "action", targets=[target], at="F-AW-3",
              costs=[{"op": "spend_gold", "seat": "A", "amount": 1}])  # fmt: skip
    return g


def test_01100_hear_me_roar_puts_a_character_into_play_until_the_end_of_the_phase() -> None:
    g = _roar("A:01094#1")
    st = g.state()
    assert st.cards["A:01094#1"].zone == "play" and st.players[0].gold == 3 - 1
    _to_challenges(g)
    g.ev("challenge", seat="A", challenge="military", attackers=["01053#1"])
    assert g.state().cards["A:01094#1"].zone == "discard"


def test_01100_hear_me_roar_misuse_R_TARGET_1_not_a_lannister_character() -> None:
    assert _roar("A:01053#2").error()[1] == "R-TARGET-1"


# --- 01102 Treachery --------------------------------------------------------------------------


def _gates_about_to_be_used(lannister: str = "01089") -> CardGame:
    """A controls ``lannister`` and holds Treachery; B's Gates of Winterfell is in play: the
    challenges phase."""
    g = CardGame(a=[lannister, "01102"], b=["01154", "01157"])
    g.start(setup_a=[f"{lannister}#1"], setup_b=["01154#1"], hand_a=["01102#1"],
            hand_b=["01157#1"]).round()  # fmt: skip
    g.ev("pass", seat="A").ev("pass", seat="B")
    return g


def _treachery(g: CardGame, target: str = "B:01154#1") -> CardGame:
    gold = [{"op": "spend_gold", "seat": "A", "amount": 1}]  # its printed cost
    return g.ability("A", "A:01102#1", "interrupt", costs=gold, targets=[target])


def _gates(g: CardGame) -> CardGame:
    return g.ability("B", "B:01154#1", "action", costs=[{"op": "kneel", "card": "B:01154#1"}],
                     cancelled=True)  # fmt: skip


def test_01102_treachery_cancels_a_locations_action() -> None:
    g = _gates(_treachery(_gates_about_to_be_used()))
    st = g.state()
    assert st.cards["A:01102#1"].zone == "discard"
    assert st.cards["B:01154#1"].kneeling  # the cost stays paid, nothing revealed or drawn
    assert st.verified == 2 and st.unverified == 0


def test_01102_treachery_misuse_R_PLAYRES_1_no_unique_lannister_character() -> None:
    g = _gates(_treachery(_gates_about_to_be_used(lannister="01053")))
    _, rule, message = g.error()
    assert rule == "R-PLAYRES-1" and "01102 Treachery" in message


def test_01102_treachery_misuse_R_TARGET_1_an_event_is_not_cancelled() -> None:
    g = _treachery(_gates_about_to_be_used(), target="B:01157#1")
    assert g.error()[1] == "R-TARGET-1"


def test_01102_treachery_misuse_R_CANCEL_1_the_ability_does_not_follow() -> None:
    g = _treachery(_gates_about_to_be_used())
    g.ev("pass", seat="A")
    seq, rule, _ = g.error()
    assert (seq, rule) == (g.last_seq(), "R-CANCEL-1")
