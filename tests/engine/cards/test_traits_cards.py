"""Cards that give or take away Traits and affiliations (scripts/traits_cards.py): a legal
use and a misuse of each, on real card data."""

from __future__ import annotations

from engine.game.rules.traits import factions, has_trait, revealed_with_trait, traits
from engine.game.state.model import has_keyword, icons, is_blank, strength
from tests.engine.cards.harness import CardGame
from tests.engine.cards.quick import faction_action
from tests.engine.cards.reveal import reveal_plots
from tests.engine.cards.rounds import to_challenges
from tests.engine.cards.test_sod_martell import a_wins_unopposed

CROWN, SWORN, QUEEN, YKCI, FLEET = "02034", "07022", "09020", "09048", "12022"
MELISANDRE = "06027"  # Lady, R'hllor, STR 6; a reaction to dominance only
MARGAERY = "01181"  # Lady, STR 3, cost 3; an action only
CAGE = "15034"  # Cage of Ravens: "Steward character only."


# --- 02034 Crown of Gold -----------------------------------------------------------------------


def _crowned(host: str, plot_a: str | None = None) -> CardGame:
    g = CardGame(a=[CROWN, MELISANDRE], b=[], plots_a=[plot_a] if plot_a else [])
    g.start(setup_a=[host], hand_a=["01053#1", f"{CROWN}#1"])
    reveal_plots(g, f"{plot_a}#1") if plot_a else g.round()
    faction_action(g, "A", {"op": "gain_gold", "seat": "A", "amount": 5}, at="F-AW-3")
    g.ev("marshal", seat="A", card="A:01053#1")
    return g.ev("marshal", seat="A", card=f"A:{CROWN}#1", attach_to=f"A:{host}")


def test_02034_crown_of_gold_makes_a_king_with_4_less_str() -> None:
    st = _crowned(f"{MELISANDRE}#1").state()
    host = f"A:{MELISANDRE}#1"
    assert has_trait(st, host, "King") and has_trait(st, host, "Lady")
    assert not has_trait(st, "A:01053#1", "King")
    assert strength(st, host) == 6 - 4


def test_02034_crown_of_gold_kills_a_character_at_0_str() -> None:
    st = _crowned("01113#1").state()  # STR 2 - 4: 0
    assert st.cards["A:01113#1"].zone == "dead" and st.cards[f"A:{CROWN}#1"].zone == "discard"


def test_02034_crown_of_gold_misuse_F_4_2_2_str_stated_without_the_minus_4() -> None:
    g = _crowned(f"{MELISANDRE}#1")
    a_wins_unopposed(g, [f"{MELISANDRE}#1"], "power", 6)  # printed STR: the crown says 2
    assert g.error()[:2] == (g.last_seq(), "F-4.2.2")


# --- 09048 Your King Commands It ---------------------------------------------------------------


def test_09048_your_king_commands_it_a_crowned_character_may_gain_power() -> None:
    g = _crowned(f"{MELISANDRE}#1", plot_a=YKCI)
    faction_action(g, "A", {"op": "gain_power", "card": f"A:{MELISANDRE}#1", "amount": 1})
    assert g.state().cards[f"A:{MELISANDRE}#1"].power == 1


def test_09048_your_king_commands_it_misuse_R_CANNOT_1_non_king_gains_power() -> None:
    g = _crowned(f"{MELISANDRE}#1", plot_a=YKCI)
    faction_action(g, "A", {"op": "gain_power", "card": "A:01053#1", "amount": 1})
    assert g.error()[:2] == (g.last_seq(), "R-CANNOT-1")


# --- 07022 Sworn to the Watch ------------------------------------------------------------------


def _sworn(host: str) -> CardGame:
    g = CardGame(a=[SWORN, CAGE], b=[], faction_a="thenightswatch")
    g.start(setup_a=[host, f"{SWORN}#1"], hand_a=[f"{CAGE}#1"], attach_a={f"{SWORN}#1": host})
    g.round()
    g.ev("marshal", seat="A", card=f"A:{CAGE}#1", attach_to=f"A:{host}")
    return g


def test_07022_sworn_to_the_watch_affiliation_and_a_trait_per_icon() -> None:
    g = _sworn("01113#1")  # military and intrigue: Ranger and Steward, so Cage of Ravens fits
    st = g.state()
    host = "A:01113#1"
    assert "thenightswatch" in factions(st, host)
    assert {"ranger", "steward"} <= traits(st, host) and not has_trait(st, host, "Builder")
    assert st.cards[f"A:{CAGE}#1"].host == host


def test_07022_sworn_to_the_watch_misuse_R_ATTACH_4_no_intrigue_icon_no_steward() -> None:
    g = _sworn("01053#1")  # military and power: Ranger and Builder, not Steward
    assert g.error()[:2] == (g.last_seq(), "R-ATTACH-4")


# --- 12022 Fleet Captain -----------------------------------------------------------------------


def _captain(warships: int) -> CardGame:
    ships = [f"01079#{n}" for n in range(1, warships + 1)]  # Iron Fleet Scout: a Warship
    g = CardGame(a=[FLEET, "01079", "01079", "01079"], b=[], faction_a="greyjoy")
    g.start(setup_a=["01053#1", f"{FLEET}#1", *ships], attach_a={f"{FLEET}#1": "01053#1"})
    return g.round()


def test_12022_fleet_captain_captain_trait_and_1_str() -> None:
    st = _captain(0).state()
    assert has_trait(st, "A:01053#1", "Captain") and strength(st, "A:01053#1") == 2 + 1


def test_12022_fleet_captain_3_str_with_3_warships() -> None:
    st = _captain(3).state()
    assert strength(st, "A:01053#1") == 2 + 3


def test_12022_fleet_captain_misuse_F_4_2_2_str_stated_as_printed() -> None:
    g = _captain(0)
    a_wins_unopposed(g, ["01053#1"], "power", 2)  # the title adds 1
    assert g.error()[:2] == (g.last_seq(), "F-4.2.2")


# --- 09020 Queen of the Seven Kingdoms ---------------------------------------------------------


def _queen_in_challenge(declared: bool = True) -> CardGame:
    host = f"{MARGAERY}#1"
    g = CardGame(a=[QUEEN, MARGAERY], b=[], faction_a="tyrell")
    g.start(setup_a=[host, "01053#1", f"{QUEEN}#1"], attach_a={f"{QUEEN}#1": host})
    to_challenges(g.round())
    if declared:
        g.ev("challenge", seat="A", challenge="power", attackers=[host, "01053#1"])
    else:  # kneeling, as after a challenge, but not participating
        faction_action(g, "A", {"op": "kneel", "card": f"A:{host}"})
    return g


def test_09020_queen_of_the_seven_kingdoms_queen_trait_and_the_swap() -> None:
    g = _queen_in_challenge()
    host = f"A:{MARGAERY}#1"
    assert has_trait(g.state(), host, "Queen")
    g.ability("A", f"A:{QUEEN}#1", "action", targets=["A:01053#1"],
              costs=[{"op": "stand", "card": host},
                     {"op": "remove_from_challenge", "card": host}])  # fmt: skip
    st = g.state()
    assert st.challenge is not None and st.challenge.attackers == []
    assert not st.cards[host].kneeling and not st.cards["A:01053#1"].kneeling


def test_09020_queen_of_the_seven_kingdoms_misuse_R_ABIL_8_attached_not_participating() -> None:
    g = _queen_in_challenge(declared=False)
    g.ability("A", f"A:{QUEEN}#1", "action", targets=["A:01053#1"],
              costs=[{"op": "stand", "card": f"A:{MARGAERY}#1"},
                     {"op": "remove_from_challenge", "card": f"A:{MARGAERY}#1"}])  # fmt: skip
    assert g.error()[:2] == (g.last_seq(), "R-ABIL-8")


def test_09020_queen_of_the_seven_kingdoms_misuse_R_ATTACH_4_not_a_lady() -> None:
    g = CardGame(a=[QUEEN], b=[], faction_a="tyrell")
    g.start(setup_a=["01053#1"], hand_a=[f"{QUEEN}#1"]).round()
    g.ev("marshal", seat="A", card=f"A:{QUEEN}#1", attach_to="A:01053#1")
    assert g.error()[:2] == (g.last_seq(), "R-ATTACH-4")


# --- 08082 I Am No One ---------------------------------------------------------------------------

NO_ONE = "08082"


def _no_one(target: str) -> CardGame:
    g = CardGame(a=[NO_ONE, MARGAERY], b=[], faction_a="stark")
    to_challenges(g.start(setup_a=["01053#1", f"{MARGAERY}#1"], hand_a=[f"{NO_ONE}#1"]).round())
    g.ability("A", f"A:{NO_ONE}#1", "action", at="F-AW-4.1", targets=[target],
              costs=[{"op": "spend_gold", "seat": "A", "amount": 1}])  # fmt: skip
    return g


def test_08082_i_am_no_one_no_traits_no_affiliation_stealth_insight_no_kneel() -> None:
    g = _no_one(f"A:{MARGAERY}#1")
    st = g.state()
    cid = f"A:{MARGAERY}#1"
    assert traits(st, cid) == frozenset() and factions(st, cid) == frozenset()
    assert has_keyword(st, cid, "stealth") and has_keyword(st, cid, "insight")
    assert has_trait(st, "A:01053#1", "Army") == st.cards["A:01053#1"].card.has_trait("Army")
    g.ev("challenge", seat="A", challenge="power", attackers=[f"{MARGAERY}#1"])
    assert not g.state().cards[cid].kneeling  # does not kneel when declared as an attacker


def test_08082_i_am_no_one_misuse_R_TARGET_1_printed_cost_over_3() -> None:
    g = CardGame(a=[NO_ONE, MELISANDRE], b=[], faction_a="stark")
    g.start(setup_a=[f"{MELISANDRE}#1"], hand_a=[f"{NO_ONE}#1"]).round()
    g.ability("A", f"A:{NO_ONE}#1", "action", at="F-AW-3", targets=[f"A:{MELISANDRE}#1"],
              costs=[{"op": "spend_gold", "seat": "A", "amount": 1}])  # fmt: skip
    assert g.error()[:2] == (g.last_seq(), "R-TARGET-1")


# --- 09040 Faceless Man ---------------------------------------------------------------------------

FACELESS, ROBB = "09040", "04002"  # Robb Stark: King, Lord; military, power; renown


def _faceless(target: str) -> CardGame:
    g = CardGame(a=[FACELESS], b=[ROBB])
    g.start(setup_a=[f"{FACELESS}#1", "01053#1"], setup_b=[f"{ROBB}#1"]).round()
    faction_action(g, "B", {"op": "kill", "card": f"B:{ROBB}#1"})
    to_challenges(g)
    g.ability("A", f"A:{FACELESS}#1", "action", at="F-AW-4.1", targets=[target])
    return g


def test_09040_faceless_man_takes_a_dead_characters_printed_icons_keywords_traits() -> None:
    st = _faceless(f"B:{ROBB}#1").state()
    fm = f"A:{FACELESS}#1"
    assert icons(st, fm) == {"military", "power"} and has_keyword(st, fm, "renown")
    assert has_trait(st, fm, "King") and has_trait(st, fm, "Lord")
    assert "stark" in factions(st, fm)


def test_09040_faceless_man_misuse_R_TARGET_1_a_character_in_play() -> None:
    g = _faceless("A:01053#1")
    assert g.error()[:2] == (g.last_seq(), "R-TARGET-1")


# --- 03010 Old Nan -----------------------------------------------------------------------------

OLD_NAN, WINDS = "03010", "01025"  # The Winds of Winter: the vanilla plot, a Winter plot


def _old_nan(plot: str, season: str = "Summer") -> CardGame:
    g = CardGame(a=[OLD_NAN], b=[], faction_a="stark")
    g.start(setup_a=[f"{OLD_NAN}#1"])
    g.ev("plot", seat="A", card=f"A:{WINDS}#1").ev("plot", seat="B", card=f"B:{WINDS}#1")
    g.ability("A", f"A:{OLD_NAN}#1", "interrupt", targets=[plot], choice=season,
              costs=[{"op": "kneel", "card": f"A:{OLD_NAN}#1"}])  # fmt: skip
    return g


def test_03010_old_nan_the_opponents_plot_gains_summer_this_round() -> None:
    g = _old_nan(f"B:{WINDS}#1")
    g.ev("initiative", seat="A", at="F-1.3.I").ev("first_player", seat="A")
    st = g.state()
    assert has_trait(st, f"B:{WINDS}#1", "Summer") and revealed_with_trait(st, "Summer") == 1
    assert st.cards[f"A:{OLD_NAN}#1"].kneeling


def test_03010_old_nan_misuse_R_INTERRUPT_3_no_plot_being_revealed() -> None:
    g = CardGame(a=[OLD_NAN], b=[], faction_a="stark")
    g.start(setup_a=[f"{OLD_NAN}#1"]).round()
    g.ability("A", f"A:{OLD_NAN}#1", "interrupt", targets=[f"A:{WINDS}#1"], choice="Winter",
              costs=[{"op": "kneel", "card": f"A:{OLD_NAN}#1"}])  # fmt: skip
    assert g.error()[:2] == (g.last_seq(), "R-INTERRUPT-3")


def test_03010_old_nan_misuse_R_TARGET_1_neither_summer_nor_winter() -> None:
    g = _old_nan(f"B:{WINDS}#1", season="War")
    assert g.error()[:2] == (g.last_seq(), "R-TARGET-1")


def test_07022_sworn_to_the_watch_makes_a_steward_samwell_does_not_blank() -> None:
    """Samwell Tarly (07012) blanks each other participating non-Steward character: the
    Steward trait Sworn to the Watch gives counts, and the two checks do not loop."""
    g = CardGame(a=[SWORN, "07012"], b=[], faction_a="thenightswatch")
    g.start(setup_a=["07012#1", "01113#1", "01187#1", f"{SWORN}#1"],
            attach_a={f"{SWORN}#1": "01113#1"})  # fmt: skip
    to_challenges(g.round())
    g.ev("challenge", seat="A", challenge="intrigue", attackers=["07012#1", "01113#1", "01187#1"])
    st = g.state()
    assert has_trait(st, "A:01113#1", "Steward") and not is_blank(st, "A:01113#1")
    assert is_blank(st, "A:01187#1")  # no Sworn to the Watch: not a Steward
