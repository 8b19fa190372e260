"""Archmaester Ebrose (09039, HoT, neutral character)."""

from __future__ import annotations

from engine.game.cardtext.model import Target, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Limit,
    Script,
    card_test,
    costs,
    effects,
)
from engine.game.state.model import GameState

_STANDING_MAESTER = card_test(type="character", traits=("Maester",), kneeling=False)


def _another_kneeling_maester(st: GameState, use: Use, cid: str) -> bool:
    """ "Choose and stand another Maester character" (not the one knelt for the cost)."""
    knelt = {p.get("card") for p in use.costs if p.get("op") == "kneel"}
    spec = card_test(type="character", traits=("Maester",), kneeling=True)
    return cid not in knelt and spec(st, use.seat, use.source, cid)


register(
    # Archmaester Ebrose: kneel a Maester to stand another Maester (once per phase)
    Script(
        "09039",
        abilities=(
            Ability(
                "action",
                "kneel a Maester character to stand another Maester character",
                effects.on_targets("stand"),
                costs=(
                    costs.choose_and(
                        "kneel",
                        _STANDING_MAESTER,
                        "a Maester character you control",
                    ),
                ),
                targets=(Target(_another_kneeling_maester, what="another kneeling Maester"),),
                limit=Limit(1, "phase"),
            ),
        ),
    ),
)
