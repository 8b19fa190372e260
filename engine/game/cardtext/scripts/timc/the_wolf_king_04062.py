"""The Wolf King (04062, TIMC, stark attachment)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Script, constants

register(
    # The Wolf King: attached character gains the King trait and "does not kneel when declared
    # as an attacker" in a [military] challenge ("[stark] character only": framework)
    Script(
        "04062",
        constants=(
            constants.on_attached("trait", "King"),
            constants.on_attached("no_kneel", "attacker:military"),
        ),
    ),
)
