"""Early Frost (05052, LoCR, neutral plot)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Script, constants

register(
    Script("05052", constants=(constants.each_player_draws(-1),)),
)
