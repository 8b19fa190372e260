"""Northern Keep (06102, TBWB, stark location)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, Use, costs
from engine.game.logformat import primitives
from engine.game.logformat.log import SEATS
from engine.game.rules.traits import revealed_with_trait
from engine.game.state.model import GameState


def _keep_gold(st: GameState, use: Use) -> list[Prim]:
    """1 gold (2 if more Winter than Summer plot cards are revealed)."""
    winter, summer = revealed_with_trait(st, "Winter"), revealed_with_trait(st, "Summer")
    return [primitives.gain_gold(SEATS[use.seat], 2 if winter > summer else 1)]


register(
    # Northern Keep: limited; kneel: 1 gold (2 with more Winter than Summer plots revealed)
    Script(
        "06102",
        abilities=(
            Ability(
                "action",
                "kneel: gain 1 gold (2 with more Winter than Summer plots revealed)",
                _keep_gold,
                phase="marshaling",
                costs=(costs.kneel_self(),),
            ),
        ),
    ),
)
