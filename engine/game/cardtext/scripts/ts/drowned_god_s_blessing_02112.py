"""Drowned God's Blessing (02112, TS, greyjoy attachment)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Script, constants

register(
    # Drowned God's Blessing: attached character gains the Drowned God trait and "cannot be
    # chosen as the only target of opponents' events" (the restriction, +1 Initiative:
    # framework)
    Script(
        "02112",
        constants=(
            constants.on_attached("trait", "Drowned God"),
            constants.on_attached("cannot", "only_target:event"),
        ),
    ),
)
