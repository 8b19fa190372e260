"""The King's Mark: a legal use and a misuse of each scripted card."""

from __future__ import annotations

from engine.game.state.model import has_keyword, icons
from tests.engine.cards.harness import CardGame
from tests.engine.cards.rounds import to_challenges
from tests.engine.cards.test_sod_martell import a_wins_unopposed, next_cards
from tests.engine.cards.test_wotw_nightswatch import faction, kneel_of

# --- 08041 Ramsay Snow ------------------------------------------------------------------------


def ramsay_marshaled() -> CardGame:
    g = CardGame(a=["08041"], b=[], faction_a="stark")
    g.start(setup_a=["01053#1"], setup_b=["01113#1"], hand_a=["08041#1"]).round()
    faction(g, "A", {"op": "gain_gold", "seat": "A", "amount": 2})
    g.ev("marshal", seat="A", card="08041#1")
    return g


def test_08041_ramsay_each_player_sacrifices_a_character() -> None:
    g = ramsay_marshaled()
    g.ability("A", "A:08041#1", "forced", targets=["A:01053#1", "B:01113#1"])
    st = g.state()
    assert st.cards["A:01053#1"].zone == "discard" and st.cards["B:01113#1"].zone == "discard"


def test_08041_ramsay_misuse_R_FORCED_1_left_out() -> None:
    g = ramsay_marshaled()
    g.ev("pass", seat="A")
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-FORCED-1") and "08041" in message


def test_08041_ramsay_misuse_R_TARGET_1_only_the_opponent_sacrifices() -> None:
    g = ramsay_marshaled()
    g.ability("A", "A:08041#1", "forced", targets=["B:01113#1"])
    assert g.error()[1] == "R-TARGET-1"


# --- 08043 Ser Hyle Hunt ----------------------------------------------------------------------


def hyle_defends(target: str) -> CardGame:
    g = CardGame(a=["08043"], b=[], faction_a="tyrell")
    g.start(setup_a=["08043#1"], setup_b=["01053#1"]).round()
    to_challenges(g)
    g.ev("pass", seat="A")
    g.ev("challenge", seat="B", challenge="military", attackers=["01053#1"])
    g.ev("defenders", seat="A", defenders=["08043#1"])
    g.ability("A", "A:08043#1", "action", targets=[target],
              costs=[{"op": "spend_gold", "seat": "A", "amount": 1}])  # fmt: skip
    return g


def test_08043_hyle_hunt_stands_and_removes_a_weaker_participant() -> None:
    g = hyle_defends("B:01053#1")  # STR 2 against his 3
    st = g.state()
    assert not st.cards["B:01053#1"].kneeling
    assert st.challenge is not None and st.challenge.attackers == []


def test_08043_hyle_hunt_misuse_R_TARGET_1_himself() -> None:
    g = hyle_defends("A:08043#1")
    assert g.error()[1] == "R-TARGET-1"


# --- 08044 The Bounty of Highgarden -----------------------------------------------------------


def test_08044_bounty_of_highgarden_gains_5_gold() -> None:
    g = CardGame(a=["08044"], b=[], faction_a="tyrell")
    g.start(hand_a=["08044#1"]).round()
    g.ability("A", "A:08044#1", "action", costs=[{"op": "spend_gold", "seat": "A", "amount": 2}],
              at="F-AW-3")  # fmt: skip
    assert g.state().players[0].gold == 3 - 2 + 5


def test_08044_bounty_of_highgarden_misuse_R_KW_LIMITED_1_a_second_limited_card() -> None:
    g = CardGame(a=["08044"], b=[], faction_a="tyrell")
    g.start(hand_a=["08044#1", "08044#2"]).round()
    for copy in ("08044#1", "08044#2"):
        g.ability("A", f"A:{copy}", "action", at="F-AW-3",
                  costs=[{"op": "spend_gold", "seat": "A", "amount": 2}])  # fmt: skip
    assert g.error()[:2] == (g.last_seq(), "R-KW-LIMITED-1")


# --- 08048 Laughing Lord ----------------------------------------------------------------------


def laughing_lord(attacker: str) -> CardGame:
    g = CardGame(a=["08048", "10025"], b=[], faction_a="baratheon")
    g.start(setup_a=["08048#1", "10025#1", "01113#1"]).round()
    to_challenges(g)
    g.ev("challenge", seat="A", challenge="military", attackers=[attacker])
    g.ability("A", "A:08048#1", "reaction", costs=kneel_of("A:08048#1"), targets=[f"A:{attacker}"])
    return g


def test_08048_laughing_lord_gives_a_baratheon_attacker_intimidate() -> None:
    g = laughing_lord("10025#1")  # Ser Cortnay Penrose
    assert has_keyword(g.state(), "A:10025#1", "intimidate")


def test_08048_laughing_lord_misuse_R_TARGET_1_not_baratheon() -> None:
    g = laughing_lord("01113#1")  # House Dayne Knight: Martell
    assert g.error()[1] == "R-TARGET-1"


# --- 08049 Raff the Sweetling -----------------------------------------------------------------


def test_08049_raff_returns_a_cheap_character_after_pillaging_a_character() -> None:
    g = CardGame(a=["08049"], b=["01079"])
    g.start(setup_a=["08049#1", "01053#1"]).round()
    a_wins_unopposed(g, ["08049#1"], "military", 4)
    g.ev("keyword", seat="A", keyword="pillage", card="08049#1", cards=["B:01113#2"])
    g.ability("A", "A:08049#1", "reaction", targets=["A:01053#1"])
    assert g.state().cards["A:01053#1"].zone == "hand"


def test_08049_raff_misuse_R_REACTION_3_pillaged_a_location() -> None:
    g = CardGame(a=["08049"], b=["01079"])
    g.start(setup_a=["08049#1", "01053#1"]).round()
    a_wins_unopposed(g, ["08049#1"], "military", 4)
    g.ev("keyword", seat="A", keyword="pillage", card="08049#1", cards=["B:01079#1"])
    g.ability("A", "A:08049#1", "reaction", targets=["A:01053#1"])
    assert g.error()[:2] == (g.last_seq(), "R-REACTION-3")


# --- 08051 Asha Greyjoy -----------------------------------------------------------------------


def asha_pillages(found: str) -> CardGame:
    g = CardGame(a=["08051", "07043"], b=[], faction_a="greyjoy")
    g.start(setup_a=["08051#1"], hand_b=["01053#1"]).round()
    faction(g, "B", {"op": "discard", "card": "B:01053#1"})  # X = 1
    a_wins_unopposed(g, ["08051#1"], "military", 5)
    g.ev("keyword", seat="A", keyword="pillage", card="08051#1",
         cards=[next_cards(g, "B", 1)[0]])  # fmt: skip
    g.ability("A", "A:08051#1", "reaction", targets=[found])
    return g


def test_08051_asha_finds_a_card_in_the_top_x() -> None:
    g = asha_pillages("A:07043#1")  # the deck's order is unknown: any of its cards
    st = g.state()
    assert st.cards["A:07043#1"].zone == "hand" and not st.players[0].deck_known


def test_08051_asha_misuse_R_TARGET_1_a_card_not_in_the_deck() -> None:
    g = asha_pillages("A:08051#1")
    assert g.error()[1] == "R-TARGET-1"


# --- 08053 Jhiqui -----------------------------------------------------------------------------


def jhiqui_wins(target: str) -> CardGame:
    g = CardGame(a=["08053", "10029"], b=[], faction_a="targaryen")
    g.start(setup_a=["08053#1", "10029#1"]).round()
    a_wins_unopposed(g, ["10029#1"], "power", 3)  # Myrcella Baratheon, a Lady
    spare = sorted(g.drawn["A"] - {"A:08053#1", "A:10029#1"})[0]
    g.ability("A", "A:08053#1", "reaction", targets=[target],
              costs=[{"op": "discard", "card": spare}])  # fmt: skip
    return g


def test_08053_jhiqui_gives_a_participating_lady_1_power() -> None:
    g = jhiqui_wins("A:10029#1")
    assert g.state().cards["A:10029#1"].power == 1


def test_08053_jhiqui_misuse_R_TARGET_1_a_non_participating_character() -> None:
    g = jhiqui_wins("A:08053#1")
    assert g.error()[1] == "R-TARGET-1"


# --- 08055 Darkstar ---------------------------------------------------------------------------


def darkstar_bypasses(choice: str) -> CardGame:
    g = CardGame(a=["08055"], b=[], faction_a="martell")
    g.start(setup_a=["08055#1"], setup_b=["01053#1"]).round()
    to_challenges(g)
    g.ev("challenge", seat="A", challenge="military", attackers=["08055#1"],
         stealth={"A:08055#1": "B:01053#1"})  # fmt: skip
    g.ability("A", "A:08055#1", "reaction", choice=choice)
    return g


def test_08055_darkstar_bypassed_character_loses_an_icon() -> None:
    g = darkstar_bypasses("power")
    assert icons(g.state(), "B:01053#1") == {"military"}


def test_08055_darkstar_misuse_R_ABIL_7_an_icon_it_lacks() -> None:
    g = darkstar_bypasses("intrigue")
    assert g.error()[1] == "R-ABIL-7"
