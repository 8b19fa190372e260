"""HoT, neutral: a legal use and a misuse of each card."""

from __future__ import annotations

from tests.engine.cards.harness import CardGame
from tests.engine.cards.quick import faction_action
from tests.engine.cards.rounds import to_challenges

WAR = "09050"  # claim 1


def _war_claim(ctype: str, choice: str) -> CardGame:
    """A reveals Now It Comes To War and wins an unopposed challenge of ``ctype`` with its
    Courtesan of the Rose (intrigue, power; a filler
    in a [military] one); B has 2 power on its faction card. The forced
    interrupt is logged with the attacking player's ``choice``."""
    g = CardGame(a=[], b=[], plots_a=[WAR])
    g.start(setup_a=["01187#1", "01053#1"], setup_b=["01053#1"])
    g.ev("plot", seat="A", card=f"A:{WAR}#1").ev("plot", seat="B", card="B:01025#1")
    g.ev("initiative", seat="B", at="F-1.3.I")  # initiative 4 against 3: B chooses A
    g.ev("first_player", seat="A")
    g.draw("A", 2).draw("B", 2)
    faction_action(g, "B", {"op": "gain_power", "card": "B:faction", "amount": 2}, at="F-AW-3")
    to_challenges(g)
    attacker = "01053#1" if ctype == "military" else "01187#1"  # STR 2 either
    g.ev("challenge", seat="A", challenge=ctype, attackers=[attacker])
    g.ev("defenders", seat="B", defenders=[])
    g.ev("challenge_result", winner="A", attacker_str=2, defender_str=0, unopposed=True)
    return g.ability("A", f"A:{WAR}#1", "forced", choice=choice)


def test_09050_now_it_comes_to_war_intrigue_claim_applied_as_military() -> None:
    g = _war_claim("intrigue", "military")
    hand = len(g.state().players[1].hand)
    g.ev("claim", seat="B", cards=["B:01053#1"])
    st = g.state()
    assert st.cards["B:01053#1"].zone == "dead" and len(st.players[1].hand) == hand


def test_09050_now_it_comes_to_war_power_claim_applied_as_military_gives_the_power_back() -> None:
    g = _war_claim("power", "military")
    g.ev("claim", seat="B", cards=["B:01053#1"])
    st = g.state()
    assert st.cards["B:01053#1"].zone == "dead"
    assert st.players[1].power == 2 and st.players[0].power == 1  # only the unopposed bonus


def test_09050_now_it_comes_to_war_the_attacker_may_keep_intrigue_claim() -> None:
    g = _war_claim("intrigue", "keep")
    card = sorted(g.state().players[1].hand)[0]
    g.ev("claim", seat="B", cards=[card])
    st = g.state()
    assert st.cards[card].zone == "discard" and st.cards["B:01053#1"].zone == "play"


def test_09050_now_it_comes_to_war_misuse_R_FORCED_1_a_military_challenge() -> None:
    g = _war_claim("military", "military")
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-FORCED-1") and WAR in message
