"""DotE, tyrell: a legal use and a misuse of each card."""

from __future__ import annotations

from engine.game.state.model import strength
from tests.engine.cards.harness import CardGame
from tests.engine.cards.rounds import to_challenges

MATHIS = "15037"


def _mathis_gives(target: str) -> CardGame:
    g = CardGame(a=[MATHIS], b=[], faction_a="tyrell")
    g.start(setup_a=[f"{MATHIS}#1", "01187#1"], setup_b=["01053#1"]).round()
    g.ability("A", f"A:{MATHIS}#1", "action", targets=[target], choice="B", at="F-AW-3")
    return g


def test_15037_mathis_rowan_gives_a_card_to_an_opponent_then_gains_2_gold() -> None:
    st = _mathis_gives("A:01187#1").state()
    assert st.cards["A:01187#1"].controller == 1 and "A:01187#1" in st.players[1].in_play
    assert st.players[0].gold == 3 + 2


def test_15037_mathis_rowan_misuse_R_TARGET_1_gives_away_an_opponents_card() -> None:
    g = _mathis_gives("B:01053#1")
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-TARGET-1") and "you control" in message


FAVOR, ELINOR = "15038", "06043"  # Elinor Tyrell: a Lady, STR 3


def _favor_given(target: str) -> CardGame:
    """A attacks alone with a filler (STR 2); Champion's Favor is on Elinor Tyrell."""
    g = CardGame(a=[FAVOR, ELINOR], b=[], faction_a="tyrell")
    g.start(setup_a=[f"{ELINOR}#1", f"{FAVOR}#1", "01187#1", "01053#1"],
            attach_a={f"{FAVOR}#1": f"{ELINOR}#1"}, setup_b=["01053#1"]).round()  # fmt: skip
    to_challenges(g)
    g.ev("challenge", seat="A", challenge="power", attackers=["01187#1"])
    g.ev("defenders", seat="B", defenders=[])
    g.ability("A", f"A:{FAVOR}#1", "action", targets=[target],
              costs=[{"op": "kneel", "card": f"A:{ELINOR}#1"}])  # fmt: skip
    return g


def test_15038_champions_favor_gives_2_more_than_attached_characters_str() -> None:
    st = _favor_given("A:01187#1").state()
    assert strength(st, "A:01187#1") == 2 + 3 + 2 and st.cards[f"A:{ELINOR}#1"].kneeling


def test_15038_champions_favor_misuse_R_TARGET_1_a_character_not_participating() -> None:
    g = _favor_given("A:01053#1")
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-TARGET-1") and "participating non-Lady" in message
