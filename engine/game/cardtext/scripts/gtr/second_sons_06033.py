"""Second Sons (06033, GtR, targaryen character)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
)
from engine.game.cardtext.vocab import triggers as on
from engine.game.cardtext.vocab.bestow import GOLD, bestow, gold_on
from engine.game.logformat import primitives
from engine.game.state.model import GameState, RuleError

_SACRIFICE, _DISCARD_GOLD = "sacrifice", "discard gold"


def _second_sons_upkeep(st: GameState, use: Use) -> list[Prim]:
    """ "Sacrifice Second Sons unless you discard 1 gold from it" (the choice: which)."""
    if use.choice == _DISCARD_GOLD:
        if not gold_on(st, use.source):
            raise RuleError("R-EFFECT-1", "06033 Second Sons has no gold to discard: sacrifice it")
        return [primitives.token(use.source, GOLD, -1)]
    return [primitives.sacrifice(use.source)]


register(
    # Second Sons: bestow (3); when the challenges phase ends, 1 gold from it or sacrifice
    Script(
        "06033",
        abilities=(
            bestow(3),
            Ability(
                "forced",
                "when the challenges phase ends, sacrifice Second Sons unless you discard 1 "
                "gold from it",
                _second_sons_upkeep,
                trigger=on.happened("phase_ended", phase="challenges"),
                choices=(_SACRIFICE, _DISCARD_GOLD),
            ),
        ),
    ),
)
