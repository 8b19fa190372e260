"""Randyll Tarly (01183, Core, tyrell character)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Limit,
    Script,
    effects,
)
from engine.game.cardtext.vocab import triggers as on

register(
    # Randyll Tarly: after his STR is increased by a card effect, stand him (twice a phase)
    Script(
        "01183",
        abilities=(
            Ability(
                "reaction",
                "after Randyll Tarly's STR is increased by a card effect, stand him",
                effects.on_self("stand"),
                trigger=on.self_happened("str_increased"),
                limit=Limit(2, "phase"),
            ),
        ),
    ),
)
