"""GoH, martell: a legal use and a misuse of each card."""

from __future__ import annotations

from engine.game.state.model import icons
from tests.engine.cards.harness import CardGame
from tests.engine.cards.rounds import to_challenges

MYRCELLA, VISERYS = "04095", "04014"  # Viserys Targaryen: a King character


def _myrcella_defends(king: bool) -> CardGame:
    """B attacks in a [power] challenge; A's Myrcella Baratheon defends and wins."""
    g = CardGame(a=[MYRCELLA], b=[VISERYS], faction_a="martell", faction_b="lannister")
    setup_b = ["01053#1"] + ([f"{VISERYS}#1"] if king else [])
    g.start(setup_a=[f"{MYRCELLA}#1"], setup_b=setup_b).round()
    to_challenges(g).ev("pass", seat="A")
    g.ev("challenge", seat="B", challenge="power", attackers=["01053#1"])
    g.ev("defenders", seat="A", defenders=[f"{MYRCELLA}#1"])
    g.ev("challenge_result", winner="A", attacker_str=2, defender_str=3)
    return g.ev("keyword", seat="A", keyword="renown", card=f"A:{MYRCELLA}#1")


def test_04095_myrcella_baratheon_renown_and_no_kneel_without_a_king() -> None:
    st = _myrcella_defends(king=False).state()
    assert not st.cards[f"A:{MYRCELLA}#1"].kneeling and st.cards[f"A:{MYRCELLA}#1"].power == 1


def test_04095_myrcella_baratheon_misuse_R_KW_RENOWN_1_a_king_in_play() -> None:
    g = _myrcella_defends(king=True)
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-KW-RENOWN-1") and MYRCELLA in message


PASS = "04096"


def _pass_after_losing(attacker: str, ctype: str, choice: str) -> CardGame:
    """B attacks unopposed with ``attacker`` and wins; A kneels The Prince's Pass."""
    g = CardGame(a=[PASS], b=[VISERYS], faction_a="martell", faction_b="lannister")
    g.start(setup_a=[f"{PASS}#1"], setup_b=[attacker]).round()
    to_challenges(g).ev("pass", seat="A")
    g.ev("challenge", seat="B", challenge=ctype, attackers=[attacker])
    g.ev("defenders", seat="A", defenders=[])
    total = 1 if attacker.startswith(VISERYS) else 2
    g.ev("challenge_result", winner="B", attacker_str=total, defender_str=0, unopposed=True)
    return g.ability("A", f"A:{PASS}#1", "reaction", targets=[f"B:{attacker}"], choice=choice,
                     costs=[{"op": "kneel", "card": f"A:{PASS}#1"}])  # fmt: skip


def test_04096_the_prince_s_pass_the_attacker_loses_the_chosen_icon() -> None:
    st = _pass_after_losing("01113#1", "intrigue", "intrigue").state()
    assert icons(st, "B:01113#1") == {"military"} and st.cards[f"A:{PASS}#1"].kneeling


def test_04096_the_prince_s_pass_sacrificed_to_discard_an_attacker_left_without_icons() -> None:
    st = _pass_after_losing(f"{VISERYS}#1", "power", "power+discard").state()
    assert (
        st.cards[f"B:{VISERYS}#1"].zone == "discard" and st.cards[f"A:{PASS}#1"].zone == "discard"
    )


def test_04096_the_prince_s_pass_misuse_R_ABIL_7_discards_one_with_an_icon_left() -> None:
    g = _pass_after_losing("01113#1", "intrigue", "military+discard")
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-ABIL-7") and PASS in message
