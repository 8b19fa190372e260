"""Core Set, The Night's Watch: a legal use and a misuse of each scripted card."""

from __future__ import annotations

from engine.game.play.replay import replay
from engine.game.state import effects
from engine.game.state.model import GameState, has_keyword, strength
from tests.engine.cards.harness import CardGame
from tests.engine.cards.rounds import next_round, to_challenges

GOLD = {n: [{"op": "spend_gold", "seat": "A", "amount": n}] for n in (1, 3)}


def watch(a: list[str], b: list[str] = ()) -> CardGame:  # type: ignore[assignment]
    return CardGame(a=a, b=list(b), faction_a="thenightswatch")


def now(g: CardGame) -> GameState:
    st = replay(g.doc()).state
    assert st is not None
    return st


def b_attacks(g: CardGame, attackers: list[str], defenders: list[str]) -> CardGame:
    """A (first player) initiates no challenge; B attacks in a military challenge."""
    to_challenges(g)
    g.ev("pass", seat="A")
    g.ev("challenge", seat="B", challenge="military", attackers=attackers)
    g.ev("defenders", seat="A", defenders=defenders)
    return g


# --- 01122 Benjen Stark -----------------------------------------------------------------------


def benjen_killed() -> CardGame:
    """B wins a military challenge; claim kills Benjen, A's only character."""
    g = watch(["01122"])
    g.start(setup_a=["01122#1"], setup_b=["01053#1"]).round()
    b_attacks(g, ["01053#1"], [])
    g.ev("claim", seat="A", cards=["01122#1"])
    return g


def test_01122_benjen_killed_gains_2_power_and_goes_back_into_the_deck() -> None:
    g = benjen_killed()
    g.ability("A", "A:01122#1", "interrupt")
    st = g.state()
    assert st.players[0].power == 2
    assert st.cards["A:01122#1"].zone == "deck" and st.players[0].dead == []
    assert not st.players[0].deck_known


def test_01122_benjen_misuse_R_ABIL_6_the_opponent_uses_his_interrupt() -> None:
    g = benjen_killed()
    g.ability("B", "A:01122#1", "interrupt")
    assert g.error()[:2] == (g.last_seq(), "R-ABIL-6")


def test_01122_benjen_rangers_cannot_be_bypassed_R_KW_STEALTH_3() -> None:
    g = watch(["01122", "01131"], b=["01123"])
    g.start(setup_a=["01122#1", "01131#1"], setup_b=["01123#1"]).round()
    to_challenges(g)
    g.ev("pass", seat="A")
    g.ev("challenge", seat="B", challenge="military", attackers=["01123#1"],
         stealth={"B:01123#1": "A:01131#1"})  # fmt: skip
    assert g.error()[:2] == (g.last_seq(), "R-KW-STEALTH-3")


def test_01122_benjen_a_non_ranger_can_still_be_bypassed() -> None:
    g = watch(["01122"], b=["01123"])
    g.start(setup_a=["01122#1", "01187#1"], setup_b=["01123#1"]).round()
    to_challenges(g)
    g.ev("pass", seat="A")
    g.ev("challenge", seat="B", challenge="military", attackers=["01123#1"],
         stealth={"B:01123#1": "A:01187#1"})  # fmt: skip
    assert g.verdict().errors == ()


# --- 01123 Ghost ------------------------------------------------------------------------------


def ghost_game(stealth: bool = True) -> CardGame:
    g = watch(["01123"])
    g.start(setup_a=["01123#1", "01187#1"], setup_b=["01053#1", "01053#2", "01187#1"]).round()
    to_challenges(g)
    bypass = {"A:01123#1": "B:01187#1"} if stealth else {}
    g.ev("challenge", seat="A", challenge="military", attackers=["01123#1"], stealth=bypass)
    return g.ability("A", "A:01123#1", "reaction")


def test_01123_ghost_the_bypassed_character_cannot_defend_this_phase() -> None:
    g = ghost_game()
    g.ev("defenders", seat="B", defenders=["01053#1", "01053#2"])
    assert effects.applies(g.state(), "cannot", "B:01187#1", "defend")
    g.ev("challenge", seat="A", challenge="power", attackers=["01187#1"])
    g.ev("defenders", seat="B", defenders=["01187#1"])
    seq, rule, _ = g.error()
    assert (seq, rule) == (g.last_seq(), "F-4.2.1-1")


def test_01123_ghost_misuse_R_REACTION_3_nobody_bypassed() -> None:
    g = ghost_game(stealth=False)
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-REACTION-3")
    assert "01123 Ghost" in message


# --- 01129 Yoren ------------------------------------------------------------------------------


def yoren_game() -> CardGame:
    g = watch(["01129", "01131"])
    g.start(setup_a=["01131#1"], hand_a=["01129#1"]).round()  # A wins dominance: no tie
    next_round(g, keep=("A:01129#1",))
    g.ev("marshal", seat="A", card="01129#1", cost=3)
    return g


def test_01129_yoren_puts_an_opponents_discarded_character_into_play_for_you() -> None:
    g = yoren_game()
    target = next(c for c in now(g).players[1].discard if c.startswith("B:01187"))
    g.ability("A", "A:01129#1", "reaction", targets=[target])
    st = g.state()
    assert st.cards[target].zone == "play"
    assert (st.cards[target].controller, st.cards[target].owner) == (0, 1)
    assert target in st.players[0].in_play


def test_01129_yoren_misuse_R_TARGET_1_a_card_in_your_own_discard_pile() -> None:
    g = yoren_game()
    own = next(c for c in now(g).players[0].discard if c.startswith("A:01187"))
    g.ability("A", "A:01129#1", "reaction", targets=[own])
    assert g.error()[:2] == (g.last_seq(), "R-TARGET-1")


# --- 01124 Jon Snow ---------------------------------------------------------------------------


def jon_game(attacker: str) -> CardGame:
    g = watch(["01124", "01131"])
    g.start(setup_a=["01124#1", attacker], setup_b=["01053#1"]).round()
    to_challenges(g)
    g.ev("challenge", seat="A", challenge="military", attackers=[attacker])
    g.ev("defenders", seat="B", defenders=["01053#1"])
    return g


def test_01124_jon_snow_participates_beside_an_attacking_nights_watch_character() -> None:
    g = jon_game("01131#1")  # Old Forest Hunter, STR 1
    g.ev("challenge_result", winner="A", attacker_str=1 + 4, defender_str=2, unopposed=False)
    st = g.state()
    assert not st.cards["A:01124#1"].kneeling  # not declared: he does not kneel


def test_01124_jon_snow_ignored_F_4_2_2_attacker_str_without_him() -> None:
    g = jon_game("01131#1")
    g.ev("challenge_result", winner="B", attacker_str=1, defender_str=2, unopposed=False)
    assert g.error()[:2] == (g.last_seq(), "F-4.2.2")


def test_01124_jon_snow_not_beside_another_faction() -> None:
    g = jon_game("01053#1")  # a vanilla non-Night's Watch attacker
    g.ev("challenge_result", winner="A", attacker_str=2, defender_str=2, unopposed=False)
    assert g.verdict().errors == ()


def test_01124_jon_snow_with_longclaw_resolves_renown() -> None:
    g = watch(["01124", "01131", "01135"])
    g.start(setup_a=["01124#1", "01135#1"], attach_a={"01135#1": "01124#1"},
            hand_a=["01131#1"]).round()  # fmt: skip
    g.ev("marshal", seat="A", card="01131#1")
    to_challenges(g)
    g.ev("challenge", seat="A", challenge="military", attackers=["01131#1"])
    g.ev("defenders", seat="B", defenders=[])
    g.ev("challenge_result", winner="A", attacker_str=1 + 5, defender_str=0, unopposed=True)
    g.ev("keyword", seat="A", keyword="renown", card="01124#1")
    assert g.state().cards["A:01124#1"].power == 1


# --- 01125 Maester Aemon ----------------------------------------------------------------------

KNEEL_AEMON = [{"op": "kneel", "card": "A:01125#1"}]


def aemon_game() -> CardGame:
    """B wins a military challenge (claim 2) against Aemon, a Ranger and a vanilla character."""
    g = watch(["01125", "01131"])
    g.start(setup_a=["01125#1", "01131#1", "01053#1"], setup_b=["01053#1"]).round()
    b_attacks(g, ["01053#1"], [])
    return g


def test_01125_maester_aemon_saves_a_nights_watch_character_from_claim() -> None:
    g = aemon_game()
    g.ability("A", "A:01125#1", "interrupt", costs=KNEEL_AEMON, targets=["A:01131#1"])
    g.ev("claim", seat="A", cards=["01131#1", "01053#1"])
    st = g.state()
    assert st.cards["A:01131#1"].zone == "play" and st.cards["A:01125#1"].kneeling
    assert st.players[0].dead == ["A:01053#1"]


def test_01125_maester_aemon_misuse_R_TARGET_1_not_a_nights_watch_character() -> None:
    g = aemon_game()
    g.ability("A", "A:01125#1", "interrupt", costs=KNEEL_AEMON, targets=["A:01053#1"])
    assert g.error()[:2] == (g.last_seq(), "R-TARGET-1")


def test_01125_maester_aemon_misuse_R_INTERRUPT_3_the_character_was_not_killed() -> None:
    g = aemon_game()
    g.ability("A", "A:01125#1", "interrupt", costs=KNEEL_AEMON, targets=["A:01131#1"])
    g.ev("claim", seat="A", cards=["01125#1", "01053#1"])
    assert g.error()[1] == "R-INTERRUPT-3"


# --- 01126 Old Bear Mormont -------------------------------------------------------------------


def old_bear_defends_twice(with_the_wall: bool) -> CardGame:
    g = watch(["01126", "01137"])
    g.start(setup_a=["01126#1"], setup_b=["01053#1", "01187#1"], hand_a=["01137#1"]).round()
    if with_the_wall:
        g.ability(
            "A", "A:faction", "action", effects=[{"op": "gain_gold", "seat": "A", "amount": 1}]
        )
        g.ev("marshal", seat="A", card="01137#1", cost=4)
    b_attacks(g, ["01053#1"], ["01126#1"])
    g.ev("challenge", seat="B", challenge="power", attackers=["01187#1"])
    g.ev("defenders", seat="A", defenders=["01126#1"])
    return g


def test_01126_old_bear_does_not_kneel_defending_while_you_control_the_wall() -> None:
    st = old_bear_defends_twice(with_the_wall=True).state()
    assert not st.cards["A:01126#1"].kneeling


def test_01126_old_bear_without_the_wall_kneels_F_4_2_1_1_cannot_defend_again() -> None:
    g = old_bear_defends_twice(with_the_wall=False)
    assert g.error()[:2] == (g.last_seq(), "F-4.2.1-1")


def old_bear_at_the_phase_end(lose: bool) -> CardGame:
    g = watch(["01126", "01131"])
    g.start(setup_a=["01126#1"], setup_b=["01187#1"], hand_a=["01131#1"]).round()
    to_challenges(g)
    g.ev("pass", seat="A")
    if lose:
        g.ev("challenge", seat="B", challenge="intrigue", attackers=["01187#1"])
        g.ev("defenders", seat="A", defenders=[])
        g.ev("claim", seat="A", cards=sorted(g.drawn["A"] - {"A:01126#1", "A:01131#1"})[:2])
    g.ev("pass", seat="B")
    return g.ability("A", "A:01126#1", "interrupt", targets=["A:01131#1"])


def test_01126_old_bear_puts_a_nights_watch_card_into_play_when_challenges_end() -> None:
    st = old_bear_at_the_phase_end(lose=False).state()
    assert st.cards["A:01131#1"].zone == "play"
    assert st.step == "F-4.4" and st.phase == "challenges"  # [F-4.4]: before dominance counts


def test_01126_old_bear_misuse_R_PLAYRES_1_lost_a_challenge_as_defender() -> None:
    g = old_bear_at_the_phase_end(lose=True)
    assert g.error()[:2] == (g.last_seq(), "R-PLAYRES-1")


# --- 01128 Ser Waymar Royce -------------------------------------------------------------------


def waymar_killed() -> CardGame:
    g = watch(["01128"])
    g.start(setup_a=["01128#1"], setup_b=["01053#1"]).round()
    b_attacks(g, ["01053#1"], [])
    g.ev("claim", seat="A", cards=["01128#1"])
    return g


def test_01128_waymar_killed_discards_1_card_at_random_from_the_opponent() -> None:
    g = waymar_killed()
    victim = sorted(now(g).players[1].hand)[0]
    g.ability("A", "A:01128#1", "interrupt", effects=[{"op": "discard", "card": victim}])
    st = g.state()
    assert st.cards[victim].zone == "discard"


def test_01128_waymar_misuse_R_EFFECT_1_the_random_card_not_named() -> None:
    g = waymar_killed()
    g.ability("A", "A:01128#1", "interrupt")
    assert g.error()[:2] == (g.last_seq(), "R-EFFECT-1")


def test_01128_waymar_misuse_R_EFFECT_1_two_cards_discarded() -> None:
    g = waymar_killed()
    two = sorted(now(g).players[1].hand)[:2]
    g.ability("A", "A:01128#1", "interrupt",
              effects=[{"op": "discard", "card": c} for c in two])  # fmt: skip
    assert g.error()[:2] == (g.last_seq(), "R-EFFECT-1")


# --- 01130 Messenger Raven --------------------------------------------------------------------


def raven_game() -> CardGame:
    g = watch(["01130"])
    g.start(setup_a=["01130#1"]).round()
    for _ in range(2):  # marshaling, challenges
        g.ev("pass", seat="A").ev("pass", seat="B")
    return g


def test_01130_messenger_raven_returns_to_hand_to_draw_1_card() -> None:
    g = raven_game()
    card = g._filler("A", 1)[0]
    g.drawn["A"].add(card)
    g.ability("A", "A:01130#1", "action", at="F-AW-5",
              costs=[{"op": "return_to_hand", "card": "A:01130#1"}],
              effects=[{"op": "draw", "seat": "A", "cards": [card]}])  # fmt: skip
    st = g.state()
    assert {"A:01130#1", card} <= set(st.players[0].hand)


def test_01130_messenger_raven_misuse_R_COST_2_not_returned() -> None:
    g = raven_game()
    card = g._filler("A", 1)[0]
    g.ability("A", "A:01130#1", "action", at="F-AW-5",
              effects=[{"op": "draw", "seat": "A", "cards": [card]}])  # fmt: skip
    assert g.error()[:2] == (g.last_seq(), "R-COST-2")


# --- 01131 Old Forest Hunter ------------------------------------------------------------------


def hunter_discards(g: CardGame, card: str) -> CardGame:
    return g.ability("A", "A:01131#1", "action", at="F-AW-3",
                     costs=[{"op": "discard", "card": card}])  # fmt: skip


def test_01131_old_forest_hunter_discards_a_card_to_gain_1_gold() -> None:
    g = watch(["01131"])
    g.start(setup_a=["01131#1"]).round()
    hand = sorted(g.drawn["A"] - {"A:01131#1"})
    hunter_discards(g, hand[0])
    st = g.state()
    assert st.players[0].gold == 3 + 1
    assert st.cards[hand[0]].zone == "discard"


def test_01131_old_forest_hunter_misuse_R_LIMIT_1_twice_in_a_phase() -> None:
    g = watch(["01131"])
    g.start(setup_a=["01131#1"]).round()
    hand = sorted(g.drawn["A"] - {"A:01131#1"})
    hunter_discards(g, hand[0])
    hunter_discards(g, hand[1])
    assert g.error()[:2] == (g.last_seq(), "R-LIMIT-1")


# --- 01133 Steward at the Wall ----------------------------------------------------------------


def test_01133_steward_reduces_the_next_nights_watch_character() -> None:
    g = watch(["01133", "01131"])
    g.start(setup_a=["01133#1"], hand_a=["01131#1", "01131#2"]).round()
    g.ability("A", "A:01133#1", "action", costs=[{"op": "kneel", "card": "A:01133#1"}])
    g.ev("marshal", seat="A", card="01131#1", cost=1)  # Old Forest Hunter: 2 - 1
    assert g.state().players[0].gold == 2
    g.ev("marshal", seat="A", card="01131#2", cost=1)
    assert g.error()[1] == "R-COST-1"


def test_01133_steward_misuse_R_COST_2_not_knelt() -> None:
    g = watch(["01133"])
    g.start(setup_a=["01133#1"]).round()
    g.ability("A", "A:01133#1", "action")
    assert g.error()[:2] == (g.last_seq(), "R-COST-2")


# --- 01134 Veteran Builder --------------------------------------------------------------------


def builder_game() -> CardGame:
    g = watch(["01134", "01118"])
    g.start(setup_a=["01134#1", "01118#1"]).round()
    return g.ability("A", "A:01118#1", "action", costs=[{"op": "kneel", "card": "A:01118#1"}])


def test_01134_veteran_builder_sacrificed_to_stand_a_location() -> None:
    g = builder_game()
    g.ability("A", "A:01134#1", "action", targets=["A:01118#1"],
              costs=[{"op": "sacrifice", "card": "A:01134#1"}])  # fmt: skip
    st = g.state()
    assert not st.cards["A:01118#1"].kneeling
    assert st.cards["A:01134#1"].zone == "discard"


def test_01134_veteran_builder_misuse_R_TARGET_1_a_standing_location() -> None:
    g = watch(["01134", "01118"])
    g.start(setup_a=["01134#1", "01118#1"]).round()
    g.ability("A", "A:01134#1", "action", targets=["A:01118#1"], at="F-AW-3",
              costs=[{"op": "sacrifice", "card": "A:01134#1"}])  # fmt: skip
    assert g.error()[:2] == (g.last_seq(), "R-TARGET-1")


# --- 01135 Longclaw ---------------------------------------------------------------------------


def longclaw_game() -> CardGame:
    g = watch(["01135", "01131"])
    g.start(setup_a=["01131#1", "01135#1"], attach_a={"01135#1": "01131#1"}).round()
    to_challenges(g)
    g.ev("challenge", seat="A", challenge="military", attackers=["01131#1"])
    g.ev("defenders", seat="B", defenders=[])
    return g


def test_01135_longclaw_gives_1_str_and_renown() -> None:
    g = longclaw_game()
    g.ev("challenge_result", winner="A", attacker_str=2, defender_str=0, unopposed=True)
    g.ev("keyword", seat="A", keyword="renown", card="01131#1")
    st = g.state()
    assert strength(st, "A:01131#1") == 1 + 1
    assert has_keyword(st, "A:01131#1", "renown") and st.cards["A:01131#1"].power == 1


def test_01135_longclaw_ignored_F_4_2_2_attacker_str_without_the_bonus() -> None:
    g = longclaw_game()
    g.ev("challenge_result", winner="A", attacker_str=1, defender_str=0, unopposed=True)
    assert g.error()[1] == "F-4.2.2"


# --- 01136 Castle Black -----------------------------------------------------------------------

KNEEL_CASTLE = [{"op": "kneel", "card": "A:01136#1"}]


def test_01136_castle_black_stands_a_defender_with_2_more_str() -> None:
    g = watch(["01136", "01131"])
    g.start(setup_a=["01136#1", "01131#1"], setup_b=["01053#1"]).round()
    b_attacks(g, ["01053#1"], ["01131#1"])
    g.ability("A", "A:01136#1", "action", costs=KNEEL_CASTLE, targets=["A:01131#1"])
    g.ev("challenge_result", winner="A", attacker_str=2, defender_str=3, unopposed=False)
    st = g.state()
    assert not st.cards["A:01131#1"].kneeling
    assert strength(st, "A:01131#1") == 1 + 2


def test_01136_castle_black_misuse_R_TARGET_1_an_attacking_character() -> None:
    g = watch(["01136", "01131"])
    g.start(setup_a=["01136#1", "01131#1"], setup_b=["01053#1"]).round()
    b_attacks(g, ["01053#1"], ["01131#1"])
    g.ability("A", "A:01136#1", "action", costs=KNEEL_CASTLE, targets=["B:01053#1"])
    assert g.error()[:2] == (g.last_seq(), "R-TARGET-1")


# --- 01137 The Wall ---------------------------------------------------------------------------


def wall_loses_unopposed() -> CardGame:
    g = watch(["01137", "01131"])
    g.start(setup_a=["01137#1"], setup_b=["01187#1"]).round()
    g.ev("pass", seat="A").ev("pass", seat="B").ev("pass", seat="A")
    g.ev("challenge", seat="B", challenge="intrigue", attackers=["01187#1"])
    g.ev("defenders", seat="A", defenders=[])
    return g


def test_01137_the_wall_gives_nights_watch_characters_1_str() -> None:
    g = watch(["01137", "01131"])
    g.start(setup_a=["01137#1", "01131#1"], setup_b=["01053#1"]).round()
    st = g.state()
    assert strength(st, "A:01131#1") == 1 + 1
    assert strength(st, "B:01053#1") == 2


def test_01137_the_wall_forced_kneels_by_itself_after_an_unopposed_loss() -> None:
    g = wall_loses_unopposed()
    g.ev("claim", seat="A", cards=sorted(g.drawn["A"] - {"A:01137#1"})[:2])
    st = g.state()
    assert st.cards["A:01137#1"].kneeling  # nothing logged: the forced reaction resolved


def test_01137_the_wall_forced_may_be_logged() -> None:
    g = wall_loses_unopposed()
    g.ability("A", "A:01137#1", "forced")
    g.ev("claim", seat="A", cards=sorted(g.drawn["A"] - {"A:01137#1"})[:2])
    st = g.state()
    assert st.cards["A:01137#1"].kneeling and st.verified == 1  # checked, not applied twice


def test_01137_the_wall_forced_ignored_R_ABIL_8_kneeling_it_again_for_power() -> None:
    g = wall_loses_unopposed()
    g.ev("claim", seat="A", cards=sorted(g.drawn["A"] - {"A:01137#1"})[:2])
    g.ev("pass", seat="B")
    g.ability("A", "A:01137#1", "interrupt", costs=[{"op": "kneel", "card": "A:01137#1"}])
    assert g.error()[:2] == (g.last_seq(), "R-ABIL-8")  # it already knelt: cost unpayable


def test_01137_the_wall_kneels_for_2_power_when_the_challenges_phase_ends() -> None:
    g = watch(["01137"])
    g.start(setup_a=["01137#1"]).round()
    for _ in range(2):
        g.ev("pass", seat="A").ev("pass", seat="B")
    g.ability("A", "A:01137#1", "interrupt", costs=[{"op": "kneel", "card": "A:01137#1"}])
    st = g.state()
    assert st.players[0].power == 2 and st.cards["A:01137#1"].kneeling


def test_01137_the_wall_misuse_R_COST_2_not_knelt() -> None:
    g = watch(["01137"])
    g.start(setup_a=["01137#1"]).round()
    for _ in range(2):
        g.ev("pass", seat="A").ev("pass", seat="B")
    g.ability("A", "A:01137#1", "interrupt")
    assert g.error()[:2] == (g.last_seq(), "R-COST-2")


# --- 01138 A Meager Contribution --------------------------------------------------------------


def test_01138_a_meager_contribution_moves_1_gold_after_the_opponents_income() -> None:
    g = watch(["01138"])
    g.start(hand_a=["01138#1"]).round()
    g.ev("pass", seat="A")  # B becomes active and collects income
    g.ability("A", "A:01138#1", "reaction")
    st = g.state()
    assert (st.players[0].gold, st.players[1].gold) == (3 + 1, 3 - 1)


def test_01138_a_meager_contribution_misuse_R_LIMIT_3_max_1_per_round() -> None:
    g = watch(["01138"])
    g.start(hand_a=["01138#1", "01138#2"]).round()
    g.ev("pass", seat="A")
    g.ability("A", "A:01138#1", "reaction")
    g.ability("A", "A:01138#2", "reaction")
    assert g.error()[:2] == (g.last_seq(), "R-LIMIT-3")


# --- 01139 Take the Black ---------------------------------------------------------------------


def take_the_black(target: str) -> CardGame:
    g = watch(["01139"], b=["01123"])
    g.start(setup_b=["01053#1", "01123#1"], hand_a=["01139#1"]).round()
    for _ in range(2):
        g.ev("pass", seat="A").ev("pass", seat="B")
    return g.ability("A", "A:01139#1", "action", costs=GOLD[3], targets=[target], at="F-AW-5")


def test_01139_take_the_black_takes_control_of_a_non_unique_character() -> None:
    st = take_the_black("B:01053#1").state()
    assert st.cards["B:01053#1"].controller == 0
    assert "B:01053#1" in st.players[0].in_play


def test_01139_take_the_black_misuse_R_TARGET_1_a_unique_character() -> None:
    g = take_the_black("B:01123#1")  # Ghost is unique
    assert g.error()[:2] == (g.last_seq(), "R-TARGET-1")


# --- 01140 The Sword in the Darkness ----------------------------------------------------------


def sword_game(defenders: list[str]) -> CardGame:
    g = watch(["01140", "01132"])
    setup = ["01132#1", "01132#2"] if "01132#1" in defenders else defenders
    g.start(setup_a=setup, setup_b=["01053#1", "01187#1"], hand_a=["01140#1"]).round()
    b_attacks(g, ["01053#1"], defenders)
    return g.ability("A", "A:01140#1", "reaction", costs=GOLD[1])


def test_01140_sword_in_the_darkness_R_CANNOT_1_no_more_challenges_against_you() -> None:
    g = sword_game(["01132#1", "01132#2"])  # Ranging Parties, STR 10 against 2
    assert effects.applies(g.state(), "cannot", 1, "initiate:power")
    g.ev("challenge", seat="B", challenge="power", attackers=["01187#1"])
    assert g.error()[:2] == (g.last_seq(), "R-CANNOT-1")  # card text forbids it


def test_01140_sword_in_the_darkness_misuse_R_PLAYRES_1_no_nights_watch_defender() -> None:
    g = sword_game(["01053#1", "01053#2", "01053#3", "01053#4"])  # STR 8 against 2
    assert g.error()[:2] == (g.last_seq(), "R-PLAYRES-1")


def test_01140_sword_in_the_darkness_misuse_R_REACTION_3_won_by_less_than_5() -> None:
    g = sword_game(["01132#1"])
    assert g.error()[:2] == (g.last_seq(), "R-REACTION-3")
