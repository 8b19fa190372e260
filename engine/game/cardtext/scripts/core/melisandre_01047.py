"""Melisandre (01047, Core, baratheon character)."""

from __future__ import annotations

from engine.game.cardtext.model import Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Limit,
    Script,
    card_test,
    choose,
    effects,
)
from engine.game.rules.traits import has_trait
from engine.game.state.effects import Happening
from engine.game.state.model import GameState


def _marshaled_or_played_rhllor(st: GameState, use: Use, h: Happening) -> bool:
    """ "After you marshal or play a R'hllor card"."""
    if h.seat != use.seat or h.card is None:
        return False
    if not (h.kind == "played" or (h.kind == "entered_play" and h.get("how") == "marshal")):
        return False
    return has_trait(st, h.card, "R'hllor")


register(
    # Melisandre: after you marshal or play a R'hllor card, kneel a character (once per round)
    Script(
        "01047",
        abilities=(
            Ability(
                "reaction",
                "after you marshal or play a R'hllor card, choose and kneel a character",
                effects.on_targets("kneel"),
                trigger=_marshaled_or_played_rhllor,
                targets=(choose(card_test(type="character", kneeling=False), "a character"),),
                limit=Limit(1, "round"),
            ),
        ),
    ),
)
