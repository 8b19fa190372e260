"""Iron Fleet Scout (01079, Core, greyjoy location)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.scripts.core._shared import _first_player
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    card_test,
    choose,
    costs,
)
from engine.game.logformat import primitives
from engine.game.state.model import GameState


def _scout_bonus(st: GameState, use: Use) -> list[Prim]:
    """Iron Fleet Scout: +1 STR until the end of the challenge (+2 as the first player)."""
    amount = 2 if _first_player(st, use.seat) else 1
    return [primitives.strength(cid, amount, "challenge") for cid in use.targets]


register(
    # Iron Fleet Scout: kneel to give a participating [greyjoy] character +1 STR (+2 first)
    Script(
        "01079",
        abilities=(
            Ability(
                "action",
                "kneel to give a participating Greyjoy character +1 STR (+2 as first player)",
                _scout_bonus,
                phase="challenges",
                costs=(costs.kneel_self(),),
                targets=(
                    choose(
                        card_test(type="character", faction="greyjoy", participating=True),
                        "a participating Greyjoy character",
                    ),
                ),
            ),
        ),
    ),
)
