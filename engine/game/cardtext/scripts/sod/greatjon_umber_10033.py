"""Greatjon Umber (10033, SoD, stark character)."""

from __future__ import annotations

from engine.game.cardtext.model import Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    effects,
)
from engine.game.cardtext.vocab import triggers as on
from engine.game.state.model import GameState


def _few_used_plots(st: GameState, use: Use) -> str | None:
    """ "if there are fewer than 3 plot cards in your used pile"."""
    return None if len(st.players[use.seat].used) < 3 else "3 or more plots in your used pile"


register(
    # Greatjon Umber: after a [military] win he attacks in, with fewer than 3 used plots,
    # stand him (Intimidate: framework)
    Script(
        "10033",
        abilities=(
            Ability(
                "reaction",
                "after you win a military challenge he attacks in: stand him",
                effects.on_self("stand"),
                trigger=on.won_challenge("military", self_attacking=True),
                condition=_few_used_plots,
            ),
        ),
    ),
)
