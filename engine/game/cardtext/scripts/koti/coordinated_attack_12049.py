"""Coordinated Attack (12049, KotI, neutral plot)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Limit,
    Script,
    effects,
)
from engine.game.cardtext.vocab import triggers as on
from engine.game.state.model import GameState, RuleError

_CHALLENGE_TYPES = ("military", "intrigue", "power")


def _different_type(st: GameState, use: Use) -> list[Prim]:
    """ "Choose a different challenge type. You may initiate an additional challenge of the
    chosen type this phase"."""
    won = use.answers.get("type") if use.answers is not None else None
    if use.choice == won:
        raise RuleError("R-TARGET-1", f"choose a challenge type other than {won} (field 'choice')")
    return effects.chosen_type_challenge()(st, use)


register(
    # Coordinated Attack: won as the attacking player, an additional challenge of another type
    Script(
        "12049",
        abilities=(
            Ability(
                "reaction",
                "after you win a challenge as the attacking player, an additional challenge of "
                "a different type",
                _different_type,
                trigger=on.won_challenge(attacking=True),
                choices=_CHALLENGE_TYPES,
                limit=Limit(1, "phase"),
            ),
        ),
    ),
)
