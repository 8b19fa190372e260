"""TC, stark: a legal use and a misuse of each card."""

from __future__ import annotations

from engine.game.state.model import has_keyword, strength
from tests.engine.cards.harness import CardGame
from tests.engine.cards.quick import unopposed
from tests.engine.cards.rounds import to_challenges

MANDERLY, TAXATION = "04101", "01024"  # Taxation: a plot without the Winter Trait


def _manderly_attacks(plot: str | None) -> CardGame:
    """Both players reveal ``plot`` (None: the vanilla Winter plot); the Knight attacks."""
    plots = [plot] if plot else []
    g = CardGame(a=[MANDERLY], b=[], plots_a=plots, plots_b=plots, faction_a="stark")
    g.start(setup_a=[f"{MANDERLY}#1"], setup_b=["01053#1"]).round(
        plot and f"{plot}#1", plot and f"{plot}#1"
    )
    to_challenges(g)
    return unopposed(g, "military", [f"{MANDERLY}#1"])


def test_04101_house_manderly_knight_gets_2_str_while_winter_is_revealed() -> None:
    g = _manderly_attacks(None)
    assert strength(g.state(), f"A:{MANDERLY}#1") == 1 + 2
    g.ev("challenge_result", winner="A", attacker_str=3, defender_str=0, unopposed=True)
    assert g.verdict().errors == ()


def test_04101_house_manderly_knight_misuse_F_4_2_2_bonus_without_winter() -> None:
    g = _manderly_attacks(TAXATION)
    assert strength(g.state(), f"A:{MANDERLY}#1") == 1
    g.ev("challenge_result", winner="A", attacker_str=3, defender_str=0, unopposed=True)
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "F-4.2.2") and "attacker_str" in message


WOLF, TUMBLESTONE = "04102", "01150"  # Tumblestone Knight: a vanilla [stark] character
_PAY_1 = [{"op": "spend_gold", "seat": "A", "amount": 1}]


def _wolf_in_the_night(attackers: list[str]) -> CardGame:
    """A attacks with ``attackers`` (B defends with none) and plays "Wolf in the Night" on
    Tumblestone Knight."""
    g = CardGame(a=[WOLF, TUMBLESTONE], b=[], faction_a="stark")
    g.start(setup_a=[f"{TUMBLESTONE}#1", "01053#1"], hand_a=[f"{WOLF}#1"]).round()
    to_challenges(g)
    unopposed(g, "power", attackers)
    return g.ability("A", f"A:{WOLF}#1", "action", targets=[f"A:{TUMBLESTONE}#1"], costs=_PAY_1)


def test_04102_wolf_in_the_night_gives_3_str_and_renown_to_a_lone_attacker() -> None:
    g = _wolf_in_the_night([f"{TUMBLESTONE}#1"])
    st = g.state()
    assert strength(st, f"A:{TUMBLESTONE}#1") == 2 + 3
    assert has_keyword(st, f"A:{TUMBLESTONE}#1", "renown")
    g.ev("challenge_result", winner="A", attacker_str=5, defender_str=0, unopposed=True)
    g.ev("pass", seat="A")  # the challenge ends: renown resolved
    st = g.state()
    assert st.cards[f"A:{TUMBLESTONE}#1"].power == 1
    assert not has_keyword(st, f"A:{TUMBLESTONE}#1", "renown")  # the challenge ended


def test_04102_wolf_in_the_night_misuse_R_TARGET_1_not_attacking_alone() -> None:
    g = _wolf_in_the_night([f"{TUMBLESTONE}#1", "01053#1"])
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-TARGET-1") and TUMBLESTONE in message
