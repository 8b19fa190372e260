"""Take the Black (01139, Core, thenightswatch event)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Limit,
    Script,
    card_test,
    choose,
)
from engine.game.logformat import primitives
from engine.game.logformat.log import SEATS
from engine.game.state.model import GameState


def _take_control(st: GameState, use: Use) -> list[Prim]:
    return [primitives.take_control(cid, SEATS[use.seat]) for cid in use.targets]


register(
    # Take the Black: take control of a non-unique character with printed cost 6 or lower
    Script(
        "01139",
        abilities=(
            Ability(
                "action",
                "take control of a non-unique character with printed cost 6 or lower",
                _take_control,
                phase="dominance",
                targets=(
                    choose(
                        card_test(
                            type="character",
                            controller="opponent",
                            unique=False,
                            max_printed_cost=6,
                        ),
                        "a non-unique character with printed cost 6 or lower",
                    ),
                ),
                limit=Limit(1, "round", by_title=True),
            ),
        ),
    ),
)
