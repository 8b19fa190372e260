"""Siege Preparations (14048, FotS, neutral plot)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Limit,
    Script,
    Use,
    effects,
)
from engine.game.state.model import GameState, plot_value


def _draw_up_to_reserve(st: GameState, use: Use) -> list[Prim]:
    """ "Draw cards until your hand size is equal to your reserve value"."""
    player = st.players[use.seat]
    due = max(0, plot_value(st, use.seat, "reserve") - len(player.hand))
    return effects.draw(due)(st, use) if due else []


register(
    # Siege Preparations: draw up to your reserve value (once per phase)
    Script(
        "14048",
        abilities=(
            Ability(
                "action",
                "draw cards until your hand size equals your reserve value",
                _draw_up_to_reserve,
                phase="dominance",
                limit=Limit(1, "phase"),
            ),
        ),
    ),
)
