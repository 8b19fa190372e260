"""Fiery Followers (01054, Core, baratheon character)."""

from __future__ import annotations

from engine.game.cardtext.model import Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    effects,
)
from engine.game.cardtext.vocab import triggers as on
from engine.game.state.model import GameState


def _self_kneeling(st: GameState, use: Use) -> str | None:
    """ "Stand <this card>" changes nothing while it stands ([R-ABIL-8])."""
    return None if st.cards[use.source].kneeling else "it is standing"


register(
    # Fiery Followers: "After the dominance phase begins, stand Fiery Followers"
    Script(
        "01054",
        abilities=(
            Ability(
                "reaction",
                "after the dominance phase begins, stand Fiery Followers",
                effects.on_self("stand"),
                trigger=on.happened("phase_began", phase="dominance"),
                condition=_self_kneeling,
            ),
        ),
    ),
)
