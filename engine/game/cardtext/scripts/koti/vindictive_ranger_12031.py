"""Vindictive Ranger (12031, KotI, thenightswatch character)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    triggers,
)
from engine.game.logformat import primitives
from engine.game.state.model import GameState

_ICONS = ("military", "intrigue", "power")


def _stealth_and_chosen_icon(st: GameState, use: Use) -> list[Prim]:
    """ "gains stealth and a challenge icon of your choice until the end of the phase"."""
    return [
        primitives.keyword(use.source, "stealth", "phase"),
        primitives.icon(use.source, use.chosen, "phase"),
    ]


register(
    # Vindictive Ranger: after you lose a challenge as the defending player, stealth and an
    # icon of your choice until the end of the phase
    Script(
        "12031",
        abilities=(
            Ability(
                "reaction",
                "after you lose a challenge as the defending player, gains stealth and a "
                "challenge icon of your choice until the end of the phase",
                _stealth_and_chosen_icon,
                trigger=triggers.lost_challenge(defending=True),
                choices=_ICONS,
            ),
        ),
    ),
)
