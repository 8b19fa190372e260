"""Ranger's Cache (03052, WotN, neutral plot)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, effects
from engine.game.cardtext.vocab import triggers as on
from engine.game.logformat import primitives
from engine.game.logformat.log import SEATS
from engine.game.state.model import GameState


def _cache(st: GameState, use: Use) -> list[Prim]:
    """ "either: draw 2 cards or gain 3 gold" (``choice`` draw / gold)."""
    if use.choice == "draw":
        return effects.draw(2)(st, use)
    return [primitives.gain_gold(SEATS[use.seat], 3)]


register(
    # Ranger's Cache: as the taxation phase ends, draw 2 cards or gain 3 gold
    Script(
        "03052",
        abilities=(
            Ability(
                "interrupt",
                "when the taxation phase ends, draw 2 cards or gain 3 gold",
                _cache,
                trigger=on.happened("phase_ended", phase="taxation"),
                choices=("draw", "gold"),
            ),
        ),
    ),
)
