"""Quentyn Martell (10011, SoD, martell character)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
)
from engine.game.cardtext.vocab import triggers as on
from engine.game.logformat import primitives
from engine.game.state.model import GameState


def _few_used_plots(st: GameState, use: Use) -> str | None:
    """ "if there are fewer than 3 plot cards in your used pile"."""
    return None if len(st.players[use.seat].used) < 3 else "3 or more plots in your used pile"


def _kneel_self_if_standing(st: GameState, use: Use) -> list[Prim]:
    """ "kneel Quentyn Martell" (already kneeling: nothing changes)."""
    return [] if st.cards[use.source].kneeling else [primitives.kneel(use.source)]


register(
    # Quentyn Martell: forced, kneel him as the challenges phase begins while fewer than 3
    # plots are in your used pile (Renown: framework)
    Script(
        "10011",
        abilities=(
            Ability(
                "forced",
                "after the challenges phase begins, with fewer than 3 used plots: kneel him",
                _kneel_self_if_standing,
                trigger=on.happened("phase_began", phase="challenges"),
                condition=_few_used_plots,
            ),
        ),
    ),
)
