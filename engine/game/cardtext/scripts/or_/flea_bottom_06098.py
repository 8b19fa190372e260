"""Flea Bottom (06098, OR, neutral location)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    card_test,
    choose,
    costs,
    effects,
)
from engine.game.logformat import primitives
from engine.game.state.model import GameState

_CHEAP_DISCARDED = card_test(type="character", controller="you", zone="discard", max_printed_cost=3)


def _flea_bottom(st: GameState, use: Use) -> list[Prim]:
    """Put the character into play; "at the end of the phase, if that card is still in play,
    place it on the bottom of your deck" (a delayed ``at_end`` effect)."""
    found: list[Prim] = []
    for cid in use.targets:
        found.append(effects.entering(st, cid, use.seat))
        found.append(primitives.lasting("at_end", "phase", card=cid, name="bottom_of_deck"))
    return found


register(
    # Flea Bottom: pay 1 gold, kneel it: a cheap character from your discard pile, for a phase
    Script(
        "06098",
        abilities=(
            Ability(
                "action",
                "pay 1 gold and kneel Flea Bottom to put a character with printed cost 3 or "
                "lower into play from your discard pile",
                _flea_bottom,
                phase="challenges",
                costs=(costs.pay_gold(1), costs.kneel_self()),
                targets=(
                    choose(
                        _CHEAP_DISCARDED,
                        "a character with printed cost 3 or lower in your discard pile",
                    ),
                ),
            ),
        ),
    ),
)
