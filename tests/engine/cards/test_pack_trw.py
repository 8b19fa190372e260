"""The Red Wedding: a legal use and a misuse of each scripted card."""

from __future__ import annotations

from engine.game.state.model import icons, strength
from tests.engine.cards.harness import CardGame
from tests.engine.cards.quick import faction_action
from tests.engine.cards.rounds import next_round, to_challenges


def _game(a: list[str], faction: str, **start: object) -> CardGame:
    g = CardGame(a=a, b=[], faction_a=faction, faction_b="lannister")
    g.start(**start).round()  # type: ignore[arg-type]
    return g


# --- 06061 Dacey Mormont ------------------------------------------------------------------------


def test_06061_dacey_str_is_the_number_of_stark_characters() -> None:
    g = _game(["06061", "01150"], "stark", setup_a=["06061#1", "01150#1"])
    assert strength(g.state(), "A:06061#1") == 2


def test_06061_dacey_misuse_F_4_2_2_str_0() -> None:
    g = _game(["06061", "01150"], "stark", setup_a=["06061#1", "01150#1"])
    to_challenges(g)
    g.ev("challenge", seat="A", challenge="power", attackers=["06061#1"])
    g.ev("defenders", seat="B", defenders=[])
    g.ev("challenge_result", winner="A", attacker_str=0, defender_str=0, unopposed=True)
    assert g.error()[1] == "F-4.2.2"


# --- 06064 Arbor Vineyard -----------------------------------------------------------------------


def test_06064_arbor_vineyard_1_gold_with_as_many_winter_plots() -> None:
    g = _game(["06064"], "tyrell", setup_a=["06064#1"])
    g.ability("A", "A:06064#1", "action", costs=[{"op": "kneel", "card": "A:06064#1"}])
    assert g.state().players[0].gold == 4


def test_06064_arbor_vineyard_misuse_R_EFFECT_1_2_gold() -> None:
    g = _game(["06064"], "tyrell", setup_a=["06064#1"])
    g.ability("A", "A:06064#1", "action", costs=[{"op": "kneel", "card": "A:06064#1"}],
              effects=[{"op": "gain_gold", "seat": "A", "amount": 2}])  # fmt: skip
    assert g.error()[1] == "R-EFFECT-1"


def test_06064_arbor_vineyard_2_gold_with_a_summer_plot_revealed() -> None:
    g = CardGame(a=["06064"], b=[], plots_a=["09051"], plots_b=["09051"], faction_a="tyrell")
    g.start(setup_a=["06064#1"])  # both reveal Trade Routes (Summer): 2 Summer, 0 Winter
    g.ev("plot", seat="A", card="A:09051#1").ev("plot", seat="B", card="B:09051#1")
    g.ev("initiative", seat="A", at="F-1.3.I", tiebreak="random").ev("first_player", seat="A")
    g.ability("A", "A:09051#1", "when_revealed")
    g.ability("B", "B:09051#1", "when_revealed")
    g.draw("A", 2).draw("B", 2)
    faction_action(g, "A", {"op": "gain_gold", "seat": "A", "amount": 1}, at="F-AW-3")
    gold = g.state().players[0].gold
    g.ability("A", "A:06064#1", "action", costs=[{"op": "kneel", "card": "A:06064#1"}])
    assert g.state().players[0].gold == gold + 2


# --- 06065 Othell Yarwyck -----------------------------------------------------------------------


def _othell(choice: str, cost: str) -> CardGame:
    g = _game(["06065", "06046"], "thenightswatch", setup_a=["06065#1", "06046#1"])
    g.ability("A", "A:06065#1", "action", costs=[{"op": "kneel", "card": cost}],
              targets=["A:06065#1"], choice=choice, at="F-AW-3")  # fmt: skip
    return g


def test_06065_othell_a_nights_watch_character_gains_the_chosen_icon() -> None:
    g = _othell("military", "A:06046#1")
    assert "military" in icons(g.state(), "A:06065#1")


def test_06065_othell_misuse_R_COST_2_kneels_himself() -> None:
    g = _othell("military", "A:06065#1")
    assert g.error()[1] == "R-COST-2"


# --- 06072 Plunder ------------------------------------------------------------------------------


def _plunder(**fields: object) -> CardGame:
    g = CardGame(a=["06072"], b=["01156"], faction_a="greyjoy")
    g.start(hand_a=["06072#1"], hand_b=["01156#1"]).round()
    faction_action(g, "B", {"op": "discard", "card": "B:01156#1"}, at="F-AW-3")
    g.ability("A", "A:06072#1", "action", costs=[{"op": "kneel", "card": "A:faction"}],
              at="F-AW-3", **fields)  # fmt: skip
    return g


def test_06072_plunder_gold_for_the_discarded_locations() -> None:
    g = _plunder()
    assert g.state().players[0].gold == 4


def test_06072_plunder_misuse_R_EFFECT_1_counts_characters() -> None:
    g = _plunder(effects=[{"op": "gain_gold", "seat": "A", "amount": 2}])
    assert g.error()[1] == "R-EFFECT-1"


# --- 06074 Breaker of Chains --------------------------------------------------------------------


def _breaker(put: str) -> CardGame:
    g = _game(["06074", "01163", "06053"], "targaryen", setup_a=["01163#1", "06074#1"],
              attach_a={"06074#1": "01163#1"}, hand_a=["06053#1"])  # fmt: skip
    to_challenges(g)
    g.ev("challenge", seat="A", challenge="intrigue", attackers=["01163#1"])
    g.ability("A", "A:06074#1", "reaction", targets=[put])
    return g


def test_06074_breaker_of_chains_puts_a_cheap_character_into_play() -> None:
    g = _game(["06074", "01163"], "targaryen", setup_a=["01163#1", "06074#1"],
              attach_a={"06074#1": "01163#1"}, hand_a=["01053#1"])  # fmt: skip
    to_challenges(g)
    g.ev("challenge", seat="A", challenge="intrigue", attackers=["01163#1"])
    g.ability("A", "A:06074#1", "reaction", targets=["A:01053#1"])
    st = g.state()
    assert st.cards["A:01053#1"].zone == "play" and strength(st, "A:01163#1") == 4 + 1


def test_06074_breaker_of_chains_misuse_R_TARGET_1_printed_cost_6() -> None:
    g = _breaker("A:06053#1")
    assert g.error()[1] == "R-TARGET-1"


# --- 06076 Secret Schemes -----------------------------------------------------------------------


def test_06076_secret_schemes_draws_1_per_used_plot() -> None:
    g = _game(["06076"], "martell", hand_a=["06076#1"])
    faction_action(g, "A", {"op": "gain_power", "seat": "A", "amount": 1}, at="F-AW-3")
    next_round(g, keep=("A:06076#1",))  # B, with less power, wins initiative
    g.ability("A", "A:06076#1", "action", at="F-AW-3", costs=[
        {"op": "kneel", "card": "A:faction"}, {"op": "spend_gold", "seat": "A", "amount": 1}],
        effects=[{"op": "draw", "seat": "A", "cards": ["A:01113#5"]}])  # fmt: skip
    assert g.state().cards["A:01113#5"].zone == "hand"


def test_06076_secret_schemes_misuse_R_ABIL_7_no_used_plot() -> None:
    g = _game(["06076"], "martell", hand_a=["06076#1"])
    g.ability(
        "A",
        "A:06076#1",
        "action",
        at="F-AW-3",
        costs=[
            {"op": "kneel", "card": "A:faction"},
            {"op": "spend_gold", "seat": "A", "amount": 1},
        ],
    )
    assert g.error()[1] == "R-ABIL-7"
