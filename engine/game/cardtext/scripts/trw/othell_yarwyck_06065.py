"""Othell Yarwyck (06065, TRW, thenightswatch character)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    card_test,
    choose,
    costs,
)
from engine.game.logformat import primitives
from engine.game.state.model import GameState

_NW_LOCATION = card_test(type="location", faction="thenightswatch", kneeling=False)


_NW_CHARACTER = card_test(type="character", faction="thenightswatch")


_ICONS = ("military", "intrigue", "power")


def _icon_of_choice(st: GameState, use: Use) -> list[Prim]:
    """ "That character gains a challenge icon of your choice" (``choice``) this phase."""
    return [primitives.icon(c, use.chosen, "phase") for c in use.targets]


register(
    # Othell Yarwyck: kneel a [thenightswatch] location: a [thenightswatch] character gains an
    # icon of your choice this phase
    Script(
        "06065",
        abilities=(
            Ability(
                "action",
                "kneel a Night's Watch location: a Night's Watch character gains a challenge "
                "icon of your choice",
                _icon_of_choice,
                costs=(costs.choose_and("kneel", _NW_LOCATION, "a Night's Watch location"),),
                targets=(choose(_NW_CHARACTER, "a Night's Watch character"),),
                choices=_ICONS,
            ),
        ),
    ),
)
