"""A Game of Thrones (01003, Core, neutral plot)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Script,
    constants,
)
from engine.game.state.effects import Contribution
from engine.game.state.model import CardInst, GameState


def _intrigue_win_first(st: GameState, inst: CardInst) -> list[Contribution]:
    """ "cannot initiate a [military] or [power] challenge unless he or she has won an
    [intrigue] challenge that phase" (challenges are won only in the challenges phase)."""
    return [
        Contribution("cannot", p.index, 0, f"initiate:{ctype}", inst.id)
        for p in st.players
        if "intrigue" not in p.challenges_won
        for ctype in ("military", "power")
    ]


register(
    # A Game of Thrones: no [military] or [power] challenge before an [intrigue] win
    Script(
        "01003",
        constants=(
            constants.constant(
                "cannot", _intrigue_win_first, names="initiate:military initiate:power"
            ),
        ),
    ),
)
