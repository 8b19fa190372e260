"""Southron Messenger (07031, WotW, martell character)."""

from __future__ import annotations

from engine.game.cardtext.model import Target
from engine.game.cardtext.registry import register
from engine.game.cardtext.scripts.sod._shared import _fewer_than_2_icons_participating
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    effects,
)
from engine.game.cardtext.vocab import triggers as on

register(
    # Southron Messenger: entering play during a challenge, return a participant with fewer
    # than 2 challenge icons to its owner's hand (Ambush: framework)
    Script(
        "07031",
        abilities=(
            Ability(
                "reaction",
                "after it enters play during a challenge: return a participant to hand",
                effects.on_targets("return_to_hand"),
                trigger=on.entered_play(during="challenge"),
                targets=(
                    Target(
                        _fewer_than_2_icons_participating,
                        what="a participating character with fewer than 2 challenge icons",
                    ),
                ),
            ),
        ),
    ),
)
