"""Kings of the Isles, House Greyjoy, The Knight (12004): a legal use and a misuse."""

from __future__ import annotations

from engine.game.framework.flow import advance
from engine.game.play.options import legal_options
from engine.game.state.model import has_keyword
from tests.engine.cards.harness import CardGame
from tests.engine.cards.rounds import to_challenges

KNIGHT = "12004"


def _knight() -> CardGame:
    g = CardGame(a=[KNIGHT], b=[], faction_a="greyjoy")
    g.start(setup_a=[f"{KNIGHT}#1", "01053#1"], setup_b=["01053#1"]).round()
    return to_challenges(g)


def test_12004_the_knight_alone_has_stealth_and_renown() -> None:
    g = _knight()
    assert not has_keyword(g.state(), f"A:{KNIGHT}#1", "stealth")  # not attacking
    g.ev("challenge", seat="A", challenge="military", attackers=[f"{KNIGHT}#1"],
         stealth={f"A:{KNIGHT}#1": "B:01053#1"})  # fmt: skip
    g.ev("defenders", seat="B", defenders=[])
    g.ev("claim", seat="B", cards=["B:01053#1"])
    g.ev("pass", seat="A").ev("pass", seat="B")  # renown resolves
    st = g.state()
    assert st.cards[f"A:{KNIGHT}#1"].power == 1 and st.cards["B:01053#1"].zone == "dead"


def test_12004_the_knight_alone_is_offered_with_his_stealth() -> None:
    st = _knight().state()
    while st.step != "F-AW-4.1":  # the passes logged: the game moves on to the challenges
        advance(st)
    alone = [
        c
        for c in legal_options(st)
        if c.type == "challenge" and c.fields.get("attackers") == [f"A:{KNIGHT}#1"]
    ]
    assert alone and all(c.extra == {f"A:{KNIGHT}#1": ("B:01053#1",)} for c in alone)
    together = [c for c in legal_options(st) if c.type == "challenge" and c.pick_from]
    assert together and all(not c.extra for c in together)  # with others: no stealth


def test_12004_the_knight_misuse_R_KW_STEALTH_1_not_alone() -> None:
    g = _knight()
    g.ev("challenge", seat="A", challenge="military", attackers=[f"{KNIGHT}#1", "01053#1"],
         stealth={f"A:{KNIGHT}#1": "B:01053#1"})  # fmt: skip
    assert g.error()[1] == "R-KW-STEALTH-1"


def test_12004_the_knight_misuse_R_KW_RENOWN_1_not_alone() -> None:
    g = _knight()
    g.ev("challenge", seat="A", challenge="military", attackers=[f"{KNIGHT}#1", "01053#1"])
    g.ev("defenders", seat="B", defenders=[])
    g.ev("claim", seat="B", cards=["B:01053#1"])
    g.ev("keyword", seat="A", keyword="renown", card=f"A:{KNIGHT}#1")
    assert g.error()[1] == "R-KW-RENOWN-1"
