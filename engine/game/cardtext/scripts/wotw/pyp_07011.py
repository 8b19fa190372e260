"""Pyp (07011, WotW, thenightswatch character)."""

from __future__ import annotations

from engine.game.cardtext.model import Target
from engine.game.cardtext.registry import register
from engine.game.cardtext.scripts.wotw._shared import _grenn_target
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    effects,
)
from engine.game.cardtext.vocab import triggers as on

register(
    # Pyp: after a win he attacks in, another attacking [nw] character gains insight
    Script(
        "07011",
        abilities=(
            Ability(
                "reaction",
                "after you win a challenge he attacks in: another NW attacker gains insight",
                effects.on_targets("keyword", keyword="insight", until="phase"),
                trigger=on.won_challenge(self_attacking=True),
                targets=(Target(_grenn_target, what="another attacking NW character"),),
            ),
        ),
    ),
)
