"""Jousting Contest (01014, Core, neutral plot)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Script,
    constants,
)

register(
    # Jousting Contest: "not ... more than 1 character as an attacker or defender"
    Script("01014", constants=(constants.for_each_player("declare_cap", value=1),)),
)
