"""You Win Or You Die (08120, SAT, neutral plot)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, effects

register(
    # You Win Or You Die: "Draw 2 cards."
    Script("08120", abilities=(Ability("when_revealed", "draw 2 cards", effects.draw(2)),)),
)
