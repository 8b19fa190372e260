"""Widow's Wail (01096, Core, lannister attachment)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Script,
    constants,
)

register(
    # Widow's Wail: +2 STR (the framework reads it); Joffrey gains a [military] icon
    Script(
        "01096",
        constants=(
            constants.on_attached(
                "icon",
                "military",
                when=lambda st, inst: (
                    inst.host is not None and st.cards[inst.host].card.name == "Joffrey Baratheon"
                ),
            ),
        ),
    ),
)
