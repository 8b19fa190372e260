"""FotS, baratheon: a legal use and a misuse of each card."""

from __future__ import annotations

from tests.engine.cards.harness import CardGame

RENLY = "14004"
_DAYNE_KNIGHT, _EDDARD = "01113", "01144"  # [martell] printed cost 2; [stark] cost 7


def _renly_puts(card: str) -> CardGame:
    g = CardGame(a=[RENLY, _EDDARD], b=[], faction_a="baratheon")
    g.start(setup_a=[f"{RENLY}#1"], hand_a=[card]).round()
    return g.ability("A", f"A:{RENLY}#1", "action", targets=[f"A:{card}"], at="F-AW-3",
                     costs=[{"op": "kneel", "card": "A:faction"}])  # fmt: skip


def test_14004_renly_baratheon_puts_a_non_baratheon_character_into_play() -> None:
    st = _renly_puts(f"{_DAYNE_KNIGHT}#1").state()
    assert st.cards[f"A:{_DAYNE_KNIGHT}#1"].zone == "play" and st.players[0].gold == 3
    assert st.players[0].faction_kneeling


def test_14004_renly_baratheon_misuse_R_TARGET_1_a_baratheon_character() -> None:
    g = _renly_puts("01053#1")  # Bastard in Hiding: [baratheon], printed cost 2
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-TARGET-1") and "non-Baratheon" in message


def test_14004_renly_baratheon_misuse_R_TARGET_1_printed_cost_above_his_str() -> None:
    g = _renly_puts(f"{_EDDARD}#1")  # printed cost 7, Renly's STR 3
    seq, rule, _ = g.error()
    assert (seq, rule) == (g.last_seq(), "R-TARGET-1")
