"""The Houses of Thorns, Lannister, Martell and Targaryen cards: a legal use and a misuse of
each scripted card."""

from __future__ import annotations

from tests.engine.cards.harness import CardGame
from tests.engine.cards.quick import faction_action
from tests.engine.cards.rounds import to_challenges

# --- 09029 The Hound ----------------------------------------------------------------------------


def _hound(target: str) -> CardGame:
    g = CardGame(a=["09029"], b=["09021"], faction_a="lannister", faction_b="tyrell")
    g.start(setup_b=["01113#1", "01113#2", "09021#1"], attach_b={"09021#1": "01113#2"},
            hand_a=["09029#1"]).round()  # fmt: skip
    faction_action(g, "A", {"op": "gain_gold", "seat": "A", "amount": 1}, at="F-AW-3")
    g.ev("marshal", seat="A", card="09029#1")
    g.ability("A", "A:09029#1", "reaction", targets=[target])
    return g


def test_09029_the_hound_returns_a_knight_without_attachments() -> None:
    g = _hound("B:01113#1")
    assert g.state().cards["B:01113#1"].zone == "hand"


def test_09029_the_hound_misuse_R_TARGET_1_a_knight_with_an_attachment() -> None:
    g = _hound("B:01113#2")  # carries a Tourney Lance
    assert g.error()[1] == "R-TARGET-1"


# --- 09032 Hellholt -----------------------------------------------------------------------------


def _hellholt(attackers: list[str]) -> CardGame:
    g = CardGame(a=[], b=["09032"], faction_a="lannister", faction_b="martell")
    g.start(setup_a=["01053#1", "01053#2", "01113#1"], setup_b=["09032#1"]).round()
    to_challenges(g)
    g.ev("challenge", seat="A", challenge="military", attackers=attackers)
    g.ev("defenders", seat="B", defenders=[])
    g.ability("B", "B:09032#1", "reaction")
    return g


def test_09032_hellholt_gains_power_after_a_loss_by_6() -> None:
    g = _hellholt(["01053#1", "01053#2", "01113#1"])
    assert g.state().cards["B:09032#1"].power == 1


def test_09032_hellholt_misuse_R_REACTION_3_lost_by_2() -> None:
    g = _hellholt(["01053#1"])
    assert g.error()[1] == "R-REACTION-3"


# --- 09037 Qotho --------------------------------------------------------------------------------


def _qotho(discarded: list[str]) -> CardGame:
    g = CardGame(a=["09037", "01163"], b=[], faction_a="targaryen")
    g.start(hand_a=["09037#1", "01163#1", "01163#2", "01053#1"]).round()
    g.ability("A", "A:09037#1", "action", at="F-AW-3",
              costs=[{"op": "discard", "card": c} for c in discarded])  # fmt: skip
    return g


def test_09037_qotho_enters_play_for_2_targaryen_cards() -> None:
    g = _qotho(["A:01163#1", "A:01163#2"])
    st = g.state()
    assert st.cards["A:09037#1"].zone == "play" and st.cards["A:01163#1"].zone == "discard"


def test_09037_qotho_misuse_R_COST_2_a_card_of_another_faction() -> None:
    g = _qotho(["A:01163#1", "A:01053#1"])
    assert g.error()[1] == "R-COST-2"


# --- 09028 Corpse Lake --------------------------------------------------------------------------


def _corpse_lake(pillaged: str) -> CardGame:
    g = CardGame(a=["09028", "01072"], b=["01156"], faction_a="greyjoy")
    g.start(setup_a=["09028#1", "01072#1"]).round()
    to_challenges(g)
    g.ev("challenge", seat="A", challenge="military", attackers=["01072#1"])
    g.ev("defenders", seat="B", defenders=[])
    g.ev("keyword", seat="A", keyword="pillage", card="01072#1", cards=[pillaged], use=True)
    g.ability("A", "A:09028#1", "reaction")
    return g


def test_09028_corpse_lake_gains_power_when_a_character_is_milled() -> None:
    g = _corpse_lake("B:01053#1")
    assert g.state().cards["A:09028#1"].power == 1


def test_09028_corpse_lake_misuse_R_REACTION_3_a_location_milled() -> None:
    g = _corpse_lake("B:01156#1")
    assert g.error()[1] == "R-REACTION-3"
