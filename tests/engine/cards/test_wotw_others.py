"""Wolves of the North, other factions and neutral cards: a legal use and a misuse of each
scripted card."""

from __future__ import annotations

from engine.game.state.model import strength
from tests.engine.cards.harness import CardGame
from tests.engine.cards.rounds import to_challenges
from tests.engine.cards.test_core_neutral_plots import draws, reveal
from tests.engine.cards.test_sod_martell import a_wins_unopposed, next_cards
from tests.engine.cards.test_sod_others import to_plot_phase
from tests.engine.cards.test_wotw_nightswatch import faction, kneel_of

GOLD_2 = {"op": "gain_gold", "seat": "A", "amount": 2}


# --- 07027 Salt Wife --------------------------------------------------------------------------


def salt_wife_used() -> CardGame:
    g = CardGame(a=["07027"], b=[], faction_a="greyjoy")
    g.start(setup_a=["07027#1", "01113#1"], setup_b=["01053#1"]).round()
    to_challenges(g)
    g.ability("A", "A:07027#1", "action", costs=[{"op": "sacrifice", "card": "A:07027#1"}],
              targets=["B:01053#1"], at="F-AW-4.1")  # fmt: skip
    g.ev("challenge", seat="A", challenge="military", attackers=["01113#1"])
    return g


def test_07027_salt_wife_keeps_a_character_from_defending() -> None:
    g = salt_wife_used()
    g.ev("defenders", seat="B", defenders=[])
    assert g.state().cards["A:07027#1"].zone == "discard"


def test_07027_salt_wife_misuse_F_4_2_1_1_the_character_defends() -> None:
    g = salt_wife_used()
    g.ev("defenders", seat="B", defenders=["01053#1"])  # standing, with a military icon
    assert g.error()[:2] == (g.last_seq(), "F-4.2.1-1")


# --- 07031 Southron Messenger -----------------------------------------------------------------


def messenger_ambushed(target: str) -> CardGame:
    g = CardGame(a=["07031"], b=["10008"], faction_a="martell")
    g.start(setup_b=["10008#1", "01187#1"], hand_a=["07031#1"]).round()
    to_challenges(g)
    g.ev("pass", seat="A")
    g.ev("challenge", seat="B", challenge="intrigue", attackers=["10008#1", "01187#1"])
    faction(g, "A", GOLD_2)
    g.ev("ambush", seat="A", card="07031#1")  # Ambush (5)
    g.ability("A", "A:07031#1", "reaction", targets=[target])
    return g


def test_07031_southron_messenger_returns_a_one_icon_participant() -> None:
    g = messenger_ambushed("B:10008#1")  # Tyene Sand: an intrigue icon only
    assert g.state().cards["B:10008#1"].zone == "hand"


def test_07031_southron_messenger_misuse_R_TARGET_1_a_two_icon_participant() -> None:
    g = messenger_ambushed("B:01187#1")
    assert g.error()[1] == "R-TARGET-1"


# --- 07033 Jeyne Poole ------------------------------------------------------------------------


def jeyne_returns(card: str) -> CardGame:
    g = CardGame(a=["07033", "10029"], b=[], faction_a="stark")
    g.start(setup_a=["07033#1"], hand_a=[card]).round()
    faction(g, "A", {"op": "discard", "card": f"A:{card}"})
    g.ability("A", "A:07033#1", "action", costs=[{"op": "sacrifice", "card": "A:07033#1"}],
              targets=[f"A:{card}"], at="F-AW-3")  # fmt: skip
    return g


def test_07033_jeyne_poole_returns_a_lady_from_discard_to_hand() -> None:
    g = jeyne_returns("10029#1")  # Myrcella Baratheon, a Lady
    st = g.state()
    assert st.cards["A:10029#1"].zone == "hand" and st.cards["A:07033#1"].zone == "discard"


def test_07033_jeyne_poole_misuse_R_TARGET_1_not_a_lady() -> None:
    g = jeyne_returns("01053#1")
    assert g.error()[1] == "R-TARGET-1"


# --- 07035 Dothraki Honor Guard ---------------------------------------------------------------


def test_07035_honor_guard_loses_1_str_per_card_in_hand() -> None:
    g = CardGame(a=["07035"], b=[], faction_a="targaryen")
    g.start(setup_a=["07035#1"]).round()
    hand = len(g.state().players[0].hand)
    assert strength(g.state(), "A:07035#1") == 10 - hand
    a_wins_unopposed(g, ["07035#1"], "military", 10 - hand)
    assert g.verdict().errors == ()


def test_07035_honor_guard_misuse_F_4_2_2_printed_str_stated() -> None:
    g = CardGame(a=["07035"], b=[], faction_a="targaryen")
    g.start(setup_a=["07035#1"]).round()
    a_wins_unopposed(g, ["07035#1"], "military", 10)
    assert g.error()[1] == "F-4.2.2"


# --- 07036 Plaza of Pride ---------------------------------------------------------------------


def plaza_stands(target: str) -> CardGame:
    g = CardGame(a=["07036", "10001"], b=[], faction_a="targaryen")
    g.start(setup_a=["07036#1", "01053#1"], hand_a=["10001#1"]).round()
    faction(g, "A", GOLD_2, GOLD_2, {"op": "kneel", "card": "A:01053#1"})
    g.ev("marshal", seat="A", card="10001#1")
    faction(g, "A", {"op": "kneel", "card": "A:10001#1"})
    discarded = sorted(g.drawn["A"] - {"A:07036#1", "A:01053#1", "A:10001#1"})[0]
    g.ability("A", "A:07036#1", "action", targets=[target],
              costs=[*kneel_of("A:07036#1"), {"op": "discard", "card": discarded}])  # fmt: skip
    return g


def test_07036_plaza_of_pride_stands_a_character_of_cost_up_to_3_more() -> None:
    g = plaza_stands("A:01053#1")  # cost 2 <= 2 + 3
    assert not g.state().cards["A:01053#1"].kneeling


def test_07036_plaza_of_pride_misuse_R_TARGET_1_printed_cost_too_high() -> None:
    g = plaza_stands("A:10001#1")  # Doran Martell: cost 7 > 2 + 3
    assert g.error()[1] == "R-TARGET-1"


# --- 07037 Ser Jon Fossoway -------------------------------------------------------------------


def fossoway_wins(boost: bool) -> CardGame:
    g = CardGame(a=["07037"], b=[], faction_a="tyrell")
    g.start(setup_a=["07037#1"]).round()
    if boost:
        faction(g, "A", {"op": "strength", "card": "A:07037#1", "amount": 1, "until": "round"})
    a_wins_unopposed(g, ["07037#1"], "military", 5 if boost else 4)  # B has no character
    g.ev("keyword", seat="A", keyword="renown", card="07037#1")
    return g


def test_07037_fossoway_gains_renown_at_str_5() -> None:
    g = fossoway_wins(boost=True)
    assert g.state().cards["A:07037#1"].power == 1


def test_07037_fossoway_misuse_R_KW_RENOWN_1_at_str_4() -> None:
    g = fossoway_wins(boost=False)
    assert g.error()[:2] == (g.last_seq(), "R-KW-RENOWN-1")


# --- 07038 The Honeywine ----------------------------------------------------------------------


def test_07038_honeywine_gains_power_after_a_win_by_5() -> None:
    g = CardGame(a=["07038", "10033"], b=[], faction_a="tyrell")
    g.start(setup_a=["07038#1", "10033#1"]).round()
    a_wins_unopposed(g, ["10033#1"], "military", 5)  # Greatjon Umber
    g.ability("A", "A:07038#1", "reaction")
    assert g.state().cards["A:07038#1"].power == 1


def test_07038_honeywine_misuse_R_REACTION_3_won_by_3() -> None:
    g = CardGame(a=["07038", "10033"], b=[], faction_a="tyrell")
    g.start(setup_a=["07038#1", "10033#1"], setup_b=["01053#1"]).round()
    to_challenges(g)
    g.ev("challenge", seat="A", challenge="military", attackers=["10033#1"])
    g.ev("defenders", seat="B", defenders=["01053#1"])
    g.ev("challenge_result", winner="A", attacker_str=5, defender_str=2)
    g.ability("A", "A:07038#1", "reaction")
    assert g.error()[:2] == (g.last_seq(), "R-REACTION-3")


# --- 07040 Dalla ------------------------------------------------------------------------------


def test_07040_dalla_draws_after_a_wildling_enters_play() -> None:
    g = CardGame(a=["07040"], b=[])
    g.start(hand_a=["07040#1"]).round()
    faction(g, "A", GOLD_2)
    g.ev("marshal", seat="A", card="07040#1")  # Dalla herself is a Wildling
    drawn = next_cards(g, "A", 1)
    g.ability("A", "A:07040#1", "reaction", effects=[{"op": "draw", "seat": "A", "cards": drawn}])
    assert drawn[0] in g.state().players[0].hand


def test_07040_dalla_misuse_R_REACTION_3_a_non_wildling_enters_play() -> None:
    g = CardGame(a=["07040"], b=[])
    g.start(setup_a=["07040#1"], hand_a=["01053#1"]).round()
    g.ev("marshal", seat="A", card="01053#1")
    drawn = next_cards(g, "A", 1)
    g.ability("A", "A:07040#1", "reaction", effects=[{"op": "draw", "seat": "A", "cards": drawn}])
    assert g.error()[:2] == (g.last_seq(), "R-REACTION-3")


# --- 07043 Weirwood Bow -----------------------------------------------------------------------


def bow_used(target: str) -> CardGame:
    g = CardGame(a=["07043", "07016"], b=[], faction_a="thenightswatch")
    g.start(setup_a=["07016#1", "07043#1", "01113#1"], setup_b=["01053#1"],
            attach_a={"07043#1": "07016#1"}).round()  # fmt: skip
    to_challenges(g)
    g.ev("challenge", seat="A", challenge="military", attackers=["01113#1"])
    g.ev("defenders", seat="B", defenders=["01053#1"])
    g.ability("A", "A:07043#1", "action", costs=kneel_of("A:07043#1"), targets=[target])
    return g


def test_07043_weirwood_bow_gives_a_defender_minus_2_str() -> None:
    g = bow_used("B:01053#1")
    assert strength(g.state(), "B:01053#1") == 0


def test_07043_weirwood_bow_misuse_R_TARGET_1_an_attacker() -> None:
    g = bow_used("A:01113#1")
    assert g.error()[1] == "R-TARGET-1"


# --- 07047 Retaliation ------------------------------------------------------------------------


def test_07047_retaliation_makes_the_winner_choose_an_opponent() -> None:
    g = CardGame(a=[], b=[], plots_a=["07047"])
    g.start()
    draws(reveal(g, "07047#1", initiative="A", first="B"))  # initiative 8 against 4
    assert g.state().first == 1


def test_07047_retaliation_misuse_R_CANNOT_1_the_winner_chooses_himself() -> None:
    g = CardGame(a=[], b=[], plots_a=["07047"])
    g.start()
    reveal(g, "07047#1", initiative="A", first="A")
    assert g.error()[:2] == (g.last_seq(), "R-CANNOT-1")


# --- 07049 Called Into Service ----------------------------------------------------------------


def _top(value: object, card: str) -> object:
    if isinstance(value, list):
        return [card if v == "TOP" else v for v in value]
    return card if value == "TOP" else value


def called_into_service(top: str | None, *extra: dict[str, object]) -> CardGame:
    """A reveals Called Into Service; ``top`` (None: a filler character) is the card revealed;
    ``extra`` the effects stated after the reveal (``TOP`` stands for the card)."""
    g = CardGame(a=["07043"], b=[], plots_a=["07049"])
    g.start()
    reveal(g, "07049#1", initiative="B", first="A")  # initiative 0 against 4
    card = top or next_cards(g, "A", 1)[0]
    g.drawn["A"].add(card)
    stated = [{k: _top(v, card) for k, v in p.items()} for p in extra]
    g.ability("A", "A:07049#1", "when_revealed",
              effects=[{"op": "reveal", "seat": "A", "cards": [card]}, *stated])  # fmt: skip
    return g


def test_07049_called_into_service_puts_a_revealed_character_into_play() -> None:
    g = called_into_service(None, {"op": "put_into_play", "card": "TOP"})
    st = g.state()
    assert [c for c in st.players[0].in_play if c.startswith("A:01")] != []


def test_07049_called_into_service_draws_a_revealed_attachment_and_gains_2_gold() -> None:
    g = called_into_service("A:07043#1", {"op": "draw", "seat": "A", "cards": ["TOP"]},
                            {"op": "gain_gold", "seat": "A", "amount": 2})  # fmt: skip
    st = g.state()
    assert "A:07043#1" in st.players[0].hand and st.players[0].gold == 2


def test_07049_called_into_service_misuse_R_EFFECT_1_draws_a_character() -> None:
    g = called_into_service(None, {"op": "draw", "seat": "A", "cards": ["TOP"]},
                            {"op": "gain_gold", "seat": "A", "amount": 2})  # fmt: skip
    assert g.error()[1] == "R-EFFECT-1"


def test_07049_called_into_service_a_unique_character_with_a_dead_copy_stays() -> None:
    g = CardGame(a=["10013"], b=[], plots_a=["07049"])
    g.start(setup_a=["10013#1"]).round()
    faction(g, "A", {"op": "kill", "card": "A:10013#1"}, at="F-AW-3")
    to_plot_phase(g)
    reveal(g, "07049#1", initiative="B", first="A")
    g.drawn["A"].add("A:10013#2")
    g.ability("A", "A:07049#1", "when_revealed",
              effects=[{"op": "reveal", "seat": "A", "cards": ["A:10013#2"]}])  # fmt: skip
    assert g.state().cards["A:10013#2"].zone == "deck"
