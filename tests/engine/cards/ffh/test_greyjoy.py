"""FFH, greyjoy: a legal use and a misuse of each card."""

from __future__ import annotations

from engine.game.rules.traits import has_trait
from engine.game.state.model import has_keyword
from tests.engine.cards.harness import CardGame
from tests.engine.cards.quick import faction_action
from tests.engine.cards.rounds import to_challenges

FISHERMAN = "04051"


def _fisherman() -> CardGame:
    g = CardGame(a=[FISHERMAN], b=[], faction_a="greyjoy")
    g.start(hand_a=[f"{FISHERMAN}#1"], setup_b=["01053#1"]).round()
    return g


def test_04051_lordsport_fisherman_adds_the_bottom_card_to_hand() -> None:
    g = _fisherman()
    bottom = g._filler("A", 99)[-1]  # the deck's order is not known: the log states it
    g.ev("marshal", seat="A", card=f"{FISHERMAN}#1")
    g.ability("A", f"A:{FISHERMAN}#1", "reaction",
              effects=[{"op": "move", "card": bottom, "to": "hand"}])  # fmt: skip
    st = g.state()
    assert st.cards[bottom].zone == "hand" and st.cards[f"A:{FISHERMAN}#1"].zone == "play"


def test_04051_lordsport_fisherman_misuse_R_REACTION_3_not_marshaled() -> None:
    g = _fisherman()  # put into play by another effect: not "after you marshal"
    faction_action(g, "A", {"op": "put_into_play", "card": f"A:{FISHERMAN}#1"})
    g.ability("A", f"A:{FISHERMAN}#1", "reaction",
              effects=[{"op": "move", "card": g._filler("A", 99)[-1], "to": "hand"}])  # fmt: skip
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-REACTION-3") and FISHERMAN in message


KING, NAVIGATOR, GODS_EYE = "04052", "01076", "04058"  # Salty Navigator: Ironborn, STR 2


def _king_pillages(discarded: str) -> CardGame:
    """Salty Navigator, crowned, wins a [military] challenge and pillages ``discarded``."""
    g = CardGame(a=[KING, NAVIGATOR], b=[GODS_EYE], faction_a="greyjoy")
    g.start(setup_a=[f"{KING}#1", f"{NAVIGATOR}#1"], attach_a={f"{KING}#1": f"{NAVIGATOR}#1"},
            setup_b=["01053#1"]).round()  # fmt: skip
    to_challenges(g)
    g.ev("challenge", seat="A", challenge="military", attackers=[f"{NAVIGATOR}#1"])
    g.ev("defenders", seat="B", defenders=[])
    g.ev("challenge_result", winner="A", attacker_str=2, defender_str=0, unopposed=True)
    g.ev("claim", seat="B", cards=["B:01053#1"])
    g.ev("keyword", seat="A", keyword="pillage", card=f"A:{NAVIGATOR}#1", cards=[discarded])
    return g.ability("A", f"A:{KING}#1", "reaction")


def test_04052_king_of_salt_and_rock_pillage_king_and_power_for_a_location() -> None:
    g = _king_pillages(f"B:{GODS_EYE}#1")
    st = g.state()
    assert has_keyword(st, f"A:{NAVIGATOR}#1", "pillage")
    assert has_trait(st, f"A:{NAVIGATOR}#1", "King")
    assert st.cards[f"B:{GODS_EYE}#1"].zone == "discard"
    assert st.cards[f"A:{NAVIGATOR}#1"].power == 1


def test_04052_king_of_salt_and_rock_misuse_R_REACTION_3_a_character_pillaged() -> None:
    g = CardGame(a=[KING, NAVIGATOR], b=[GODS_EYE], faction_a="greyjoy")
    in_deck = next(c for c in g.deck_ids("B") if "01113" in c)
    g = _king_pillages(in_deck)
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-REACTION-3") and KING in message
