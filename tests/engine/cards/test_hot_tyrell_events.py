"""The Houses of Thorns, Melee at Bitterbridge: a legal use and a misuse."""

from __future__ import annotations

from engine.game.state.model import has_keyword, strength
from tests.engine.cards.harness import CardGame
from tests.engine.cards.rounds import to_challenges


def _melee(cost: int) -> CardGame:
    g = CardGame(a=["09022", "09016"], b=[], faction_a="tyrell")
    g.start(setup_a=["01053#1", "09016#1"], setup_b=["01113#1"], hand_a=["09022#1"]).round()
    to_challenges(g)
    g.ev("challenge", seat="A", challenge="military", attackers=["01053#1", "09016#1"])
    g.ev("defenders", seat="B", defenders=["B:01113#1"])
    g.ability("A", "A:09022#1", "action", targets=["A:09016#1", "B:01113#1"],
              costs=[{"op": "spend_gold", "seat": "A", "amount": cost}])  # fmt: skip
    return g


def test_09022_melee_at_bitterbridge_renown_to_the_strongest_others_do_not_count() -> None:
    g = _melee(2)
    st = g.state()
    assert has_keyword(st, "A:09016#1", "renown")  # Jousting Knight: STR 3 against 2
    g.ev("challenge_result", winner="A", attacker_str=2, defender_str=0, unopposed=True)
    assert g.verdict().errors == ()  # Jousting Knight beside another: 0; Dayne Knight: 0


def test_09022_melee_at_bitterbridge_misuse_R_COST_2_x_is_not_the_number_chosen() -> None:
    g = _melee(1)
    assert g.error()[1] == "R-COST-2"


# --- 09004 The Queen of Thorns ------------------------------------------------------------------


def _queen_of_thorns(discarded: str) -> CardGame:
    g = CardGame(a=["09004", "09022"], b=[], faction_a="tyrell")
    g.start(setup_a=["09004#1"], hand_a=["09022#1", "01053#1"]).round()
    to_challenges(g)
    g.ev("challenge", seat="A", challenge="intrigue", attackers=["09004#1"])  # she kneels
    g.ability("A", "A:09004#1", "reaction", targets=["A:09022#2"],
              costs=[{"op": "discard", "card": discarded}])  # fmt: skip
    return g


def test_09004_queen_of_thorns_knelt_trades_an_event_for_an_event() -> None:
    g = _queen_of_thorns("A:09022#1")
    st = g.state()
    assert st.cards["A:09022#2"].zone == "hand" and st.cards["A:09022#1"].zone == "discard"


def test_09004_queen_of_thorns_misuse_R_COST_2_discards_a_character() -> None:
    g = _queen_of_thorns("A:01053#1")
    assert g.error()[1] == "R-COST-2"


# --- 09046 Wardens of the South -----------------------------------------------------------------


def _wardens() -> CardGame:
    g = CardGame(a=["09016"], b=["09016"], plots_a=["09046"], faction_a="tyrell",
                 faction_b="tyrell")  # fmt: skip
    g.start(setup_a=["09016#1", "01053#1"], setup_b=["09016#1"]).round(plot_a="09046#1")
    to_challenges(g)
    g.ev("challenge", seat="A", challenge="military", attackers=["09016#1", "01053#1"])
    return g


def test_09046_wardens_of_the_south_a_declared_tyrell_attacker_gets_2_str() -> None:
    g = _wardens()
    g.ability("A", "A:09046#1", "reaction", targets=["A:09016#1"])
    assert strength(g.state(), "A:09016#1") == 5


def test_09046_wardens_of_the_south_misuse_R_TARGET_1_not_tyrell() -> None:
    g = _wardens()
    g.ability("A", "A:09046#1", "reaction", targets=["A:01053#1"])
    assert g.error()[1] == "R-TARGET-1"


def test_09046_wardens_of_the_south_misuse_R_REACTION_3_the_opponents_defender() -> None:
    g = _wardens()
    g.ev("defenders", seat="B", defenders=["B:09016#1"])
    g.ability("A", "A:09046#1", "reaction", targets=["B:09016#1"])
    assert g.error()[1] == "R-REACTION-3"


# --- 09015 Highgarden Courtier ------------------------------------------------------------------


def _courtier(raise_str: bool) -> CardGame:
    g = CardGame(a=["09015", "09007", "09023"], b=[], faction_a="tyrell")
    g.start(setup_a=["09015#1", "09007#1"], hand_a=["09023#1"]).round()
    to_challenges(g)
    g.ev("challenge", seat="A", challenge="power", attackers=["09007#1"])  # he kneels
    if raise_str:  # an event played: The Knight of Flowers +2 STR
        six_maids = [{"op": "spend_gold", "seat": "A", "amount": 2}]
        g.ability("A", "A:09023#1", "action", costs=six_maids)
        g.ability("A", "A:09007#1", "reaction")
    g.ability("A", "A:09015#1", "reaction", costs=[{"op": "kneel", "card": "A:09015#1"}])
    return g


def test_09015_highgarden_courtier_stands_a_character_whose_str_rose() -> None:
    g = _courtier(raise_str=True)
    st = g.state()
    assert not st.cards["A:09007#1"].kneeling and st.cards["A:09015#1"].kneeling


def test_09015_highgarden_courtier_misuse_R_REACTION_3_no_str_increase() -> None:
    g = _courtier(raise_str=False)
    assert g.error()[1] == "R-REACTION-3"
