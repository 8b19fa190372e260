"""White Tree (04007, AtSK, thenightswatch location)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, costs, effects, triggers
from engine.game.state.model import GameState


def _move_1_gold_from_the_collector(st: GameState, use: Use) -> list[Prim]:
    assert use.answers is not None and use.answers.seat is not None
    return effects.move_gold(st, use.answers.seat, use.seat, 1)


register(
    # White Tree: "After an opponent collects income", kneel it to move 1 of that player's
    # gold to your pool
    Script(
        "04007",
        abilities=(
            Ability(
                "reaction",
                "after an opponent collects income, kneel White Tree: move 1 of their gold",
                _move_1_gold_from_the_collector,
                trigger=triggers.happened("income_collected", yours=False),
                costs=(costs.kneel_self(),),
            ),
        ),
    ),
)
