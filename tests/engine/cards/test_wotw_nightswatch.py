"""Wolves of the North, The Night's Watch: a legal use and a misuse of each scripted card."""

from __future__ import annotations

from engine.game.state.model import has_keyword, icons, is_blank, strength
from tests.engine.cards.harness import CardGame
from tests.engine.cards.rounds import to_challenges
from tests.engine.cards.test_sod_martell import a_wins_unopposed, next_cards


def nw(a: list[str], b: list[str] = (), **kw: object) -> CardGame:  # type: ignore[assignment]
    return CardGame(a=a, b=list(b), faction_a="thenightswatch", **kw)  # type: ignore[arg-type]


def faction(g: CardGame, seat: str, *effects: dict[str, object], at: str = "") -> CardGame:
    """An (unverified) faction-card action: a quick way to set a state up (``at``: the step,
    e.g. "F-AW-3" for the marshaling phase rather than the draw phase's window)."""
    fields: dict[str, object] = {"at": at} if at else {}
    return g.ability(seat, f"{seat}:faction", "action", effects=list(effects), **fields)


def kneel_of(cid: str) -> list[dict[str, object]]:
    return [{"op": "kneel", "card": cid}]


# --- 07001 Jon Snow ---------------------------------------------------------------------------


def test_07001_jon_snow_stands_each_attacking_wildling() -> None:
    g = nw(["07001"])
    g.start(setup_a=["07001#1"]).round()
    a_wins_unopposed(g, ["07001#1"], "military", 6)
    g.ability("A", "A:07001#1", "reaction", choice="attacking_wildlings")
    assert not g.state().cards["A:07001#1"].kneeling


def test_07001_jon_snow_misuse_R_REACTION_3_a_win_without_him() -> None:
    g = nw(["07001", "07016"])
    g.start(setup_a=["07001#1", "07016#1"]).round()
    a_wins_unopposed(g, ["07016#1"], "power", 1)
    g.ability("A", "A:07001#1", "reaction", choice="attacking_wildlings")
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-REACTION-3") and "07001 Jon Snow" in message


# --- 07002 Bowen Marsh ------------------------------------------------------------------------


def test_07002_bowen_marsh_stewards_gain_insight_in_intrigue_challenges() -> None:
    g = nw(["07002", "01133"])
    g.start(setup_a=["07002#1", "01133#1"]).round()
    a_wins_unopposed(g, ["01133#1"], "intrigue", 1)
    assert has_keyword(g.state(), "A:01133#1", "insight")
    g.ev("claim", seat="B", cards=sorted(g.drawn["B"])[:2])
    g.ev("keyword", seat="A", keyword="insight", card="01133#1", cards=next_cards(g, "A", 1))
    assert g.verdict().errors == ()


def test_07002_bowen_marsh_misuse_R_KW_INSIGHT_1_outside_intrigue_challenges() -> None:
    g = nw(["07002", "01133"])
    g.start(setup_a=["07002#1", "01133#1"]).round()
    a_wins_unopposed(g, ["07002#1"], "power", 4)
    g.ev("claim", seat="B", cards=[])
    g.ev("keyword", seat="A", keyword="insight", card="07002#1", cards=next_cards(g, "A", 1))
    assert g.error()[:2] == (g.last_seq(), "R-KW-INSIGHT-1")


# --- 07003 Old Bear Mormont -------------------------------------------------------------------


def old_bear_wins(b: list[str], discarded: str) -> CardGame:
    g = nw(["07003"], b)
    g.start(setup_a=["07003#1"], hand_b=[discarded]).round()
    faction(g, "B", {"op": "discard", "card": f"B:{discarded}"})
    a_wins_unopposed(g, ["07003#1"], "military", 5)
    return g


def test_07003_old_bear_takes_a_character_from_the_losers_discard_pile() -> None:
    g = old_bear_wins([], "01053#1")
    g.ability("A", "A:07003#1", "reaction", targets=["B:01053#1"])
    st = g.state()
    assert st.cards["B:01053#1"].zone == "play" and st.cards["B:01053#1"].controller == 0


def test_07003_old_bear_misuse_R_TARGET_1_a_unique_character() -> None:
    g = old_bear_wins(["10013"], "10013#1")  # Loreza Sand: unique
    g.ability("A", "A:07003#1", "reaction", targets=["B:10013#1"])
    assert g.error()[1] == "R-TARGET-1"


# --- 07004 Cotter Pyke ------------------------------------------------------------------------


def cotter_bypasses(plot: str | None) -> CardGame:
    g = nw(["07004", "07016"], plots_a=["07046", "01005"], plots_b=["01024"])
    g.start(setup_a=["07004#1", "07016#1"], setup_b=["01053#1"])
    g.round(plot_a=plot, plot_b="01024#1")  # B: Taxation, no Winter plot
    to_challenges(g)
    g.ev("challenge", seat="A", challenge="military", attackers=["07004#1"],
         stealth={"A:07004#1": "B:01053#1"})  # fmt: skip
    g.ability("A", "A:07004#1", "reaction", targets=["A:07016#1"])
    return g


def test_07004_cotter_pyke_gives_stealth_with_a_winter_plot_revealed() -> None:
    g = cotter_bypasses("07046#1")  # The Fire That Burns: Winter
    assert has_keyword(g.state(), "A:07016#1", "stealth")


def test_07004_cotter_pyke_misuse_R_PLAYRES_1_no_winter_plot() -> None:
    g = cotter_bypasses("01005#1")  # A Storm of Swords: a War plot
    assert g.error()[1] == "R-PLAYRES-1"


# --- 07007 Ser Denys Mallister ----------------------------------------------------------------


def test_07007_denys_gains_renown_while_defending() -> None:
    g = nw(["07007"])
    g.start(setup_a=["07007#1"], setup_b=["01053#1"]).round()
    to_challenges(g)
    g.ev("pass", seat="A")
    g.ev("challenge", seat="B", challenge="power", attackers=["01053#1"])
    g.ev("defenders", seat="A", defenders=["07007#1"])
    g.ev("challenge_result", winner="A", attacker_str=2, defender_str=4)
    g.ev("keyword", seat="A", keyword="renown", card="07007#1")
    assert g.state().cards["A:07007#1"].power == 1


def test_07007_denys_misuse_R_KW_RENOWN_1_renown_while_attacking() -> None:
    g = nw(["07007"])
    g.start(setup_a=["07007#1"]).round()
    a_wins_unopposed(g, ["07007#1"], "power", 4)
    g.ev("claim", seat="B", cards=[])
    g.ev("keyword", seat="A", keyword="renown", card="07007#1")
    assert g.error()[:2] == (g.last_seq(), "R-KW-RENOWN-1")


# --- 07008 Ser Jaremy Rykker ------------------------------------------------------------------


def test_07008_jaremy_gives_other_rangers_a_power_icon() -> None:
    g = nw(["07008", "07010"])
    g.start(setup_a=["07008#1", "07010#1"]).round()
    to_challenges(g)
    g.ev("challenge", seat="A", challenge="power", attackers=["07010#1"])  # Grenn
    assert icons(g.state(), "A:07010#1") == {"military", "power"}


def test_07008_jaremy_misuse_F_4_2_1_1_an_opponents_ranger_defends_power() -> None:
    g = nw(["07008"], ["01131"])
    g.start(setup_a=["07008#1"], setup_b=["01131#1"]).round()
    to_challenges(g)
    g.ev("challenge", seat="A", challenge="power", attackers=["07008#1"])
    g.ev("defenders", seat="B", defenders=["01131#1"])  # Old Forest Hunter: military only
    assert g.error()[:2] == (g.last_seq(), "F-4.2.1-1")


# --- 07009 Castle Black Mason -----------------------------------------------------------------


def mason_searches(target: str) -> CardGame:
    g = nw(["07009", "07016", "07018", "07001"])
    g.start(setup_a=["07009#1", "07016#1"]).round()
    g.ability("A", "A:07009#1", "action", targets=[target], at="F-AW-3",
              costs=kneel_of("A:07009#1") + kneel_of("A:07016#1"))  # fmt: skip
    return g


def test_07009_mason_finds_a_location() -> None:
    g = mason_searches("A:07018#1")
    st = g.state()
    assert st.cards["A:07018#1"].zone == "hand" and st.cards["A:07016#1"].kneeling


def test_07009_mason_misuse_R_TARGET_1_a_character() -> None:
    g = mason_searches("A:07001#2")
    assert g.error()[1] == "R-TARGET-1"


# --- 07010 Grenn / 07011 Pyp ------------------------------------------------------------------


def rangers_win() -> CardGame:
    g = nw(["07010", "07011"])
    g.start(setup_a=["07010#1", "07011#1"]).round()
    faction(g, "B", {"op": "gain_power", "seat": "B", "amount": 2})
    a_wins_unopposed(g, ["07010#1", "07011#1"], "military", 6)
    return g


def test_07010_grenn_moves_1_power_to_a_kneeling_attacker() -> None:
    g = rangers_win()
    g.ability("A", "A:07010#1", "reaction", targets=["A:07011#1"], choice="1")
    st = g.state()
    assert st.cards["A:07011#1"].power == 1 and st.players[1].power == 2 - 1


def test_07010_grenn_misuse_R_TARGET_1_2_power_to_a_kneeling_attacker() -> None:
    g = rangers_win()
    g.ability("A", "A:07010#1", "reaction", targets=["A:07011#1"], choice="2")
    assert g.error()[1] == "R-TARGET-1"


def test_07011_pyp_gives_another_attacker_insight() -> None:
    g = rangers_win()
    g.ability("A", "A:07011#1", "reaction", targets=["A:07010#1"])
    assert has_keyword(g.state(), "A:07010#1", "insight")


def test_07011_pyp_misuse_R_TARGET_1_himself() -> None:
    g = rangers_win()
    g.ability("A", "A:07011#1", "reaction", targets=["A:07011#1"])
    assert g.error()[1] == "R-TARGET-1"


# --- 07012 Samwell Tarly ----------------------------------------------------------------------


def samwell_with_doran() -> CardGame:
    g = nw(["07012", "10001"])
    g.start(setup_a=["07012#1"], hand_a=["10001#1"]).round()
    faction(g, "A", {"op": "gain_gold", "seat": "A", "amount": 4})
    g.ev("marshal", seat="A", card="10001#1")
    a_wins_unopposed(g, ["07012#1", "10001#1"], "intrigue", 7)
    return g


def test_07012_samwell_blanks_other_participating_non_stewards() -> None:
    g = samwell_with_doran()
    st = g.state()
    assert is_blank(st, "A:10001#1") and not has_keyword(st, "A:10001#1", "insight")
    assert not is_blank(st, "A:07012#1")


def test_07012_samwell_misuse_R_KW_INSIGHT_1_insight_of_a_blanked_doran() -> None:
    g = samwell_with_doran()
    g.ev("claim", seat="B", cards=sorted(g.drawn["B"])[:2])
    g.ev("keyword", seat="A", keyword="insight", card="10001#1", cards=next_cards(g, "A", 1))
    assert g.error()[:2] == (g.last_seq(), "R-KW-INSIGHT-1")


# --- 07015 Seasoned Woodsman ------------------------------------------------------------------


def test_07015_woodsman_gains_1_gold_after_an_attachment_on_him() -> None:
    g = nw(["07015", "07043"])
    g.start(setup_a=["07015#1"], hand_a=["07043#1"]).round()
    g.ev("marshal", seat="A", card="07043#1", attach_to="A:07015#1")  # Weirwood Bow, cost 1
    g.ability("A", "A:07015#1", "reaction", choice="gold")
    assert g.state().players[0].gold == 3 - 1 + 1


def test_07015_woodsman_misuse_R_REACTION_3_attached_to_another_character() -> None:
    g = nw(["07015", "07043", "07016"])
    g.start(setup_a=["07015#1", "07016#1"], hand_a=["07043#1"]).round()
    g.ev("marshal", seat="A", card="07043#1", attach_to="A:07016#1")
    g.ability("A", "A:07015#1", "reaction", choice="gold")
    assert g.error()[:2] == (g.last_seq(), "R-REACTION-3")


# --- 07016 Builder at the Wall ----------------------------------------------------------------


def test_07016_builder_reduces_the_next_nw_location() -> None:
    g = nw(["07016", "07018"])
    g.start(setup_a=["07016#1"], hand_a=["07018#1"]).round()
    g.ability("A", "A:07016#1", "action", costs=kneel_of("A:07016#1"))
    g.ev("marshal", seat="A", card="07018#1", cost=1)
    assert g.state().players[0].gold == 2


def test_07016_builder_misuse_R_COST_1_a_character_reduced() -> None:
    g = nw(["07016"])
    g.start(setup_a=["07016#1"], hand_a=["07016#2"]).round()
    g.ability("A", "A:07016#1", "action", costs=kneel_of("A:07016#1"))
    g.ev("marshal", seat="A", card="07016#2", cost=0)
    assert g.error()[:2] == (g.last_seq(), "R-COST-1")


# --- 07017 The New Gift -----------------------------------------------------------------------


def test_07017_new_gift_kneels_a_steward_for_1_gold() -> None:
    g = nw(["07017", "01133"])
    g.start(setup_a=["07017#1", "01133#1"]).round()
    g.ability("A", "A:07017#1", "action", costs=kneel_of("A:01133#1"), at="F-AW-3")
    assert g.state().players[0].gold == 3 + 1


def test_07017_new_gift_draws_in_the_challenges_phase() -> None:
    g = nw(["07017", "01133"])
    g.start(setup_a=["07017#1", "01133#1"]).round()
    to_challenges(g)
    drawn = next_cards(g, "A", 1)
    g.ability("A", "A:07017#1", "action", costs=kneel_of("A:01133#1"), at="F-AW-4.1",
              effects=[{"op": "draw", "seat": "A", "cards": drawn}])  # fmt: skip
    assert drawn[0] in g.state().players[0].hand


def test_07017_new_gift_misuse_R_COST_2_kneels_a_non_steward() -> None:
    g = nw(["07017", "07016"])
    g.start(setup_a=["07017#1", "07016#1"]).round()
    g.ability("A", "A:07017#1", "action", costs=kneel_of("A:07016#1"), at="F-AW-3")
    assert g.error()[1] == "R-COST-2"


# --- 07018 Abandoned Stronghold ---------------------------------------------------------------


def stronghold_defence(target: str) -> CardGame:
    g = nw(["07018", "07016", "07009"])
    g.start(setup_a=["07018#1", "07016#1", "07009#1"], setup_b=["01053#1"]).round()
    to_challenges(g)
    g.ev("pass", seat="A")
    g.ev("challenge", seat="B", challenge="power", attackers=["01053#1"])
    g.ev("defenders", seat="A", defenders=["07016#1"])
    g.ability("A", "A:07018#1", "action", costs=kneel_of("A:07018#1"), targets=[target])
    return g


def test_07018_stronghold_gives_a_defender_1_str_per_builder() -> None:
    g = stronghold_defence("A:07016#1")
    assert strength(g.state(), "A:07016#1") == 1 + 2  # two Builders


def test_07018_stronghold_misuse_R_TARGET_1_an_attacker() -> None:
    g = stronghold_defence("B:01053#1")
    assert g.error()[1] == "R-TARGET-1"


# --- 07021 Ghost ------------------------------------------------------------------------------


def ghost_claimed() -> CardGame:
    g = nw(["07021", "07016"])
    g.start(setup_a=["07016#1", "07021#1", "01053#1"], setup_b=["01053#1", "01113#1"],
            attach_a={"07021#1": "07016#1"}).round()  # fmt: skip
    to_challenges(g)
    g.ev("pass", seat="A")
    g.ev("challenge", seat="B", challenge="military", attackers=["01053#1", "01113#1"])
    g.ev("defenders", seat="A", defenders=[])
    return g


def test_07021_ghost_returns_to_hand_to_save_attached_character() -> None:
    g = ghost_claimed()
    g.ability("A", "A:07021#1", "interrupt", costs=[{"op": "return_to_hand", "card": "A:07021#1"}])
    g.ev("claim", seat="A", cards=["A:07016#1", "A:01053#1"])
    st = g.state()
    assert st.cards["A:07016#1"].zone == "play" and st.cards["A:07021#1"].zone == "hand"


def test_07021_ghost_misuse_R_EFFECT_1_saves_another_character() -> None:
    g = ghost_claimed()
    g.ability("A", "A:07021#1", "interrupt", costs=[{"op": "return_to_hand", "card": "A:07021#1"}],
              effects=[{"op": "save", "card": "A:01053#1"}])  # fmt: skip
    assert g.error()[1] == "R-EFFECT-1"


# --- 07046 The Fire That Burns ----------------------------------------------------------------


def fire_defence(defender: str) -> CardGame:
    """B attacks; A (first player, The Fire That Burns revealed) defends."""
    g = nw(["07007"], plots_a=["07046"])
    g.start(setup_a=["07007#1", "01053#1"], setup_b=["01113#1"]).round(plot_a="07046#1")
    to_challenges(g)
    g.ev("pass", seat="A")
    g.ev("challenge", seat="B", challenge="military", attackers=["01113#1"])
    g.ev("defenders", seat="A", defenders=[defender])
    return g


def test_07046_fire_that_burns_nw_defenders_do_not_kneel() -> None:
    g = fire_defence("07007#1")  # Ser Denys Mallister
    assert not g.state().cards["A:07007#1"].kneeling


def test_07046_fire_that_burns_misuse_R_TARGET_9_stands_a_defender_that_never_knelt() -> None:
    g = fire_defence("07007#1")
    faction(g, "A", {"op": "stand", "card": "A:07007#1"})
    assert g.error()[:2] == (g.last_seq(), "R-TARGET-9")
