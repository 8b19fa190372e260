"""Horselord (15015, DotE, targaryen character)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.scripts.dote._shared import _dothraki_attackers
from engine.game.cardtext.vocab import (
    Script,
    constants,
)
from engine.game.rules import checks as rules
from engine.game.state.model import CardInst, GameState


def _horselord(st: GameState, inst: CardInst) -> int:
    """+1 STR for each other attacking Dothraki character you control (while attacking)."""
    ch = st.challenge
    if ch is None or inst.id not in rules.attacking(st, ch):
        return 0
    others = tuple(c for c in rules.attacking(st, ch) if c != inst.id)
    return _dothraki_attackers(st, inst.controller, others)


register(
    # Horselord: +1 STR per other attacking Dothraki you control, while attacking
    Script("15015", constants=(constants.on_self("str", value=_horselord),)),
)
