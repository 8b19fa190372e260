"""Kings of the Isles, House Greyjoy: a legal use and a misuse of each scripted card."""

from __future__ import annotations

from engine.game.state.model import has_keyword
from tests.engine.cards.harness import CardGame
from tests.engine.cards.quick import faction_action
from tests.engine.cards.rounds import to_challenges


def _greyjoy(a: list[str], b: tuple[str, ...] = (), **start: object) -> CardGame:
    g = CardGame(a=a, b=list(b), faction_a="greyjoy", faction_b="stark")
    g.start(**start).round()  # type: ignore[arg-type]
    return g


def _attack(
    g: CardGame, ctype: str, attackers: list[str], defenders: tuple[str, ...] = (), **kw: object
) -> None:
    g.ev("challenge", seat="A", challenge=ctype, attackers=attackers, **kw)
    g.ev("defenders", seat="B", defenders=list(defenders))


# --- 12003 Asha Greyjoy, 12015 Orkmont Reaver (stealth) -----------------------------------------


def test_12003_asha_gives_stealth_to_another_unique_ironborn() -> None:
    g = _greyjoy(["12003", "12009"], setup_a=["12003#1"], hand_a=["12009#1"], setup_b=["01053#1"])
    assert not has_keyword(g.state(), "A:12009#1", "stealth")
    faction_action(g, "A", {"op": "gain_gold", "seat": "A", "amount": 1}, at="F-AW-3")
    g.ev("marshal", seat="A", card="12009#1")
    assert has_keyword(g.state(), "A:12009#1", "stealth")
    g.ev("pass", seat="A").ev("pass", seat="B")
    _attack(g, "military", ["12009#1"], stealth={"A:12009#1": "B:01053#1"})
    assert g.verdict().errors == ()


def test_12003_asha_misuse_R_KW_STEALTH_not_a_unique_ironborn() -> None:
    g = _greyjoy(["12003", "01072"], setup_a=["12003#1"], hand_a=["01072#1"], setup_b=["01053#1"])
    g.ev("marshal", seat="A", card="01072#1")  # Black Wind's Crew: Ironborn, not unique
    g.ev("pass", seat="A").ev("pass", seat="B")
    g.ev("challenge", seat="A", challenge="military", attackers=["01072#1"],
         stealth={"A:01072#1": "B:01053#1"})  # fmt: skip
    assert g.error()[1].startswith("R-KW-STEALTH")


def test_12015_orkmont_reaver_stealth_with_10_cards_in_an_opponents_discard_pile() -> None:
    g = _greyjoy(["12015"], setup_a=["12015#1"], setup_b=["01053#1"])
    assert not has_keyword(g.state(), "A:12015#1", "stealth")
    hand = [f"B:01187#{n}" for n in range(1, 9)] + ["B:01113#8"]
    faction_action(g, "B", *({"op": "discard", "card": c} for c in hand), at="F-AW-3")
    assert not has_keyword(g.state(), "A:12015#1", "stealth")  # 9 cards
    faction_action(g, "B", {"op": "discard", "card": "B:01053#1"}, at="F-AW-3")
    assert has_keyword(g.state(), "A:12015#1", "stealth")


def test_12015_orkmont_reaver_misuse_R_KW_STEALTH_with_9_discarded() -> None:
    g = _greyjoy(["12015"], setup_a=["12015#1"], setup_b=["01053#1", "01113#1"])
    to_challenges(g)
    g.ev("challenge", seat="A", challenge="military", attackers=["12015#1"],
         stealth={"A:12015#1": "B:01053#1"})  # fmt: skip
    assert g.error()[1].startswith("R-KW-STEALTH")


# --- 12005 Aeron Damphair -----------------------------------------------------------------------


def _aeron_sees(killed: str) -> CardGame:
    g = _greyjoy(["12005", "12013"], setup_a=["12005#1", "12013#1"], setup_b=["01053#1"])
    faction_action(g, "A", {"op": "kill", "card": killed}, at="F-AW-3")
    g.ability("A", "A:12005#1", "reaction", effects=[
        {"op": "draw", "seat": "A", "cards": ["A:01113#7"]}])  # fmt: skip
    return g


def test_12005_aeron_draws_after_another_drowned_god_is_killed() -> None:
    g = _aeron_sees("A:12013#1")
    assert g.state().cards["A:01113#7"].zone == "hand"


def test_12005_aeron_misuse_R_REACTION_3_not_your_drowned_god() -> None:
    g = _aeron_sees("B:01053#1")
    assert g.error()[1] == "R-REACTION-3"


# --- 12006 The Drumm ----------------------------------------------------------------------------


def _drumm(ctype: str, defenders: list[str]) -> CardGame:
    g = _greyjoy(["12006"], setup_a=["12006#1"], setup_b=["01053#1", "01113#1"])
    to_challenges(g)
    _attack(g, ctype, ["12006#1"], defenders)
    return g


def test_12006_the_drumm_intrigue_characters_cannot_defend() -> None:
    g = _drumm("military", ["B:01053#1"])  # military and power icons: may defend
    assert g.verdict().errors == ()


def test_12006_the_drumm_misuse_F_4_2_1_1_intrigue_character_declared_as_defender() -> None:
    g = _drumm("military", ["B:01113#1"])
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "F-4.2.1-1") and "B:01113#1" in message


# --- 12007 Gwynesse Harlaw ----------------------------------------------------------------------


def _gwynesse(targets: list[str]) -> CardGame:
    g = _greyjoy(["12007"], setup_a=["12007#1"])
    discarded = [f"B:01187#{n}" for n in range(1, 4)]
    faction_action(g, "B", *({"op": "discard", "card": c} for c in discarded), at="F-AW-3")
    g.ability("A", "A:12007#1", "action", targets=targets, effects=[
        *({"op": "move", "card": c, "to": "deck", "bottom": True} for c in targets),
        {"op": "gain_gold", "seat": "A", "amount": 1},
        {"op": "draw", "seat": "A", "cards": ["A:01113#7"]}])  # fmt: skip
    return g


def test_12007_gwynesse_three_discarded_cards_to_the_bottom_then_gold_and_a_card() -> None:
    g = _gwynesse(["B:01187#1", "B:01187#2", "B:01187#3"])
    st = g.state()
    assert st.players[1].deck[:3] == ["B:01187#3", "B:01187#2", "B:01187#1"]
    assert st.players[0].gold == 4 and st.cards["A:01113#7"].zone == "hand"


def test_12007_gwynesse_misuse_R_TARGET_3_two_cards() -> None:
    g = _gwynesse(["B:01187#1", "B:01187#2"])
    assert g.error()[1] == "R-TARGET-3"


# --- 12009 Qarl the Maid ------------------------------------------------------------------------


def _qarl(target: str) -> CardGame:
    g = _greyjoy(["12009", "12018"], setup_a=["12009#1", "12018#1", "01053#1"])
    faction_action(g, "A", {"op": "kneel", "card": "A:12018#1"},
                   {"op": "kneel", "card": "A:01053#1"}, at="F-AW-3")  # fmt: skip
    to_challenges(g)
    _attack(g, "power", ["12009#1"])
    g.ability("A", "A:12009#1", "reaction", targets=[target])
    return g


def test_12009_qarl_stands_a_warship_location() -> None:
    g = _qarl("A:12018#1")
    assert not g.state().cards["A:12018#1"].kneeling


def test_12009_qarl_misuse_R_TARGET_1_not_a_warship_nor_asha() -> None:
    g = _qarl("A:01053#1")
    assert g.error()[1] == "R-TARGET-1"


# --- 12011 Old Grey Gull ------------------------------------------------------------------------


def _gull(target: str, choice: str = "return") -> CardGame:
    g = _greyjoy(["12011", "12013"], setup_a=["12011#1", "12013#1"], setup_b=["01053#1"])
    g.ability("A", "A:12011#1", "action", costs=[{"op": "kneel", "card": "A:12011#1"}],
              targets=[target], choice=choice, at="F-AW-3")  # fmt: skip
    return g


def test_12011_old_grey_gull_kills_and_returns_to_hand() -> None:
    g = _gull("A:12013#1")
    assert g.state().cards["A:12013#1"].zone == "hand"


def test_12011_old_grey_gull_kills_and_leaves_it_dead() -> None:
    g = _gull("A:12013#1", choice="stay")
    assert g.state().cards["A:12013#1"].zone == "dead"


def test_12011_old_grey_gull_misuse_R_TARGET_1_an_opponents_character() -> None:
    g = _gull("B:01053#1")
    assert g.error()[1] == "R-TARGET-1"


# --- 12013 Drowned Prophet ----------------------------------------------------------------------


def _prophet_killed(target: str) -> CardGame:
    g = _greyjoy(["12013"], setup_a=["12013#1"])
    faction_action(g, "A", {"op": "kill", "card": "A:12013#1"}, at="F-AW-3")
    g.ability("A", "A:12013#1", "interrupt", targets=[target])
    return g


def test_12013_drowned_prophet_places_a_greyjoy_character_in_the_dead_pile() -> None:
    g = _prophet_killed("A:12013#2")
    assert g.state().cards["A:12013#2"].zone == "dead"


def test_12013_drowned_prophet_misuse_R_TARGET_1_not_greyjoy() -> None:
    g = _prophet_killed("A:01053#1")
    assert g.error()[1] == "R-TARGET-1"


# --- 12001 Balon Greyjoy ------------------------------------------------------------------------


def _balon(target: str) -> CardGame:
    g = _greyjoy(["12001"], setup_a=["12001#1"])
    faction_action(g, "A", {"op": "discard", "card": "A:01187#6"}, at="F-AW-3")
    faction_action(g, "B", {"op": "discard", "card": "B:01187#8"}, at="F-AW-3")
    g.ability("A", "A:12001#1", "action", costs=[{"op": "kneel", "card": "A:faction"}],
              targets=[target])  # fmt: skip
    return g


def test_12001_balon_takes_an_opponents_discarded_card_for_the_phase() -> None:
    g = _balon("B:01187#8")
    inst = g.state().cards["B:01187#8"]
    assert inst.zone == "play" and inst.controller == 0
    g.ev("pass", seat="A").ev("pass", seat="B")  # the marshaling phase ends
    assert g.state().cards["B:01187#8"].zone == "deck"


def test_12001_balon_misuse_R_TARGET_1_his_own_discard_pile() -> None:
    g = _balon("A:01187#6")
    assert g.error()[1] == "R-TARGET-1"


# --- 12010 Maester Murenmure --------------------------------------------------------------------


def _murenmure(target: str) -> CardGame:
    g = CardGame(a=["12010"], b=["06032"], faction_a="greyjoy", faction_b="greyjoy")
    g.start(setup_a=["12010#1"], setup_b=["06032#1", "01053#1"]).round()
    g.ev("pass", seat="A", at="F-AW-3")  # B becomes the active player
    g.ability("A", "A:12010#1", "interrupt", costs=[{"op": "kneel", "card": "A:12010#1"}],
              targets=[target])  # fmt: skip
    g.ability("B", "B:06032#1", "action", costs=[{"op": "kneel", "card": "B:06032#1"}],
              cancelled=True)  # fmt: skip
    return g


def test_12010_murenmure_cancels_a_location_ability() -> None:
    g = _murenmure("B:06032#1")
    st = g.state()
    assert st.players[1].gold == 3  # income only: nothing from the market
    assert st.cards["B:06032#1"].kneeling and st.cards["A:12010#1"].kneeling


def test_12010_murenmure_misuse_R_TARGET_1_a_character() -> None:
    g = _murenmure("B:01053#1")
    assert g.error()[1] == "R-TARGET-1"


# --- 12002 Euron Crow's Eye ---------------------------------------------------------------------


def _euron(target: str) -> CardGame:
    g = _greyjoy(["12002", "12016"], hand_a=["12002#1", "12016#1"])
    faction_action(g, "A", {"op": "gain_gold", "seat": "A", "amount": 3}, at="F-AW-3")
    g.ev("marshal", seat="A", card="12002#1")
    g.ability("A", "A:12002#1", "reaction", targets=[target])
    return g


def test_12002_euron_puts_silence_into_play() -> None:
    g = _euron("A:12016#1")
    assert g.state().cards["A:12016#1"].zone == "play"


def test_12002_euron_misuse_R_TARGET_1_not_silence() -> None:
    g = _euron("A:01053#1")
    assert g.error()[1] == "R-TARGET-1"


# --- 12012 Priest of Old Wyk --------------------------------------------------------------------


def _priest(kill_first: bool) -> CardGame:
    g = _greyjoy(["12012", "12013"], setup_a=["12012#1", "12013#1"], setup_b=["01053#1"])
    effects: list[dict[str, object]] = [{"op": "kneel", "card": "A:12012#1"}]
    if kill_first:
        effects.append({"op": "kill", "card": "A:12013#1"})  # Drowned Prophet: Drowned God
    faction_action(g, "A", *effects, at="F-AW-3")
    while g.state().step != "F-4.4":  # the challenges phase ended, dominance is next
        g.ev("pass", seat="A").ev("pass", seat="B")
    return g


def test_12012_priest_counts_for_dominance_while_kneeling() -> None:
    g = _priest(kill_first=True)
    g.ev("dominance", winner="A")
    assert g.state().last_dominance == 0  # 4 STR and 3 gold against 2 STR and 3 gold
    assert g.verdict().errors == ()


def test_12012_priest_misuse_F_5_2_kneeling_priest_counted_without_a_dead_drowned_god() -> None:
    g = _priest(kill_first=False)  # A: Drowned Prophet 2 and 3 gold; B: 2 and 3 gold
    g.ev("dominance", winner="A")
    assert g.error()[1] == "F-5.2"


# --- 12008 Andrik the Unsmiling -----------------------------------------------------------------


def _andrik(target: str) -> CardGame:
    g = CardGame(a=["12008", "09019"], b=["09019"], faction_a="greyjoy")
    g.start(setup_a=["12008#1", "09019#1"], setup_b=["09019#1"]).round()
    to_challenges(g)
    g.ev("challenge", seat="A", challenge="military", attackers=["12008#1"])
    g.ev("defenders", seat="B", defenders=[])
    g.ev("keyword", seat="A", keyword="pillage", card="12008#1", cards=["B:09019#2"], use=True)
    g.ability("A", "A:12008#1", "reaction", targets=[target],
              effects=[{"op": "discard", "card": "B:09019#1"}])  # fmt: skip
    return g


def test_12008_andrik_discards_a_copy_of_the_pillaged_location() -> None:
    g = _andrik("B:09019#2")
    assert g.state().cards["B:09019#1"].zone == "discard"


def test_12008_andrik_misuse_R_TARGET_1_a_character_in_the_discard_pile() -> None:
    g = _andrik("B:01053#1")
    assert g.error()[1] == "R-TARGET-1"
