"""Septa Mordane (02101, TS, stark character)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Script, constants

register(
    # Septa Mordane: while you control Sansa Stark, she gets +2 STR and renown; Arya Stark,
    # an [intrigue] icon and "immune to opponents' plot effects"
    Script(
        "02101",
        constants=(
            constants.on_named("str", "Sansa Stark", value=2),
            constants.on_named("keyword", "Sansa Stark", "renown"),
            constants.on_named("icon", "Arya Stark", "intrigue"),
            constants.on_named("immune", "Arya Stark", "plot"),
        ),
    ),
)
