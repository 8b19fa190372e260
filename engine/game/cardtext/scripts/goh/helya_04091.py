"""Helya (04091, GoH, greyjoy character)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Script, card_test, constants

register(
    # Helya: "Each attachment gains terminal" (in play, any player's: it goes to the discard
    # pile when its host leaves play, [R-KW-TERMINAL-1])
    Script(
        "04091",
        constants=(constants.on_each("keyword", card_test(type="attachment"), "terminal"),),
    ),
)
