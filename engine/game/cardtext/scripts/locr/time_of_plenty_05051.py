"""Time of Plenty (05051, LoCR, neutral plot)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Script, constants

register(
    # Time of Plenty / Early Frost: each player draws 1 more / 1 fewer in the draw phase
    Script("05051", constants=(constants.each_player_draws(1),)),
)
