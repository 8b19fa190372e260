"""Venomous Blade (04036, CtA, martell attachment)."""

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
from engine.game.cardtext.vocab import triggers as on
from engine.game.logformat import primitives
from engine.game.state.model import GameState


def _poison(st: GameState, use: Use) -> list[Prim]:
    """A poison token; at the end of the phase, if still there, remove it and kill."""
    found: list[Prim] = []
    for cid in use.targets:
        found.append(primitives.token(cid, "poison", 1))
        found.append(primitives.lasting("kill_if_token", "phase", card=cid, name="poison"))
    return found


register(
    # Venomous Blade: after it enters play, poison a character with printed STR 2 or lower
    Script(
        "04036",
        abilities=(
            Ability(
                "reaction",
                "after Venomous Blade enters play, poison a printed STR 2 or lower character",
                _poison,
                trigger=on.entered_play(),
                targets=(
                    choose(
                        card_test(type="character", max_printed_str=2),
                        "a character with printed STR 2 or lower",
                    ),
                ),
            ),
        ),
    ),
)
