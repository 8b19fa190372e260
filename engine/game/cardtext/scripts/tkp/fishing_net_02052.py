"""Fishing Net (02052, TKP, greyjoy attachment)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Script, constants

register(
    # 02052 Fishing Net: attached character "cannot be declared as a defender" (the restriction
    # to an opponent's character: framework)
    Script("02052", constants=(constants.on_attached("cannot", "defend"),))
)
