"""TS, greyjoy: card scripts, one place per card (docs/card-scripts.md).

Each script quotes at most a phrase of its card."""

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
