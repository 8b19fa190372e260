"""Dragons of the East, House Targaryen: a legal use and a misuse of each scripted card."""

from __future__ import annotations

from engine.game.state.model import has_keyword, strength
from tests.engine.cards.harness import CardGame
from tests.engine.cards.quick import faction_action

_WARRIOR = "01168"  # Braided Warrior: Dothraki, STR 3, [military], cost 2


def _game(a: list[str], b: list[str] = (), **kw: object) -> CardGame:  # type: ignore[assignment]
    return CardGame(a=a, b=list(b), faction_a="targaryen", **kw)  # type: ignore[arg-type]


def _to_challenges(g: CardGame) -> CardGame:
    return g.ev("pass", seat="A").ev("pass", seat="B")


def _attack(g: CardGame, ctype: str, attackers: list[str], defenders: list[str] = ()) -> None:  # type: ignore[assignment]
    g.ev("challenge", seat="A", challenge=ctype, attackers=attackers)
    g.ev("defenders", seat="B", defenders=list(defenders))


def _unopposed(g: CardGame, ctype: str, attackers: list[str], total: int) -> None:
    _attack(g, ctype, attackers)
    g.ev("challenge_result", winner="A", attacker_str=total, defender_str=0, unopposed=True)


# --- 15013 Blue Graces ------------------------------------------------------------------------


def _graces(discarded: str) -> CardGame:
    g = _game(["15013", discarded.split("#")[0]])
    g.start(setup_a=["15013#1"], hand_a=[discarded]).round()
    faction_action(g, "A", {"op": "move", "card": f"A:{discarded}", "to": "discard"}, at="F-AW-3")
    _to_challenges(g)
    g.ability("A", "A:15013#1", "action", targets=[f"A:{discarded}"],
              costs=[{"op": "remove_from_game", "card": "A:15013#1"}])  # fmt: skip
    return g


def test_15013_blue_graces_shuffles_a_cost_6_card_into_your_deck() -> None:
    st = _graces("15002#1").state()  # Drogon, cost 7
    assert st.cards["A:15002#1"].zone == "deck" and st.cards["A:15013#1"].zone == "removed"


def test_15013_blue_graces_misuse_R_TARGET_1_a_cost_2_card() -> None:
    g = _graces("15015#1")  # Horselord, cost 2
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-TARGET-1")
    assert "15013 Blue Graces" in message


# --- 15016 Brown Ben Plumm --------------------------------------------------------------------


def _ben_at_the_end_of_challenges(spend: int) -> CardGame:
    g = _game(["15016"])
    g.start(setup_a=["15016#1"]).round()
    faction_action(g, "A", {"op": "spend_gold", "seat": "A", "amount": spend}, at="F-AW-3")
    for seat in "ABAB":  # both marshaling turns, both challenges turns
        g.ev("pass", seat=seat)
    return g


def test_15016_brown_ben_plumm_is_sacrificed_with_no_gold_left() -> None:
    g = _ben_at_the_end_of_challenges(3)
    g.ev("dominance", winner="B")
    assert g.state().cards["A:15016#1"].zone == "discard"


def test_15016_brown_ben_plumm_misuse_R_PLAYRES_1_sacrificed_with_gold_left() -> None:
    g = _ben_at_the_end_of_challenges(2)
    g.ability("A", "A:15016#1", "forced")
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-PLAYRES-1")
    assert "15016 Brown Ben Plumm" in message


# --- 15007 Jhogo, 15009 Rakharo ---------------------------------------------------------------


def _bloodrider_wins(rider: str, with_warrior: bool) -> CardGame:
    g = _game([rider, _WARRIOR])
    g.start(setup_a=[f"{rider}#1", f"{_WARRIOR}#1"]).round()
    faction_action(g, "B", {"op": "gain_power", "seat": "B", "amount": 2})
    _to_challenges(g)
    attackers = [f"{rider}#1"] + ([f"{_WARRIOR}#1"] if with_warrior else [])
    str_ = {"15007": 5, "15009": 4}[rider] + (3 if with_warrior else 0)
    _unopposed(g, "military", attackers, str_)
    return g


def test_15007_jhogo_moves_1_power_from_the_losers_faction_card() -> None:
    g = _bloodrider_wins("15007", with_warrior=True)
    g.ability("A", "A:15007#1", "reaction")
    st = g.state()
    assert st.players[1].power == 1 and st.players[0].power == 1  # (unopposed comes next)


def test_15007_jhogo_misuse_R_REACTION_3_one_attacking_dothraki() -> None:
    g = _bloodrider_wins("15007", with_warrior=False)
    g.ability("A", "A:15007#1", "reaction")
    assert g.error()[:2] == (g.last_seq(), "R-REACTION-3")


def test_15009_rakharo_discards_a_card_at_random_from_the_losers_hand() -> None:
    g = _bloodrider_wins("15009", with_warrior=True)
    card = sorted(g.drawn["B"])[0]
    g.ability("A", "A:15009#1", "reaction", effects=[{"op": "discard", "card": card}])
    assert g.state().cards[card].zone == "discard"


def test_15009_rakharo_misuse_R_EFFECT_1_the_random_card_not_stated() -> None:
    g = _bloodrider_wins("15009", with_warrior=True)
    g.ability("A", "A:15009#1", "reaction")
    assert g.error()[:2] == (g.last_seq(), "R-EFFECT-1")


# --- 15015 Horselord --------------------------------------------------------------------------


def test_15015_horselord_gets_1_str_per_other_attacking_dothraki() -> None:
    g = _game(["15015", _WARRIOR])
    g.start(setup_a=["15015#1", f"{_WARRIOR}#1"]).round()
    _to_challenges(g)
    _attack(g, "military", ["15015#1", f"{_WARRIOR}#1"])
    assert strength(g.state(), "A:15015#1") == 2
    g.ev("challenge_result", winner="A", attacker_str=5, defender_str=0, unopposed=True)
    assert g.verdict().errors == ()


def test_15015_horselord_misuse_F_4_2_2_str_without_the_bonus() -> None:
    g = _game(["15015", _WARRIOR])
    g.start(setup_a=["15015#1", f"{_WARRIOR}#1"]).round()
    _to_challenges(g)
    _unopposed(g, "military", ["15015#1", f"{_WARRIOR}#1"], 4)
    assert g.error()[:2] == (g.last_seq(), "F-4.2.2")


# --- 15011 Barsena Blackhair, 15021 Pit Fighter's Blade ---------------------------------------


def _barsena_with_blade() -> CardGame:
    g = _game(["15011", "15021"])
    g.start(setup_a=["15011#1", "15021#1"], attach_a={"15021#1": "15011#1"}).round()
    return _to_challenges(g)


def test_15011_barsena_gets_3_str_with_a_weapon() -> None:
    assert strength(_barsena_with_blade().state(), "A:15011#1") == 5


def test_15011_barsena_misuse_F_4_2_2_str_without_the_weapon_bonus() -> None:
    g = _barsena_with_blade()
    _unopposed(g, "intrigue", ["15011#1"], 2)
    assert g.error()[:2] == (g.last_seq(), "F-4.2.2")


def test_15021_pit_fighters_blade_gives_renown_in_military_challenges() -> None:
    g = _barsena_with_blade()
    assert not has_keyword(g.state(), "A:15011#1", "renown")
    _unopposed(g, "military", ["15011#1"], 5)
    g.ev("pass", seat="A")
    assert g.state().cards["A:15011#1"].power == 1  # renown


def test_15021_pit_fighters_blade_misuse_R_KW_RENOWN_1_renown_in_an_intrigue_challenge() -> None:
    g = _barsena_with_blade()
    _unopposed(g, "intrigue", ["15011#1"], 5)
    g.ev("claim", seat="B", cards=sorted(g.drawn["B"])[:2])
    g.ev("keyword", seat="A", keyword="renown", card="A:15011#1")
    seq, rule, _ = g.error()
    assert (seq, rule) == (g.last_seq(), "R-KW-RENOWN-1")


# --- 15012 Captain Groleo ---------------------------------------------------------------------


def _groleo_marshals_blades(n: int) -> CardGame:
    g = _game(["15012", "15021"])
    g.start(setup_a=["15012#1"], hand_a=["15021#1", "15021#2"]).round()
    for copy in range(1, n + 1):
        g.ev("marshal", seat="A", card=f"15021#{copy}", attach_to="15012#1", cost=1)
        g.ability("A", "A:15012#1", "reaction")
    return g


def test_15012_captain_groleo_gains_1_gold_after_an_attachment_enters_play() -> None:
    assert _groleo_marshals_blades(1).state().players[0].gold == 3 - 1 + 1


def test_15012_captain_groleo_misuse_R_LIMIT_1_twice_in_a_phase() -> None:
    g = _groleo_marshals_blades(2)
    assert g.error()[:2] == (g.last_seq(), "R-LIMIT-1")


# --- 15010 The Titan's Bastard ----------------------------------------------------------------


def _titans_bastard(discarded: str) -> CardGame:
    g = _game(["15010", discarded.split("#")[0]])
    g.start(setup_a=["15010#1"], hand_a=[discarded]).round()
    faction_action(g, "A", {"op": "move", "card": f"A:{discarded}", "to": "discard"}, at="F-AW-3")
    g.ability("A", "A:15010#1", "action", targets=[f"A:{discarded}"],
              costs=[{"op": "kneel", "card": "A:15010#1"}])  # fmt: skip
    return g


def test_15010_the_titans_bastard_returns_a_mercenary_from_discard() -> None:
    assert _titans_bastard("15016#1").state().cards["A:15016#1"].zone == "hand"


def test_15010_the_titans_bastard_misuse_R_TARGET_1_not_a_mercenary() -> None:
    g = _titans_bastard("15015#1")
    assert g.error()[:2] == (g.last_seq(), "R-TARGET-1")


# --- 15002 Drogon -----------------------------------------------------------------------------


def _drogon_wins() -> CardGame:
    g = _game(["15002"], ["15015"])
    g.start(setup_a=["15002#1"], setup_b=["15015#1", "01187#1"]).round()
    _to_challenges(g)
    _unopposed(g, "military", ["15002#1"], 10)
    return g


def test_15002_drogon_kills_the_defenders_str_1_characters() -> None:
    g = _drogon_wins()
    g.ability("A", "A:15002#1", "reaction")
    st = g.state()
    assert st.cards["B:15015#1"].zone == "dead" and st.cards["B:01187#1"].zone == "play"


def test_15002_drogon_misuse_R_EFFECT_1_kills_a_str_2_character() -> None:
    g = _drogon_wins()
    g.ability("A", "A:15002#1", "reaction", effects=[{"op": "kill", "card": "B:01187#1"}])
    assert g.error()[:2] == (g.last_seq(), "R-EFFECT-1")


# --- 15004 Viserion ---------------------------------------------------------------------------


def _viserion_attacks() -> CardGame:
    g = _game(["15004"])
    g.start(setup_a=["15004#1"], setup_b=["01053#1"]).round()
    _to_challenges(g)
    _attack(g, "power", ["15004#1"], ["01053#1"])
    return g


def test_15004_viserion_gives_other_participants_minus_2_str() -> None:
    g = _viserion_attacks()
    assert strength(g.state(), "B:01053#1") == 0
    g.ev("challenge_result", winner="A", attacker_str=8, defender_str=0)
    assert g.verdict().errors == ()


def test_15004_viserion_misuse_F_4_2_2_defender_str_without_the_minus() -> None:
    g = _viserion_attacks()
    g.ev("challenge_result", winner="A", attacker_str=8, defender_str=2)
    assert g.error()[:2] == (g.last_seq(), "F-4.2.2")


# --- 15003 Rhaegal ----------------------------------------------------------------------------


def _rhaegal_wins() -> CardGame:
    g = _game(["15003"])
    g.start(setup_a=["15003#1"], hand_a=["01053#1"]).round()
    g.ev("marshal", seat="A", card="01053#1", cost=2)
    faction_action(g, "A", {"op": "kneel", "card": "A:01053#1"}, at="F-AW-3")
    _to_challenges(g)
    _unopposed(g, "intrigue", ["15003#1"], 8)
    return g


def test_15003_rhaegal_stands_another_character_you_control() -> None:
    g = _rhaegal_wins()
    g.ability("A", "A:15003#1", "reaction", targets=["A:01053#1"])
    st = g.state()
    assert not st.cards["A:01053#1"].kneeling and st.cards["A:15003#1"].kneeling


def test_15003_rhaegal_misuse_R_TARGET_1_stands_himself() -> None:
    g = _rhaegal_wins()
    g.ability("A", "A:15003#1", "reaction", targets=["A:15003#1"])
    assert g.error()[:2] == (g.last_seq(), "R-TARGET-1")


# --- 15019 Khaleesi ---------------------------------------------------------------------------


def _khaleesi_wins(choice: str) -> CardGame:
    g = _game(["15019", "01084"])
    g.start(setup_a=["01084#1", "15019#1"], attach_a={"15019#1": "01084#1"}).round()
    _to_challenges(g)
    _unopposed(g, "power", ["01084#1"], 4)
    g.ability("A", "A:15019#1", "reaction", choice=choice,
              costs=[{"op": "kneel", "card": "A:15019#1"}])  # fmt: skip
    return g


def test_15019_khaleesi_stands_the_attached_character() -> None:
    st = _khaleesi_wins("stand").state()
    assert not st.cards["A:01084#1"].kneeling and st.cards["A:15019#1"].kneeling


def test_15019_khaleesi_misuse_R_TARGET_1_a_mode_the_card_does_not_have() -> None:
    g = _khaleesi_wins("draw")
    assert g.error()[:2] == (g.last_seq(), "R-TARGET-1")


# --- 15024 Incinerate -------------------------------------------------------------------------


def _incinerate(discards: int) -> CardGame:
    g = _game(["15024"])
    g.start(setup_a=["01053#1"], setup_b=["01187#1"], hand_a=["15024#1"]).round()
    _to_challenges(g)
    _attack(g, "power", ["01053#1"], ["01187#1"])
    spare = sorted(c for c in g.drawn["A"] if c != "A:15024#1" and c != "A:01053#1")
    g.ability("A", "A:15024#1", "action", targets=["B:01187#1"],
              costs=[{"op": "discard", "card": c} for c in spare[:discards]])  # fmt: skip
    return g


def test_15024_incinerate_gives_minus_2_str_per_card_discarded() -> None:
    g = _incinerate(1)
    assert strength(g.state(), "B:01187#1") == 0


def test_15024_incinerate_misuse_R_COST_2_no_card_discarded() -> None:
    g = _incinerate(0)
    assert g.error()[:2] == (g.last_seq(), "R-COST-2")
