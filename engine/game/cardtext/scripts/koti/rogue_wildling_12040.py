"""Rogue Wildling (12040, KotI, neutral character)."""

from __future__ import annotations

from engine.game.cardtext.model import Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    Target,
    card_test,
    effects,
)
from engine.game.cardtext.vocab import triggers as on
from engine.game.state.model import GameState


def _stand_wildling(st: GameState, use: Use, cid: str) -> bool:
    """ "Choose and stand a Wildling character you control" (a kneeling one, [R-TARGET-9])."""
    spec = card_test(type="character", traits=("Wildling",), controller="you", kneeling=True)
    return spec(st, use.seat, use.source, cid)


register(
    # Rogue Wildling: ambush (framework); after it enters play, stand a Wildling you control
    Script(
        "12040",
        abilities=(
            Ability(
                "reaction",
                "after Rogue Wildling enters play, stand a Wildling character you control",
                effects.on_targets("stand"),
                trigger=on.entered_play(),
                targets=(Target(_stand_wildling, what="a kneeling Wildling you control"),),
            ),
        ),
    ),
)
