"""NMG, martell: a legal use and a misuse of each card."""

from __future__ import annotations

from engine.game.state.model import has_keyword, icons
from tests.engine.cards.harness import CardGame
from tests.engine.cards.rounds import to_challenges

MAESTER, CONDEMNED, DROGO = "02076", "02077", "01162"  # Khal Drogo has renown


def _maester(keyword: str) -> CardGame:
    g = CardGame(a=[MAESTER], b=[DROGO], faction_a="martell")
    g.start(setup_a=[f"{MAESTER}#1", "01053#1"], setup_b=[f"{DROGO}#1"]).round()
    assert has_keyword(g.state(), f"B:{DROGO}#1", "renown")
    to_challenges(g)
    g.ev("challenge", seat="A", challenge="military", attackers=["01053#1"])
    g.ability("A", f"A:{MAESTER}#1", "action", targets=[f"B:{DROGO}#1"], choice=keyword,
              costs=[{"op": "kneel", "card": f"A:{MAESTER}#1"}])  # fmt: skip
    return g


def test_02076_maester_of_starfall_makes_a_character_lose_renown() -> None:
    st = _maester("renown").state()
    assert not has_keyword(st, f"B:{DROGO}#1", "renown") and st.cards[f"A:{MAESTER}#1"].kneeling


def test_02076_maester_of_starfall_misuse_R_TARGET_1_a_keyword_not_listed() -> None:
    g = _maester("stealth")
    seq, rule, _ = g.error()
    assert (seq, rule) == (g.last_seq(), "R-TARGET-1")


def _condemned() -> CardGame:
    g = CardGame(a=[CONDEMNED], b=[], faction_a="martell")
    g.start(setup_a=["01053#1"], setup_b=["01187#1"], hand_a=[f"{CONDEMNED}#1"]).round()
    g.ev("marshal", seat="A", card=f"A:{CONDEMNED}#1", attach_to="B:01187#1")
    return g


def test_02077_condemned_attached_character_loses_its_power_icon() -> None:
    st = _condemned().state()
    assert icons(st, "B:01187#1") == {"intrigue"}


def test_02077_condemned_misuse_F_4_2_1_1_defends_a_power_challenge() -> None:
    g = _condemned()
    g.ev("pass", seat="A").ev("pass", seat="B")
    g.ev("challenge", seat="A", challenge="power", attackers=["01053#1"])
    g.ev("defenders", seat="B", defenders=["01187#1"])
    seq, rule, _ = g.error()
    assert (seq, rule) == (g.last_seq(), "F-4.2.1-1")
