"""A Meager Contribution (01138, Core, thenightswatch event)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Limit,
    Script,
)
from engine.game.cardtext.vocab import triggers as on
from engine.game.logformat import primitives
from engine.game.logformat.log import SEATS
from engine.game.state.model import GameState, RuleError


def _move_1_gold_from_the_collector(st: GameState, use: Use) -> list[Prim]:
    assert use.answers is not None and use.answers.seat is not None
    if not st.players[use.answers.seat].gold:  # nothing to move ([R-ABIL-7])
        raise RuleError("R-ABIL-7", f"{SEATS[use.answers.seat]} has no gold to move")
    return [
        primitives.spend_gold(SEATS[use.answers.seat], 1),
        primitives.gain_gold(SEATS[use.seat], 1),
    ]


register(
    # A Meager Contribution: after an opponent collects income, move 1 of its gold to you
    Script(
        "01138",
        abilities=(
            Ability(
                "reaction",
                "after an opponent collects income, move 1 gold from their pool to yours",
                _move_1_gold_from_the_collector,
                trigger=on.happened("income_collected", yours=False),
                limit=Limit(1, "round", by_title=True),
            ),
        ),
    ),
)
