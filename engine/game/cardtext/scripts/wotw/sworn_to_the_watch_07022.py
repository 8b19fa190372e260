"""Sworn to the Watch (07022, WotW, thenightswatch attachment)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Script,
    constants,
)
from engine.game.state.effects import Contribution
from engine.game.state.model import CardInst, GameState, icons

NIGHTS_WATCH = "thenightswatch"


# Sworn to the Watch: "While attached character has: a [military] icon, it gains Ranger ..."
_SWORN_TRAITS = (("military", "Ranger"), ("intrigue", "Steward"), ("power", "Builder"))


def _sworn(st: GameState, inst: CardInst) -> list[Contribution]:
    """The [thenightswatch] affiliation, and a Trait for each icon the host has now."""
    if inst.host is None:
        return []
    has = icons(st, inst.host)
    gained = [Contribution("faction", inst.host, 1, NIGHTS_WATCH, inst.id)]
    return gained + [
        Contribution("trait", inst.host, 1, trait, inst.id)
        for icon, trait in _SWORN_TRAITS
        if icon in has
    ]


register(
    # Sworn to the Watch: the [thenightswatch] affiliation; Ranger / Steward / Builder by icon
    Script("07022", constants=(constants.on_host("faction trait", _sworn),)),
)
