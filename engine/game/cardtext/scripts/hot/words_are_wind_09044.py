"""Words Are Wind (09044, HoT, neutral event)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    effects,
)
from engine.game.cardtext.vocab.cancels import an_opponents_event
from engine.game.logformat import primitives
from engine.game.state.model import GameState

_CANCEL, _DRAW = "cancel", "draw"


def _cancel_or_draw_2(st: GameState, use: Use) -> list[Prim]:
    """ "That opponent must choose, either: cancel those effects, or you draw 2 cards"
    (``choice``: the opponent's)."""
    if use.choice == _CANCEL:
        return [primitives.cancel(card=c) for c in use.targets]
    return effects.draw(2)(st, use)


register(
    # Words Are Wind: an opponent's event about to resolve: cancelled, or you draw 2
    Script(
        "09044",
        abilities=(
            Ability(
                "interrupt",
                "when the effects of an opponent's event would initiate, that opponent chooses: "
                "cancel them, or you draw 2 cards",
                _cancel_or_draw_2,
                targets=(an_opponents_event(),),
                choices=(_CANCEL, _DRAW),
                would=("initiate",),
            ),
        ),
    ),
)
