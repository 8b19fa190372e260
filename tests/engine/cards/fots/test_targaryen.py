"""FotS, targaryen: a legal use and a misuse of each card."""

from __future__ import annotations

from engine.game.state.model import strength
from tests.engine.cards.harness import CardGame
from tests.engine.cards.quick import faction_action, unopposed
from tests.engine.cards.rounds import to_challenges

STEED = "14036"
DROGO = "01162"  # Khal Drogo: a Dothraki, STR 5


def _steeds(second_on: str) -> CardGame:
    """Khal Drogo rides a Steed from setup; A marshals a filler and a second Steed."""
    g = CardGame(a=[STEED, DROGO], b=[], faction_a="targaryen")
    g.start(
        setup_a=[f"{DROGO}#1", f"{STEED}#1"],
        hand_a=[f"{STEED}#2", "01053#1"],
        attach_a={f"{STEED}#1": f"{DROGO}#1"},
    ).round()
    g.ev("marshal", seat="A", card="01053#1")
    g.ev("marshal", seat="A", card=f"{STEED}#2", attach_to=second_on)
    return g


def test_14036_dothraki_steed_plus_3_for_a_dothraki_plus_1_otherwise_while_attacking() -> None:
    g = _steeds("A:01053#1")
    st = g.state()
    assert (strength(st, f"A:{DROGO}#1"), strength(st, "A:01053#1")) == (5, 2)
    to_challenges(g)
    g.ev("challenge", seat="A", challenge="military", attackers=[f"{DROGO}#1", "01053#1"])
    st = g.state()
    assert (strength(st, f"A:{DROGO}#1"), strength(st, "A:01053#1")) == (5 + 3, 2 + 1)


def test_14036_dothraki_steed_misuse_R_LIMIT_2_a_second_copy_on_one_character() -> None:
    g = _steeds(f"A:{DROGO}#1")
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-LIMIT-2") and "limit 1" in message


HAGGO, _BRAIDED = "14035", "01168"  # Braided Warrior: a Dothraki character


def _haggo_wins(target: str) -> CardGame:
    """A discards Braided Warrior and a filler from hand in the marshaling phase, wins an
    unopposed challenge with Haggo, then discards a card from hand to take ``target`` back."""
    g = CardGame(a=[HAGGO, _BRAIDED], b=[], faction_a="targaryen")
    g.start(setup_a=[f"{HAGGO}#1"], hand_a=[f"{_BRAIDED}#1", "01053#1", "01113#1"]).round()
    faction_action(g, "A", {"op": "discard", "card": f"A:{_BRAIDED}#1"},
                   {"op": "discard", "card": "A:01053#1"}, at="F-AW-3")  # fmt: skip
    to_challenges(g)
    unopposed(g, "military", [f"{HAGGO}#1"])
    return g.ability("A", f"A:{HAGGO}#1", "reaction", targets=[target],
                     costs=[{"op": "discard", "card": "A:01113#1"}])  # fmt: skip


def test_14035_haggo_returns_a_dothraki_card_from_the_discard_pile_to_hand() -> None:
    st = _haggo_wins(f"A:{_BRAIDED}#1").state()
    assert st.cards[f"A:{_BRAIDED}#1"].zone == "hand" and f"A:{_BRAIDED}#1" in st.players[0].hand
    assert st.cards["A:01113#1"].zone == "discard"


def test_14035_haggo_misuse_R_TARGET_1_a_card_without_the_dothraki_trait() -> None:
    g = _haggo_wins("A:01053#1")
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-TARGET-1") and "Dothraki" in message
