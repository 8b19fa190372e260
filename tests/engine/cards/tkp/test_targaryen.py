"""TKP, targaryen: a legal use and a misuse of each card."""

from __future__ import annotations

from engine.game.state.model import has_keyword
from tests.engine.cards.harness import CardGame
from tests.engine.cards.rounds import to_challenges

DANY, STEED = "A:01160#1", "A:02054#1"  # Daenerys Targaryen: no Dothraki trait, STR 5


def _dany_rides_into(ctype: str) -> CardGame:
    """Daenerys, on The Silver Steed (the restriction names her), attacks unopposed."""
    g = CardGame(a=["02054", "01160"], b=[], faction_a="targaryen")
    g.start(setup_a=["01160#1", "02054#1"], attach_a={"02054#1": "01160#1"},
            hand_a=["01053#1"]).round()  # fmt: skip
    g.ev("marshal", seat="A", card="01053#1")
    to_challenges(g)
    g.ev("challenge", seat="A", challenge=ctype, attackers=["01160#1"])
    g.ev("defenders", seat="B", defenders=[])
    g.ev("challenge_result", winner="A", attacker_str=5, defender_str=0, unopposed=True)
    return g


def test_02054_the_silver_steed_renown_then_an_additional_power_challenge() -> None:
    g = _dany_rides_into("power")
    assert has_keyword(g.state(), DANY, "renown")
    g.ev("claim", seat="B")
    g.ev("keyword", seat="A", keyword="renown", card=DANY)
    g.ability("A", STEED, "reaction")
    st = g.state()
    assert st.cards[DANY].power == 1 and st.cards[STEED].zone == "discard"
    g.ev("challenge", seat="A", challenge="power", attackers=["01053#1"])  # the additional one
    assert g.verdict().errors == ()


def test_02054_the_silver_steed_misuse_R_KW_RENOWN_1_intrigue_challenge() -> None:
    g = _dany_rides_into("intrigue")
    g.ev("claim", seat="B", cards=sorted(g.drawn["B"])[:2])
    g.ev("keyword", seat="A", keyword="renown", card=DANY)
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-KW-RENOWN-1") and "renown" in message


def test_02054_the_silver_steed_misuse_R_ATTACH_4_neither_dothraki_nor_daenerys() -> None:
    g = CardGame(a=["02054"], b=[], faction_a="targaryen")
    g.start(setup_a=["01053#1"], hand_a=["02054#1"]).round()
    g.ev("marshal", seat="A", card="02054#1", attach_to="A:01053#1")
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-ATTACH-4") and "dothraki" in message
