"""AMAF, stark: a legal use and a misuse of each card."""

from __future__ import annotations

from engine.game.state.model import has_keyword
from tests.engine.cards.harness import CardGame
from tests.engine.cards.quick import unopposed
from tests.engine.cards.rounds import to_challenges

HOSTER = "06001"
TUMBLESTONE_KNIGHT = "01150"  # House Tully, no text


def _tully_attack(attackers: list[str]) -> CardGame:
    g = CardGame(a=[HOSTER, TUMBLESTONE_KNIGHT], b=[], faction_a="stark")
    g.start(setup_a=[f"{HOSTER}#1", f"{TUMBLESTONE_KNIGHT}#1"]).round()
    to_challenges(g)
    unopposed(g, "power", attackers)
    return g


def test_06001_hoster_tully_gives_renown_to_another_participating_tully() -> None:
    g = _tully_attack([f"{HOSTER}#1", f"{TUMBLESTONE_KNIGHT}#1"])
    st = g.state()
    knight = f"A:{TUMBLESTONE_KNIGHT}#1"
    assert has_keyword(st, knight, "renown") and not has_keyword(st, f"A:{HOSTER}#1", "renown")
    g.ev("challenge_result", winner="A", attacker_str=3, defender_str=0, unopposed=True)
    g.ev("keyword", seat="A", keyword="renown", card=knight)
    assert g.state().cards[knight].power == 1


def test_06001_hoster_tully_misuse_R_KW_RENOWN_1_hoster_not_participating() -> None:
    g = _tully_attack([f"{TUMBLESTONE_KNIGHT}#1"])
    assert not has_keyword(g.state(), f"A:{TUMBLESTONE_KNIGHT}#1", "renown")
    g.ev("challenge_result", winner="A", attacker_str=2, defender_str=0, unopposed=True)
    g.ev("keyword", seat="A", keyword="renown", card=f"A:{TUMBLESTONE_KNIGHT}#1")
    seq, rule, _ = g.error()
    assert (seq, rule) == (g.last_seq(), "R-KW-RENOWN-1")
