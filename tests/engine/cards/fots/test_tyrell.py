"""FotS, tyrell: a legal use and a misuse of each card."""

from __future__ import annotations

from engine.game.state.model import plot_value
from tests.engine.cards.harness import CardGame
from tests.engine.cards.quick import faction_action, unopposed
from tests.engine.cards.rounds import to_challenges

HIGHTOWER = "14037"


def _hightower_enters(kneeling: str) -> CardGame:
    """A kneels ``kneeling`` to put Hightower Knight into play from hand (marshaling)."""
    g = CardGame(a=[HIGHTOWER], b=[], faction_a="tyrell")
    g.start(setup_a=["01113#1", "01053#1"], hand_a=[f"{HIGHTOWER}#1"]).round()
    g.ability("A", f"A:{HIGHTOWER}#1", "action", at="F-AW-3",
              costs=[{"op": "kneel", "card": kneeling}])  # fmt: skip
    return g


def test_14037_hightower_knight_enters_play_kneeling_a_non_tyrell_knight() -> None:
    st = _hightower_enters("A:01113#1").state()  # House Dayne Knight: a [martell] Knight
    assert st.cards[f"A:{HIGHTOWER}#1"].zone == "play" and st.cards["A:01113#1"].kneeling
    assert st.players[0].gold == 3  # put into play: no gold paid


def test_14037_hightower_knight_misuse_R_COST_2_kneels_a_character_not_a_knight() -> None:
    g = _hightower_enters("A:01053#1")
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-COST-2") and "Knight" in message


FIELDS = "14038"


def _fields_raise(kneeled: list[str]) -> CardGame:
    """B has 5 power; A wins an unopposed [power] challenge and kneels ``kneeled``."""
    g = CardGame(a=[FIELDS], b=[], faction_a="tyrell")
    g.start(setup_a=[f"{FIELDS}#1", f"{FIELDS}#2", f"{FIELDS}#3", "01053#1"]).round()
    faction_action(g, "B", {"op": "gain_power", "seat": "B", "amount": 5}, at="F-AW-3")
    to_challenges(g)
    unopposed(g, "power", ["01053#1"])
    g.ability("A", f"A:{FIELDS}#1", "reaction",
              costs=[{"op": "kneel", "card": c} for c in kneeled])  # fmt: skip
    return g


def test_14038_fields_of_the_reach_raise_the_power_claim_to_3() -> None:
    g = _fields_raise([f"A:{FIELDS}#{n}" for n in (1, 2, 3)])
    assert plot_value(g.state(), 0, "claim") == 2 + 1
    st = g.ev("pass", seat="A").state()  # no more challenges: the claim is applied first
    assert st.players[1].power == 5 - 3 and st.players[0].power == 3 + 1  # claim, unopposed
    assert all(st.cards[f"A:{FIELDS}#{n}"].kneeling for n in (1, 2, 3))


def test_14038_fields_of_the_reach_misuse_R_COST_2_kneels_2_locations_and_a_character() -> None:
    g = _fields_raise([f"A:{FIELDS}#1", f"A:{FIELDS}#2", "A:01053#1"])
    seq, rule, _ = g.error()
    assert (seq, rule) == (g.last_seq(), "R-COST-2")
