"""TRtW, lannister: a legal use and a misuse of each card."""

from __future__ import annotations

from engine.game.rules import checks as rules
from tests.engine.cards.harness import CardGame
from tests.engine.cards.quick import unopposed
from tests.engine.cards.reveal import reveal_plots
from tests.engine.cards.rounds import to_challenges

# --- 02029 Brothel Madame -----------------------------------------------------------------------


def _madame(**fields: object) -> CardGame:
    """The challenges phase begins: Brothel Madame chooses B; A passes its challenges."""
    g = CardGame(a=["02029"], b=[], faction_a="lannister", faction_b="stark")
    g.start(setup_a=["02029#1"], setup_b=["01053#1"]).round()
    to_challenges(g)
    g.ability("A", "A:02029#1", "reaction", choice="B", **fields)
    g.ev("pass", seat="A")
    return g


def test_02029_brothel_madame_the_chosen_player_gives_1_gold() -> None:
    g = _madame(effects=[{"op": "spend_gold", "seat": "B", "amount": 1},
                         {"op": "gain_gold", "seat": "A", "amount": 1}])  # fmt: skip
    st = g.state()
    assert (st.players[0].gold, st.players[1].gold) == (3 + 1, 3 - 1)
    g.ev("challenge", seat="B", challenge="military", attackers=["01053#1"])
    assert g.verdict().errors == ()  # the gold given: B may challenge


def test_02029_brothel_madame_misuse_R_CANNOT_1_military_challenge_without_gold() -> None:
    g = _madame()  # B gives no gold
    g.ev("challenge", seat="B", challenge="military", attackers=["01053#1"])
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-CANNOT-1") and "military" in message


def test_02029_brothel_madame_no_gold_takes_military_from_the_types_left_in_a_joust() -> None:
    st = _madame().state()  # rules.forbidden_against: against the one opponent, never offered
    assert rules.challenge_types_left(st, 1) == ["intrigue", "power"]
    assert rules.challenge_types_left(st, 0) == ["military", "intrigue", "power"]


# --- 02030 Wardens of the West ------------------------------------------------------------------


def _wardens(ctype: str) -> CardGame:
    """A reveals Wardens of the West, wins an unopposed challenge of ``ctype`` and pays 2
    gold; B discards 2 cards of its hand."""
    g = CardGame(a=["01113"], b=[], plots_a=["02030"], faction_a="lannister")
    g.start(setup_a=["01113#1"])
    reveal_plots(g, "02030#1")
    unopposed(to_challenges(g), ctype, ["01113#1"])
    hand = sorted(c for c in g.drawn["B"] if c.startswith("B:"))[:2]
    g.ability("A", "A:02030#1", "reaction",
              costs=[{"op": "spend_gold", "seat": "A", "amount": 2}],
              effects=[{"op": "discard", "card": cid} for cid in hand])  # fmt: skip
    return g


def test_02030_wardens_of_the_west_the_loser_discards_2_cards() -> None:
    g = _wardens("intrigue")
    st = g.state()
    hand = sorted(c for c in g.drawn["B"] if c.startswith("B:"))[:2]
    assert all(st.cards[cid].zone == "discard" for cid in hand)
    assert st.players[0].gold == 5 - 2


def test_02030_wardens_of_the_west_misuse_R_REACTION_3_military_challenge() -> None:
    g = _wardens("military")
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-REACTION-3") and "02030" in message
