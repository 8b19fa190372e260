"""Maester Luwin (02003, TtB, stark character)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Script,
    constants,
)

register(
    # 02003 Maester Luwin: a keyword (or immunity) for each Stark child (or Robb) you control
    Script(
        "02003",
        constants=(
            constants.on_self("keyword", "insight", when=constants.controls_named("Robb Stark")),
            constants.on_self("keyword", "stealth", when=constants.controls_named("Jon Snow")),
            constants.on_self("immune", "plot", when=constants.controls_named("Bran Stark")),
            constants.on_self("keyword", "pillage", when=constants.controls_named("Rickon Stark")),
        ),
    ),
)
