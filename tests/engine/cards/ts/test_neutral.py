"""TS, neutral: a legal use and a misuse of each card."""

from __future__ import annotations

from tests.engine.cards.harness import CardGame

CHAIN = "02117"
_KNEEL_CHAIN = [{"op": "kneel", "card": f"A:{CHAIN}#1"}]


def _chain_in_dominance() -> CardGame:
    """A's House Maester wears Maester's Chain; B's 01053 wears Little Bird (a Condition)."""
    g = CardGame(a=[CHAIN, "03041"], b=["01034"])
    g.start(
        setup_a=["03041#1", f"{CHAIN}#1"],
        attach_a={f"{CHAIN}#1": "03041#1"},
        setup_b=["01053#1", "01034#1"],
        attach_b={"01034#1": "01053#1"},
    ).round()
    for _ in range(2):  # marshaling, challenges
        g.ev("pass", seat="A").ev("pass", seat="B")
    return g


def test_02117_maesters_chain_discards_a_condition_from_play() -> None:
    g = _chain_in_dominance()
    g.ability("A", f"A:{CHAIN}#1", "action", costs=_KNEEL_CHAIN, targets=["B:01034#1"],
              at="F-AW-5")  # fmt: skip
    st = g.state()
    assert st.cards["B:01034#1"].zone == "discard" and st.cards[f"A:{CHAIN}#1"].kneeling


def test_02117_maesters_chain_misuse_R_TARGET_1_an_item_is_no_condition() -> None:
    g = _chain_in_dominance()
    g.ability("A", f"A:{CHAIN}#1", "action", costs=_KNEEL_CHAIN, targets=[f"A:{CHAIN}#1"],
              at="F-AW-5")  # fmt: skip
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-TARGET-1") and "Condition" in message
