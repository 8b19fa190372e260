"""KotI, baratheon: a legal use and a misuse of each card."""

from __future__ import annotations

from engine.game.logformat import primitives
from engine.game.state.model import has_keyword
from tests.engine.cards.harness import CardGame
from tests.engine.cards.quick import faction_action, unopposed
from tests.engine.cards.rounds import to_challenges

FURY, STANNIS = "12026", "01052"


def _fury(target: str, ctype: str = "power") -> CardGame:
    """A controls Fury and Stannis; B's filler has 1 power; A wins a challenge unopposed,
    then kneels Fury to move a power from ``target``."""
    g = CardGame(a=[FURY, STANNIS], b=[], faction_a="baratheon")
    g.start(setup_a=[f"{STANNIS}#1", "01053#1"], setup_b=["01053#1", "01113#1"],
            hand_a=[f"{FURY}#1"]).round()  # fmt: skip
    g.ev("marshal", seat="A", card=f"A:{FURY}#1")
    faction_action(g, "B", primitives.gain_power(1, card="B:01053#1"), at="F-AW-3")
    to_challenges(g)
    unopposed(g, ctype, ["01053#1"])
    g.ability("A", f"A:{FURY}#1", "reaction", targets=[target],
              costs=[primitives.kneel(f"A:{FURY}#1")])  # fmt: skip
    return g


def test_12026_fury_moves_a_power_to_your_faction_and_stannis_intimidates() -> None:
    g = _fury("B:01053#1")
    st = g.state()
    assert has_keyword(st, f"A:{STANNIS}#1", "intimidate")
    assert st.cards["B:01053#1"].power == 0 and st.players[0].power == 1
    assert st.cards[f"A:{FURY}#1"].kneeling


def test_12026_fury_misuse_R_TARGET_1_a_character_without_power() -> None:
    g = _fury("B:01113#1")
    seq, rule, _ = g.error()
    assert (seq, rule) == (g.last_seq(), "R-TARGET-1")
