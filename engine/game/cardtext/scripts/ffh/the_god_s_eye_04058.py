"""The God's Eye (04058, FFH, neutral location)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Script,
    constants,
)

register(
    # The God's Eye: "cannot be discarded from play" (a `cannot` named `be_discarded`,
    # [R-CANNOT-1]; +1 Income, +1 Reserve: framework)
    Script("04058", constants=(constants.on_self("cannot", "be_discarded"),)),
)
