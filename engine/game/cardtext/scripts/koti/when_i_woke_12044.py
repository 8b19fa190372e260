"""When I Woke... (12044, KotI, neutral event)."""

from __future__ import annotations

from engine.game.cardtext.model import Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Limit,
    Script,
    card_test,
    choose,
    effects,
)
from engine.game.state.effects import Happening
from engine.game.state.model import GameState

_PARTICIPATING = card_test(type="character", participating=True)


def _a_military_loss(st: GameState, use: Use, h: Happening) -> bool:
    """ "After a player loses a [military] challenge" (any player)."""
    return h.kind == "challenge_won" and h.get("type") == "military"


register(
    # When I Woke...: a player lost a [military] challenge: he or she puts a participating
    # character on top of its owner's deck (max 1 per challenge)
    Script(
        "12044",
        abilities=(
            Ability(
                "reaction",
                "after a player loses a military challenge, that player places a participating "
                "character on top of its owner's deck",
                effects.on_targets("to_top_of_deck"),
                trigger=_a_military_loss,
                targets=(choose(_PARTICIPATING, "a participating character"),),
                limit=Limit(1, "challenge", by_title=True),
            ),
        ),
    ),
)
