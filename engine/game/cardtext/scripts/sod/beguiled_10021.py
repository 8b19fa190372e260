"""Beguiled (10021, SoD, martell attachment)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.scripts.core._shared import (
    CHALLENGE_TYPES,
)
from engine.game.cardtext.vocab import Ability, Script, costs
from engine.game.logformat import primitives
from engine.game.state.model import GameState, RuleError, icons


def _attached_loses_chosen_icon(st: GameState, use: Use) -> list[Prim]:
    host = use.extra.get("host")
    if host is None or use.choice not in icons(st, host):
        raise RuleError("R-ABIL-7", f"the attached character has no {use.choice} icon to lose")
    return [primitives.icon(host, use.choice, "phase", lose=True)]


register(
    # Beguiled: kneel it; attached character loses a challenge icon of your choice
    # (Terminal: framework)
    Script(
        "10021",
        abilities=(
            Ability(
                "action",
                "kneel it: attached character loses a challenge icon of your choice",
                _attached_loses_chosen_icon,
                phase="challenges",
                costs=(costs.kneel_self(),),
                choices=CHALLENGE_TYPES,
            ),
        ),
    ),
)
