"""Wily Smuggler (14016, FotS, baratheon character)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Limit,
    Script,
    Use,
    card_test,
    choose,
)
from engine.game.logformat import primitives
from engine.game.logformat.log import SEATS
from engine.game.state.model import GameState

_IN_YOUR_HAND = card_test(controller="you", zone="hand")


def _smuggle(st: GameState, use: Use) -> list[Prim]:
    """The chosen card goes on top of its owner's deck; then, "at the end of the phase, draw
    1 card" (a delayed draw, lasting ``draw_at_end`` on the seat)."""
    moved: list[Prim] = [primitives.move(c, "deck", top=True) for c in use.targets]
    draw: Prim = primitives.lasting("draw_at_end", "phase", seat=SEATS[use.seat], amount=1)
    return [*moved, draw]


register(
    # Wily Smuggler: a card from hand on top of the deck, drawn again as the phase ends
    Script(
        "14016",
        abilities=(
            Ability(
                "action",
                "place a card from your hand on top of your deck; draw 1 at the end of the phase",
                _smuggle,
                targets=(choose(_IN_YOUR_HAND, "a card in your hand"),),
                limit=Limit(1, "round"),
            ),
        ),
    ),
)
