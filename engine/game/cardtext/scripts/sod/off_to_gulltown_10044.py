""" "Off To Gulltown" (10044, SoD, neutral event)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.scripts.core._shared import CHALLENGE_TYPES
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    card_test,
    choose,
    effects,
)
from engine.game.logformat import primitives
from engine.game.state.model import GameState


def _gains_three_icons(st: GameState, use: Use) -> list[Prim]:
    return [primitives.icon(cid, icon, "phase") for cid in use.targets for icon in CHALLENGE_TYPES]


register(
    # "Off To Gulltown": a character gains a [military], an [intrigue] and a [power] icon
    # this phase; draw 1 card
    Script(
        "10044",
        abilities=(
            Ability(
                "action",
                "a character gains the three icons this phase; draw 1 card",
                effects.both(_gains_three_icons, effects.draw(1)),
                phase="challenges",
                targets=(choose(card_test(type="character"), "a character"),),
            ),
        ),
    ),
)
