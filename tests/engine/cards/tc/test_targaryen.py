"""TC, targaryen: a legal use and a misuse of each card."""

from __future__ import annotations

from tests.engine.cards.harness import CardGame
from tests.engine.cards.quick import faction_action
from tests.engine.cards.rounds import to_challenges

UNDYING = "04114"
_REMOVE = [{"op": "remove_from_game", "card": f"A:{UNDYING}#1"}]


def _undying(in_challenges: bool) -> CardGame:
    """B's two fillers are killed in A's marshaling phase; A removes House of the Undying
    from the game (in the challenges phase, or not)."""
    g = CardGame(a=[UNDYING], b=[], faction_a="targaryen")
    g.start(setup_a=[f"{UNDYING}#1"], setup_b=["01053#1", "01113#1"]).round()
    faction_action(g, "B", {"op": "kill", "card": "B:01053#1"},
                   {"op": "kill", "card": "B:01113#1"}, at="F-AW-3")  # fmt: skip
    if in_challenges:
        to_challenges(g)
    effects = [
        {"op": "put_into_play", "card": "B:01053#1", "seat": "A"},
        {"op": "lasting", "effect": "at_end", "card": "B:01053#1", "name": "to_dead_pile",
         "until": "phase"},
        {"op": "put_into_play", "card": "B:01113#1", "seat": "A"},
        {"op": "lasting", "effect": "at_end", "card": "B:01113#1", "name": "to_dead_pile",
         "until": "phase"},
    ]  # fmt: skip
    at = {} if in_challenges else {"at": "F-AW-3"}  # the marshaling phase's action window
    return g.ability("A", f"A:{UNDYING}#1", "action", choice="B", costs=_REMOVE, effects=effects,
                     **at)  # fmt: skip


def test_04114_house_of_the_undying_the_dead_serve_until_the_end_of_the_phase() -> None:
    g = _undying(True)
    st = g.state()
    assert st.cards["B:01053#1"].zone == "play" and st.cards["B:01053#1"].controller == 0
    assert st.cards[f"A:{UNDYING}#1"].zone == "removed"
    g.ev("pass", seat="A").ev("pass", seat="B")  # the challenges phase ends
    st = g.state()
    assert st.cards["B:01053#1"].zone == "dead" and st.cards["B:01113#1"].zone == "dead"
    assert st.players[0].killed == [] and st.players[1].dead == ["B:01053#1", "B:01113#1"]


def test_04114_house_of_the_undying_misuse_R_ACTION_2_in_the_marshaling_phase() -> None:
    g = _undying(False)
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-ACTION-2") and UNDYING in message
