"""NMG, tyrell: a legal use and a misuse of each card."""

from __future__ import annotations

from tests.engine.cards.harness import CardGame
from tests.engine.cards.quick import faction_action
from tests.engine.cards.rounds import to_challenges

HORAS, MARGAERY = "02063", "01181"


def _horas(target: str) -> CardGame:
    g = CardGame(a=[HORAS, MARGAERY], b=[], faction_a="tyrell")
    g.start(setup_a=[f"{HORAS}#1", f"{MARGAERY}#1"], setup_b=["01187#1"]).round()
    faction_action(g, "A", {"op": "kneel", "card": f"A:{MARGAERY}#1"},
                   {"op": "kneel", "card": "B:01187#1"})  # fmt: skip
    to_challenges(g)
    g.ev("challenge", seat="A", challenge="military", attackers=[f"{HORAS}#1"])
    g.ability("A", f"A:{HORAS}#1", "reaction", targets=[target])
    return g


def test_02063_ser_horas_redwyne_stands_a_lady_after_he_is_knelt() -> None:
    st = _horas(f"A:{MARGAERY}#1").state()
    assert not st.cards[f"A:{MARGAERY}#1"].kneeling and st.cards[f"A:{HORAS}#1"].kneeling


def test_02063_ser_horas_redwyne_misuse_R_TARGET_1_stands_a_non_lady() -> None:
    g = _horas("B:01187#1")
    seq, rule, _ = g.error()
    assert (seq, rule) == (g.last_seq(), "R-TARGET-1")
