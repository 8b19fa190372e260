"""Rebuilding (01019, Core, neutral plot)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    Use,
    card_test,
    choose,
)
from engine.game.logformat import primitives
from engine.game.logformat.log import SEATS
from engine.game.state.model import GameState


def _shuffle_into_deck(st: GameState, use: Use) -> list[Prim]:
    """ "shuffle them into your deck" (nothing when no card is chosen, [R-TARGET-6])."""
    if not use.targets:
        return []
    moved: list[Prim] = [primitives.move(cid, "deck") for cid in use.targets]
    return [*moved, primitives.shuffle(SEATS[use.seat])]


register(
    # Rebuilding: up to 3 cards of your discard pile shuffled into your deck
    Script(
        "01019",
        abilities=(
            Ability(
                "when_revealed",
                "shuffle up to 3 cards of your discard pile into your deck",
                _shuffle_into_deck,
                targets=(
                    choose(
                        card_test(controller="you", zone="discard"),
                        "a card in your discard pile",
                        0,
                        3,
                    ),
                ),
            ),
        ),
    ),
)
