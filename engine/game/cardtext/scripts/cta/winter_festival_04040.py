"""Winter Festival (04040, CtA, neutral plot)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    Use,
    effects,
)
from engine.game.cardtext.vocab import triggers as on
from engine.game.rules.traits import has_trait
from engine.game.state.model import GameState


def _no_summer_plot(st: GameState, use: Use) -> str | None:
    """ "if there are no Summer plot cards revealed"."""
    if any(p.revealed and has_trait(st, p.revealed, "Summer") for p in st.players):
        return "a Summer plot card is revealed"
    return None


register(
    # Winter Festival: when the challenges phase ends, with no Summer plot revealed, 2 power
    Script(
        "04040",
        abilities=(
            Ability(
                "interrupt",
                "when the challenges phase ends, if no Summer plot is revealed, gain 2 power",
                effects.gain_power_faction(2),
                trigger=on.happened("phase_ended", phase="challenges"),
                condition=_no_summer_plot,
            ),
        ),
    ),
)
