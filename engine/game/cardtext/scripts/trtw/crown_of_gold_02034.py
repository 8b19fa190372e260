"""Crown of Gold (02034, TRtW, targaryen attachment)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Script,
    constants,
)

register(
    # Crown of Gold: terminal (framework); King trait, -4 STR, killed at 0 STR while attached
    Script(
        "02034",
        constants=(
            constants.on_attached("trait", "King"),
            constants.on_attached("str", value=-4),
            constants.on_attached("kill_at_zero"),
        ),
    ),
)
