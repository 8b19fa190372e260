"""TRtW, neutral: a legal use and a misuse of each card."""

from __future__ import annotations

from tests.engine.cards.harness import CardGame
from tests.engine.cards.quick import unopposed
from tests.engine.cards.rounds import to_challenges

# --- 02038 Shadowblack Lane ---------------------------------------------------------------------


def _lane(found: str) -> CardGame:
    """A (Lannister) wins an unopposed [intrigue] challenge and kneels its faction card to
    search the top 10 of its deck for ``found``."""
    g = CardGame(a=["02038", "01102", "01157"], b=[], faction_a="lannister")
    g.start(setup_a=["02038#1", "01113#1"]).round()
    unopposed(to_challenges(g), "intrigue", ["01113#1"])
    g.drawn["A"].add(f"A:{found}")  # the deck is not in a known order: it may be any card
    g.ability("A", "A:02038#1", "reaction", costs=[{"op": "kneel", "card": "A:faction"}],
              targets=[f"A:{found}"])  # fmt: skip
    return g


def test_02038_shadowblack_lane_adds_an_in_faction_event_to_hand() -> None:
    st = _lane("01102#1").state()  # Treachery, a Lannister event
    assert "A:01102#1" in st.players[0].hand and st.players[0].faction_kneeling
    assert not st.players[0].deck_known  # shuffled


def test_02038_shadowblack_lane_misuse_R_TARGET_1_out_of_faction_event() -> None:
    g = _lane("01157#1")  # For the North!, a Stark event
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-TARGET-1") and "in-faction event" in message


# --- 02040 Political Disaster -------------------------------------------------------------------

_SCOUTS_A = ["01079#1", "01079#2", "01079#3"]  # Iron Fleet Scout: a location without limited


def _disaster(kept: list[str]) -> CardGame:
    g = CardGame(a=["01079"], b=["01079"], plots_a=["02040"])
    g.start(setup_a=_SCOUTS_A, setup_b=["01079#1"])
    g.ev("plot", seat="A", card="A:02040#1").ev("plot", seat="B", card="B:01025#1")
    g.ev("initiative", seat="B", at="F-1.3.I").ev("first_player", seat="A")  # B: 4 against 3
    g.ability("A", "A:02040#1", "when_revealed", targets=kept)
    return g


def test_02040_political_disaster_discards_each_location_not_chosen() -> None:
    g = _disaster(["A:01079#1", "A:01079#2", "B:01079#1"])
    g.draw("A", 2).draw("B", 2)
    st = g.state()
    assert st.cards["A:01079#3"].zone == "discard"
    assert st.players[0].in_play == ["A:01079#1", "A:01079#2"]
    assert st.players[1].in_play == ["B:01079#1"]


def test_02040_political_disaster_misuse_R_TARGET_3_three_kept() -> None:
    g = _disaster([f"A:{c}" for c in _SCOUTS_A])
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-TARGET-3") and "up to 2" in message
