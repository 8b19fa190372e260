"""Ser Davos Seaworth (01050, Core, baratheon character)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    effects,
)
from engine.game.cardtext.vocab import triggers as on

register(
    # Ser Davos Seaworth: when killed, return him to your hand instead (logged right after
    # the kill, from the dead pile: docs/decisions/card-text-timing.md)
    Script(
        "01050",
        abilities=(
            Ability(
                "interrupt",
                "when Ser Davos Seaworth is killed, return him to your hand instead",
                effects.on_self("move", to="hand"),
                trigger=on.self_happened("killed"),
                from_zones=("dead",),
            ),
        ),
    ),
)
