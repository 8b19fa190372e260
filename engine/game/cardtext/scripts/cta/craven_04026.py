"""Craven (04026, CtA, thenightswatch attachment)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Script, constants

register(
    # Craven: attached character "cannot be declared as an attacker" (terminal: framework)
    Script("04026", constants=(constants.on_attached("cannot", "attack"),)),
)
