"""King Beyond the Wall (04079, TIMC, neutral attachment)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Script, constants
from engine.game.rules import checks as rules
from engine.game.state.model import CardInst, GameState, power_total


def _attacking_a_higher_power_total(st: GameState, inst: CardInst) -> bool:
    """ "While attached character is attacking a player with a higher power total than you"."""
    ch = st.challenge
    if ch is None or inst.host is None or ch.attacker != inst.controller:
        return False
    if inst.host not in rules.attacking(st, ch):
        return False
    return power_total(st, ch.defender) > power_total(st, inst.controller)


register(
    # King Beyond the Wall: attached character gains the King trait; "raise the claim value"
    # by 1 while it attacks a player with a higher power total ("Wildling character only":
    # framework)
    Script(
        "04079",
        constants=(
            constants.on_attached("trait", "King"),
            constants.for_controller("plot", "claim", when=_attacking_a_higher_power_total),
        ),
    ),
)
