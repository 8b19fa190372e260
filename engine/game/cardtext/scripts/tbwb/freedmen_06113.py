"""Freedmen (06113, TBWB, targaryen character)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, Use, effects
from engine.game.cardtext.vocab import triggers as on
from engine.game.state.model import GameState


def _into_play_from_discard(st: GameState, use: Use) -> list[Prim]:
    return [effects.entering(st, use.source, use.seat)]


register(
    # Freedmen: after you win by 5 or more attacking, it enters play from your discard pile
    Script(
        "06113",
        abilities=(
            Ability(
                "reaction",
                "after you win by 5 or more as the attacker, put Freedmen into play",
                _into_play_from_discard,
                trigger=on.won_challenge(attacking=True, margin=5),
                from_zones=("discard",),
            ),
        ),
    ),
)
