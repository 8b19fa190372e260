"""WotN, neutral: a legal use and a misuse of each card."""

from __future__ import annotations

from engine.game.state.model import icons
from tests.engine.cards.harness import CardGame
from tests.engine.cards.rounds import to_challenges

MAESTER = "03041"  # House Maester: a neutral Maester character without text

# --- 03045 Tithe ------------------------------------------------------------------------------

TITHE = "03045"


def _tithe(kneel: str) -> CardGame:
    g = CardGame(a=[TITHE, MAESTER], b=[], faction_a="stark")
    g.start(setup_a=[f"{MAESTER}#1", "01053#1"], hand_a=[f"{TITHE}#1"]).round()
    return g.ability("A", f"A:{TITHE}#1", "action", costs=[{"op": "kneel", "card": kneel}],
                     at="F-AW-3")  # fmt: skip


def test_03045_tithe_kneels_a_neutral_character_to_gain_2_gold() -> None:
    st = _tithe(f"A:{MAESTER}#1").state()
    assert st.players[0].gold == 3 + 2 and st.cards[f"A:{MAESTER}#1"].kneeling
    assert st.cards[f"A:{TITHE}#1"].zone == "discard"


def test_03045_tithe_misuse_R_COST_2_kneels_a_baratheon_character() -> None:
    g = _tithe("A:01053#1")
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-COST-2") and "neutral" in message


# --- 03042 Tourney Grounds --------------------------------------------------------------------

GROUNDS, CONFINEMENT = "03042", "01121"  # Confinement: a 1-cost event


def _grounds_then_confinement(costs: list[dict[str, object]]) -> CardGame:
    g = CardGame(a=[GROUNDS, CONFINEMENT], b=[], faction_a="martell")
    g.start(setup_a=[f"{GROUNDS}#1"], setup_b=["01053#1"], hand_a=[f"{CONFINEMENT}#1"]).round()
    g.ability("A", f"A:{GROUNDS}#1", "action", costs=[{"op": "kneel", "card": f"A:{GROUNDS}#1"}],
              at="F-AW-3")  # fmt: skip
    return g.ability("A", f"A:{CONFINEMENT}#1", "action", targets=["B:01053#1"], costs=costs)


def test_03042_tourney_grounds_reduces_the_next_event_by_1() -> None:
    st = _grounds_then_confinement([]).state()  # Confinement (cost 1) now free
    assert st.players[0].gold == 3 and icons(st, "B:01053#1") == set()
    assert st.cards[f"A:{GROUNDS}#1"].kneeling


def test_03042_tourney_grounds_misuse_R_COST_2_the_reduction_ignored() -> None:
    g = _grounds_then_confinement([{"op": "spend_gold", "seat": "A", "amount": 1}])
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-COST-2"), message


# --- 03044 Healing Expertise ------------------------------------------------------------------

HEALING = "03044"


def _healing(target: str, kneel: str) -> CardGame:
    """B wins a [military] challenge (claim 2); A plays Healing Expertise, kneeling
    ``kneel``, to save ``target``."""
    g = CardGame(a=[HEALING, MAESTER], b=[], faction_a="stark")
    g.start(setup_a=[f"{MAESTER}#1", "01053#1", "01113#1"], setup_b=["01053#1", "01113#1"],
            hand_a=[f"{HEALING}#1"]).round()  # fmt: skip
    to_challenges(g)
    g.ev("pass", seat="A")
    g.ev("challenge", seat="B", challenge="military", attackers=["01053#1", "01113#1"])
    g.ev("defenders", seat="A", defenders=[])
    g.ev("challenge_result", winner="B", attacker_str=4, defender_str=0, unopposed=True)
    return g.ability("A", f"A:{HEALING}#1", "interrupt", targets=[target],
                     costs=[{"op": "kneel", "card": kneel}])  # fmt: skip


def test_03044_healing_expertise_saves_a_character_from_claim() -> None:
    g = _healing("A:01053#1", f"A:{MAESTER}#1")
    g.ev("claim", seat="A", cards=["A:01053#1", "A:01113#1"])
    st = g.state()
    assert st.cards["A:01053#1"].zone == "play" and st.cards["A:01113#1"].zone == "dead"
    assert st.cards[f"A:{MAESTER}#1"].kneeling and st.cards[f"A:{HEALING}#1"].zone == "discard"


def test_03044_healing_expertise_misuse_R_COST_2_kneels_a_non_maester() -> None:
    g = _healing("A:01053#1", "A:01113#1")
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-COST-2") and "Maester" in message


def test_03044_healing_expertise_misuse_R_TARGET_1_an_opponents_character() -> None:
    g = _healing("B:01053#1", f"A:{MAESTER}#1")
    seq, rule, _ = g.error()
    assert (seq, rule) == (g.last_seq(), "R-TARGET-1")
