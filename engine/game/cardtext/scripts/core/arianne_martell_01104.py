"""Arianne Martell (01104, Core, martell character)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Limit,
    Script,
    card_test,
    choose,
    effects,
)
from engine.game.logformat import primitives
from engine.game.state.model import GameState


def _put_in_then_return_arianne(st: GameState, use: Use) -> list[Prim]:
    return [
        effects.entering(st, use.targets[0], use.seat),
        primitives.return_to_hand(use.source, cannot_be_saved=True),
    ]


register(
    # Arianne Martell: put a character (printed cost 5 or lower) into play, then return her
    Script(
        "01104",
        abilities=(
            Ability(
                "action",
                "put a character with printed cost 5 or lower into play from your hand",
                _put_in_then_return_arianne,
                targets=(
                    choose(
                        card_test(
                            type="character", controller="you", zone="hand", max_printed_cost=5
                        ),
                        "a character with printed cost 5 or lower in your hand",
                    ),
                ),
                limit=Limit(1, "phase"),
            ),
        ),
    ),
)
