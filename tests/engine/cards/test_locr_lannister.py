"""Lions of Casterly Rock, House Lannister: a legal use and a misuse of each scripted card."""

from __future__ import annotations

from engine.game.data.cards import load_cards
from engine.game.state.model import has_keyword, icons, strength
from tests.engine.cards.harness import CardGame
from tests.engine.cards.quick import faction_action
from tests.engine.cards.reveal import reveal_plots
from tests.engine.cards.rounds import to_challenges

CERSEI, TYRION, KEVAN, TIMETT, CHELLA, MARAUDERS, TAENA = (
    "05001", "05002", "05003", "05004", "05007", "05008", "05010",
)  # fmt: skip
MOON, SPY, ALAYAYA, LANCEL, TOMMEN, GUARD = "05011", "05012", "05013", "05014", "05015", "05016"
TOOTH, MOUNTAINS, SHIELD, DEBTS, SCHEME, LIONS = (
    "05017", "05018", "05020", "05022", "05023", "05046",
)  # fmt: skip
CONFINEMENT, RICKON, NOBLE_CAUSE, TAXATION = "01121", "03016", "01004", "01024"
OLD_TYRION = "01089"  # Core Tyrion Lannister: a Lord with printed cost 5


def _hand(g: CardGame, seat: str) -> list[str]:
    return sorted(g.state().players["AB".index(seat)].hand)


def _top(g: CardGame, seat: str, n: int = 1) -> list[str]:
    """Cards of the deck not drawn yet (the order is unknown: any may be named)."""
    return sorted(c for c in g.deck_ids(seat) if c not in g.drawn[seat])[:n]


def _put(g: CardGame, cid: str) -> None:
    faction_action(g, "A", {"op": "put_into_play", "card": f"A:{cid}"})


def _unopposed(g: CardGame, ctype: str, attackers: list[str]) -> CardGame:
    g.ev("challenge", seat="A", challenge=ctype, attackers=attackers)
    g.ev("defenders", seat="B", defenders=[])
    return g


# --- 05001 Cersei Lannister ----------------------------------------------------------------------


def test_05001_cersei_gains_power_after_an_opponents_hand_discard() -> None:
    g = CardGame(a=[CERSEI], b=[])
    to_challenges(g.start(setup_a=[f"{CERSEI}#1"]).round())
    _unopposed(g, "intrigue", [f"{CERSEI}#1"])
    g.ev("claim", seat="B", cards=_hand(g, "B")[:2])
    g.ability("A", f"A:{CERSEI}#1", "reaction")
    st = g.state()
    assert st.cards[f"A:{CERSEI}#1"].power == 1
    assert not st.cards[f"A:{CERSEI}#1"].kneeling  # no kneeling to attack in intrigue


def test_05001_cersei_misuse_R_REACTION_3_no_card_discarded() -> None:
    g = CardGame(a=[CERSEI], b=[])
    to_challenges(g.start(setup_a=[f"{CERSEI}#1"]).round())
    _unopposed(g, "power", [f"{CERSEI}#1"])
    g.ability("A", f"A:{CERSEI}#1", "reaction")
    assert g.error()[1] == "R-REACTION-3"


# --- 05002 Tyrion Lannister ----------------------------------------------------------------------


def _tyrion(returned: str) -> CardGame:
    g = CardGame(a=[TYRION, CHELLA], b=[])
    g.start(setup_a=[f"{TYRION}#1"], hand_a=[f"{CHELLA}#1"]).round()
    _put(g, f"{CHELLA}#1")
    to_challenges(g)
    _unopposed(g, "intrigue", [f"{CHELLA}#1"])
    g.ability("A", f"A:{TYRION}#1", "reaction", choice="gold",
              costs=[{"op": "return_to_hand", "card": f"A:{returned}"}])  # fmt: skip
    return g


def test_05002_tyrion_returns_an_attacking_clansman_to_gain_3_gold() -> None:
    st = _tyrion(f"{CHELLA}#1").state()
    assert st.players[0].gold == 3 + 3 and st.cards[f"A:{CHELLA}#1"].zone == "hand"


def test_05002_tyrion_misuse_R_COST_2_returns_a_non_clansman() -> None:
    assert _tyrion(f"{TYRION}#1").error()[1] == "R-COST-2"


# --- 05003 Ser Kevan Lannister -------------------------------------------------------------------


def _kevan(target: str) -> CardGame:
    g = CardGame(a=[KEVAN, MOUNTAINS, "01053"], b=[], plots_a=[NOBLE_CAUSE])
    g.start(hand_a=[f"{KEVAN}#1", f"{MOUNTAINS}#1", "01053#1"])
    reveal_plots(g, f"{NOBLE_CAUSE}#1")
    for cid in (f"{MOUNTAINS}#1", "01053#1"):
        faction_action(g, "A", {"op": "discard", "card": f"A:{cid}"})
    g.ev("marshal", seat="A", card=f"{KEVAN}#1", cost=4)  # A Noble Cause: a Lord for 2 less
    g.ability("A", f"A:{KEVAN}#1", "reaction", targets=[target])
    return g


def test_05003_ser_kevan_puts_a_location_from_the_discard_pile_into_play() -> None:
    assert _kevan(f"A:{MOUNTAINS}#1").state().cards[f"A:{MOUNTAINS}#1"].zone == "play"


def test_05003_ser_kevan_misuse_R_TARGET_1_a_character() -> None:
    assert _kevan("A:01053#1").error()[1] == "R-TARGET-1"


# --- 05004 Timett Son of Timett ------------------------------------------------------------------


def _timett(victim: str) -> CardGame:
    g = CardGame(a=[TIMETT], b=[RICKON])
    g.start(setup_a=[f"{TIMETT}#1"], setup_b=[f"{RICKON}#1", "01053#1"]).round()
    to_challenges(g)
    _unopposed(g, "power", [f"{TIMETT}#1"])
    g.ability("A", f"A:{TIMETT}#1", "reaction", targets=[victim])
    return g


def test_05004_timett_kills_a_character_with_printed_cost_up_to_his_clansmen() -> None:
    assert _timett(f"B:{RICKON}#1").state().cards[f"B:{RICKON}#1"].zone == "dead"


def test_05004_timett_misuse_R_TARGET_1_printed_cost_over_x() -> None:
    assert _timett("B:01053#1").error()[1] == "R-TARGET-1"


# --- 05007 Chella Daughter of Cheyk --------------------------------------------------------------


def _chella(attacker: str) -> CardGame:
    g = CardGame(a=[CHELLA], b=[])
    g.start(setup_a=[f"{CHELLA}#1", "01053#1"], setup_b=["01113#1"]).round()
    to_challenges(g)
    _unopposed(g, "military", [attacker])
    g.ev("claim", seat="B", cards=["B:01113#1"])
    g.ability("A", f"A:{CHELLA}#1", "reaction")
    return g


def test_05007_chella_takes_an_ear_after_a_kill_in_her_challenge() -> None:
    st = _chella(f"{CHELLA}#1").state()
    assert st.tokens[f"A:{CHELLA}#1"]["ear"] == 1 and strength(st, f"A:{CHELLA}#1") == 4


def test_05007_chella_misuse_R_REACTION_3_she_is_not_attacking() -> None:
    assert _chella("01053#1").error()[1] == "R-REACTION-3"


# --- 05008 Ser Gregor's Marauders ----------------------------------------------------------------


def _marauders(pillaged: str) -> CardGame:
    g = CardGame(a=[MARAUDERS], b=[CONFINEMENT])
    to_challenges(g.start(setup_a=[f"{MARAUDERS}#1"]).round())
    _unopposed(g, "military", [f"{MARAUDERS}#1"])
    g.ev("keyword", seat="A", keyword="pillage", card=f"A:{MARAUDERS}#1", cards=[pillaged])
    g.ability("A", f"A:{MARAUDERS}#1", "reaction")
    return g


def test_05008_marauders_stand_after_pillaging_an_event() -> None:
    assert not _marauders(f"B:{CONFINEMENT}#3").state().cards[f"A:{MARAUDERS}#1"].kneeling


def test_05008_marauders_misuse_R_REACTION_3_pillaged_a_character() -> None:
    g = CardGame(a=[MARAUDERS], b=[CONFINEMENT])
    assert g and _marauders("B:01053#8").error()[1] == "R-REACTION-3"


# --- 05010 Taena Merryweather --------------------------------------------------------------------


def _taena(player: str) -> CardGame:
    g = CardGame(a=[TAENA, CONFINEMENT], b=[CONFINEMENT])
    g.start(setup_a=[f"{TAENA}#1"], setup_b=["01053#1"], hand_a=[f"{CONFINEMENT}#1"],
            hand_b=[f"{CONFINEMENT}#1"]).round()  # fmt: skip
    to_challenges(g)  # both players have collected their income
    target = "B:01053#1" if player == "A" else f"A:{TAENA}#1"
    g.ability(player, f"{player}:{CONFINEMENT}#1", "action", targets=[target], at="F-AW-4.1",
              costs=[{"op": "spend_gold", "seat": player, "amount": 1}])  # fmt: skip
    spare = next(c for c in _hand(g, "A") if c != f"A:{CONFINEMENT}#1")
    g.ability("A", f"A:{TAENA}#1", "reaction", costs=[{"op": "discard", "card": spare}],
              effects=[{"op": "draw", "seat": "A", "cards": _top(g, "A")}])  # fmt: skip
    return g


def test_05010_taena_discards_1_to_draw_1_after_you_play_an_event() -> None:
    g = _taena("A")
    assert len(g.state().players[0].hand) == 9 - 1 - 1 + 1  # the event, the discard, the draw


def test_05010_taena_misuse_R_REACTION_3_an_opponent_played_it() -> None:
    g = _taena("B")
    assert g.error()[1] == "R-REACTION-3"


# --- 05011 Moon Brothers -------------------------------------------------------------------------


def _moon(attacker: str) -> CardGame:
    g = CardGame(a=[MOON, CHELLA], b=[])
    g.start(setup_a=[f"{CHELLA}#1", "01053#1"], hand_a=[f"{MOON}#1"]).round()
    to_challenges(g)
    g.ev("challenge", seat="A", challenge="military", attackers=[attacker])
    g.ability("A", f"A:{MOON}#1", "action", costs=[{"op": "kneel", "card": "A:faction"}])
    return g


def test_05011_moon_brothers_join_the_attack_from_hand() -> None:
    st = _moon(f"{CHELLA}#1").state()
    assert st.challenge is not None and f"A:{MOON}#1" in st.challenge.attackers
    assert not st.cards[f"A:{MOON}#1"].kneeling


def test_05011_moon_brothers_misuse_R_PLAYRES_1_no_attacking_clansman() -> None:
    assert _moon("01053#1").error()[1] == "R-PLAYRES-1"


# --- 05012 Red Keep Spy --------------------------------------------------------------------------


def _spy(target: str) -> CardGame:
    g = CardGame(a=[SPY], b=[RICKON, "03008"], plots_a=[TAXATION])
    g.start(hand_a=[f"{SPY}#1"], setup_b=[f"{RICKON}#1", "03008#1"])
    reveal_plots(g, f"{TAXATION}#1")
    for cid in _hand(g, "B")[:4]:  # B keeps fewer cards in hand than A
        faction_action(g, "B", {"op": "discard", "card": cid})
    to_challenges(g)
    g.ev("ambush", seat="A", card=f"A:{SPY}#1")
    g.ability("A", f"A:{SPY}#1", "reaction", targets=[target])
    return g


def test_05012_red_keep_spy_returns_a_cheap_character() -> None:
    assert _spy(f"B:{RICKON}#1").state().cards[f"B:{RICKON}#1"].zone == "hand"


def test_05012_red_keep_spy_misuse_R_TARGET_1_printed_cost_4() -> None:
    assert _spy("B:03008#1").error()[1] == "R-TARGET-1"


# --- 05013 Alayaya -------------------------------------------------------------------------------


def _alayaya(attacker: str) -> CardGame:
    g = CardGame(a=[ALAYAYA], b=[])
    to_challenges(g.start(setup_a=[f"{ALAYAYA}#1", "01113#1"]).round())
    _unopposed(g, "intrigue", [attacker])
    g.ability("A", f"A:{ALAYAYA}#1", "reaction")
    return g


def test_05013_alayaya_takes_1_gold_from_the_loser() -> None:
    st = _alayaya(f"{ALAYAYA}#1").state()
    assert (st.players[0].gold, st.players[1].gold) == (4, 2)


def test_05013_alayaya_misuse_R_REACTION_3_not_participating() -> None:
    assert _alayaya("01113#1").error()[1] == "R-REACTION-3"


# --- 05014 Ser Lancel Lannister, 05020 Shield of Lannisport: through a stated STR ----------------


def _stated(g: CardGame, attackers: list[str], total: int, ctype: str = "intrigue") -> CardGame:
    to_challenges(g)
    _unopposed(g, ctype, attackers)
    g.ev("challenge_result", winner="A", attacker_str=total, defender_str=0, unopposed=True)
    return g


def test_05014_ser_lancel_copies_the_str_of_his_one_lannister_lord() -> None:
    g = CardGame(a=[LANCEL, TOMMEN], b=[])
    g.start(setup_a=[f"{LANCEL}#1", f"{TOMMEN}#1"]).round()
    st = _stated(g, [f"{LANCEL}#1"], 2).state()
    assert strength(st, f"A:{LANCEL}#1") == 2


def test_05014_ser_lancel_misuse_F_4_2_2_str_without_his_bonus() -> None:
    g = CardGame(a=[LANCEL, TOMMEN], b=[])
    g.start(setup_a=[f"{LANCEL}#1", f"{TOMMEN}#1"]).round()
    assert _stated(g, [f"{LANCEL}#1"], 0).error()[1] == "F-4.2.2"


def test_05020_shield_of_lannisport_gives_2_str_and_renown() -> None:
    g = CardGame(a=[SHIELD, TOMMEN], b=[])
    g.start(setup_a=[f"{TOMMEN}#1", f"{SHIELD}#1"], attach_a={f"{SHIELD}#1": f"{TOMMEN}#1"})
    g.round()
    st = _stated(g, [f"{TOMMEN}#1"], 4, "power").state()
    assert has_keyword(st, f"A:{TOMMEN}#1", "renown")


def test_05020_shield_of_lannisport_misuse_F_4_2_2_bonus_beside_a_big_lord() -> None:
    g = CardGame(a=[SHIELD, TOMMEN, OLD_TYRION], b=[])
    g.start(setup_a=[f"{TOMMEN}#1", f"{SHIELD}#1"], attach_a={f"{SHIELD}#1": f"{TOMMEN}#1"},
            hand_a=[f"{OLD_TYRION}#1"]).round()  # fmt: skip
    _put(g, f"{OLD_TYRION}#1")
    assert _stated(g, [f"{TOMMEN}#1"], 4, "power").error()[1] == "F-4.2.2"


# --- 05015 Tommen Baratheon ----------------------------------------------------------------------


def _tommen_then_power_claim(amount: int) -> CardGame:
    g = CardGame(a=[TOMMEN], b=[])
    g.start(setup_a=[f"{TOMMEN}#1"], setup_b=["01187#1"]).round(first="B")
    for cid in _hand(g, "B"):
        faction_action(g, "B", {"op": "discard", "card": cid})
    g.ev("pass", seat="B").ev("pass", seat="A")
    g.ev("challenge", seat="B", challenge="power", attackers=["01187#1"])
    g.ev("defenders", seat="A", defenders=[])  # unopposed: B, with no cards, gains no power
    g.ev("claim", seat="A", amount=0)
    g.ev("pass", seat="B")
    g.ev("challenge", seat="A", challenge="power", attackers=[f"{TOMMEN}#1"])
    g.ev("defenders", seat="B", defenders=[])
    g.ev("claim", seat="B", amount=amount)
    return g


def test_05015_tommen_no_unopposed_power_for_an_empty_hand() -> None:
    st = _tommen_then_power_claim(0).state()
    assert st.players[1].power == 0


def test_05015_tommen_misuse_R_CLAIM_POW_2_bonus_power_claimed() -> None:
    assert _tommen_then_power_claim(1).error()[1] == "R-CLAIM-POW-2"


# --- 05016 Lannisport Guard ----------------------------------------------------------------------


def _guard(draws: list[dict[str, object]]) -> CardGame:
    g = CardGame(a=[GUARD], b=[])
    g.start(hand_a=[f"{GUARD}#1"]).round()
    g.ev("marshal", seat="A", card=f"A:{GUARD}#1")
    g.ability("A", f"A:{GUARD}#1", "reaction", effects=draws)
    return g


def test_05016_lannisport_guard_each_player_draws_1() -> None:
    g = CardGame(a=[GUARD], b=[])
    a, b = _top(g, "A", 3)[-1], _top(g, "B")[0]
    g = _guard(
        [{"op": "draw", "seat": "A", "cards": [a]}, {"op": "draw", "seat": "B", "cards": [b]}]
    )
    st = g.state()
    assert a in st.players[0].hand and b in st.players[1].hand


def test_05016_lannisport_guard_misuse_R_DRAW_1_only_its_controller_draws() -> None:
    g = CardGame(a=[GUARD], b=[])
    a = _top(g, "A", 3)[-1]
    assert _guard([{"op": "draw", "seat": "A", "cards": [a]}]).error()[1] == "R-DRAW-1"


# --- 05017 Golden Tooth --------------------------------------------------------------------------


def _tooth(gold: int, empty_b: bool) -> CardGame:
    g = CardGame(a=[TOOTH], b=[])
    g.start(setup_a=[f"{TOOTH}#1"]).round()
    if empty_b:
        for cid in _hand(g, "B"):
            faction_action(g, "B", {"op": "discard", "card": cid})
    g.ability("A", f"A:{TOOTH}#1", "action", costs=[{"op": "kneel", "card": f"A:{TOOTH}#1"}],
              effects=[{"op": "gain_gold", "seat": "A", "amount": gold}], at="F-AW-3")  # fmt: skip
    return g


def test_05017_golden_tooth_gains_3_gold_against_an_empty_hand() -> None:
    assert _tooth(3, empty_b=True).state().players[0].gold == 3 + 3


def test_05017_golden_tooth_misuse_R_EFFECT_1_3_gold_against_a_full_hand() -> None:
    assert _tooth(3, empty_b=False).error()[1] == "R-EFFECT-1"


# --- 05018 Mountains of the Moon -----------------------------------------------------------------


def _mountains(entering: str) -> CardGame:
    g = CardGame(a=[MOUNTAINS, CHELLA], b=[])
    g.start(setup_a=[f"{MOUNTAINS}#1"], hand_a=[entering]).round()
    _put(g, entering)
    g.ability("A", f"A:{MOUNTAINS}#1", "reaction", choice="power")
    return g


def test_05018_mountains_of_the_moon_gives_an_entering_clansman_an_icon() -> None:
    assert "power" in icons(_mountains(f"{CHELLA}#1").state(), f"A:{CHELLA}#1")


def test_05018_mountains_of_the_moon_misuse_R_REACTION_3_not_a_clansman() -> None:
    assert _mountains("01053#1").error()[1] == "R-REACTION-3"


# --- 05022 A Lannister Always Pays His Debts -----------------------------------------------------


def _debts(b_wins_first: bool) -> CardGame:
    g = CardGame(a=[DEBTS], b=[])
    g.start(setup_a=["01053#1", "01113#1"], setup_b=["01187#1"], hand_a=[f"{DEBTS}#1"])
    g.round(first="B")
    g.ev("pass", seat="B").ev("pass", seat="A")
    if b_wins_first:
        g.ev("challenge", seat="B", challenge="intrigue", attackers=["01187#1"])
        g.ev("defenders", seat="A", defenders=[])
        g.ev("claim", seat="A", cards=_hand(g, "A")[:2])
    g.ev("pass", seat="B")
    g.ability("A", f"A:{DEBTS}#1", "action", costs=[{"op": "spend_gold", "seat": "A",
              "amount": 3}])  # fmt: skip
    return g


def test_05022_debts_gives_an_additional_military_challenge() -> None:
    g = _debts(True)
    _unopposed(g, "military", ["01053#1"])
    g.ev("claim", seat="B", cards=["B:01187#1"])
    _unopposed(g, "military", ["01113#1"])  # the additional one
    assert g.verdict().errors == ()


def test_05022_debts_misuse_R_PLAYRES_1_no_challenge_lost() -> None:
    assert _debts(False).error()[1] == "R-PLAYRES-1"


# --- 05023 Insidious Scheme ----------------------------------------------------------------------


def _scheme(attackers: list[str]) -> CardGame:
    g = CardGame(a=[SCHEME], b=[])
    g.start(setup_a=["01113#1", "01113#2", "01187#1"], hand_a=[f"{SCHEME}#1"]).round()
    to_challenges(g)
    _unopposed(g, "intrigue", attackers)
    g.ev("claim", seat="B", cards=_hand(g, "B")[:2])
    gold = [{"op": "spend_gold", "seat": "A", "amount": 1}]
    drawn = [{"op": "draw", "seat": "A", "cards": _top(g, "A", 2)}]
    g.ability("A", f"A:{SCHEME}#1", "reaction", costs=gold, effects=drawn)
    return g


def test_05023_insidious_scheme_draws_2_after_a_big_intrigue_win() -> None:
    g = _scheme(["01113#1", "01113#2", "01187#1"])  # 6 STR unopposed
    drawn = g.events[-1]["effects"][0]["cards"]
    st = g.state()
    assert all(c in st.players[0].hand for c in drawn)
    assert st.cards[f"A:{SCHEME}#1"].zone == "discard"


def test_05023_insidious_scheme_misuse_R_REACTION_3_won_by_4() -> None:
    assert _scheme(["01113#1", "01113#2"]).error()[1] == "R-REACTION-3"


# --- 05046 Lions of the Rock ---------------------------------------------------------------------


def test_05046_lions_of_the_rock_gains_3_gold_as_the_challenges_phase_begins() -> None:
    g = CardGame(a=[], b=[], plots_a=[LIONS])
    reveal_plots(g.start(), f"{LIONS}#1")
    to_challenges(g)
    g.ability("A", f"A:{LIONS}#1", "reaction")
    income = load_cards().get(LIONS).plot
    assert income is not None and g.state().players[0].gold == (income.income or 0) + 3


def test_05046_lions_of_the_rock_misuse_R_REACTION_3_in_the_marshaling_phase() -> None:
    g = CardGame(a=[], b=[], plots_a=[LIONS])
    reveal_plots(g.start(), f"{LIONS}#1")
    g.ability("A", f"A:{LIONS}#1", "reaction", at="F-AW-3")
    assert g.error()[1] == "R-REACTION-3"


# --- 05021 Valyrian Steel Dagger ---------------------------------------------------------------

DAGGER = "05021"


def _dagger(ctype: str) -> CardGame:
    g = CardGame(a=[DAGGER], b=[])
    g.start(setup_a=["01113#1", f"{DAGGER}#1"], attach_a={f"{DAGGER}#1": "01113#1"},
            setup_b=["01113#1"]).round()  # fmt: skip
    to_challenges(g)
    g.ev("challenge", seat="A", challenge=ctype, attackers=["01113#1"],
         stealth={"A:01113#1": "B:01113#1"})  # fmt: skip
    return g


def test_05021_valyrian_steel_dagger_stealth_and_2_str_in_intrigue() -> None:
    st = _dagger("intrigue").state()
    assert strength(st, "A:01113#1") == 4
    assert st.challenge is not None and st.challenge.stealth == {"A:01113#1": "B:01113#1"}


def test_05021_valyrian_steel_dagger_misuse_R_KW_STEALTH_1_in_a_military_challenge() -> None:
    assert _dagger("military").error()[1] == "R-KW-STEALTH-1"


# --- 05009 Shagga Son of Dolf ------------------------------------------------------------------

SHAGGA = "05009"


def _shagga(setup: str) -> CardGame:
    g = CardGame(a=[SHAGGA, CHELLA], b=[])
    to_challenges(g.start(setup_a=[setup], hand_a=[f"{SHAGGA}#1"]).round())
    g.ev("ambush", seat="A", card=f"A:{SHAGGA}#1")  # ambush (0)
    return g


def test_05009_shagga_ambushes_for_0_then_kills_a_lannister_character() -> None:
    g = _shagga(f"{CHELLA}#1")
    g.ability("A", f"A:{SHAGGA}#1", "forced", targets=[f"A:{CHELLA}#1"])
    st = g.state()
    assert st.cards[f"A:{SHAGGA}#1"].zone == "play" and st.cards[f"A:{CHELLA}#1"].zone == "dead"
    assert st.players[0].gold == 3  # ambush (0)


def test_05009_shagga_misuse_R_FORCED_1_the_kill_left_out() -> None:
    g = _shagga(f"{CHELLA}#1")
    g.ev("pass", seat="A")
    _seq, rule, message = g.error()
    assert rule == "R-FORCED-1" and "05009 Shagga Son of Dolf" in message


def test_05009_shagga_misuse_R_KW_AMBUSH_1_without_a_clansman() -> None:
    assert _shagga("01053#1").error()[1].startswith("R-KW-AMBUSH")
