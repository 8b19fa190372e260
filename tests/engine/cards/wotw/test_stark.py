"""WotW, stark: a legal use and a misuse of each card."""

from __future__ import annotations

from tests.engine.cards.harness import CardGame
from tests.engine.cards.quick import unopposed
from tests.engine.cards.rounds import to_challenges

# --- 07034 Summer -----------------------------------------------------------------------------

SUMMER, ARYA = "07034", "08081"  # Arya Stark: a unique [stark] character


def _summer_joins(ctype: str) -> CardGame:
    """Summer on Arya Stark; A's filler attacks unopposed in a ``ctype`` challenge; A kneels
    Arya to have her participate."""
    g = CardGame(a=[SUMMER, ARYA], b=[], faction_a="stark")
    g.start(setup_a=[f"{ARYA}#1", f"{SUMMER}#1", "01053#1"],
            attach_a={f"{SUMMER}#1": f"{ARYA}#1"}).round()  # fmt: skip
    to_challenges(g)
    unopposed(g, ctype, ["01053#1"])
    return g.ability("A", f"A:{SUMMER}#1", "action", ability=1,
                     costs=[{"op": "kneel", "card": f"A:{ARYA}#1"}])  # fmt: skip


def test_07034_summer_kneels_its_host_to_join_a_military_challenge() -> None:
    st = _summer_joins("military").state()
    assert st.challenge is not None and f"A:{ARYA}#1" in st.challenge.attackers
    assert st.cards[f"A:{ARYA}#1"].kneeling


def test_07034_summer_misuse_R_PLAYRES_1_in_a_power_challenge() -> None:
    g = _summer_joins("power")
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-PLAYRES-1") and "military" in message


DACEY = "06061"  # Dacey Mormont: another unique [stark] character


def _summer_moves_to(host: str) -> CardGame:
    g = CardGame(a=[SUMMER, ARYA, DACEY], b=[], faction_a="stark")
    g.start(setup_a=[f"{ARYA}#1", f"{SUMMER}#1", f"{DACEY}#1"],
            attach_a={f"{SUMMER}#1": f"{ARYA}#1"}).round()  # fmt: skip
    return g.ability("A", f"A:{SUMMER}#1", "action", ability=2, targets=[host], at="F-AW-3",
                     costs=[{"op": "spend_gold", "seat": "A", "amount": 1}])  # fmt: skip


def test_07034_summer_pays_1_gold_to_move_to_a_different_character() -> None:
    st = _summer_moves_to(f"A:{DACEY}#1").state()
    assert st.cards[f"A:{SUMMER}#1"].host == f"A:{DACEY}#1" and st.players[0].gold == 3 - 1


def test_07034_summer_misuse_R_LIMIT_1_moved_twice_in_a_phase() -> None:
    g = _summer_moves_to(f"A:{DACEY}#1")
    g.ability("A", f"A:{SUMMER}#1", "action", ability=2, targets=[f"A:{ARYA}#1"], at="F-AW-3",
              costs=[{"op": "spend_gold", "seat": "A", "amount": 1}])  # fmt: skip
    seq, rule, _ = g.error()
    assert (seq, rule) == (g.last_seq(), "R-LIMIT-1")
