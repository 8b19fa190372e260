"""SoD, thenightswatch: a legal use and a misuse of each card."""

from __future__ import annotations

from tests.engine.cards.harness import CardGame
from tests.engine.cards.rounds import to_challenges

BOOT = "10031"
LINEAGE = "01036"  # Noble Lineage: an attachment with no restriction


def _boot_game() -> CardGame:
    """A Noble Lineage on a character of each player; the challenges phase begins."""
    g = CardGame(a=[BOOT, LINEAGE], b=[LINEAGE], faction_a="thenightswatch")
    g.start(setup_a=[f"{BOOT}#1", "01053#1", f"{LINEAGE}#1"],
            setup_b=["01053#1", f"{LINEAGE}#1"], attach_a={f"{LINEAGE}#1": "01053#1"},
            attach_b={f"{LINEAGE}#1": "01053#1"}).round()  # fmt: skip
    return to_challenges(g)


def test_10031_spare_boot_moves_an_attachment_of_yours_to_itself() -> None:
    g = _boot_game()
    g.ability("A", f"A:{BOOT}#1", "action", targets=[f"A:{LINEAGE}#1"])
    st = g.state()
    assert st.cards[f"A:{LINEAGE}#1"].host == f"A:{BOOT}#1"
    assert f"A:{LINEAGE}#1" not in st.cards["A:01053#1"].attachments


def test_10031_spare_boot_misuse_R_TARGET_1_an_attachment_on_an_opponents_character() -> None:
    g = _boot_game()
    g.ability("A", f"A:{BOOT}#1", "action", targets=[f"B:{LINEAGE}#1"])
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-TARGET-1") and "a character you control" in message


TURNCLOAK = "10032"


def _turncloak_challenge(user: str) -> CardGame:
    """A's Turncloak on B's filler, which defends a [power] challenge A wins; then ``user``
    initiates Turncloak's reaction."""
    g = CardGame(a=[TURNCLOAK], b=[], faction_a="thenightswatch")
    g.start(setup_a=["01187#1", "01053#1"], setup_b=["01053#1"],
            hand_a=[f"{TURNCLOAK}#1"]).round()  # fmt: skip
    g.ev("marshal", seat="A", card=f"{TURNCLOAK}#1", attach_to="B:01053#1")
    g.ev("pass", seat="A").ev("pass", seat="B")
    g.ev("challenge", seat="A", challenge="power", attackers=["01187#1", "01053#1"])
    g.ev("defenders", seat="B", defenders=["01053#1"])
    g.ev("challenge_result", winner="A", attacker_str=4, defender_str=2)
    g.ability(user, f"A:{TURNCLOAK}#1", "reaction")
    return g


def test_10032_turncloak_the_winner_takes_control_of_attached_character() -> None:
    st = _turncloak_challenge("A").state()
    assert st.cards["B:01053#1"].controller == 0


def test_10032_turncloak_misuse_R_REACTION_3_initiated_by_the_loser() -> None:
    g = _turncloak_challenge("B")
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-REACTION-3") and TURNCLOAK in message


def test_10032_turncloak_misuse_R_ATTACH_4_on_a_loyal_character() -> None:
    g = CardGame(a=[TURNCLOAK], b=["01127"], faction_a="thenightswatch")
    g.start(setup_b=["01127#1"], hand_a=[f"{TURNCLOAK}#1"]).round()  # Samwell Tarly: loyal
    g.ev("marshal", seat="A", card=f"{TURNCLOAK}#1", attach_to="B:01127#1")
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-ATTACH-4") and "non-loyal" in message
