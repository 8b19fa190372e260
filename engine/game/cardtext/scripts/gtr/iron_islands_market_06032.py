"""Iron Islands Market (06032, GtR, greyjoy location)."""

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


def _market_gold(st: GameState, use: Use) -> list[Prim]:
    """1 gold, "2 gold instead if an opponent has 8 or more cards in his or her discard pile"."""
    rich = any(len(p.discard) >= 8 for p in st.players if p.index != use.seat)
    return effects.gain_gold(2 if rich else 1)(st, use)


register(
    # Iron Islands Market: kneel for 1 gold (2 if an opponent's discard pile holds 8+)
    Script(
        "06032",
        abilities=(
            Ability(
                "action",
                "kneel Iron Islands Market to gain 1 gold (2 gold with 8 cards discarded)",
                _market_gold,
                phase="marshaling",
                costs=(costs.kneel_self(),),
            ),
        ),
    ),
)
