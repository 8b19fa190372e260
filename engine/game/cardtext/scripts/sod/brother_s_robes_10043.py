"""Brother's Robes (10043, SoD, neutral attachment)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    card_test,
    choose,
    effects,
    triggers,
)

_LOCATION_OR_ATTACHMENT = card_test(type=("location", "attachment"))


register(
    # 10043 Brother's Robes: after attached character is knelt, a location or attachment is
    # treated as blank until the end of the phase (its Traits kept: [R-BLANK-1..4])
    # (The Seven character only: framework)
    Script(
        "10043",
        abilities=(
            Ability(
                "reaction",
                "after attached character is knelt, blank a location or attachment until "
                "the end of the phase",
                effects.lasting("blank", until="phase", target="targets"),
                trigger=triggers.attached_happened("knelt"),
                targets=(choose(_LOCATION_OR_ATTACHMENT, "a location or attachment"),),
            ),
        ),
    ),
)
