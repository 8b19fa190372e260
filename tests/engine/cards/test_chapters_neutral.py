"""Chapter packs, neutral cards and agendas: a legal use and a misuse of each scripted card."""

from __future__ import annotations

from engine.game.data.cards import load_cards
from engine.game.state.model import has_keyword, icons, plot_value, strength
from tests.engine.cards.harness import CardGame
from tests.engine.cards.quick import faction_action


def _crossing_game() -> CardGame:
    """A (The Lord of the Crossing) has three characters with every icon between them."""
    g = CardGame(a=["01113", "01187"], b=[], agenda_a="02060")
    g.start(setup_a=["01053#1", "01113#1", "01187#1"])
    g.round()
    g.ev("pass", seat="A").ev("pass", seat="B")
    return g


def _unopposed(g: CardGame, ctype: str, attacker: str, total: int) -> None:
    g.ev("challenge", seat="A", challenge=ctype, attackers=[attacker])
    g.ev("defenders", seat="B", defenders=[])
    g.ev("challenge_result", winner="A", attacker_str=total, defender_str=0, unopposed=True)


def test_02060_lord_of_the_crossing_first_minus_1_third_plus_2_and_1_power() -> None:
    g = _crossing_game()
    _unopposed(g, "military", "01053#1", 1)  # 2 - 1: B has no character to kill
    _unopposed(g, "intrigue", "01113#1", 2)
    g.ev("claim", seat="B", cards=sorted(g.drawn["B"])[:2])
    g.ev("challenge", seat="A", challenge="power", attackers=["01187#1"])
    assert strength(g.state(), "A:01187#1") == 4
    g.ev("defenders", seat="B", defenders=[])
    g.ev("challenge_result", winner="A", attacker_str=4, defender_str=0, unopposed=True)
    g.ev("pass", seat="A")
    st = g.state()
    # three unopposed wins (+3), the power claim of 2 finds nothing on B, and the agenda's 1
    assert st.players[0].power == 3 + 1


def test_02060_lord_of_the_crossing_misuse_F_4_2_2_first_challenge_str_without_the_minus() -> None:
    g = _crossing_game()
    _unopposed(g, "military", "01053#1", 2)
    assert g.error()[1] == "F-4.2.2"


def test_02060_lord_of_the_crossing_misuse_R_FORCED_1_power_after_the_second_challenge() -> None:
    g = _crossing_game()
    _unopposed(g, "military", "01053#1", 1)
    _unopposed(g, "intrigue", "01113#1", 2)
    g.ability("A", "A:agenda", "forced")
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-FORCED-1")
    assert "02060 The Lord of the Crossing" in message


def _plot_revealed(plot: str, a: list[str], setup_a: list[str], setup_b: list[str]) -> CardGame:
    """A reveals ``plot`` (B a vanilla one, initiative 4) and is first player: the When
    Revealed window."""
    g = CardGame(a=a, b=[], plots_a=[plot])
    g.start(setup_a=setup_a, setup_b=setup_b)
    g.ev("plot", seat="A", card=f"A:{plot}#1").ev("plot", seat="B", card="B:01025#1")
    initiative = load_cards().get(plot).plot.initiative  # type: ignore[union-attr]
    g.ev("initiative", seat="A" if initiative > 4 else "B", at="F-1.3.I")
    g.ev("first_player", seat="A")
    return g


# --- 02099 Nightmares -------------------------------------------------------------------------


def test_02099_nightmares_blanks_a_characters_text_box_this_phase() -> None:
    g = CardGame(a=["02099"], b=["01149"], faction_b="stark")
    g.start(setup_b=["01149#1", "01149#2"], hand_a=["02099#1"]).round()
    assert strength(g.state(), "B:01149#1") == 2  # Direwolf Pup: +1 for the other Pup
    g.ability("A", "A:02099#1", "action", targets=["B:01149#1"], at="F-AW-3",
              costs=[{"op": "spend_gold", "seat": "A", "amount": 1}])  # fmt: skip
    assert strength(g.state(), "B:01149#1") == 1


def test_02099_nightmares_misuse_R_TARGET_1_an_attachment() -> None:
    g = CardGame(a=["02099", "14022"], b=[])
    g.start(setup_a=["01053#1", "14022#1"], attach_a={"14022#1": "01053#1"},
            hand_a=["02099#1"]).round()  # fmt: skip
    g.ability("A", "A:02099#1", "action", targets=["A:14022#1"], at="F-AW-3",
              costs=[{"op": "spend_gold", "seat": "A", "amount": 1}])  # fmt: skip
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-TARGET-1")
    assert "02099 Nightmares" in message


# --- 06020 Late Summer Feast ------------------------------------------------------------------


def _feast_win() -> CardGame:
    g = _plot_revealed("06020", [], ["01053#1"], [])
    g.draw("A", 2).draw("B", 2)
    g.ev("pass", seat="A").ev("pass", seat="B")
    g.ev("challenge", seat="A", challenge="power", attackers=["01053#1"])
    g.ev("defenders", seat="B", defenders=[])
    g.ev("challenge_result", winner="A", attacker_str=2, defender_str=0, unopposed=True)
    return g


def test_06020_late_summer_feast_the_losing_opponent_draws_1() -> None:
    g = _feast_win()
    top = g._filler("B", 1)
    g.ability("A", "A:06020#1", "forced", choice="draw",
              effects=[{"op": "draw", "seat": "B", "cards": top}])  # fmt: skip
    assert g.state().cards[top[0]].zone == "hand"


def test_06020_late_summer_feast_misuse_R_FORCED_1_left_out() -> None:
    g = _feast_win()
    g.ev("pass", seat="A")
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-FORCED-1")
    assert "06020 Late Summer Feast" in message


# --- 04080 Valar Morghulis --------------------------------------------------------------------


def test_04080_valar_morghulis_kills_each_character() -> None:
    g = _plot_revealed("04080", [], ["01053#1"], ["01187#1"])
    g.ability("A", "A:04080#1", "when_revealed")
    st = g.state()
    assert st.cards["A:01053#1"].zone == "dead" and st.cards["B:01187#1"].zone == "dead"


def test_04080_valar_morghulis_misuse_R_EFFECT_1_spares_a_character() -> None:
    g = _plot_revealed("04080", [], ["01053#1"], ["01187#1"])
    g.ability("A", "A:04080#1", "when_revealed", effects=[{"op": "kill", "card": "B:01187#1"}])
    assert g.error()[:2] == (g.last_seq(), "R-EFFECT-1")


# --- 02039 Trading with the Pentoshi ----------------------------------------------------------


def test_02039_trading_with_the_pentoshi_each_opponent_gains_3_gold() -> None:
    g = _plot_revealed("02039", [], [], [])
    g.ability("A", "A:02039#1", "when_revealed")
    g.draw("A", 2).draw("B", 2)
    for seat in "AA":  # the draw window, A's marshaling: B collects 3 income
        g.ev("pass", seat=seat)
    st = g.state()
    assert st.players[1].gold == 3 + 3


def test_02039_trading_with_the_pentoshi_misuse_R_EFFECT_1_gold_for_you() -> None:
    g = _plot_revealed("02039", [], [], [])
    g.ability("A", "A:02039#1", "when_revealed",
              effects=[{"op": "gain_gold", "seat": "A", "amount": 3}])  # fmt: skip
    assert g.error()[:2] == (g.last_seq(), "R-EFFECT-1")


# --- 02079 The First Snow of Winter -----------------------------------------------------------


def test_02079_first_snow_returns_cheap_characters_when_challenges_begin() -> None:
    g = _plot_revealed("02079", ["14001"], ["14001#1"], ["01187#1"])
    g.draw("A", 2).draw("B", 2)
    g.ev("pass", seat="A").ev("pass", seat="B")
    g.ev("challenge", seat="A", challenge="power", attackers=["14001#1"])
    st = g.state()
    assert st.cards["B:01187#1"].zone == "hand" and st.cards["A:14001#1"].zone == "play"


def test_02079_first_snow_misuse_F_4_2_4_a_returned_character_attacks() -> None:
    g = _plot_revealed("02079", [], ["01053#1"], [])
    g.draw("A", 2).draw("B", 2)
    g.ev("pass", seat="A").ev("pass", seat="B")
    g.ev("challenge", seat="A", challenge="power", attackers=["01053#1"])
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "F-4.2-4") and "A:01053#1" in message


# --- 04040 Winter Festival --------------------------------------------------------------------


def _festival_to_the_end_of_challenges() -> CardGame:
    g = _plot_revealed("04040", [], [], [])
    g.draw("A", 2).draw("B", 2)
    for seat in "AABAB":  # the draw window, both marshaling turns, both challenges turns
        g.ev("pass", seat=seat)
    return g


def test_04040_winter_festival_gains_2_power_when_challenges_end() -> None:
    g = _festival_to_the_end_of_challenges()
    before = g.state().players[0].power
    g.ability("A", "A:04040#1", "interrupt")
    st = g.state()
    assert st.step == "F-4.4" and st.players[0].power == before + 2


def test_04040_winter_festival_misuse_R_PLAYRES_1_a_summer_plot_is_revealed() -> None:
    g = CardGame(a=[], b=[], plots_a=["04040"], plots_b=["06020"])
    g.start()
    g.ev("plot", seat="A", card="A:04040#1").ev("plot", seat="B", card="B:06020#1")
    g.ev("initiative", seat="A", at="F-1.3.I")
    g.ev("first_player", seat="A")
    g.draw("A", 2).draw("B", 2)
    for seat in "AABAB":
        g.ev("pass", seat=seat)
    g.ability("A", "A:04040#1", "interrupt")
    assert g.error()[:2] == (g.last_seq(), "R-PLAYRES-1")


# --- 02037 Syrio Forel ------------------------------------------------------------------------


def test_02037_syrio_forel_gives_a_military_icon_and_stealth() -> None:
    g = CardGame(a=["02037"], b=[])
    g.start(setup_a=["02037#1", "01187#1"]).round()
    g.ev("pass", seat="A").ev("pass", seat="B")
    g.ability("A", "A:02037#1", "action", targets=["A:01187#1"])
    st = g.state()
    assert "military" in icons(st, "A:01187#1") and has_keyword(st, "A:01187#1", "stealth")


def test_02037_syrio_forel_misuse_R_LIMIT_1_twice_in_a_phase() -> None:
    g = CardGame(a=["02037"], b=[])
    g.start(setup_a=["02037#1", "01187#1"]).round()
    g.ev("pass", seat="A").ev("pass", seat="B")
    g.ability("A", "A:02037#1", "action", targets=["A:01187#1"])
    g.ability("A", "A:02037#1", "action", targets=["A:02037#1"])
    assert g.error()[:2] == (g.last_seq(), "R-LIMIT-1")


# --- 02078 Wildling Scout ---------------------------------------------------------------------


def test_02078_wildling_scout_sacrificed_to_give_stealth() -> None:
    g = CardGame(a=["02078"], b=[])
    g.start(setup_a=["02078#1", "01053#1"]).round()
    g.ability("A", "A:02078#1", "action", targets=["A:01053#1"],
              costs=[{"op": "sacrifice", "card": "A:02078#1"}])  # fmt: skip
    st = g.state()
    assert has_keyword(st, "A:01053#1", "stealth") and st.cards["A:02078#1"].zone == "discard"


def test_02078_wildling_scout_misuse_R_COST_2_not_sacrificed() -> None:
    g = CardGame(a=["02078"], b=[])
    g.start(setup_a=["02078#1", "01053#1"]).round()
    g.ability("A", "A:02078#1", "action", targets=["A:01053#1"],
              costs=[{"op": "kneel", "card": "A:02078#1"}])  # fmt: skip
    assert g.error()[:2] == (g.last_seq(), "R-COST-2")


# --- 04078 Isle of Ravens ---------------------------------------------------------------------


def _isle(target_in_discard: bool) -> CardGame:
    g = CardGame(a=["04078"], b=[])
    g.start(setup_a=["04078#1"], setup_b=["01187#1"]).round()
    if target_in_discard:
        faction_action(g, "A", {"op": "discard", "card": "B:01187#1"}, at="F-AW-3")
    g.ability("A", "A:04078#1", "action", targets=["B:01187#1"],
              costs=[{"op": "kneel", "card": "A:04078#1"}])  # fmt: skip
    return g


def test_04078_isle_of_ravens_shuffles_a_discarded_card_into_its_owners_deck() -> None:
    st = _isle(target_in_discard=True).state()
    assert st.cards["B:01187#1"].zone == "deck" and not st.players[1].deck_known


def test_04078_isle_of_ravens_misuse_R_TARGET_1_a_card_in_play() -> None:
    g = _isle(target_in_discard=False)
    assert g.error()[:2] == (g.last_seq(), "R-TARGET-1")


# --- 11020 Exchange of Information ------------------------------------------------------------


def _exchange(characters: int) -> tuple[CardGame, list[str]]:
    """A reveals Exchange of Information: Cape Wrath and 9 vanilla characters on top; the
    opponent picks Cape Wrath and ``characters`` of the characters."""
    g = _plot_revealed("11020", ["14018"], [], [])
    deck = sorted(set(g.deck_ids("A")) - g.drawn["A"] - {"A:14018#1"})
    top = ["A:14018#1", *[c for c in deck if c[2:7] in ("01053", "01113", "01187")][:9]]
    picks = top[: 1 + characters]
    g.ability("A", "A:11020#1", "when_revealed",
              effects=[{"op": "reveal", "seat": "A", "cards": top},
                       *({"op": "move", "card": c, "to": "hand"} for c in picks),
                       {"op": "shuffle", "seat": "A"}])  # fmt: skip
    return g, picks


def test_11020_exchange_of_information_one_card_of_each_revealed_type() -> None:
    g, picks = _exchange(1)
    st = g.state()
    assert all(st.cards[c].zone == "hand" for c in picks) and len(picks) == 2


def test_11020_exchange_of_information_misuse_R_TARGET_1_two_characters() -> None:
    g, _ = _exchange(2)
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-TARGET-1")
    assert "11020 Exchange of Information" in message


# --- 04039 Summer Harvest ---------------------------------------------------------------------


def test_04039_summer_harvest_gold_2_over_the_opponents_printed_gold() -> None:
    g = _plot_revealed("04039", [], [], [])
    g.ability("A", "A:04039#1", "when_revealed")
    assert plot_value(g.state(), 0, "income") == 3 + 2  # The Winds of Winter: 3


def test_04039_summer_harvest_misuse_R_EFFECT_1_gold_from_its_own_value() -> None:
    g = _plot_revealed("04039", [], [], [])
    g.ability("A", "A:04039#1", "when_revealed", effects=[
        {"op": "lasting", "effect": "plot", "seat": "A", "name": "income", "amount": 2,
         "until": "plot"}])  # fmt: skip
    assert g.error()[:2] == (g.last_seq(), "R-EFFECT-1")


# --- 06017 Ygritte ----------------------------------------------------------------------------


def test_06017_ygritte_gains_stealth_with_another_wildling_and_pays_costs_kneeling() -> None:
    g = CardGame(a=["06017", "02078"], b=[])
    g.start(setup_a=["06017#1", "02078#1"]).round()
    assert has_keyword(g.state(), "A:06017#1", "stealth")
    g.ev("pass", seat="A").ev("pass", seat="B")
    g.ev("challenge", seat="A", challenge="military", attackers=["06017#1"])  # knelt: a cost
    assert g.state().cards["A:06017#1"].kneeling


def test_06017_ygritte_misuse_R_CANNOT_1_knelt_by_ser_imry_florent() -> None:
    g = CardGame(a=["06017"], b=["14011", "14018"])
    g.start(setup_a=["06017#1"], setup_b=["14011#1", "14018#1"]).round()
    g.ability("B", "B:14011#1", "action", targets=["B:14018#1", "A:06017#1"],
              costs=[{"op": "kill", "card": "B:14011#1"}], at="F-AW-3")  # fmt: skip
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-CANNOT-1") and "A:06017#1" in message
