"""Rationing (14049, FotS, neutral plot)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Script, constants

register(
    # Rationing: "Players cannot trigger reactions to winning or losing challenges" (one
    # happening, ``challenge_won``, names the winner and the loser: ``verify``)
    Script("14049", constants=(constants.for_each_player("cannot", "react:challenge_won"),)),
)
