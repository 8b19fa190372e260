"""LoCR, greyjoy: a legal use and a misuse of each card."""

from __future__ import annotations

from tests.engine.cards.harness import CardGame
from tests.engine.cards.quick import faction_action
from tests.engine.cards.rounds import to_challenges

WYK = "05028"
AERON = "01065"  # Aeron Damphair: a Drowned God character, STR 3, [power]


def _wyk(ctype: str) -> CardGame:
    """Aeron is killed; A attacks with a filler (STR 2) and kneels Old Wyk for him."""
    g = CardGame(a=[WYK, AERON], b=[], faction_a="greyjoy")
    g.start(setup_a=[f"{WYK}#1", f"{AERON}#1", "01053#1"], setup_b=["01187#1"]).round()
    faction_action(g, "A", {"op": "kill", "card": f"A:{AERON}#1"}, at="F-AW-3")
    to_challenges(g)
    g.ev("challenge", seat="A", challenge=ctype, attackers=["01053#1"])
    g.ability("A", f"A:{WYK}#1", "reaction", costs=[{"op": "kneel", "card": f"A:{WYK}#1"}])
    return g


def test_05028_old_wyk_aeron_attacks_knelt_then_returns_to_hand_won_by_5() -> None:
    g = _wyk("power")
    st = g.state()
    aeron = st.cards[f"A:{AERON}#1"]
    assert aeron.zone == "play" and aeron.kneeling and f"A:{AERON}#1" in st.challenge.attackers
    g.ev("defenders", seat="B", defenders=[])  # won by 5 (2 + 3 to 0)
    g.ev("pass", seat="A").ev("pass", seat="B")  # the challenge is over
    assert g.state().cards[f"A:{AERON}#1"].zone == "hand"


def test_05028_old_wyk_aeron_to_the_bottom_of_the_deck_won_by_less() -> None:
    g = _wyk("power")
    g.ev("defenders", seat="B", defenders=["01187#1"])  # won by 3 (5 to 2)
    g.ev("pass", seat="A").ev("pass", seat="B")
    st = g.state()
    assert st.cards[f"A:{AERON}#1"].zone == "deck" and st.players[0].deck[0] == f"A:{AERON}#1"


def test_05028_old_wyk_misuse_R_REACTION_3_a_military_challenge() -> None:
    g = _wyk("military")
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-REACTION-3") and WYK in message
