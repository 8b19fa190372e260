"""Renly's Pavilion (04104, TC, tyrell location)."""

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
from engine.game.state.model import GameState, RuleError


def _one_weaker_one_stronger(st: GameState, use: Use) -> list[Prim]:
    """ "one of those characters gets -1 STR, and the other gets +1 STR" until the end of the
    phase: the first target named gets -1, the second +1 (docs/decisions/card-text-tc.md)."""
    if len(use.targets) != 2:
        raise RuleError("R-TARGET-3", "choose 2 characters")
    weaker, stronger = use.targets
    return [
        primitives.strength(weaker, -1, "phase"),
        primitives.strength(stronger, 1, "phase"),
    ]


register(
    # Renly's Pavilion: kneel it "to choose 2 characters": one -1 STR, the other +1 STR until
    # the end of the phase
    Script(
        "04104",
        abilities=(
            Ability(
                "action",
                "kneel Renly's Pavilion: of 2 characters, one gets -1 STR and the other +1 STR "
                "until the end of the phase",
                _one_weaker_one_stronger,
                costs=(costs.kneel_self(),),
                targets=(choose(card_test(type="character"), "2 characters", 2, 2),),
            ),
        ),
    ),
)
