"""The Shield Islands (12038, KotI, tyrell location)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Script, constants

register(
    # The Shield Islands: each player draws 1 more card in the draw phase ([F-2.2])
    Script("12038", constants=(constants.each_player_draws(1),)),
)
