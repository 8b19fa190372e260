"""The Houses of Thorns, neutral cards and The Conclave agenda: a legal use and a misuse of
each scripted card."""

from __future__ import annotations

from engine.game.state.model import strength
from tests.engine.cards.harness import VANILLA_PLOT, CardGame
from tests.engine.cards.quick import faction_action
from tests.engine.cards.rounds import to_challenges

# --- 09045 The Conclave -------------------------------------------------------------------------

_UNDER = [f"A:01053#{n}" for n in range(1, 8)]  # fillers still in A's deck after the setup hand


def _conclave_opening(placed: list[str] | None = _UNDER, late: bool = False) -> CardGame:
    """Setup by hand: after the mulligans, The Conclave's 7 cards go under it (when
    ``placed``; after A's setup cards when ``late``), then Grand Maester Pycelle is placed."""
    g = CardGame(a=["01085"], b=[], faction_a="lannister", agenda_a="09045")
    g.ev("first_player", seat="A")
    g.draw("A", cards=["A:01085#1", *g._filler("A", 6)])
    g.draw("B", 7)
    g.ev("mulligan", seat="A", mulligan=False).ev("mulligan", seat="B", mulligan=False)
    if placed is not None and not late:
        g.ability("A", "A:agenda", "forced", ability=1, targets=placed)
    g.ev("setup", seat="A", cards=["A:01085#1"])
    if placed is not None and late:
        g.ability("A", "A:agenda", "forced", ability=1, targets=placed)
    g.ev("setup", seat="B", cards=[])
    return g


def test_09045_the_conclave_places_7_cards_under_it_before_setup() -> None:
    g = _conclave_opening()
    st = g.state()
    assert st.players[0].under_agenda == _UNDER
    assert all(st.cards[c].zone == "under_agenda" for c in _UNDER)


def test_09045_the_conclave_misuse_R_PLAYRES_1_after_the_setup_cards() -> None:
    g = _conclave_opening(late=True)
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq() - 1, "R-PLAYRES-1") and "09045 The Conclave" in message


def test_09045_the_conclave_placement_left_out_stays_valid() -> None:
    """Not enforced (docs/decisions/conclave-setup.md): a pinned melee golden log omits it."""
    g = _conclave_opening(placed=None)
    assert g.verdict().errors == () and g.state().players[0].under_agenda == []


def test_09045_the_conclave_misuse_R_TARGET_3_six_cards() -> None:
    g = _conclave_opening(placed=_UNDER[:6])
    assert g.error()[1] == "R-TARGET-3"


def _conclave_win(attacker: str) -> CardGame:
    g = _conclave_opening()
    g.draw("A", 1)  # draw up to 7 ([S-10])
    g.round()
    to_challenges(g)
    g.ev("challenge", seat="A", challenge="power", attackers=[attacker])
    g.ev("defenders", seat="B", defenders=[])
    return g


_SWITCH = [
    {"op": "move", "card": "A:01113#1", "to": "under_agenda"},  # the top card of the deck
    {"op": "move", "card": "A:01053#1", "to": "deck", "top": True},
]


def test_09045_the_conclave_switches_a_card_with_the_top_of_the_deck() -> None:
    g = _conclave_win("01085#1")
    g.ability("A", "A:agenda", "reaction", ability=2, targets=["A:01053#1"], effects=_SWITCH)
    st = g.state()
    assert st.players[0].deck[-1] == "A:01053#1" and "A:01113#1" in st.players[0].under_agenda


def test_09045_the_conclave_misuse_R_TARGET_1_a_card_not_under_the_agenda() -> None:
    g = _conclave_win("01085#1")
    g.ability("A", "A:agenda", "reaction", ability=2, targets=["A:01053#8"])
    assert g.error()[1] == "R-TARGET-1"


def test_09045_the_conclave_misuse_R_REACTION_3_no_participating_maester() -> None:
    g = CardGame(a=["01085"], b=[], faction_a="lannister", agenda_a="09045")
    g.ev("first_player", seat="A")
    g.draw("A", cards=["A:01053#8", *g._filler("A", 6)])
    g.draw("B", 7)
    g.ev("mulligan", seat="A", mulligan=False).ev("mulligan", seat="B", mulligan=False)
    g.ability("A", "A:agenda", "forced", ability=1, targets=_UNDER)
    g.ev("setup", seat="A", cards=["A:01053#8"]).ev("setup", seat="B", cards=[])
    g.draw("A", 1).round()
    to_challenges(g)
    g.ev("challenge", seat="A", challenge="power", attackers=["01053#8"])
    g.ev("defenders", seat="B", defenders=[])
    g.ability("A", "A:agenda", "reaction", ability=2, targets=["A:01053#1"], effects=_SWITCH)
    assert g.error()[1] == "R-REACTION-3"


# --- 09051 Trade Routes -------------------------------------------------------------------------


def _trade_routes(**fields: object) -> CardGame:
    g = CardGame(a=["01156"], b=["01156"], plots_a=["09051"], faction_a="stark")
    g.start(setup_a=["01156#1"], setup_b=["01156#1"])
    g.ev("plot", seat="A", card="A:09051#1").ev("plot", seat="B", card=f"B:{VANILLA_PLOT}#1")
    g.ev("initiative", seat="B", at="F-1.3.I").ev("first_player", seat="B")  # 0 against 4
    g.ability("A", "A:09051#1", "when_revealed", **fields)
    return g


def test_09051_trade_routes_1_gold_per_location_of_both_players() -> None:
    g = _trade_routes()
    assert g.state().players[0].gold == 2


def test_09051_trade_routes_misuse_R_EFFECT_1_counts_a_location_twice() -> None:
    g = _trade_routes(effects=[{"op": "gain_gold", "seat": "A", "amount": 3}])
    assert g.error()[1] == "R-EFFECT-1"


def test_09051_trade_routes_misuse_R_TARGET_1_chooses_itself() -> None:
    g = _trade_routes(choice="A")
    assert g.error()[1] == "R-TARGET-1"


# --- 09042 The Citadel ----------------------------------------------------------------------------


def _citadel_search(target: str) -> CardGame:
    g = CardGame(a=["09042", "01085"], b=[], faction_a="lannister")
    g.start(setup_a=["09042#1"]).round()
    g.ability("A", "A:09042#1", "action", costs=[{"op": "kneel", "card": "A:09042#1"}],
              targets=[target], at="F-AW-3")  # fmt: skip
    return g


def test_09042_the_citadel_finds_a_maester_character() -> None:
    g = _citadel_search("A:01085#1")
    st = g.state()
    assert st.cards["A:01085#1"].zone == "hand" and st.cards["A:09042#1"].kneeling


def test_09042_the_citadel_misuse_R_TARGET_1_not_a_maester() -> None:
    g = _citadel_search("A:01053#1")
    assert g.error()[1] == "R-TARGET-1"


# --- 09039 Archmaester Ebrose ---------------------------------------------------------------------


def _ebrose(target: str) -> CardGame:
    g = CardGame(a=["09039", "01085", "01070"], b=[], faction_a="lannister")
    g.start(setup_a=["09039#1", "01085#1"], hand_a=["01070#1"]).round()
    g.ev("marshal", seat="A", card="01070#1")
    faction_action(g, "A", {"op": "kneel", "card": "A:01070#1"})
    g.ability("A", "A:09039#1", "action", costs=[{"op": "kneel", "card": "A:01085#1"}],
              targets=[target])  # fmt: skip
    return g


def test_09039_ebrose_kneels_a_maester_to_stand_another() -> None:
    g = _ebrose("A:01070#1")
    st = g.state()
    assert not st.cards["A:01070#1"].kneeling and st.cards["A:01085#1"].kneeling


def test_09039_ebrose_misuse_R_TARGET_1_stands_the_maester_knelt_for_the_cost() -> None:
    g = _ebrose("A:01085#1")
    assert g.error()[1] == "R-TARGET-1"


def test_09039_ebrose_misuse_R_LIMIT_1_twice_in_a_phase() -> None:
    g = _ebrose("A:01070#1")
    faction_action(g, "A", {"op": "stand", "card": "A:01085#1"},
                   {"op": "kneel", "card": "A:01070#1"})  # fmt: skip
    g.ability("A", "A:09039#1", "action", costs=[{"op": "kneel", "card": "A:01085#1"}],
              targets=["A:01070#1"])  # fmt: skip
    assert g.error()[1] == "R-LIMIT-1"


# --- 09052 Nothing Burns Like The Cold ----------------------------------------------------------


def _nothing_burns(discarded: list[str]) -> CardGame:
    g = CardGame(a=["09019", "09021"], b=["09019"], plots_a=["09052"], faction_a="tyrell")
    g.start(setup_a=["09019#1", "01113#1", "09021#1"], attach_a={"09021#1": "01113#1"},
            setup_b=["09019#1"])  # fmt: skip
    g.ev("plot", seat="A", card="A:09052#1").ev("plot", seat="B", card=f"B:{VANILLA_PLOT}#1")
    g.ev("initiative", seat="A", at="F-1.3.I").ev("first_player", seat="A")
    g.ability("A", "A:09052#1", "when_revealed",
              effects=[{"op": "discard", "card": c} for c in discarded])  # fmt: skip
    return g


def test_09052_nothing_burns_each_player_discards_an_attachment_and_a_location() -> None:
    g = _nothing_burns(["A:09019#1", "A:09021#1", "B:09019#1"])
    st = g.state()
    assert {st.cards[c].zone for c in ("A:09019#1", "A:09021#1", "B:09019#1")} == {"discard"}


def test_09052_nothing_burns_misuse_R_EFFECT_1_a_player_keeps_his_location() -> None:
    g = _nothing_burns(["A:09019#1", "A:09021#1"])
    assert g.error()[1] == "R-EFFECT-1"


# --- 09044 Words Are Wind -----------------------------------------------------------------------


def _words(choice: str, target: str = "B:01159#1", **fields: object) -> CardGame:
    g = CardGame(a=["09044"], b=["01159"], faction_b="stark")
    g.start(setup_a=["01053#1"], hand_a=["09044#1"], hand_b=["01159#1"]).round()
    to_challenges(g)
    g.ev("challenge", seat="A", challenge="military", attackers=["01053#1"])
    g.ability("A", "A:09044#1", "interrupt", targets=[target], choice=choice, **fields)
    return g


def test_09044_words_are_wind_the_opponent_lets_the_event_be_cancelled() -> None:
    g = _words("cancel")
    g.ability("B", "B:01159#1", "action", cancelled=True,
              costs=[{"op": "spend_gold", "seat": "B", "amount": 1}])  # fmt: skip
    st = g.state()
    assert st.cards["B:01159#1"].zone == "discard" and st.players[1].plot_mods == []


def test_09044_words_are_wind_the_opponent_lets_you_draw_2() -> None:
    g = _words("draw", effects=[{"op": "draw", "seat": "A", "cards": ["A:01113#7", "A:01113#6"]}])
    g.ability("B", "B:01159#1", "action", costs=[{"op": "spend_gold", "seat": "B", "amount": 1}])
    st = g.state()
    assert st.cards["A:01113#6"].zone == "hand" and st.players[1].plot_mods != []


def test_09044_words_are_wind_misuse_R_TARGET_1_its_own_side() -> None:
    g = _words("cancel", target="A:09044#1")
    assert g.error()[1] == "R-TARGET-1"


# --- 09041 Citadel Novice -----------------------------------------------------------------------


def _novice(revealed: str, drawn: bool) -> CardGame:
    g = CardGame(a=["09041", "01085"], b=[], faction_a="lannister")
    g.start(setup_a=["09041#1"]).round()
    faction_action(g, "A", {"op": "kneel", "card": "A:09041#1"}, at="F-AW-3")
    found = [{"op": "reveal", "seat": "A", "cards": [revealed]}]
    if drawn:
        found.append({"op": "draw", "seat": "A", "cards": [revealed]})
    g.ability("A", "A:09041#1", "reaction", effects=found)
    return g


def test_09041_citadel_novice_knelt_draws_a_revealed_maester() -> None:
    g = _novice("A:01085#1", drawn=True)
    assert g.state().cards["A:01085#1"].zone == "hand"


def test_09041_citadel_novice_misuse_R_EFFECT_1_draws_a_non_maester() -> None:
    g = _novice("A:01053#1", drawn=True)
    assert g.error()[1] == "R-EFFECT-1"


# --- 09043 Strangler ----------------------------------------------------------------------------


def _strangled(result_str: int) -> CardGame:
    g = CardGame(a=["09043", "09002"], b=[], faction_a="tyrell")
    g.start(setup_a=["09002#1", "09043#1"], attach_a={"09043#1": "09002#1"}).round()
    assert strength(g.state(), "A:09002#1") == 5  # not participating: its own STR
    to_challenges(g)
    g.ev("challenge", seat="A", challenge="power", attackers=["09002#1"])
    assert strength(g.state(), "A:09002#1") == 1
    g.ev("defenders", seat="B", defenders=[])
    g.ev("challenge_result", winner="A", attacker_str=result_str, defender_str=0,
         unopposed=True)  # fmt: skip
    return g


def test_09043_strangler_sets_a_participants_str_to_1() -> None:
    assert _strangled(1).verdict().errors == ()


def test_09043_strangler_misuse_F_4_2_2_full_str_stated() -> None:
    assert _strangled(5).error()[1] == "F-4.2.2"
