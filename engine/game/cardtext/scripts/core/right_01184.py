"""Right (01184, Core, tyrell character)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.scripts.core._shared import _pair
from engine.game.cardtext.vocab import (
    Script,
)

register(
    # Right: with Left, +1 STR, an [intrigue] icon, does not kneel to defend
    Script("01184", constants=_pair("Left", "intrigue")),
)
