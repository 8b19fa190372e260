"""KotI, targaryen: a legal use and a misuse of each card."""

from __future__ import annotations

from engine.game.logformat import primitives
from tests.engine.cards.harness import CardGame
from tests.engine.cards.quick import faction_action, hand_of, unopposed
from tests.engine.cards.rounds import to_challenges

DANCE, COHOLLO = "12036", "12035"
_PAY_1 = [primitives.spend_gold("A", 1)]


def _dance(target: str) -> CardGame:
    """A discards a filler and a second copy of "Dance of the Dragons" from hand, then plays
    the first copy to return ``target``."""
    g = CardGame(a=[DANCE], b=[], faction_a="targaryen")
    g.start(setup_a=["01053#1"], hand_a=[f"{DANCE}#1", f"{DANCE}#2"]).round()
    filler = next(c for c in hand_of(g, "A") if c[2:7] != DANCE)
    faction_action(g, "A", primitives.discard(filler), primitives.discard(f"A:{DANCE}#2"),
                   at="F-AW-3")  # fmt: skip
    target = filler if target == "filler" else target
    g.ability("A", f"A:{DANCE}#1", "action", targets=[target], costs=_PAY_1)
    return g


def test_12036_dance_of_the_dragons_returns_a_cheap_card_to_hand() -> None:
    g = _dance("filler")
    st = g.state()
    back = st.cards[g.events[-1]["targets"][0]]
    assert back.zone == "hand" and st.cards[f"A:{DANCE}#1"].zone == "discard"


def test_12036_dance_of_the_dragons_misuse_R_TARGET_1_an_event() -> None:
    g = _dance(f"A:{DANCE}#2")
    seq, rule, _ = g.error()
    assert (seq, rule) == (g.last_seq(), "R-TARGET-1")


def _cohollo(in_challenge: bool) -> CardGame:
    """A attacks with a filler (or is still marshaling); Cohollo kneels and A discards a
    card from hand to have him join."""
    g = CardGame(a=[COHOLLO], b=[], faction_a="targaryen")
    g.start(setup_a=[f"{COHOLLO}#1", "01053#1"], setup_b=["01053#1"]).round()
    if in_challenge:
        unopposed(to_challenges(g), "military", ["01053#1"])
        g.events.pop()  # B has not declared defenders yet
    card = hand_of(g, "A")[0]
    g.ability("A", f"A:{COHOLLO}#1", "action",
              costs=[primitives.kneel(f"A:{COHOLLO}#1"), primitives.discard(card)])  # fmt: skip
    return g


def test_12035_cohollo_joins_the_challenge_as_an_attacker() -> None:
    st = _cohollo(True).state()
    assert st.challenge is not None and f"A:{COHOLLO}#1" in st.challenge.attackers
    assert st.cards[f"A:{COHOLLO}#1"].kneeling and len(st.players[0].discard) == 1


def test_12035_cohollo_misuse_R_PLAYRES_1_no_challenge() -> None:
    g = _cohollo(False)
    seq, rule, _ = g.error()
    assert (seq, rule) == (g.last_seq(), "R-PLAYRES-1")
