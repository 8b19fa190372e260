"""Dragonstone Castle (08068, FotOG, baratheon location)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, Use, card_test, choose, costs, effects
from engine.game.state.effects import Happening
from engine.game.state.model import GameState


def _any_phase_began(st: GameState, use: Use, h: Happening) -> bool:
    return h.kind == "phase_began"


register(
    # Dragonstone Castle: after a phase begins, kneel it: a character cannot stand this phase
    Script(
        "08068",
        abilities=(
            Ability(
                "reaction",
                "after a phase begins, kneel: a character cannot stand this phase",
                effects.lasting("cannot", until="phase", target="targets", name="stand"),
                trigger=_any_phase_began,
                costs=(costs.kneel_self(),),
                targets=(choose(card_test(type="character"), "a character"),),
            ),
        ),
    ),
)
