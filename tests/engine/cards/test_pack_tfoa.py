"""The Fall of Astapor: a legal use and a misuse of each scripted card."""

from __future__ import annotations

from engine.game.state.model import has_keyword, strength
from tests.engine.cards.harness import CardGame
from tests.engine.cards.quick import faction_action
from tests.engine.cards.rounds import to_challenges

_KNEEL = "kneel"


def _game(a: list[str], faction: str, b: tuple[str, ...] = (), **start: object) -> CardGame:
    g = CardGame(a=a, b=list(b), faction_a=faction, faction_b="stark")
    g.start(**start).round()  # type: ignore[arg-type]
    return g


# --- 06043 Elinor Tyrell ------------------------------------------------------------------------


def test_06043_elinor_a_second_limited_card_this_round() -> None:
    g = _game(["06043", "06064"], "tyrell", setup_a=["06043#1"], hand_a=["06064#1", "06064#2"])
    faction_action(g, "A", {"op": "gain_gold", "seat": "A", "amount": 1}, at="F-AW-3")
    g.ev("marshal", seat="A", card="06064#1").ev("marshal", seat="A", card="06064#2")
    assert g.verdict().errors == ()


def test_06043_elinor_misuse_R_KW_LIMITED_1_a_third_limited_card() -> None:
    g = _game(["06043", "06064"], "tyrell", setup_a=["06043#1"],
              hand_a=["06064#1", "06064#2", "06064#3"])  # fmt: skip
    faction_action(g, "A", {"op": "gain_gold", "seat": "A", "amount": 3}, at="F-AW-3")
    for n in (1, 2, 3):
        g.ev("marshal", seat="A", card=f"06064#{n}")
    assert g.error()[1] == "R-KW-LIMITED-1"


# --- 06044 Silver Hair Net ----------------------------------------------------------------------


def _net() -> CardGame:
    g = _game(["06044", "09006", "01159"], "tyrell", setup_a=["09006#1", "06044#1"],
              attach_a={"06044#1": "09006#1"}, hand_a=["01159#1"])  # fmt: skip
    assert has_keyword(g.state(), "A:09006#1", "stealth")
    to_challenges(g)
    g.ev("challenge", seat="A", challenge="power", attackers=["09006#1"])
    return g


def test_06044_silver_hair_net_stealth_and_cheaper_events_while_participating() -> None:
    g = _net()
    g.ability("A", "A:01159#1", "action", costs=[])  # Winter Is Coming: 1 - 1
    assert g.state().cards["A:01159#1"].zone == "discard"


def test_06044_silver_hair_net_misuse_R_COST_2_event_at_full_price() -> None:
    g = _net()
    g.ability("A", "A:01159#1", "action", costs=[{"op": "spend_gold", "seat": "A", "amount": 1}])
    assert g.error()[1] == "R-COST-2"


# --- 06046 Underground Vault, 06056 Dornish Fiefdom ---------------------------------------


def test_06046_underground_vault_1_gold_against_a_3_gold_plot() -> None:
    g = _game(["06046"], "thenightswatch", setup_a=["06046#1"])
    g.ability("A", "A:06046#1", "action", costs=[{"op": _KNEEL, "card": "A:06046#1"}])
    assert g.state().players[0].gold == 4


def test_06046_underground_vault_misuse_R_EFFECT_1_2_gold() -> None:
    g = _game(["06046"], "thenightswatch", setup_a=["06046#1"])
    g.ability("A", "A:06046#1", "action", costs=[{"op": _KNEEL, "card": "A:06046#1"}],
              effects=[{"op": "gain_gold", "seat": "A", "amount": 2}])  # fmt: skip
    assert g.error()[1] == "R-EFFECT-1"


def test_06056_dornish_fiefdom_2_gold_when_not_first_player() -> None:
    g = CardGame(a=[], b=["06056"], faction_b="martell")
    g.start(setup_b=["06056#1"]).round()
    g.ev("pass", seat="A", at="F-AW-3")  # B becomes the active player
    g.ability("B", "B:06056#1", "action", costs=[{"op": _KNEEL, "card": "B:06056#1"}],
              at="F-AW-3")  # fmt: skip
    assert g.state().players[1].gold == 3 + 2


def test_06056_dornish_fiefdom_misuse_R_EFFECT_1_2_gold_as_first_player() -> None:
    g = _game(["06056"], "martell", setup_a=["06056#1"])
    g.ability("A", "A:06056#1", "action", costs=[{"op": _KNEEL, "card": "A:06056#1"}],
              effects=[{"op": "gain_gold", "seat": "A", "amount": 2}])  # fmt: skip
    assert g.error()[1] == "R-EFFECT-1"


# --- 06047 Flea Bottom Bastard ------------------------------------------------------------------


def test_06047_flea_bottom_bastard_3_str_for_dominance() -> None:
    g = _game(["06047"], "baratheon", setup_a=["06047#1"], setup_b=["01053#1", "01053#2"])
    assert strength(g.state(), "A:06047#1") == 1
    for _ in range(2):  # marshaling, challenges
        g.ev("pass", seat="A").ev("pass", seat="B")
    g.ev("dominance")  # A: 4 STR and 3 gold, B 4 and 3: a tie
    st = g.state()
    assert st.phase == "dominance" and strength(st, "A:06047#1") == 4
    assert st.last_dominance is None


def test_06047_flea_bottom_bastard_misuse_F_4_2_2_bonus_outside_dominance() -> None:
    g = _game(["06047"], "baratheon", setup_a=["06047#1"])
    to_challenges(g)
    g.ev("challenge", seat="A", challenge="power", attackers=["06047#1"])
    g.ev("defenders", seat="B", defenders=[])
    g.ev("challenge_result", winner="A", attacker_str=4, defender_str=0, unopposed=True)
    assert g.error()[1] == "F-4.2.2"


# --- 06048 Spears of the Merling King -----------------------------------------------------------


def _spears(killed: str) -> CardGame:
    g = _game(["06048"], "baratheon", setup_a=["06048#1", "01053#1"], setup_b=["01053#1"])
    faction_action(g, "A", {"op": "kill", "card": killed}, at="F-AW-3")
    g.ability("A", "A:06048#1", "interrupt", costs=[{"op": "sacrifice", "card": "A:06048#1"}])
    return g


def test_06048_spears_return_a_killed_character_to_hand() -> None:
    g = _spears("A:01053#1")
    st = g.state()
    assert st.cards["A:01053#1"].zone == "hand" and st.cards["A:06048#1"].zone == "discard"


def test_06048_spears_misuse_R_INTERRUPT_3_an_opponents_character() -> None:
    g = _spears("B:01053#1")
    assert g.error()[1] == "R-INTERRUPT-3"


# --- 06049 Cersei's Attendant -------------------------------------------------------------------


def test_06049_cersei_s_attendant_insight_against_an_empty_hand() -> None:
    g = _game(["06049"], "lannister", setup_a=["06049#1"])
    hand = [f"B:01187#{n}" for n in range(1, 9)] + ["B:01113#8"]
    faction_action(g, "B", *({"op": "discard", "card": c} for c in hand), at="F-AW-3")
    to_challenges(g)
    g.ev("challenge", seat="A", challenge="intrigue", attackers=["06049#1"])
    assert has_keyword(g.state(), "A:06049#1", "insight")


def test_06049_cersei_s_attendant_misuse_R_KW_INSIGHT_1_while_the_hand_holds_cards() -> None:
    g = _game(["06049"], "lannister", setup_a=["06049#1"])
    to_challenges(g)
    g.ev("challenge", seat="A", challenge="intrigue", attackers=["06049#1"])
    g.ev("defenders", seat="B", defenders=[])
    g.ev("claim", seat="B", cards=["B:01187#8", "B:01187#7"])  # claim 2
    g.ev("keyword", seat="A", keyword="insight", card="06049#1", cards=["A:01113#7"], use=True)
    seq, rule, _ = g.error()
    assert (seq, rule) == (g.last_seq(), "R-KW-INSIGHT-1")


# --- 06051 Theon Greyjoy ------------------------------------------------------------------------


def _theon(result_defender_str: int) -> CardGame:
    g = _game(["06051"], "greyjoy", ("06053",), setup_a=["06051#1"], setup_b=["06053#1"])
    to_challenges(g)
    g.ev("challenge", seat="A", challenge="military", attackers=["06051#1"])
    g.ev("defenders", seat="B", defenders=["B:06053#1"])  # Grey Worm: STR 5
    g.ev("challenge_result", winner="A", attacker_str=2, defender_str=result_defender_str,
         unopposed=not result_defender_str)  # fmt: skip
    return g


def test_06051_theon_alone_stronger_defenders_do_not_contribute() -> None:
    assert _theon(0).verdict().errors == ()


def test_06051_theon_misuse_F_4_2_2_the_stronger_defender_counted() -> None:
    assert _theon(5).error()[1] == "F-4.2.2"


# --- 06052 Corsair's Dirk -----------------------------------------------------------------------


def _dirk() -> CardGame:
    g = _game(["06052", "01072"], "greyjoy", setup_a=["01072#1", "06052#1"],
              attach_a={"06052#1": "01072#1"})  # fmt: skip
    g.ev("pass", seat="A")  # B becomes the active player and collects 3 gold
    g.ev("pass", seat="B")
    g.ev("challenge", seat="A", challenge="military", attackers=["01072#1"])
    g.ev("defenders", seat="B", defenders=[])
    g.ability("A", "A:06052#1", "reaction")
    return g


def test_06052_corsairs_dirk_moves_1_gold_from_the_loser() -> None:
    g = _dirk()
    st = g.state()
    assert st.players[0].gold == 4 and st.players[1].gold == 2


def test_06052_corsairs_dirk_misuse_R_REACTION_3_before_any_win() -> None:
    g = _game(["06052", "01072"], "greyjoy", setup_a=["01072#1", "06052#1"],
              attach_a={"06052#1": "01072#1"})  # fmt: skip
    to_challenges(g)
    g.ev("challenge", seat="A", challenge="military", attackers=["01072#1"])
    g.ability("A", "A:06052#1", "reaction")
    assert g.error()[1] == "R-REACTION-3"


# --- 06053 Grey Worm ----------------------------------------------------------------------------


def _grey_worm(attackers: list[str]) -> CardGame:
    g = _game(["06053"], "targaryen", setup_a=["06053#1", "01053#1"], setup_b=["01053#1"])
    to_challenges(g)
    g.ev("challenge", seat="A", challenge="military", attackers=attackers)
    g.ev("defenders", seat="B", defenders=["B:01053#1"])
    g.ability("A", "A:06053#1", "action", targets=["B:01053#1"])
    return g


def test_06053_grey_worm_a_defender_gets_minus_3_str() -> None:
    g = _grey_worm(["06053#1"])
    assert strength(g.state(), "B:01053#1") == 0


def test_06053_grey_worm_misuse_R_PLAYRES_1_not_attacking() -> None:
    g = _grey_worm(["01053#1"])
    assert g.error()[1] == "R-PLAYRES-1"
