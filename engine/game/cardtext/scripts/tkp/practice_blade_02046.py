"""Practice Blade (02046, TKP, thenightswatch attachment)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Script, constants

register(
    Script(
        "02046",
        constants=(
            constants.on_attached("str", value=1),
            constants.on_attached("icon", "military"),
        ),
    )
)
