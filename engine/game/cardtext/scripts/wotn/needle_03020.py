"""Needle (03020, WotN, stark attachment)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    costs,
    effects,
)

register(
    # Needle: [stark] only (framework), +2 STR (printed: read); logged before the sacrifice it
    # answers, like Bodyguard: sacrificing Needle sends that character to hand instead of the
    # discard pile (a lasting ``leave_to`` named "sacrificed:hand", engine.game.state.saves)
    Script(
        "03020",
        abilities=(
            Ability(
                "interrupt",
                "when attached character is sacrificed, sacrifice Needle: it goes to hand",
                effects.on_attached(
                    "lasting", effect="leave_to", name="sacrificed:hand", until="phase"
                ),
                costs=(costs.sacrifice_self(),),
                would=("sacrificed",),
            ),
        ),
    ),
)
