"""AtSK, tyrell: a legal use and a misuse of each card."""

from __future__ import annotations

from engine.game.state.model import strength
from tests.engine.cards.harness import CardGame
from tests.engine.cards.quick import unopposed
from tests.engine.cards.rounds import to_challenges

COLEN = "04004"


def _colen_attacks(ctype: str) -> CardGame:
    g = CardGame(a=[COLEN], b=[], faction_a="tyrell")
    g.start(setup_a=[f"{COLEN}#1"], setup_b=["01053#1"]).round()
    to_challenges(g)
    return unopposed(g, ctype, [f"{COLEN}#1"])


def test_04004_ser_colen_of_greenpools_gets_3_str_in_a_power_challenge() -> None:
    g = _colen_attacks("power")
    assert strength(g.state(), f"A:{COLEN}#1") == 1 + 3
    g.ev("challenge_result", winner="A", attacker_str=4, defender_str=0, unopposed=True)
    assert g.verdict().errors == ()


def test_04004_ser_colen_of_greenpools_misuse_F_4_2_2_bonus_in_a_military_challenge() -> None:
    g = _colen_attacks("military")
    assert strength(g.state(), f"A:{COLEN}#1") == 1
    g.ev("challenge_result", winner="A", attacker_str=4, defender_str=0, unopposed=True)
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "F-4.2.2") and "attacker_str" in message


BITTERBRIDGE, SONG = "04005", "03050"  # A Song of Summer: a Summer plot without When Revealed


def _bitterbridge(plot: str | None, put: list[str]) -> CardGame:
    """A reveals ``plot`` (None: the vanilla Winter plot); A reacts with Bitterbridge
    Encampment and the players put ``put`` into play."""
    g = CardGame(a=[BITTERBRIDGE], b=[], plots_a=[SONG], faction_a="tyrell")
    g.start(setup_a=[f"{BITTERBRIDGE}#1"], hand_a=["01053#1"], hand_b=["01187#1"])
    g.ev("plot", seat="A", card=f"A:{plot or '01025'}#1").ev("plot", seat="B", card="B:01025#1")
    effects = [{"op": "kneel", "card": f"A:{BITTERBRIDGE}#1"}]
    effects += [{"op": "put_into_play", "card": c} for c in put]
    return g.ability("A", f"A:{BITTERBRIDGE}#1", "reaction", effects=effects)


def test_04005_bitterbridge_encampment_each_player_puts_a_character_into_play() -> None:
    st = _bitterbridge(SONG, ["A:01053#1", "B:01187#1"]).state()
    assert st.cards["A:01053#1"].zone == "play" and st.cards["B:01187#1"].zone == "play"
    assert st.cards[f"A:{BITTERBRIDGE}#1"].kneeling


def test_04005_bitterbridge_encampment_misuse_R_REACTION_3_a_winter_plot() -> None:
    g = _bitterbridge(None, ["A:01053#1"])
    seq, rule, message = g.error()
    assert (seq, rule) == (g.last_seq(), "R-REACTION-3") and BITTERBRIDGE in message
