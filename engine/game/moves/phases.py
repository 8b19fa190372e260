"""A phase ends and the next begins: both are triggering conditions for card text."""

from __future__ import annotations

from engine.game.rules.zones import expire
from engine.game.state import effects
from engine.game.state.model import GameState


def new_phase(st: GameState, phase: str) -> None:
    """Leave the current phase for ``phase`` ([F-1.1] .. [F-7.5]): "when the X phase ends"
    forced abilities resolve before the next phase begins; "until the beginning of the next
    phase" effects end; "after the X phase begins" reactions may then follow."""
    if st.phase != "setup":
        end_phase(st)
    begin_phase(st, phase)


def end_phase(st: GameState) -> None:
    """The current phase ends: "when the X phase ends" abilities answer it (forced ones
    resolve here)."""
    effects.happen(st, "phase_ended", None, None, phase=st.phase)
    effects.settle(st)


def begin_phase(st: GameState, phase: str) -> None:
    """``phase`` begins (after the previous one ended, ``end_phase``)."""
    st.phase = phase
    for player in st.players:
        player.drawn_this_phase = 0
        player.killed_this_phase = []  # "each character that was killed this phase"
        player.participated_this_phase = []  # "has not participated in a challenge this phase"
    if st.lasting:  # "until the beginning of the next phase" ([R-LASTING-3])
        expire(st, ("next_phase",))
    effects.happen(st, "phase_began", None, None, phase=phase)
