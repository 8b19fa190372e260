"""Fury of the Khalasar (15046, DotE, targaryen plot)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    Use,
    card_test,
    choose,
    effects,
)
from engine.game.cardtext.vocab import triggers as on
from engine.game.logformat import primitives
from engine.game.state.model import GameState


def _dothraki_from_hand(st: GameState, use: Use) -> list[Prim]:
    """Put it into play; at the end of the phase, if still in play, it returns to hand."""
    found: list[Prim] = []
    for cid in use.targets:
        found.append(effects.entering(st, cid, use.seat))
        found.append(primitives.lasting("at_end", "phase", card=cid, name="return_to_hand"))
    return found


register(
    # Fury of the Khalasar: after the challenges phase begins, a Dothraki from your hand
    # into play, back to your hand at the end of the phase
    Script(
        "15046",
        abilities=(
            Ability(
                "reaction",
                "after the challenges phase begins, put a Dothraki into play from your hand",
                _dothraki_from_hand,
                trigger=on.happened("phase_began", phase="challenges"),
                targets=(
                    choose(
                        card_test(
                            type="character", controller="you", traits=("Dothraki",), zone="hand"
                        ),
                        "a Dothraki character in your hand",
                    ),
                ),
            ),
        ),
    ),
)
