"""Supporting the Faith (01023, Core, neutral plot)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    Use,
)
from engine.game.cardtext.vocab import triggers as on
from engine.game.logformat import primitives
from engine.game.state.model import GameState


def _all_gold_returned(st: GameState, use: Use) -> list[Prim]:
    return [primitives.spend_gold(p.key, p.gold) for p in st.players if p.gold]


register(
    # Supporting the Faith: when the challenges phase begins, all gold returns (forced)
    Script(
        "01023",
        abilities=(
            Ability(
                "forced",
                "after the challenges phase begins, each player returns all his or her gold",
                _all_gold_returned,
                trigger=on.happened("phase_began", phase="challenges"),
            ),
        ),
    ),
)
