"""Lyseni Galley (14019, FotS, baratheon location)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    Use,
    card_test,
    choose,
    costs,
)
from engine.game.logformat import primitives
from engine.game.rules.traits import has_any_trait
from engine.game.state.model import GameState


def _galley(st: GameState, use: Use) -> list[Prim]:
    """+1 STR until the end of the phase; a Captain or Smuggler also gains stealth."""
    found: list[Prim] = []
    for cid in use.targets:
        found.append(primitives.strength(cid, 1, "phase"))
        if has_any_trait(st, cid, ("Captain", "Smuggler")):
            found.append(primitives.keyword(cid, "stealth", "phase"))
    return found


register(
    # Lyseni Galley: +1 STR this phase; a Captain or Smuggler also gains stealth
    Script(
        "14019",
        abilities=(
            Ability(
                "action",
                "kneel: a character gets +1 STR (Captain or Smuggler: stealth) this phase",
                _galley,
                costs=(costs.kneel_self(),),
                targets=(choose(card_test(type="character"), "a character"),),
            ),
        ),
    ),
)
