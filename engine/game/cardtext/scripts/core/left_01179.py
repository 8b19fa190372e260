"""Left (01179, Core, tyrell character)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.scripts.core._shared import _pair
from engine.game.cardtext.vocab import (
    Script,
)

register(
    # Left: with Right, +1 STR, a [power] icon, does not kneel to defend
    Script("01179", constants=_pair("Right", "power")),
)
