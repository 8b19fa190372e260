"""Dornish Fiefdom (06056, TFoA, martell location)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    costs,
    effects,
)
from engine.game.state.model import GameState


def _not_first_player_gold(st: GameState, use: Use) -> list[Prim]:
    """1 gold, "2 gold instead if you are not the first player"."""
    return effects.gain_gold(1 if st.first == use.seat else 2)(st, use)


register(
    # Dornish Fiefdom: kneel for 1 gold (2 if you are not the first player)
    Script(
        "06056",
        abilities=(
            Ability(
                "action",
                "kneel Dornish Fiefdom to gain 1 gold (2 if you are not the first player)",
                _not_first_player_gold,
                phase="marshaling",
                costs=(costs.kneel_self(),),
            ),
        ),
    ),
)
