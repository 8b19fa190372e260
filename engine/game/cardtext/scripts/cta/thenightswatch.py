"""CtA, thenightswatch: card scripts, one place per card (docs/card-scripts.md).

Each script quotes at most a phrase of its card."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Script, constants

register(
    # Craven: attached character "cannot be declared as an attacker" (terminal: framework)
    Script("04026", constants=(constants.on_attached("cannot", "attack"),)),
)
