"""Halder (02065, NMG, thenightswatch character)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    card_test,
    choose,
    costs,
    effects,
)

NW = "thenightswatch"


_NW_LOCATION_OR_ATTACHMENT = card_test(
    type=("location", "attachment"), controller="you", faction=NW, kneeling=False
)


register(
    # Halder: kneel a [nw] location or attachment: a [nw] character +1 STR this phase
    # (No attachments except Weapon: framework)
    Script(
        "02065",
        abilities=(
            Ability(
                "action",
                "kneel a Night's Watch location or attachment: a Night's Watch character +1 STR",
                effects.on_targets("strength", amount=1, until="phase"),
                costs=(
                    costs.choose_and(
                        "kneel",
                        _NW_LOCATION_OR_ATTACHMENT,
                        "a standing Night's Watch location or attachment you control",
                    ),
                ),
                targets=(
                    choose(card_test(type="character", faction=NW), "a Night's Watch character"),
                ),
            ),
        ),
    ),
)
