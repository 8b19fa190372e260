"""Spears of the Merling King (06048, TFoA, baratheon location)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    costs,
)
from engine.game.logformat import primitives
from engine.game.state.effects import Happening
from engine.game.state.model import GameState


def _your_character_killed(st: GameState, use: Use, h: Happening) -> bool:
    """ "When a character you control is killed" (logged right after the kill)."""
    return (
        h.kind == "killed"
        and h.seat == use.seat
        and h.card is not None
        and st.cards[h.card].card.type == "character"
    )


def _killed_back_to_hand(st: GameState, use: Use) -> list[Prim]:
    """ "Return that character to your hand instead of placing it in your dead pile"."""
    killed = use.answers.card if use.answers is not None else None
    return [] if killed is None else [primitives.move(killed, "hand")]


register(
    # Spears of the Merling King: sacrifice it: a killed character of yours goes to your hand
    Script(
        "06048",
        abilities=(
            Ability(
                "interrupt",
                "when a character you control is killed, sacrifice Spears of the Merling King "
                "to return it to your hand instead",
                _killed_back_to_hand,
                trigger=_your_character_killed,
                costs=(costs.sacrifice_self(),),
            ),
        ),
    ),
)
