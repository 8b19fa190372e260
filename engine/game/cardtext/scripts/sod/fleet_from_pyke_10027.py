"""Fleet From Pyke (10027, SoD, greyjoy character)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.scripts.core._shared import CHALLENGE_TYPES, _gain_chosen_icon
from engine.game.cardtext.scripts.sod._shared import _pillaged_location_or_attachment
from engine.game.cardtext.vocab import (
    Ability,
    Script,
)

register(
    # Fleet From Pyke: after your character pillages a location or attachment, it gains a
    # challenge icon of your choice this phase (No attachments, Pillage: framework)
    Script(
        "10027",
        abilities=(
            Ability(
                "reaction",
                "after pillage discards a location or attachment: an icon of your choice",
                _gain_chosen_icon,
                trigger=_pillaged_location_or_attachment,
                choices=CHALLENGE_TYPES,
            ),
        ),
    ),
)
