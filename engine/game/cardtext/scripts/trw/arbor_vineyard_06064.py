"""Arbor Vineyard (06064, TRW, tyrell location)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    costs,
    effects,
)
from engine.game.rules.traits import revealed_with_trait
from engine.game.state.model import GameState


def _summer_over_winter(st: GameState, use: Use) -> list[Prim]:
    """1 gold, "2 gold instead if there are more Summer plot cards than Winter plot cards
    revealed"."""
    summer, winter = revealed_with_trait(st, "Summer"), revealed_with_trait(st, "Winter")
    return effects.gain_gold(2 if summer > winter else 1)(st, use)


register(
    # Arbor Vineyard: kneel for 1 gold (2 with more Summer than Winter plots revealed)
    Script(
        "06064",
        abilities=(
            Ability(
                "action",
                "kneel Arbor Vineyard to gain 1 gold (2 with more Summer plots than Winter)",
                _summer_over_winter,
                phase="marshaling",
                costs=(costs.kneel_self(),),
            ),
        ),
    ),
)
