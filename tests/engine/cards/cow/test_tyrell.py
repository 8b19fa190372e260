"""CoW, tyrell: a legal use and a misuse of each card."""

from __future__ import annotations

from engine.game.state.model import has_keyword
from tests.engine.cards.harness import CardGame
from tests.engine.cards.rounds import to_challenges

PATROL = "02083"


def _patrol_attacks(b_setup: list[str]) -> CardGame:
    g = CardGame(a=[PATROL], b=["02081"], faction_a="tyrell")
    g.start(setup_a=[f"{PATROL}#1"], setup_b=b_setup).round()
    to_challenges(g)
    g.ev("challenge", seat="A", challenge="military", attackers=[f"{PATROL}#1"],
         stealth={f"A:{PATROL}#1": "B:01053#1"})  # fmt: skip
    return g


def test_02083_roseroad_patrol_gains_stealth_with_the_highest_str() -> None:
    g = _patrol_attacks(["01053#1"])  # its STR 3 against a filler's 2
    st = g.state()
    assert has_keyword(st, f"A:{PATROL}#1", "stealth")
    assert st.challenge is not None and st.challenge.stealth == {f"A:{PATROL}#1": "B:01053#1"}


def test_02083_roseroad_patrol_misuse_R_KW_STEALTH_1_opponent_has_the_highest_str() -> None:
    g = _patrol_attacks(["01053#1", "02081#1"])  # Greatjon's Vanguard: STR 6 in round 1
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-KW-STEALTH-1") and PATROL in message


PULLING = "02084"
COPPERS = "01010"  # Counting Coppers: a Kingdom plot, "draw 3 cards"


def _pulling_round_2(target: str) -> CardGame:
    """Round 1: B reveals Counting Coppers and draws 3. Round 2: A reveals Pulling the
    Strings (initiative 2 against 4: B wins it and chooses A first), choosing ``target``."""
    g = CardGame(a=[], b=[], plots_a=[PULLING], plots_b=[COPPERS], faction_a="tyrell")
    g.start()
    g.ev("plot", seat="A", card="A:01025#1").ev("plot", seat="B", card=f"B:{COPPERS}#1")
    g.ev("initiative", seat="A", at="F-1.3.I").ev("first_player", seat="A")
    drawn = g._filler("B", 3)
    g.drawn["B"].update(drawn)
    g.ability("B", f"B:{COPPERS}#1", "when_revealed",
              effects=[{"op": "draw", "seat": "B", "cards": drawn}])  # fmt: skip
    g.draw("A", 2).draw("B", 2)
    for _ in range(2):  # marshaling, challenges
        g.ev("pass", seat="A").ev("pass", seat="B")
    st = g.state()
    for p, reserve in zip(st.players, (5, 10), strict=True):
        if len(p.hand) > reserve:
            g.ev("reserve", seat=p.key, cards=sorted(p.hand)[: len(p.hand) - reserve])
    g.ev("plot", seat="A", card=f"A:{PULLING}#1").ev("plot", seat="B", card="B:01025#1")
    g.ev("initiative", seat="B", at="F-1.3.I").ev("first_player", seat="A")
    g.ability("A", f"A:{PULLING}#1", "when_revealed", targets=[target])
    return g


def test_02084_pulling_the_strings_resolves_an_opponents_used_plot_for_you() -> None:
    g = _pulling_round_2(f"B:{COPPERS}#1")
    drawn = g._filler("A", 3)
    g.drawn["A"].update(drawn)
    g.ability("A", f"B:{COPPERS}#1", "when_revealed",
              effects=[{"op": "draw", "seat": "A", "cards": drawn}])  # fmt: skip
    g.draw("A", 2).draw("B", 2)
    st = g.state()
    assert set(drawn) <= set(st.players[0].hand) and st.cards[f"B:{COPPERS}#1"].zone == "used"


def test_02084_pulling_the_strings_misuse_R_WHENREV_1_the_chosen_plot_left_out() -> None:
    g = _pulling_round_2(f"B:{COPPERS}#1")
    g.draw("A", 2)
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-WHENREV-1") and COPPERS in message


def test_02084_pulling_the_strings_misuse_R_TARGET_1_a_vanilla_plot() -> None:
    g = _pulling_round_2("B:01025#1")  # The Winds of Winter: revealed, no such Trait
    seq, rule, _ = g.error()
    assert (seq, rule) == (g.last_seq(), "R-TARGET-1")
