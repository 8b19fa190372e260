"""[H-EX-PLOTCYCLE], [H-PLOT-5], [H-PLOT-5-CYCLE]: plot recycling over 14 rounds of an
hbo-2p game after the golden setup example. Rounds 1-7 reveal each of the 7 plots; in round
7 the 6 used plots return, round 8 chooses from those 6 and the round-7 plot is refused;
rounds 8-13 are a cycle of 6, in round 13 the 6 used plots (the round-7 plot among them)
return and the round-13 plot is refused in round 14. The framework is driven with the
simulator's legal options (passes, the first legal draw); the plots are chosen here."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from engine.game.framework import flow
from engine.game.play.options import legal_options
from engine.game.state.model import GameState, RuleError
from tests.engine.game.test_hbo_ruleset import golden, push, state_of

A_PLOTS = [f"A:HP0{n}#1" for n in range(1, 8)]  # the Lannister plot deck, HP01 .. HP07
B_PLOTS = [f"B:HP1{n}#1" for n in range(1, 8)]  # the Stark plot deck, HP11 .. HP17


def drive(st: GameState, done: Callable[[GameState], bool]) -> None:
    """Take the framework's required decisions (a pass where one is legal, else the first
    legal choice with the fewest cards) until ``done``."""
    for _ in range(300):
        if done(st):
            return
        required = [o for o in legal_options(st) if not o.optional]
        if not required:
            flow.advance(st)
            continue
        choice = next((o for o in required if o.type == "pass"), required[0])
        push(st, **choice.event(list(choice.pick_from[: choice.pick_min])))
    raise AssertionError(f"stuck at {st.step} of round {st.round}")  # pragma: no cover


def revealed(st: GameState) -> bool:
    return st.phase == "draw"  # the reveal ([H-PLOT-2]) and its recycling are done


def play_round(st: GameState, a_plot: str, b_plot: str) -> None:
    """Choose both plots, then play on to the Draw phase of that round."""
    push(st, type="plot", seat="A", card=a_plot)
    push(st, type="plot", seat="B", card=b_plot)
    drive(st, revealed)


def next_plot_phase(st: GameState) -> None:
    target = st.round + 1
    drive(st, lambda s: s.round == target and s.step == "F-1.2")


def rule_of_plot(st: GameState, seat: str, card: str) -> str:
    with pytest.raises(RuleError) as excinfo:
        push(st, type="plot", seat=seat, card=card)
    return excinfo.value.rule


def decks(st: GameState) -> dict[str, tuple[list[str], list[str], str | None]]:
    """Per seat: the plot deck (sorted), the used pile (sorted), the revealed plot."""
    return {p.key: (sorted(p.plot_deck), sorted(p.used), p.revealed) for p in st.players}


def test_h_ex_plotcycle_h_plot_5_cycle_rounds_7_8_13_14() -> None:
    st = state_of(golden("setup-placement"))
    for n in range(6):  # rounds 1-6: one new plot each
        play_round(st, A_PLOTS[n], B_PLOTS[n])
        next_plot_phase(st)
    assert st.round == 7
    assert decks(st) == {"A": ([A_PLOTS[6]], A_PLOTS[:5], A_PLOTS[5]),
                         "B": ([B_PLOTS[6]], B_PLOTS[:5], B_PLOTS[5])}  # fmt: skip

    # Round 7: the last plot is revealed; the 6 used plots return, the 7th stays revealed.
    play_round(st, A_PLOTS[6], B_PLOTS[6])
    assert decks(st) == {"A": (A_PLOTS[:6], [], A_PLOTS[6]), "B": (B_PLOTS[:6], [], B_PLOTS[6])}

    # Round 8: a choice among those 6; the round-7 plot is not available ([H-PLOT-5]).
    next_plot_phase(st)
    assert st.round == 8
    assert decks(st) == {"A": (A_PLOTS[:6], [], A_PLOTS[6]), "B": (B_PLOTS[:6], [], B_PLOTS[6])}
    assert rule_of_plot(st, "A", A_PLOTS[6]) == "H-PLOT-5"
    assert rule_of_plot(st, "B", B_PLOTS[6]) == "H-PLOT-5"
    play_round(st, A_PLOTS[0], B_PLOTS[0])
    assert decks(st) == {"A": (A_PLOTS[1:6], [A_PLOTS[6]], A_PLOTS[0]),
                         "B": (B_PLOTS[1:6], [B_PLOTS[6]], B_PLOTS[0])}  # fmt: skip

    # Round 9: a used plot cannot be chosen again for now ([H-PLOT-4]).
    next_plot_phase(st)
    assert rule_of_plot(st, "A", A_PLOTS[6]) == "H-PLOT-4"
    for n in range(1, 5):  # rounds 9-12
        play_round(st, A_PLOTS[n], B_PLOTS[n])
        next_plot_phase(st)
    assert st.round == 13
    assert decks(st) == {"A": ([A_PLOTS[5]], [*A_PLOTS[:4], A_PLOTS[6]], A_PLOTS[4]),
                         "B": ([B_PLOTS[5]], [*B_PLOTS[:4], B_PLOTS[6]], B_PLOTS[4])}  # fmt: skip

    # Round 13 ends the cycle of 6: the 6 used plots (the round-7 plot too) return.
    play_round(st, A_PLOTS[5], B_PLOTS[5])
    a_back, b_back = [*A_PLOTS[:5], A_PLOTS[6]], [*B_PLOTS[:5], B_PLOTS[6]]
    assert decks(st) == {"A": (a_back, [], A_PLOTS[5]), "B": (b_back, [], B_PLOTS[5])}

    # Round 14: the round-13 plot is not available; the round-7 plot is again.
    next_plot_phase(st)
    assert st.round == 14
    assert decks(st) == {"A": (a_back, [], A_PLOTS[5]), "B": (b_back, [], B_PLOTS[5])}
    assert rule_of_plot(st, "A", A_PLOTS[5]) == "H-PLOT-5"
    play_round(st, A_PLOTS[6], B_PLOTS[6])
    assert decks(st) == {"A": (A_PLOTS[:5], [A_PLOTS[5]], A_PLOTS[6]),
                         "B": (B_PLOTS[:5], [B_PLOTS[5]], B_PLOTS[6])}  # fmt: skip
    assert not st.over
