"""Secret Schemes (06076, TRW, martell event)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    costs,
    effects,
)
from engine.game.state.model import GameState, RuleError


def _draw_per_used_plot(st: GameState, use: Use) -> list[Prim]:
    """ "Draw X cards. X is the number of plot cards in your used pile"."""
    count = len(st.players[use.seat].used)
    if not count:
        raise RuleError("R-ABIL-7", "no plot card is in your used pile: nothing would be drawn")
    return effects.draw(count)(st, use)


register(
    # Secret Schemes: kneel your faction card to draw X, the plots in your used pile
    Script(
        "06076",
        abilities=(
            Ability(
                "action",
                "kneel your faction card to draw 1 card per plot in your used pile",
                _draw_per_used_plot,
                costs=(costs.kneel_faction(),),
            ),
        ),
    ),
)
