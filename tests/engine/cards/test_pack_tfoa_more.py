"""The Fall of Astapor: Recruiter for the Watch (06045), legal uses and misuses."""

from __future__ import annotations

from engine.game.state.model import plot_value
from tests.engine.cards.harness import CardGame
from tests.engine.cards.quick import faction_action
from tests.engine.cards.reveal import reveal_plots

RECRUITER = "06045"
ME = f"A:{RECRUITER}#1"


def _recruited(target: str = "B:01053#1") -> CardGame:
    g = CardGame(a=[RECRUITER], b=["01162"], faction_a="thenightswatch")
    g.start(setup_a=[f"{RECRUITER}#1"], setup_b=["01053#1", "01162#1"]).round()
    g.ability("A", ME, "action", targets=[target], costs=[{"op": "kneel", "card": ME}])
    return g


def _to_standing(g: CardGame) -> CardGame:
    """Marshaling and challenges passed; the dominance window passed: the standing phase
    begins ([F-6.1])."""
    for _ in range(2):
        g.ev("pass", seat="A").ev("pass", seat="B")
    return g


def _next_round(g: CardGame) -> CardGame:
    """Each player discards down to the reserve; the next round's plots are revealed."""
    st = g.state()
    for p in st.players:
        spare = sorted(p.hand)[: max(0, len(p.hand) - plot_value(st, p.index, "reserve"))]
        if spare:
            g.ev("reserve", seat=p.key, cards=spare)
    return reveal_plots(g, "01025#2", draw=0)


def test_06045_recruiter_takes_control_while_he_kneels() -> None:
    st = _recruited().state()
    assert st.cards["B:01053#1"].controller == 0 and "B:01053#1" in st.players[0].in_play


def test_06045_recruiter_control_returns_when_he_stands() -> None:
    g = _to_standing(_recruited())
    st = _next_round(g).state()  # the standing phase stood him
    assert not st.cards[ME].kneeling
    assert st.cards["B:01053#1"].controller == 1 and "B:01053#1" in st.players[1].in_play


def test_06045_recruiter_chooses_not_to_stand_and_keeps_control() -> None:
    g = _to_standing(_recruited())
    g.ability("A", ME, "interrupt", ability=1, at="F-6.1")
    st = _next_round(g).state()
    assert st.cards[ME].kneeling and st.cards["B:01053#1"].controller == 0


def test_06045_recruiter_control_returns_when_he_leaves_play() -> None:
    g = _recruited()
    faction_action(g, "B", {"op": "kill", "card": ME}, at="F-AW-3")
    st = g.state()
    assert st.cards[ME].zone == "dead" and st.cards["B:01053#1"].controller == 1


def test_06045_recruiter_misuse_R_PLAYRES_1_not_to_stand_while_standing() -> None:
    g = CardGame(a=[RECRUITER], b=[], faction_a="thenightswatch")
    _to_standing(g.start(setup_a=[f"{RECRUITER}#1"]).round())
    g.ability("A", ME, "interrupt", ability=1, at="F-6.1")
    assert g.error()[1] == "R-PLAYRES-1"


def test_06045_recruiter_misuse_R_TARGET_1_printed_cost_3() -> None:
    g = _recruited("B:01162#1")  # printed cost 3 or more
    assert g.error()[1] == "R-TARGET-1"
