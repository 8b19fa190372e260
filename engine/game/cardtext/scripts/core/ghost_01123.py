"""Ghost (01123, Core, thenightswatch character)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
)
from engine.game.logformat import primitives
from engine.game.state.effects import Happening
from engine.game.state.model import GameState


def _ghost_bypasses(st: GameState, use: Use, h: Happening) -> bool:
    return h.kind == "bypassed" and h.get("by") == use.source


def _ghost_bypassed(st: GameState, use: Use) -> list[Prim]:
    assert use.answers is not None and use.answers.card is not None
    return [primitives.lasting("cannot", "phase", card=use.answers.card, name="defend")]


register(
    # Ghost: after he bypasses a character with stealth, it cannot defend this phase
    Script(
        "01123",
        abilities=(
            Ability(
                "reaction",
                "after Ghost bypasses a character: it cannot defend until the end of the phase",
                _ghost_bypassed,
                trigger=_ghost_bypasses,
            ),
        ),
    ),
)
