"""TKP, stark: a legal use and a misuse of each card."""

from __future__ import annotations

from engine.game.state.model import has_keyword
from tests.engine.cards.harness import CardGame
from tests.engine.cards.quick import faction_action
from tests.engine.cards.rounds import to_challenges


def _rodrik_attacks(ctype: str) -> CardGame:
    """Ser Rodrik and Eddard Stark (unique, [stark], marshaled) attack unopposed; Tumblestone
    Knight ([stark], not unique) attacks beside them."""
    g = CardGame(a=["02041", "01144", "01150"], b=[], faction_a="stark")
    g.start(setup_a=["02041#1", "01150#1"], setup_b=["01113#1"], hand_a=["01144#1"]).round()
    faction_action(g, "A", {"op": "gain_gold", "seat": "A", "amount": 4})
    g.ev("marshal", seat="A", card="01144#1")
    to_challenges(g)
    g.ev("challenge", seat="A", challenge=ctype, attackers=["02041#1", "01144#1", "01150#1"])
    g.ev("defenders", seat="B", defenders=[])
    return g


def test_02041_ser_rodrik_cassel_gives_unique_stark_insight_in_military() -> None:
    g = _rodrik_attacks("military")
    st = g.state()
    assert has_keyword(st, "A:01144#1", "insight") and has_keyword(st, "A:02041#1", "insight")
    assert not has_keyword(st, "A:01150#1", "insight")  # not unique
    g.ev("challenge_result", winner="A", attacker_str=11, defender_str=0, unopposed=True)
    g.ev("claim", seat="B", cards=["B:01113#1"])
    g.ev("keyword", seat="A", keyword="insight", card="A:01144#1", cards=g._filler("A", 1))
    assert g.verdict().errors == ()


def test_02041_ser_rodrik_cassel_misuse_R_KW_INSIGHT_1_power_challenge() -> None:
    g = _rodrik_attacks("power")
    assert not has_keyword(g.state(), "A:01144#1", "insight")
    g.ev("challenge_result", winner="A", attacker_str=11, defender_str=0, unopposed=True)
    g.ev("claim", seat="B")
    g.ev("keyword", seat="A", keyword="insight", card="A:01144#1", cards=g._filler("A", 1))
    assert g.error()[:2] == (g.last_seq(), "R-KW-INSIGHT-1")


def _wolf_dreams(found: str) -> CardGame:
    g = CardGame(a=["02042", "01149"], b=[], faction_a="stark")
    g.start(hand_a=["02042#1"], setup_b=["01053#1"]).round()
    g.ability("A", "A:02042#1", "action", costs=[{"op": "kneel", "card": "A:faction"}],
              targets=[found])  # fmt: skip
    return g


def test_02042_wolf_dreams_adds_a_direwolf_from_the_deck_to_hand() -> None:
    g = _wolf_dreams("A:01149#2")  # Direwolf Pup
    st = g.state()
    assert st.cards["A:01149#2"].zone == "hand" and st.players[0].faction_kneeling
    assert st.cards["A:02042#1"].zone == "discard"


def test_02042_wolf_dreams_misuse_R_TARGET_1_not_a_direwolf() -> None:
    g = _wolf_dreams("A:01053#3")
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-TARGET-1") and "02042" in message
