"""Knighted (02058, TKP, neutral attachment)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Script, constants

register(
    Script(
        "02058",
        constants=(
            constants.on_attached("str", value=1),
            constants.on_attached("trait", "Knight"),
        ),
    )
)
