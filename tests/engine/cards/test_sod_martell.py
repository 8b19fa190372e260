"""Secrets of Dorne, House Martell characters: a legal use and a misuse of each scripted card."""

from __future__ import annotations

from engine.game.state.model import icons, plot_value, strength
from tests.engine.cards.harness import CardGame
from tests.engine.cards.rounds import next_round, to_challenges

KNEEL_FACTION = [{"op": "kneel", "card": "A:faction"}]


def martell(a: list[str], b: list[str] = ()) -> CardGame:  # type: ignore[assignment]
    return CardGame(a=a, b=list(b), faction_a="martell")


def next_cards(g: CardGame, seat: str, n: int) -> list[str]:
    """``n`` cards of the seat's deck not drawn yet, marked drawn (a draw's chance outcome)."""
    cards = g._filler(seat, n)
    g.drawn[seat].update(cards)
    return cards


def a_loses_an_intrigue_challenge(g: CardGame, attacker: str = "01053#1") -> CardGame:
    """A attacks with a 2 STR filler; B defends with 4 STR and wins."""
    to_challenges(g)
    g.ev("challenge", seat="A", challenge="intrigue", attackers=[attacker])
    g.ev("defenders", seat="B", defenders=["01113#1", "01187#1"])
    g.ev("challenge_result", winner="B", attacker_str=2, defender_str=4)
    return g


def a_wins_unopposed(g: CardGame, attackers: list[str], ctype: str, total: int) -> CardGame:
    to_challenges(g)
    g.ev("challenge", seat="A", challenge=ctype, attackers=attackers)
    g.ev("defenders", seat="B", defenders=[])
    g.ev("challenge_result", winner="A", attacker_str=total, defender_str=0, unopposed=True)
    return g


def b_attacks_and_wins(g: CardGame) -> CardGame:
    to_challenges(g)
    g.ev("pass", seat="A")
    g.ev("challenge", seat="B", challenge="intrigue", attackers=["01113#1", "01187#1"])
    g.ev("defenders", seat="A", defenders=[])
    g.ev("challenge_result", winner="B", attacker_str=4, defender_str=0, unopposed=True)
    return g


# --- 10001 Doran Martell ----------------------------------------------------------------------


def doran_defends_against_tyene(target: str) -> CardGame:
    g = martell(["10001"], ["10008"])
    g.start(setup_a=["10001#1"], setup_b=["10008#1", "01187#1"]).round()
    to_challenges(g)
    g.ev("pass", seat="A")
    g.ev("challenge", seat="B", challenge="intrigue", attackers=["10008#1", "01187#1"])
    g.ability("A", "A:10001#1", "action", costs=KNEEL_FACTION, targets=[target])
    return g


def test_10001_doran_removes_a_participant_with_fewer_than_2_icons() -> None:
    g = doran_defends_against_tyene("B:10008#1")  # Tyene Sand: an intrigue icon only
    st = g.state()
    assert st.challenge is not None and st.challenge.attackers == ["B:01187#1"]
    assert st.cards["B:10008#1"].kneeling  # removed from the challenge, not stood


def test_10001_doran_misuse_R_TARGET_1_a_participant_with_2_icons() -> None:
    g = doran_defends_against_tyene("B:01187#1")
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-TARGET-1")
    assert "10001 Doran Martell" in message


def test_10001_doran_after_a_lost_challenge_a_character_loses_an_icon() -> None:
    g = martell(["10001"])
    g.start(setup_a=["10001#1"], setup_b=["01113#1", "01187#1"]).round()
    b_attacks_and_wins(g)
    g.ability("A", "A:10001#1", "reaction", targets=["B:01113#1"], choice="lose:military")
    assert icons(g.state(), "B:01113#1") == {"intrigue"}


def test_10001_doran_after_a_lost_challenge_a_character_gains_an_icon() -> None:
    g = martell(["10001"])
    g.start(setup_a=["10001#1"], setup_b=["01113#1", "01187#1"]).round()
    b_attacks_and_wins(g)
    g.ability("A", "A:10001#1", "reaction", targets=["A:10001#1"], choice="gain:military")
    assert icons(g.state(), "A:10001#1") == {"military", "intrigue", "power"}


def test_10001_doran_misuse_R_REACTION_3_after_a_won_challenge() -> None:
    g = martell(["10001"])
    g.start(setup_a=["10001#1"]).round()
    a_wins_unopposed(g, ["10001#1"], "intrigue", 5)
    g.ability("A", "A:10001#1", "reaction", targets=["A:10001#1"], choice="lose:power")
    assert g.error()[:2] == (g.last_seq(), "R-REACTION-3")


def test_10001_doran_misuse_R_ABIL_7_loses_an_icon_it_lacks() -> None:
    g = martell(["10001"])
    g.start(setup_a=["10001#1"], setup_b=["01113#1", "01187#1"]).round()
    b_attacks_and_wins(g)
    g.ability("A", "A:10001#1", "reaction", targets=["B:01113#1"], choice="lose:power")
    assert g.error()[1] == "R-ABIL-7"


# --- 10002 Ellaria Sand -----------------------------------------------------------------------


def ellaria_attacks(targets: list[str]) -> CardGame:
    g = martell(["10002"])
    g.start(setup_a=["10002#1"], setup_b=["01113#1", "01187#1"]).round()
    to_challenges(g)
    g.ev("challenge", seat="A", challenge="intrigue", attackers=["10002#1"])
    g.ability("A", "A:10002#1", "reaction", targets=targets)
    return g


def test_10002_ellaria_makes_chosen_characters_defend() -> None:
    g = ellaria_attacks(["B:01113#1", "B:01187#1"])
    g.ev("defenders", seat="B", defenders=["01113#1", "01187#1"])
    assert g.verdict().errors == ()


def test_10002_ellaria_chosen_characters_must_defend_if_able() -> None:
    g = ellaria_attacks(["B:01113#1", "B:01187#1"])
    g.ev("defenders", seat="B", defenders=["01113#1"])
    assert g.error()[0] == g.last_seq()


def test_10002_ellaria_misuse_R_TARGET_1_your_own_character() -> None:
    g = ellaria_attacks(["A:10002#1"])
    assert g.error()[1] == "R-TARGET-1"


# --- 10003 The Red Viper ----------------------------------------------------------------------


def test_10003_red_viper_gains_power_after_a_bastard_attacks_and_wins() -> None:
    g = martell(["10003", "10016"])
    g.start(setup_a=["10003#1", "10016#1"]).round()
    a_wins_unopposed(g, ["10016#1"], "intrigue", 1)  # Shadow City Bastard, a Bastard
    g.ability("A", "A:10003#1", "reaction")
    st = g.state()
    assert st.cards["A:10003#1"].power == 1
    assert strength(st, "A:10003#1") == 4 + 1  # +1 STR for each power he has


def test_10003_red_viper_misuse_R_REACTION_3_no_attacking_bastard() -> None:
    g = martell(["10003"])
    g.start(setup_a=["10003#1", "01113#1"]).round()
    a_wins_unopposed(g, ["01113#1"], "military", 2)
    g.ability("A", "A:10003#1", "reaction")
    assert g.error()[:2] == (g.last_seq(), "R-REACTION-3")


# --- 10004 Darkstar ---------------------------------------------------------------------------


def test_10004_darkstar_returns_each_participant_to_hand() -> None:
    g = martell(["10004"])
    g.start(setup_a=["10004#1", "01113#1"], setup_b=["01053#1"]).round()
    to_challenges(g)
    g.ev("challenge", seat="A", challenge="military", attackers=["10004#1", "01113#1"])
    g.ev("defenders", seat="B", defenders=["01053#1"])
    g.ability("A", "A:10004#1", "action", costs=[{"op": "sacrifice", "card": "A:10004#1"}])
    st = g.state()
    assert st.cards["A:10004#1"].zone == "discard"
    assert st.cards["A:01113#1"].zone == "hand" and st.cards["B:01053#1"].zone == "hand"


def test_10004_darkstar_misuse_R_PLAYRES_1_not_attacking() -> None:
    g = martell(["10004"])
    g.start(setup_a=["10004#1", "01113#1"], setup_b=["01053#1"]).round()
    to_challenges(g)
    g.ev("challenge", seat="A", challenge="military", attackers=["01113#1"])
    g.ability("A", "A:10004#1", "action", costs=[{"op": "sacrifice", "card": "A:10004#1"}])
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-PLAYRES-1")
    assert "10004 Darkstar" in message


# --- 10005 Obara Sand -------------------------------------------------------------------------


def test_10005_obara_returns_a_sand_snake_to_put_a_cheaper_martell_character_in_play() -> None:
    g = martell(["10005"])
    g.start(setup_a=["10005#1"], hand_a=["01113#1"]).round()
    to_challenges(g)
    g.ability("A", "A:10005#1", "action", costs=[{"op": "return_to_hand", "card": "A:10005#1"}],
              targets=["A:01113#1"], at="F-AW-4.1")  # fmt: skip
    st = g.state()
    assert st.cards["A:10005#1"].zone == "hand" and st.cards["A:01113#1"].zone == "play"


def test_10005_obara_misuse_R_TARGET_1_not_a_lower_printed_cost() -> None:
    g = martell(["10005", "10013"])
    g.start(setup_a=["10005#1", "10013#1"], hand_a=["01113#1"]).round()
    to_challenges(g)
    # Loreza Sand costs 2, as House Dayne Knight does
    g.ability("A", "A:10005#1", "action", costs=[{"op": "return_to_hand", "card": "A:10013#1"}],
              targets=["A:01113#1"], at="F-AW-4.1")  # fmt: skip
    assert g.error()[1] == "R-TARGET-1"


def test_10005_obara_misuse_R_ACTION_2_in_the_marshaling_phase() -> None:
    g = martell(["10005"])
    g.start(setup_a=["10005#1"], hand_a=["01113#1"]).round()
    g.ability("A", "A:10005#1", "action", costs=[{"op": "return_to_hand", "card": "A:10005#1"}],
              targets=["A:01113#1"], at="F-AW-3")  # fmt: skip
    assert g.error()[1] == "R-ACTION-2"


# --- 10007 Nymeria Sand -----------------------------------------------------------------------


def nymeria_loses_dominance() -> CardGame:
    g = martell(["10007"])
    g.start(setup_a=["10007#1"], setup_b=["01113#1", "01187#1", "01053#1"]).round()
    to_challenges(g)
    g.ev("pass", seat="A").ev("pass", seat="B")  # dominance: B 6 STR against A 4
    return g


def test_10007_nymeria_discards_at_random_from_the_winner_and_draws() -> None:
    g = nymeria_loses_dominance()
    victim = sorted(g.state().players[1].hand)[0]
    drawn = next_cards(g, "A", 1)
    g.ability("A", "A:10007#1", "reaction", effects=[
        {"op": "discard", "card": victim},
        {"op": "draw", "seat": "A", "cards": drawn}])  # fmt: skip
    st = g.state()
    assert st.players[1].power == 1  # B won dominance
    assert st.cards[victim].zone == "discard" and drawn[0] in st.players[0].hand


def test_10007_nymeria_misuse_R_EFFECT_1_discards_from_her_own_hand() -> None:
    g = nymeria_loses_dominance()
    drawn = next_cards(g, "A", 1)
    own = sorted(g.state().players[0].hand)[0]
    g.ability("A", "A:10007#1", "reaction", effects=[
        {"op": "discard", "card": own},
        {"op": "draw", "seat": "A", "cards": drawn}])  # fmt: skip
    assert g.error()[1] == "R-EFFECT-1"


def test_10007_nymeria_misuse_R_REACTION_3_after_winning_dominance() -> None:
    g = martell(["10007"])
    g.start(setup_a=["10007#1", "01113#1"]).round()
    to_challenges(g)
    g.ev("pass", seat="A").ev("pass", seat="B")  # A wins dominance
    g.ability("A", "A:10007#1", "reaction")
    assert g.error()[1] == "R-REACTION-3"


# --- 10008 Tyene Sand -------------------------------------------------------------------------


def test_10008_tyene_kneels_a_sand_snake_to_enter_play_from_hand() -> None:
    g = martell(["10008", "10013"])
    g.start(setup_a=["10013#1"], setup_b=["01113#1", "01187#1"], hand_a=["10008#1"]).round()
    b_attacks_and_wins(g)
    g.ability("A", "A:10008#1", "reaction", costs=[{"op": "kneel", "card": "A:10013#1"}])
    st = g.state()
    assert st.cards["A:10008#1"].zone == "play" and st.cards["A:10013#1"].kneeling


def test_10008_tyene_misuse_R_COST_2_kneels_a_character_that_is_no_sand_snake() -> None:
    g = martell(["10008"])
    g.start(setup_a=["01053#1"], setup_b=["01113#1", "01187#1"], hand_a=["10008#1"]).round()
    b_attacks_and_wins(g)
    g.ability("A", "A:10008#1", "reaction", costs=[{"op": "kneel", "card": "A:01053#1"}])
    assert g.error()[1] == "R-COST-2"


# --- 10009 Nymeria's Guard --------------------------------------------------------------------


def guard_game(snake_kneeling: bool) -> CardGame:
    g = martell(["10009", "10013"])
    g.start(setup_a=["10013#1"], hand_a=["10009#1"]).round()
    if snake_kneeling:
        g.ability("A", "A:faction", "action", effects=[{"op": "kneel", "card": "A:10013#1"}])
    g.ability("A", "A:faction", "action", effects=[{"op": "gain_gold", "seat": "A", "amount": 1}])
    to_challenges(g)
    return g


def test_10009_nymerias_guard_pays_4_and_stands_a_sand_snake_to_enter_play() -> None:
    g = guard_game(snake_kneeling=True)
    g.ability("A", "A:10009#1", "action", at="F-AW-4.1", costs=[
        {"op": "spend_gold", "seat": "A", "amount": 4},
        {"op": "stand", "card": "A:10013#1"}])  # fmt: skip
    st = g.state()
    assert st.cards["A:10009#1"].zone == "play" and not st.cards["A:10013#1"].kneeling
    assert st.players[0].gold == 0


def test_10009_nymerias_guard_misuse_R_COST_2_the_sand_snake_is_standing() -> None:
    g = guard_game(snake_kneeling=False)
    g.ability("A", "A:10009#1", "action", at="F-AW-4.1", costs=[
        {"op": "spend_gold", "seat": "A", "amount": 4},
        {"op": "stand", "card": "A:10013#1"}])  # fmt: skip
    assert g.error()[1] == "R-COST-2"


# --- 10011 Quentyn Martell --------------------------------------------------------------------


def test_10011_quentyn_kneels_as_the_challenges_phase_begins() -> None:
    g = martell(["10011"])
    g.start(setup_a=["10011#1", "01113#1"]).round()
    to_challenges(g)
    g.ev("challenge", seat="A", challenge="military", attackers=["01113#1"])
    st = g.state()
    assert st.cards["A:10011#1"].kneeling and st.verified == 0  # forced, by itself


def test_10011_quentyn_misuse_F_4_2_4_attacks_after_his_forced_kneel() -> None:
    g = martell(["10011"])
    g.start(setup_a=["10011#1"]).round()
    to_challenges(g)
    g.ev("challenge", seat="A", challenge="military", attackers=["10011#1"])
    assert g.error()[:2] == (g.last_seq(), "F-4.2-4")


# --- 10012 Ser Cletus Yronwood ----------------------------------------------------------------


def test_10012_cletus_raises_initiative_per_used_plot() -> None:
    g = martell(["10012"])
    g.start(setup_a=["10012#1"]).round()
    assert plot_value(g.state(), 0, "initiative") == 4  # the used pile is empty
    next_round(g)
    assert plot_value(g.state(), 0, "initiative") == 4 + 1


def with_initiative(g: CardGame, seat: str) -> CardGame:
    """The last round's reveal names ``seat`` as the initiative winner (before first_player)."""
    at = max(i for i, ev in enumerate(g.events) if ev["type"] == "first_player")
    g.events.insert(at, {"seq": 0, "type": "initiative", "seat": seat, "at": "F-1.3.I"})
    for n, ev in enumerate(g.events, start=1):
        ev["seq"] = n
    return g


def test_10012_cletus_wins_initiative_with_his_bonus() -> None:
    g = martell(["10012"])
    g.start(setup_a=["10012#1"]).round()
    with_initiative(next_round(g), "A")  # 5 against 4: no tie
    assert g.state().initiative == 0


def test_10012_cletus_misuse_F_1_3_I_initiative_stated_without_his_bonus() -> None:
    g = martell(["10012"])
    g.start(setup_a=["10012#1"]).round()
    with_initiative(next_round(g), "B")
    assert g.error()[1] == "F-1.3.I"


# --- 10013 Loreza Sand ------------------------------------------------------------------------


def loreza_sees_a_kill(victim: str) -> CardGame:
    g = martell(["10013", "10008"])
    g.start(setup_a=["10013#1", "10008#1", "01113#1"]).round()
    g.ability("A", "A:faction", "action", effects=[{"op": "kill", "card": victim}])
    return g


def test_10013_loreza_draws_when_a_unique_martell_character_is_killed() -> None:
    g = loreza_sees_a_kill("A:10008#1")
    drawn = next_cards(g, "A", 1)
    g.ability("A", "A:10013#1", "interrupt", effects=[{"op": "draw", "seat": "A", "cards": drawn}])
    assert drawn[0] in g.state().players[0].hand


def test_10013_loreza_misuse_R_INTERRUPT_3_a_non_unique_character_killed() -> None:
    g = loreza_sees_a_kill("A:01113#1")
    drawn = next_cards(g, "A", 1)
    g.ability("A", "A:10013#1", "interrupt", effects=[{"op": "draw", "seat": "A", "cards": drawn}])
    assert g.error()[1] == "R-INTERRUPT-3"


# --- 10014 Maester Kedry ----------------------------------------------------------------------


def test_10014_kedry_reduces_the_next_event_by_2() -> None:
    g = martell(["10014", "01121"])
    g.start(setup_a=["10014#1"], setup_b=["01053#1"], hand_a=["01121#1", "01121#2"]).round()
    g.ability("A", "A:10014#1", "action", costs=[{"op": "kneel", "card": "A:10014#1"}],
              at="F-AW-3")  # fmt: skip
    # Confinement (cost 1) is now free
    g.ability("A", "A:01121#1", "action", targets=["B:01053#1"])
    st = g.state()
    assert st.players[0].gold == 3 and icons(st, "B:01053#1") == set()


def test_10014_kedry_misuse_R_COST_2_the_reduction_ignored() -> None:
    g = martell(["10014", "01121"])
    g.start(setup_a=["10014#1"], setup_b=["01053#1"], hand_a=["01121#1"]).round()
    g.ability("A", "A:10014#1", "action", costs=[{"op": "kneel", "card": "A:10014#1"}],
              at="F-AW-3")  # fmt: skip
    g.ability("A", "A:01121#1", "action", targets=["B:01053#1"],
              costs=[{"op": "spend_gold", "seat": "A", "amount": 1}])  # fmt: skip
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-COST-2"), message


def test_10014_kedry_misuse_R_COST_2_not_knelt() -> None:
    g = martell(["10014"])
    g.start(setup_a=["10014#1"]).round()
    g.ability("A", "A:10014#1", "action", at="F-AW-3")
    assert g.error()[1] == "R-COST-2"


# --- 10016 Shadow City Bastard ----------------------------------------------------------------


def test_10016_shadow_city_bastard_makes_a_character_lose_its_icons() -> None:
    g = martell(["10016"])
    g.start(setup_a=["10016#1"], setup_b=["01053#1"]).round()
    to_challenges(g)
    g.ability("A", "A:10016#1", "action", costs=[{"op": "sacrifice", "card": "A:10016#1"}],
              targets=["B:01053#1"], at="F-AW-4.1")  # fmt: skip
    st = g.state()
    assert icons(st, "B:01053#1") == set() and st.cards["A:10016#1"].zone == "discard"


def test_10016_shadow_city_bastard_misuse_R_TARGET_1_printed_cost_above_5() -> None:
    g = martell(["10016"], ["10001"])  # Doran Martell: printed cost 7
    g.start(setup_a=["10016#1"], setup_b=["10001#1"]).round()
    to_challenges(g)
    g.ability("A", "A:10016#1", "action", costs=[{"op": "sacrifice", "card": "A:10016#1"}],
              targets=["B:10001#1"], at="F-AW-4.1")  # fmt: skip
    assert g.error()[1] == "R-TARGET-1"


def test_10011_quentyn_already_kneeling_stays_so() -> None:
    g = martell(["10011"])
    g.start(setup_a=["10011#1", "01113#1"]).round()
    g.ability("A", "A:faction", "action", effects=[{"op": "kneel", "card": "A:10011#1"}],
              at="F-AW-3")  # fmt: skip
    to_challenges(g)
    g.ev("challenge", seat="A", challenge="military", attackers=["01113#1"])
    assert g.state().cards["A:10011#1"].kneeling


def test_10013_loreza_draws_when_she_herself_is_killed() -> None:
    g = loreza_sees_a_kill("A:10013#1")
    drawn = next_cards(g, "A", 1)
    g.ability("A", "A:10013#1", "interrupt", effects=[{"op": "draw", "seat": "A", "cards": drawn}])
    assert drawn[0] in g.state().players[0].hand


def test_10013_loreza_misuse_R_INTERRUPT_3_from_the_dead_pile_for_another_death() -> None:
    g = loreza_sees_a_kill("A:10013#1")
    g.ev("marshal", seat="A", card=sorted(g.drawn["A"] - {"A:10013#1", "A:10008#1",
                                                          "A:01113#1"})[0])  # fmt: skip
    g.ability("A", "A:faction", "action", effects=[{"op": "kill", "card": "A:10008#1"}])
    drawn = next_cards(g, "A", 1)
    g.ability("A", "A:10013#1", "interrupt", effects=[{"op": "draw", "seat": "A", "cards": drawn}])
    assert g.error()[:2] == (g.last_seq(), "R-INTERRUPT-3")
