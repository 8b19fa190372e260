"""CtA, tyrell: a legal use and a misuse of each card."""

from __future__ import annotations

from engine.game.state.model import has_keyword, plot_value, strength
from tests.engine.cards.harness import CardGame
from tests.engine.cards.rounds import to_challenges

KNIGHT = "04023"
SONG = "03050"  # A Song of Summer: a Summer plot (+1 STR to its owner's characters)


def _knight_attacks(summer_plots: int) -> CardGame:
    """Knight of Summer attacks in a [military] challenge; ``summer_plots`` of the two
    revealed plots (B's first) are A Song of Summer, the others The Winds of Winter
    (Winter)."""
    plots = [f"{SONG}#1" if n < summer_plots else None for n in (1, 0)]
    g = CardGame(a=[KNIGHT], b=[], faction_a="tyrell", plots_a=[SONG], plots_b=[SONG])
    g.start(setup_a=[f"{KNIGHT}#1"], setup_b=["01113#1"]).round(plot_a=plots[0], plot_b=plots[1])
    to_challenges(g)
    g.ev("challenge", seat="A", challenge="military", attackers=[f"{KNIGHT}#1"])
    g.ev("defenders", seat="B", defenders=[])
    return g


def test_04023_knight_of_summer_more_summer_plots_2_str_and_renown() -> None:
    g = _knight_attacks(2)
    st = g.state()
    assert strength(st, f"A:{KNIGHT}#1") == 3 + 2 + 1 and has_keyword(st, f"A:{KNIGHT}#1", "renown")
    g.ev("challenge_result", winner="A", attacker_str=6, defender_str=0, unopposed=True)
    g.ev("claim", seat="B", cards=["B:01113#1"])
    g.ev("pass", seat="A")  # renown resolves as the challenge ends ([F-4.2.5])
    assert g.state().cards[f"A:{KNIGHT}#1"].power == 1  # renown


def test_04023_knight_of_summer_misuse_F_4_2_2_bonus_with_as_many_winter_plots() -> None:
    g = _knight_attacks(1)  # one Summer, one Winter: not more
    assert strength(g.state(), f"A:{KNIGHT}#1") == 3  # B's Song: B's characters only
    g.ev("challenge_result", winner="A", attacker_str=5, defender_str=0, unopposed=True)
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "F-4.2.2") and "attacker_str" in message


CLAIM = "04024"
COURTESANS = [f"01187#{n}" for n in range(1, 5)]  # Courtesan of the Rose: [tyrell] fillers


def _claim_played(revealed: list[str]) -> CardGame:
    """A attacks unopposed in a [military] challenge and plays There Is My Claim revealing
    ``revealed`` from hand."""
    g = CardGame(a=[CLAIM], b=[], faction_a="tyrell")
    g.start(setup_a=["01053#1"], setup_b=["01053#1", "01113#1", "01187#1"],
            hand_a=[f"{CLAIM}#1", *COURTESANS, "01113#1"]).round()  # fmt: skip
    to_challenges(g)
    g.ev("challenge", seat="A", challenge="military", attackers=["01053#1"])
    g.ev("defenders", seat="B", defenders=[])
    g.ability("A", f"A:{CLAIM}#1", "action",
              costs=[{"op": "reveal", "seat": "A", "cards": [f"A:{c}" for c in revealed],
                      "from": "hand"}])  # fmt: skip
    return g


def test_04024_there_is_my_claim_raises_the_claim_to_3_for_the_challenge() -> None:
    g = _claim_played(COURTESANS)
    assert plot_value(g.state(), 0, "claim") == 2 + 1
    g.ev("challenge_result", winner="A", attacker_str=2, defender_str=0, unopposed=True)
    g.ev("claim", seat="B", cards=["B:01053#1", "B:01113#1", "B:01187#1"])
    st = g.state()
    assert all(st.cards[c].zone == "dead" for c in ("B:01053#1", "B:01113#1", "B:01187#1"))
    g.ev("pass", seat="A")  # the challenge is over: the claim is 2 again
    assert plot_value(g.state(), 0, "claim") == 2


def test_04024_there_is_my_claim_misuse_R_COST_2_a_martell_character_revealed() -> None:
    g = _claim_played([*COURTESANS[:3], "01113#1"])
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-COST-2") and "A:01113#1" in message
