"""Sunspear (01117, Core, martell location)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    costs,
)
from engine.game.cardtext.vocab import triggers as on
from engine.game.logformat import primitives
from engine.game.logformat.log import SEATS
from engine.game.state.model import GameState


def _claim_up_for_this_type(st: GameState, use: Use) -> list[Prim]:
    assert use.answers is not None
    return [
        primitives.lasting(
            "claim_type", "phase", seat=SEATS[use.seat], amount=1, name=use.answers.get("type")
        )
    ]


register(
    # Sunspear: kneel to raise your claim by 1 in challenges of that type this phase
    Script(
        "01117",
        abilities=(
            Ability(
                "reaction",
                "after you lose a challenge as the defender: +1 claim for that type this phase",
                _claim_up_for_this_type,
                trigger=on.lost_challenge(defending=True),
                costs=(costs.kneel_self(),),
            ),
        ),
    ),
)
