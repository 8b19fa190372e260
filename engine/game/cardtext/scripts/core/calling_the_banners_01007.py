"""Calling the Banners (01007, Core, neutral plot)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    Use,
    effects,
)
from engine.game.logformat import primitives
from engine.game.logformat.log import SEATS
from engine.game.state.model import GameState, characters


def _gold_per_opponent_character(st: GameState, use: Use) -> list[Prim]:
    count = len(characters(st, effects.chosen_opponent(st, use)))
    return [primitives.gain_gold(SEATS[use.seat], count)] if count else []


register(
    # Calling the Banners: 1 gold for each character the chosen opponent controls
    Script(
        "01007",
        abilities=(
            Ability(
                "when_revealed",
                "choose an opponent: gain 1 gold for each character he or she controls",
                _gold_per_opponent_character,
            ),
        ),
    ),
)
