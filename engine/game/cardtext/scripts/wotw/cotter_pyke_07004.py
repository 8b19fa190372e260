"""Cotter Pyke (07004, WotW, thenightswatch character)."""

from __future__ import annotations

from engine.game.cardtext.model import Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.scripts.wotw._shared import NW
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    card_test,
    choose,
    effects,
)
from engine.game.rules.traits import has_trait
from engine.game.state.effects import Happening
from engine.game.state.model import GameState


def _self_bypassed(st: GameState, use: Use, h: Happening) -> bool:
    """ "After Cotter Pyke bypasses a character using stealth"."""
    return h.kind == "bypassed" and h.get("by") == use.source


def _winter_revealed(st: GameState, use: Use) -> str | None:
    for p in st.players:
        if p.revealed is not None and has_trait(st, p.revealed, "Winter"):
            return None
    return "there is no Winter plot card revealed"


register(
    # Cotter Pyke: after he bypasses with stealth, with a Winter plot revealed, a [nw]
    # character gains stealth this phase
    Script(
        "07004",
        abilities=(
            Ability(
                "reaction",
                "after he bypasses a character using stealth: a NW character gains stealth",
                effects.on_targets("keyword", keyword="stealth", until="phase"),
                trigger=_self_bypassed,
                condition=_winter_revealed,
                targets=(choose(card_test(type="character", faction=NW), "a NW character"),),
            ),
        ),
    ),
)
