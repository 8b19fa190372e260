"""GoH, stark: a legal use and a misuse of each card."""

from __future__ import annotations

from tests.engine.cards.harness import CardGame
from tests.engine.cards.quick import faction_action, unopposed
from tests.engine.cards.rounds import to_challenges

ROOSE = "04081"


def _roose_wins(targets: list[str]) -> CardGame:
    """Roose Bolton (STR 4) wins an [intrigue] challenge unopposed against B (three fillers
    of STR 2), then he is sacrificed to kill ``targets`` (before the claim, [F-4.2.4])."""
    g = CardGame(a=[ROOSE], b=[], faction_a="stark", faction_b="lannister")
    g.start(setup_a=[f"{ROOSE}#1"], setup_b=["01053#1", "01053#2", "01113#1"]).round()
    to_challenges(g)
    unopposed(g, "intrigue", [f"{ROOSE}#1"])
    g.ev("challenge_result", winner="A", attacker_str=4, defender_str=0, unopposed=True)
    return g.ability("A", f"A:{ROOSE}#1", "reaction", targets=targets,
                     costs=[{"op": "sacrifice", "card": f"A:{ROOSE}#1"}])  # fmt: skip


def test_04081_roose_bolton_kills_up_to_his_str_of_the_losers_characters() -> None:
    st = _roose_wins(["B:01053#1", "B:01053#2"]).state()
    assert st.players[1].dead == ["B:01053#1", "B:01053#2"]
    assert st.cards[f"A:{ROOSE}#1"].zone == "discard" and st.cards["B:01113#1"].zone == "play"


def test_04081_roose_bolton_misuse_R_TARGET_1_more_than_his_str_in_total() -> None:
    g = _roose_wins(["B:01053#1", "B:01053#2", "B:01113#1"])  # 6 STR against his 4
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-TARGET-1") and ROOSE in message


HARRENHAL = "04082"


def _harrenhal_after_b_marshals(faction_knelt: bool) -> CardGame:
    g = CardGame(a=[HARRENHAL], b=[], faction_a="stark", faction_b="lannister")
    g.start(setup_a=[f"{HARRENHAL}#1"], hand_b=["01053#1"]).round()
    if faction_knelt:
        faction_action(g, "A", {"op": "kneel", "card": "A:faction"}, at="F-AW-3")
    g.ev("pass", seat="A")
    g.ev("marshal", seat="B", card="B:01053#1", cost=2)
    paid = [{"op": "kneel", "card": "A:faction"}, {"op": "sacrifice", "card": f"A:{HARRENHAL}#1"}]
    return g.ability("A", f"A:{HARRENHAL}#1", "reaction", costs=paid)


def test_04082_harrenhal_kills_a_character_after_it_enters_play() -> None:
    st = _harrenhal_after_b_marshals(faction_knelt=False).state()
    assert st.cards["B:01053#1"].zone == "dead" and st.cards[f"A:{HARRENHAL}#1"].zone == "discard"
    assert st.players[0].faction_kneeling


def test_04082_harrenhal_misuse_R_ABIL_8_the_faction_card_already_knelt() -> None:
    g = _harrenhal_after_b_marshals(faction_knelt=True)
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-ABIL-8") and HARRENHAL in message
