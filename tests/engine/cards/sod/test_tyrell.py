"""SoD, tyrell: a legal use and a misuse of each card."""

from __future__ import annotations

from tests.engine.cards.harness import CardGame

LEYTON = "10037"
STRAITS = "09018"  # Redwyne Straits: a limited [tyrell] location, cost 2
_KNEEL_LEYTON = [{"op": "kneel", "card": f"A:{LEYTON}#1"}]


def _leyton_puts(card: str) -> CardGame:
    g = CardGame(a=[LEYTON, STRAITS], b=[], faction_a="tyrell")
    g.start(setup_a=[f"{LEYTON}#1"], hand_a=["01187#1", f"{STRAITS}#1"]).round()
    g.ability("A", f"A:{LEYTON}#1", "action", targets=[card], costs=_KNEEL_LEYTON, at="F-AW-3")
    return g


def test_10037_leyton_hightower_puts_a_tyrell_character_into_play_knelt() -> None:
    st = _leyton_puts("A:01187#1").state()  # Courtesan of the Rose: [tyrell], cost 2
    courtesan = st.cards["A:01187#1"]
    assert courtesan.zone == "play" and courtesan.kneeling and st.players[0].gold == 3


def test_10037_leyton_hightower_misuse_R_TARGET_1_a_limited_location() -> None:
    g = _leyton_puts(f"A:{STRAITS}#1")
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-TARGET-1") and "non-limited" in message
