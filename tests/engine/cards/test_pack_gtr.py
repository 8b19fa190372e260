"""Guarding the Realm: a legal use and a misuse of each scripted card (bestow: Second Sons)."""

from __future__ import annotations

from engine.game.state.model import has_keyword, strength
from tests.engine.cards.harness import CardGame
from tests.engine.cards.quick import faction_action
from tests.engine.cards.rounds import to_challenges


def _unopposed(g: CardGame, ctype: str, attackers: list[str]) -> CardGame:
    g.ev("challenge", seat="A", challenge=ctype, attackers=attackers)
    g.ev("defenders", seat="B", defenders=[])
    return g


# --- 06023 Knight of the Reach ----------------------------------------------------------------


def _knight_wins(attackers: list[str]) -> CardGame:
    g = CardGame(a=["06023", "09013"], b=[], faction_a="tyrell")
    g.start(setup_a=["06023#1", "09013#1"]).round()
    return _unopposed(to_challenges(g), "intrigue", attackers)


def test_06023_knight_of_the_reach_won_alone_a_lady_gains_1_power() -> None:
    g = _knight_wins(["06023#1"])
    g.ability("A", "A:06023#1", "reaction", targets=["A:09013#1"])
    assert g.state().cards["A:09013#1"].power == 1


def test_06023_knight_of_the_reach_misuse_R_REACTION_3_not_alone() -> None:
    g = _knight_wins(["06023#1", "09013#1"])
    g.ability("A", "A:06023#1", "reaction", targets=["A:09013#1"])
    assert g.error()[1] == "R-REACTION-3"


def test_06023_knight_of_the_reach_misuse_R_TARGET_1_not_a_lady() -> None:
    g = _knight_wins(["06023#1"])
    g.ability("A", "A:06023#1", "reaction", targets=["A:06023#1"])
    assert g.error()[1] == "R-TARGET-1"


# --- 06024 "Lord Renly's Ride" ----------------------------------------------------------------


def _ride(kill_first: bool) -> CardGame:
    g = CardGame(a=["06024", "06023"], b=[], faction_a="tyrell")
    g.start(setup_a=["06023#1", "01053#1"], hand_a=["06024#1"]).round()
    if kill_first:
        faction_action(g, "A", {"op": "kill", "card": "A:01053#1"}, at="F-AW-3")
    return g


def test_06024_lord_renlys_ride_str_of_the_top_dead_character_and_intimidate() -> None:
    g = _ride(kill_first=True)
    g.ability("A", "A:06024#1", "action", costs=[{"op": "spend_gold", "seat": "A", "amount": 1}],
              targets=["A:06023#1"], at="F-AW-3")  # fmt: skip
    st = g.state()
    assert strength(st, "A:06023#1") == 3 + 2 and has_keyword(st, "A:06023#1", "intimidate")


def test_06024_lord_renlys_ride_misuse_R_EFFECT_1_x_is_not_the_dead_characters_str() -> None:
    g = _ride(kill_first=False)
    g.ability("A", "A:06024#1", "action", costs=[{"op": "spend_gold", "seat": "A", "amount": 1}],
              targets=["A:06023#1"], at="F-AW-3", effects=[
                  {"op": "strength", "card": "A:06023#1", "amount": 2, "until": "phase"},
                  {"op": "keyword", "card": "A:06023#1", "keyword": "intimidate",
                   "until": "phase"}])  # fmt: skip
    assert g.error()[1] == "R-EFFECT-1"


# --- 06027 Melisandre ---------------------------------------------------------------------------


def _melisandre_wins_dominance() -> CardGame:
    g = CardGame(a=["06027"], b=[], faction_a="baratheon")
    g.start(setup_a=["06027#1"]).round()
    for _ in range(2):  # marshaling, challenges: then 6 STR and 3 gold against 3 gold
        g.ev("pass", seat="A").ev("pass", seat="B")
    return g


def test_06027_melisandre_discards_a_character_from_the_hand_to_the_dead_pile() -> None:
    g = _melisandre_wins_dominance()
    g.ability("A", "A:06027#1", "reaction", targets=["B:01187#1"])
    st = g.state()
    assert st.cards["B:01187#1"].zone == "dead"


def test_06027_melisandre_misuse_R_TARGET_1_a_card_of_her_own_hand() -> None:
    g = _melisandre_wins_dominance()
    g.ability("A", "A:06027#1", "reaction", targets=["A:01187#1"])
    assert g.error()[1] == "R-TARGET-1"


# --- 06028 Light of the Lord ------------------------------------------------------------------


def _light(attached_to: str) -> CardGame:
    g = CardGame(a=["06028"], b=[], faction_a="baratheon")
    g.start(setup_a=["01053#1", "06028#1"], attach_a={"06028#1": attached_to}).round()
    to_challenges(g)
    g.ev("challenge", seat="A", challenge="military", attackers=["01053#1"])
    g.ev("defenders", seat="B", defenders=[])
    g.ev("pass", seat="A").ev("pass", seat="B")  # no more challenges
    return g


def test_06028_light_of_the_lord_stands_attached_character_and_gains_1_gold() -> None:
    g = _light("01053#1")
    g.ability("A", "A:06028#1", "reaction")
    st = g.state()
    assert not st.cards["A:01053#1"].kneeling and st.players[0].gold == 4


def test_06028_light_of_the_lord_misuse_R_REACTION_2_twice_for_one_phase_beginning() -> None:
    g = _light("01053#1")
    g.ability("A", "A:06028#1", "reaction")
    g.ability("A", "A:06028#1", "reaction")
    assert g.error()[1] == "R-REACTION-2"


def test_06028_light_of_the_lord_misuse_R_ATTACH_4_not_baratheon_nor_rhllor() -> None:
    g = CardGame(a=["06028"], b=[], faction_a="baratheon")
    g.start(setup_a=["01113#1", "06028#1"], attach_a={"06028#1": "01113#1"})
    assert g.error()[1] == "R-ATTACH-4"


# --- 06029 Polliver -----------------------------------------------------------------------------


def _polliver_pillages(card: str) -> CardGame:
    g = CardGame(a=["06029"], b=["01079"], faction_a="lannister", faction_b="greyjoy")
    g.start(setup_a=["06029#1"]).round()
    _unopposed(to_challenges(g), "military", ["06029#1"])
    g.ev("keyword", seat="A", keyword="pillage", card="06029#1", cards=[card], use=True)
    return g


def test_06029_polliver_pillages_a_character_the_loser_returns_2_gold() -> None:
    g = _polliver_pillages("B:01053#1")
    g.ability("A", "A:06029#1", "reaction")
    assert g.state().players[1].gold == 1  # 3 gold of income, 2 returned


def test_06029_polliver_misuse_R_REACTION_3_pillaged_a_location() -> None:
    g = _polliver_pillages("B:01079#1")
    g.ability("A", "A:06029#1", "reaction")
    assert g.error()[1] == "R-REACTION-3"


# --- 06032 Iron Islands Market ------------------------------------------------------------------


def test_06032_iron_islands_market_kneels_for_1_gold() -> None:
    g = CardGame(a=["06032"], b=[], faction_a="greyjoy")
    g.start(setup_a=["06032#1"]).round()
    g.ability("A", "A:06032#1", "action", costs=[{"op": "kneel", "card": "A:06032#1"}])
    assert g.state().players[0].gold == 4


def test_06032_iron_islands_market_misuse_R_EFFECT_1_2_gold_without_8_discarded() -> None:
    g = CardGame(a=["06032"], b=[], faction_a="greyjoy")
    g.start(setup_a=["06032#1"]).round()
    g.ability("A", "A:06032#1", "action", costs=[{"op": "kneel", "card": "A:06032#1"}],
              effects=[{"op": "gain_gold", "seat": "A", "amount": 2}])  # fmt: skip
    assert g.error()[1] == "R-EFFECT-1"


# --- 06033 Second Sons (bestow) -----------------------------------------------------------------


def test_06033_second_sons_keeps_itself_with_bestowed_gold() -> None:
    g = CardGame(a=["06033"], b=[], faction_a="targaryen")
    g.start(hand_a=["06033#1"]).round()
    faction_action(g, "A", {"op": "gain_gold", "seat": "A", "amount": 2}, at="F-AW-3")
    g.ev("marshal", seat="A", card="06033#1")  # 5 gold - 3
    g.ability("A", "A:06033#1", "keyword", choice="2")
    assert g.state().tokens["A:06033#1"]["gold"] == 2
    to_challenges(g)
    g.ev("pass", seat="A").ev("pass", seat="B")  # the challenges phase ends
    g.ability("A", "A:06033#1", "forced", ability=2, choice="discard gold")
    st = g.state()
    assert st.cards["A:06033#1"].zone == "play" and st.tokens["A:06033#1"]["gold"] == 1


def test_06033_second_sons_misuse_R_EFFECT_1_discards_gold_it_does_not_have() -> None:
    g = CardGame(a=["06033"], b=[], faction_a="targaryen")
    g.start(hand_a=["06033#1"]).round()
    g.ev("marshal", seat="A", card="06033#1")
    to_challenges(g)
    g.ev("pass", seat="A").ev("pass", seat="B")
    g.ability("A", "A:06033#1", "forced", ability=2, choice="discard gold")
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-EFFECT-1") and "06033 Second Sons" in message


def test_06033_second_sons_misuse_R_FORCED_1_the_upkeep_is_skipped() -> None:
    g = CardGame(a=["06033"], b=[], faction_a="targaryen")
    g.start(hand_a=["06033#1"]).round()
    g.ev("marshal", seat="A", card="06033#1")
    to_challenges(g)
    g.ev("pass", seat="A").ev("pass", seat="B")
    g.ev("pass", seat="A")  # the dominance phase's window, with the forced interrupt due
    assert g.error()[1] == "R-FORCED-1"


def test_06033_second_sons_sacrificed_without_gold() -> None:
    g = CardGame(a=["06033"], b=[], faction_a="targaryen")
    g.start(hand_a=["06033#1"]).round()
    g.ev("marshal", seat="A", card="06033#1")
    to_challenges(g)
    g.ev("pass", seat="A").ev("pass", seat="B")
    g.ability("A", "A:06033#1", "forced", ability=2, choice="sacrifice")
    assert g.state().cards["A:06033#1"].zone == "discard"


# --- 06038 Great Hall ---------------------------------------------------------------------------


def test_06038_great_hall_reduces_a_unique_cost_6_character_by_2() -> None:
    g = CardGame(a=["06038", "06027"], b=[], faction_a="baratheon")
    g.start(setup_a=["06038#1"], hand_a=["06027#1"]).round()
    faction_action(g, "A", {"op": "gain_gold", "seat": "A", "amount": 2}, at="F-AW-3")
    g.ability("A", "A:06038#1", "action", costs=[{"op": "kneel", "card": "A:06038#1"}])
    g.ev("marshal", seat="A", card="06027#1", cost=5)  # Melisandre: 7 - 2
    assert g.state().players[0].gold == 0


def test_06038_great_hall_reduces_a_cheaper_unique_character_by_1() -> None:
    g = CardGame(a=["06038", "09013"], b=[], faction_a="baratheon")
    g.start(setup_a=["06038#1"], hand_a=["09013#1"]).round()
    g.ability("A", "A:06038#1", "action", costs=[{"op": "kneel", "card": "A:06038#1"}])
    g.ev("marshal", seat="A", card="09013#1", cost=1)  # Desmera Redwyne: 2 - 1
    assert g.state().players[0].gold == 2


def test_06038_great_hall_misuse_R_COST_1_not_a_unique_character() -> None:
    g = CardGame(a=["06038"], b=[], faction_a="baratheon")
    g.start(setup_a=["06038#1"], hand_a=["01053#1"]).round()
    g.ability("A", "A:06038#1", "action", costs=[{"op": "kneel", "card": "A:06038#1"}])
    g.ev("marshal", seat="A", card="01053#1", cost=1)
    assert g.error()[1] == "R-COST-1"
