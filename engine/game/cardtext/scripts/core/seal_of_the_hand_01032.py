"""Seal of the Hand (01032, Core, neutral attachment)."""

from __future__ import annotations

from engine.game.cardtext.model import Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    costs,
    effects,
)
from engine.game.state.model import GameState


def _attached_kneeling(st: GameState, use: Use) -> str | None:
    """An ability that stands attached character changes nothing while it stands
    ([R-ABIL-8])."""
    host = st.cards[use.source].host
    return None if host is not None and st.cards[host].kneeling else "attached character stands"


register(
    # Seal of the Hand: "Kneel Seal of the Hand to stand attached character"
    Script(
        "01032",
        abilities=(
            Ability(
                "action",
                "kneel Seal of the Hand to stand attached character",
                effects.on_attached("stand"),
                costs=(costs.kneel_self(),),
                condition=_attached_kneeling,
            ),
        ),
    ),
)
