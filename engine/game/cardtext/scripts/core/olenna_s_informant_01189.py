"""Olenna's Informant (01189, Core, tyrell character)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    effects,
)
from engine.game.cardtext.vocab import triggers as on

_CHALLENGE_TYPES = ("military", "intrigue", "power")


register(
    # Olenna's Informant: enters play in the challenges phase, an additional challenge
    Script(
        "01189",
        abilities=(
            Ability(
                "reaction",
                "after she enters play during the challenges phase, an additional challenge",
                effects.chosen_type_challenge("phase"),
                trigger=on.entered_play(during="challenges"),
                choices=_CHALLENGE_TYPES,
            ),
        ),
    ),
)
