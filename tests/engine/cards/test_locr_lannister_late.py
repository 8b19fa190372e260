"""Lions of Casterly Rock, House Lannister: Tywin Lannister (05006), a legal use and misuses."""

from __future__ import annotations

from tests.engine.cards.harness import CardGame
from tests.engine.cards.quick import faction_action
from tests.engine.cards.rounds import to_challenges

TYWIN = "05006"


def _pillaged(instead: list[dict[str, object]]) -> CardGame:
    g = CardGame(a=[TYWIN], b=[])
    g.start(setup_a=[f"{TYWIN}#1"]).round()
    to_challenges(g)
    g.ev("challenge", seat="A", challenge="power", attackers=[f"{TYWIN}#1"])
    g.ev("defenders", seat="B", defenders=[])
    g.ev("keyword", seat="A", keyword="pillage", card=f"{TYWIN}#1", cards=["B:01053#1"])
    g.ability("A", f"A:{TYWIN}#1", "interrupt", effects=instead)
    return g


def test_05006_tywin_discards_the_second_card_instead() -> None:
    st = _pillaged([{"op": "discard_instead", "card": "B:01053#2", "of": "B:01053#1"}]).state()
    assert st.players[1].discard == ["B:01053#2"] and st.players[1].deck[-1] == "B:01053#1"


def test_05006_tywin_keeps_the_discard() -> None:
    st = _pillaged([]).state()  # he chose the card already discarded: nothing changes
    assert st.players[1].discard == ["B:01053#1"]


def test_05006_tywin_misuse_R_EFFECT_1_another_card_replaced() -> None:
    g = _pillaged([{"op": "discard_instead", "card": "B:01053#3", "of": "B:01053#2"}])
    assert g.error()[1] == "R-EFFECT-1"


def test_05006_tywin_misuse_R_INTERRUPT_3_two_cards_discarded() -> None:
    g = CardGame(a=[TYWIN], b=[])
    g.start(setup_a=[f"{TYWIN}#1"]).round()
    faction_action(g, "B", {"op": "discard", "card": "B:01053#1"},
                   {"op": "discard", "card": "B:01053#2"}, at="F-AW-3")  # fmt: skip
    g.ability(
        "A",
        f"A:{TYWIN}#1",
        "interrupt",
        effects=[{"op": "discard_instead", "card": "B:01053#3", "of": "B:01053#1"}],
    )
    assert g.error()[1] == "R-INTERRUPT-3"
