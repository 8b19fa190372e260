"""Ghaston Grey (01116, Core, martell location)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    card_test,
    choose,
    costs,
)
from engine.game.cardtext.vocab import triggers as on
from engine.game.logformat import primitives
from engine.game.state.model import GameState


def _return_attacker(st: GameState, use: Use) -> list[Prim]:
    return [primitives.return_to_hand(use.targets[0], cannot_be_saved=True)]


register(
    # Ghaston Grey: kneel and sacrifice it to return an attacking character to hand
    Script(
        "01116",
        abilities=(
            Ability(
                "reaction",
                "after you lose a challenge as the defender: return an attacker to hand",
                _return_attacker,
                trigger=on.lost_challenge(defending=True),
                costs=(costs.kneel_self(), costs.sacrifice_self()),
                targets=(
                    choose(card_test(type="character", attacking=True), "an attacking character"),
                ),
            ),
        ),
    ),
)
