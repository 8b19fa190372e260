"""Besieged (09047, HoT, neutral plot)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Script, constants

register(
    # Besieged: "At least one character must be declared as a defender in each challenge, if
    # able" (every defending player; the framework checks it, rules.fewest_defenders)
    Script("09047", constants=(constants.for_each_player("must", "defend_one"),)),
)
