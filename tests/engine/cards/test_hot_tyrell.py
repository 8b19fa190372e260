"""The Houses of Thorns, House Tyrell: a legal use and a misuse of each scripted card."""

from __future__ import annotations

from engine.game.state.model import has_keyword, icons, strength
from tests.engine.cards.harness import CardGame
from tests.engine.cards.quick import faction_action
from tests.engine.cards.rounds import to_challenges


def _tyrell(a: list[str], b: tuple[str, ...] = (), **start: object) -> CardGame:
    g = CardGame(a=a, b=list(b), faction_a="tyrell", faction_b="stark")
    g.start(**start).round()  # type: ignore[arg-type]
    return g


def _attack(g: CardGame, ctype: str, attackers: list[str], defenders: tuple[str, ...] = ()) -> None:
    g.ev("challenge", seat="A", challenge=ctype, attackers=attackers)
    g.ev("defenders", seat="B", defenders=list(defenders))


# --- 09002 Brienne of Tarth ---------------------------------------------------------------------


def _brienne_wins(ride: bool) -> CardGame:
    g = _tyrell(["09002", "06024"], setup_a=["09002#1", "01053#1"], hand_a=["06024#1"])
    to_challenges(g)
    if ride:  # Lord Renly's Ride: +2 STR (Bastard in Hiding, killed, tops the dead pile)
        faction_action(g, "A", {"op": "kill", "card": "A:01053#1"}, at="F-AW-4.1")
        g.ability("A", "A:06024#1", "action", targets=["A:09002#1"],
                  costs=[{"op": "spend_gold", "seat": "A", "amount": 1}])  # fmt: skip
    _attack(g, "power", ["09002#1"])
    return g


def test_09002_brienne_str_6_or_higher_gains_1_power() -> None:
    g = _brienne_wins(ride=True)
    g.ability("A", "A:09002#1", "reaction")
    assert g.state().cards["A:09002#1"].power == 1


def test_09002_brienne_misuse_R_PLAYRES_1_str_5() -> None:
    g = _brienne_wins(ride=False)
    g.ability("A", "A:09002#1", "reaction")
    assert g.error()[1] == "R-PLAYRES-1"


def test_09002_brienne_misuse_R_TARGET_1_a_character_chosen_below_str_10() -> None:
    g = _brienne_wins(ride=True)
    g.ability("A", "A:09002#1", "reaction", targets=["A:09002#1"])
    assert g.error()[1] == "R-TARGET-1"


# --- 09007 The Knight of Flowers, 09023 "Six Maids in a Pool" ------------------------------------


def _six_maids(with_lady: bool) -> CardGame:
    setup = ["09007#1", "09006#1"] if with_lady else ["09007#1"]
    g = _tyrell(["09007", "09023", "09006"], setup_a=setup, hand_a=["09023#1"])
    return g


def test_09023_six_maids_draws_1_per_lady_and_09007_knight_of_flowers_gets_2_str() -> None:
    g = _six_maids(with_lady=True)
    g.ability("A", "A:09023#1", "action", at="F-AW-3",
              costs=[{"op": "spend_gold", "seat": "A", "amount": 2}],
              effects=[{"op": "draw", "seat": "A", "cards": ["A:01053#1"]}])  # fmt: skip
    g.ability("A", "A:09007#1", "reaction")
    st = g.state()
    assert st.cards["A:01053#1"].zone == "hand" and strength(st, "A:09007#1") == 5


def test_09023_six_maids_misuse_R_DRAW_1_draws_without_a_lady() -> None:
    g = _six_maids(with_lady=False)
    g.ability("A", "A:09023#1", "action", at="F-AW-3",
              costs=[{"op": "spend_gold", "seat": "A", "amount": 2}],
              effects=[{"op": "draw", "seat": "A", "cards": ["A:01053#1"]}])  # fmt: skip
    assert g.error()[1] == "R-DRAW-1"


def test_09007_knight_of_flowers_misuse_R_REACTION_3_no_event_played() -> None:
    g = _six_maids(with_lady=False)
    g.ability("A", "A:09007#1", "reaction")
    assert g.error()[1] == "R-REACTION-3"


# --- 09006 Margaery Tyrell ----------------------------------------------------------------------


def _margaery(target: str) -> CardGame:
    g = _tyrell(["09006"], setup_a=["09006#1", "01053#1"], setup_b=["01053#1", "01113#1"])
    to_challenges(g)
    g.ev("challenge", seat="A", challenge="intrigue", attackers=["09006#1"])
    g.ability("A", "A:09006#1", "reaction", targets=[target])
    return g


def test_09006_margaery_kneels_a_defending_players_character_into_the_challenge() -> None:
    g = _margaery("B:01053#1")
    st = g.state()
    assert st.cards["B:01053#1"].kneeling and st.challenge is not None
    assert st.challenge.defenders == ["B:01053#1"] and strength(st, "A:09006#1") == 3 + 1


def test_09006_margaery_misuse_R_TARGET_1_her_own_character() -> None:
    g = _margaery("A:01053#1")
    assert g.error()[1] == "R-TARGET-1"


# --- 09009 Garth the Gross ----------------------------------------------------------------------


def test_09009_garth_gains_icons_renown_and_str_from_lords_and_ladies() -> None:
    g = _tyrell(["09009", "09006", "09008"], setup_a=["09009#1", "09006#1"], hand_a=["09008#1"])
    st = g.state()
    assert "intrigue" in icons(st, "A:09009#1") and strength(st, "A:09009#1") == 3
    assert not has_keyword(st, "A:09009#1", "renown")
    faction_action(g, "A", {"op": "gain_gold", "seat": "A", "amount": 1}, at="F-AW-3")
    g.ev("marshal", seat="A", card="09008#1")  # Willas Tyrell, a Lord
    st = g.state()
    assert "military" in icons(st, "A:09009#1") and has_keyword(st, "A:09009#1", "renown")


def test_09009_garth_misuse_F_4_2_4_intrigue_without_a_lady() -> None:
    g = _tyrell(["09009"], setup_a=["09009#1"])
    to_challenges(g)
    g.ev("challenge", seat="A", challenge="intrigue", attackers=["09009#1"])
    assert g.error()[1] == "F-4.2-4"


# --- 09012 Green-Apple Knight, 09016 Jousting Knight ----------------------------------------------


def test_09012_green_apple_knight_str_per_knight_and_no_kneel_with_two() -> None:
    g = _tyrell(["09012"], setup_a=["09012#1", "01113#1", "01113#2"])
    assert strength(g.state(), "A:09012#1") == 1 + 2
    to_challenges(g)
    _attack(g, "military", ["09012#1"])
    assert not g.state().cards["A:09012#1"].kneeling


def test_09012_green_apple_knight_misuse_F_4_2_2_str_without_the_knights() -> None:
    g = _tyrell(["09012"], setup_a=["09012#1", "01113#1"])
    to_challenges(g)
    _attack(g, "military", ["09012#1"])
    g.ev("challenge_result", winner="A", attacker_str=1, defender_str=0, unopposed=True)
    assert g.error()[1] == "F-4.2.2"  # 1 + 1 Knight: STR 2


def test_09016_jousting_knight_contributes_only_alone() -> None:
    g = _tyrell(["09016"], setup_a=["09016#1", "01053#1"])
    to_challenges(g)
    _attack(g, "military", ["09016#1", "01053#1"])
    g.ev("challenge_result", winner="A", attacker_str=2, defender_str=0, unopposed=True)
    assert g.verdict().errors == ()


def test_09016_jousting_knight_misuse_F_4_2_2_counted_beside_another() -> None:
    g = _tyrell(["09016"], setup_a=["09016#1", "01053#1"])
    to_challenges(g)
    _attack(g, "military", ["09016#1", "01053#1"])
    g.ev("challenge_result", winner="A", attacker_str=5, defender_str=0, unopposed=True)
    assert g.error()[1] == "F-4.2.2"


# --- 09019 Jousting Pavilion, 09021 Tourney Lance -------------------------------------------------


def test_09019_jousting_pavilion_a_knight_alone_gets_1_str() -> None:
    g = _tyrell(["09019"], setup_a=["09019#1", "01113#1", "01053#1"])
    to_challenges(g)
    _attack(g, "military", ["01113#1"])
    assert strength(g.state(), "A:01113#1") == 3


def test_09019_jousting_pavilion_misuse_F_4_2_2_bonus_beside_another_attacker() -> None:
    g = _tyrell(["09019"], setup_a=["09019#1", "01113#1", "01053#1"])
    to_challenges(g)
    _attack(g, "military", ["01113#1", "01053#1"])
    g.ev("challenge_result", winner="A", attacker_str=5, defender_str=0, unopposed=True)
    assert g.error()[1] == "F-4.2.2"


def _lance(defenders: list[str]) -> CardGame:
    g = _tyrell(["09021"], setup_a=["01113#1", "09021#1"], attach_a={"09021#1": "01113#1"},
                setup_b=["01053#1", "01113#1"])  # fmt: skip
    to_challenges(g)
    _attack(g, "military", ["01113#1"], defenders)
    return g


def test_09021_tourney_lance_one_defender_against_a_lone_attacker() -> None:
    g = _lance(["B:01053#1"])
    assert strength(g.state(), "A:01113#1") == 3


def test_09021_tourney_lance_misuse_R_CANNOT_1_two_defenders() -> None:
    g = _lance(["B:01053#1", "B:01113#1"])
    assert g.error()[1] == "R-CANNOT-1"


# --- 09017 The Hightower ------------------------------------------------------------------------


def _hightower_marshals(card: str) -> CardGame:
    g = _tyrell(["09017", "09016"], setup_a=["09017#1"], hand_a=["09016#1", "01053#1"])
    g.ev("marshal", seat="A", card=card)
    g.ability("A", "A:09017#1", "reaction", effects=[
        {"op": "gain_gold", "seat": "A", "amount": 1},
        {"op": "draw", "seat": "A", "cards": ["A:01053#2"]}])  # fmt: skip
    return g


def test_09017_the_hightower_gold_and_a_card_after_a_tyrell_character_enters() -> None:
    g = _hightower_marshals("09016#1")
    st = g.state()
    assert st.players[0].gold == 3 - 2 + 1 and st.cards["A:01053#2"].zone == "hand"


def test_09017_the_hightower_misuse_R_REACTION_3_not_a_tyrell_character() -> None:
    g = _hightower_marshals("01053#1")
    assert g.error()[1] == "R-REACTION-3"


# --- 09008 Willas Tyrell ------------------------------------------------------------------------


def test_09008_willas_kneels_to_stand_margaery() -> None:
    g = _tyrell(["09008", "09006"], setup_a=["09008#1", "09006#1"])
    faction_action(g, "A", {"op": "kneel", "card": "A:09006#1"}, at="F-AW-3")
    g.ability("A", "A:09008#1", "action", costs=[{"op": "kneel", "card": "A:09008#1"}])
    st = g.state()
    assert not st.cards["A:09006#1"].kneeling and st.cards["A:09008#1"].kneeling


def test_09008_willas_misuse_R_COST_2_not_knelt() -> None:
    g = _tyrell(["09008", "09006"], setup_a=["09008#1", "09006#1"])
    g.ability("A", "A:09008#1", "action", at="F-AW-3")
    assert g.error()[1] == "R-COST-2"


# --- 09003 Ser Garlan Tyrell --------------------------------------------------------------------


def _garlan(attackers: list[str]) -> CardGame:
    g = _tyrell(["09003"], setup_a=["09003#1", "01053#1"])
    to_challenges(g)
    g.ev("challenge", seat="A", challenge="military", attackers=attackers)
    g.ability("A", "A:09003#1", "action", costs=[{"op": "discard", "card": "A:01187#8"}])
    return g


def test_09003_ser_garlan_attacking_alone_discards_to_raise_the_claim() -> None:
    g = _garlan(["09003#1"])
    st = g.state()
    assert st.cards["A:01187#8"].zone == "discard"


def test_09003_ser_garlan_misuse_R_PLAYRES_1_not_alone() -> None:
    g = _garlan(["09003#1", "01053#1"])
    assert g.error()[1] == "R-PLAYRES-1"


# --- 09014 Maester Ballabar ---------------------------------------------------------------------


def _ballabar(target: str) -> CardGame:
    g = _tyrell(["09014"], ["09002"], setup_a=["09014#1", "01053#1"], setup_b=["09002#1"])
    to_challenges(g)
    _attack(g, "military", ["01053#1"], ["B:09002#1"])
    g.ability("A", "A:09014#1", "action", costs=[{"op": "kneel", "card": "A:09014#1"}],
              targets=[target])  # fmt: skip
    return g


def test_09014_ballabar_stands_and_removes_the_lowest_str_participant() -> None:
    g = _ballabar("A:01053#1")
    st = g.state()
    assert st.challenge is not None and st.challenge.attackers == []
    assert not st.cards["A:01053#1"].kneeling


def test_09014_ballabar_misuse_R_TARGET_1_not_the_lowest_str() -> None:
    g = _ballabar("B:09002#1")
    assert g.error()[1] == "R-TARGET-1"


# --- 09013 Desmera Redwyne ----------------------------------------------------------------------


def _desmera(remove: bool) -> CardGame:
    g = _tyrell(["09014", "09013"], ["09002"], setup_a=["09014#1", "09013#1", "01053#1"],
                setup_b=["09002#1"])  # fmt: skip
    to_challenges(g)
    _attack(g, "military", ["01053#1"], ("B:09002#1",))
    if remove:  # Maester Ballabar removes the lowest-STR participant
        g.ability("A", "A:09014#1", "action", costs=[{"op": "kneel", "card": "A:09014#1"}],
                  targets=["A:01053#1"])  # fmt: skip
    g.ability("A", "A:09013#1", "reaction", choice="+2",
              costs=[{"op": "spend_gold", "seat": "A", "amount": 1}])  # fmt: skip
    return g


def test_09013_desmera_gives_2_str_to_a_character_removed_from_the_challenge() -> None:
    g = _desmera(remove=True)
    assert strength(g.state(), "A:01053#1") == 4


def test_09013_desmera_misuse_R_REACTION_3_nobody_removed() -> None:
    g = _desmera(remove=False)
    assert g.error()[1] == "R-REACTION-3"
