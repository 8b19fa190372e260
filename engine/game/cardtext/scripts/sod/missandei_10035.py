"""Missandei (10035, SoD, targaryen character)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    effects,
)
from engine.game.state.effects import Happening
from engine.game.state.model import GameState


def _self_discarded_from_hand_or_deck(st: GameState, use: Use, h: Happening) -> bool:
    """ "When Missandei is discarded from your hand or deck"."""
    return (
        h.kind == "placed_in_discard"
        and h.card == use.source
        and h.get("origin") in ("hand", "deck")
    )


def _put_self_into_play(st: GameState, use: Use) -> list[Prim]:
    return [effects.entering(st, use.source, use.seat)]


register(
    # Missandei: discarded from your hand or deck, she is put into play instead (logged
    # right after the discard, from the discard pile, like the Core replacements)
    Script(
        "10035",
        abilities=(
            Ability(
                "interrupt",
                "when she is discarded from your hand or deck: put her into play instead",
                _put_self_into_play,
                trigger=_self_discarded_from_hand_or_deck,
                from_zones=("discard",),
            ),
        ),
    ),
)
