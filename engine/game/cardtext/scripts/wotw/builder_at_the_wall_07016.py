"""Builder at the Wall (07016, WotW, thenightswatch character)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.scripts.wotw._shared import NW
from engine.game.cardtext.vocab import (
    Script,
)
from engine.game.cardtext.vocab.abilities import kneel_to_reduce

register(
    # Builder at the Wall: kneel to reduce the next [nw] attachment or location by 1
    Script(
        "07016",
        abilities=(
            kneel_to_reduce(
                "kneel to reduce the next NW attachment or location by 1",
                f"attachment/location:{NW}",
            ),
        ),
    ),
)
