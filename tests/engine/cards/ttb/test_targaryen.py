"""TtB, targaryen: a legal use and a misuse of each card."""

from __future__ import annotations

from engine.game.state.model import icons, strength
from tests.engine.cards.harness import VANILLA_PLOT, CardGame

_NOBLE_LINEAGE = "01036"  # attachment, printed cost 0: gains a [power] icon
_LITTLE_BIRD = "01034"  # attachment, printed cost 1: gains an [intrigue] icon


def _merchant_prince(attached: bool) -> CardGame:
    g = CardGame(a=["02013", _NOBLE_LINEAGE], b=[], faction_a="targaryen")
    attach = {f"{_NOBLE_LINEAGE}#1": "02013#1"} if attached else None
    setup = ["02013#1", f"{_NOBLE_LINEAGE}#1"] if attached else ["02013#1"]
    g.start(setup_a=setup, setup_b=["01053#1"], attach_a=attach).round()
    return g.ev("pass", seat="A").ev("pass", seat="B")


def test_02013_merchant_prince_with_an_attachment_gets_1_str_and_a_military_icon() -> None:
    g = _merchant_prince(attached=True)
    st = g.state()
    assert strength(st, "A:02013#1") == 4 and "military" in icons(st, "A:02013#1")
    g.ev("challenge", seat="A", challenge="military", attackers=["02013#1"])
    assert g.verdict().errors == ()


def test_02013_merchant_prince_misuse_F_4_2_4_no_military_icon_without_attachment() -> None:
    g = _merchant_prince(attached=False)
    assert strength(g.state(), "A:02013#1") == 3
    g.ev("challenge", seat="A", challenge="military", attackers=["02013#1"])
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "F-4.2-4") and "02013" in message


def _vaes_dothrak(hand: str) -> CardGame:
    g = CardGame(a=["02014", _NOBLE_LINEAGE, _LITTLE_BIRD], b=[_LITTLE_BIRD], faction_a="targaryen")
    bird = f"{_LITTLE_BIRD}#1"
    g.start(
        setup_a=["02014#1"], hand_a=[hand], setup_b=["01053#1", bird], attach_b={bird: "01053#1"}
    )
    g.ev("plot", seat="A", card=f"A:{VANILLA_PLOT}#1")
    return g.ev("plot", seat="B", card=f"B:{VANILLA_PLOT}#1")


def test_02014_vaes_dothrak_discards_an_attachment_of_equal_printed_cost() -> None:
    g = _vaes_dothrak(f"{_LITTLE_BIRD}#1")
    paid = [{"op": "discard", "card": f"A:{_LITTLE_BIRD}#1"}]
    g.ability("A", "A:02014#1", "reaction", costs=paid, targets=[f"B:{_LITTLE_BIRD}#1"])
    st = g.state()
    assert st.cards[f"B:{_LITTLE_BIRD}#1"].zone == "discard"
    assert st.cards[f"A:{_LITTLE_BIRD}#1"].zone == "discard"


def test_02014_vaes_dothrak_misuse_R_TARGET_1_higher_printed_cost_than_discarded() -> None:
    g = _vaes_dothrak(f"{_NOBLE_LINEAGE}#1")
    paid = [{"op": "discard", "card": f"A:{_NOBLE_LINEAGE}#1"}]
    g.ability("A", "A:02014#1", "reaction", costs=paid, targets=[f"B:{_LITTLE_BIRD}#1"])
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-TARGET-1") and "02014" in message
