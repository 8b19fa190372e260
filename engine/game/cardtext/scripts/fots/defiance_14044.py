"""Defiance (14044, FotS, neutral event)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Limit,
    Script,
    Target,
    Use,
    effects,
)
from engine.game.state.model import GameState


def _not_participated(st: GameState, use: Use, cid: str) -> bool:
    """Defiance: a kneeling character in play "that has not participated in a challenge this
    phase" (``Player.participated_this_phase``, [R-PART-1])."""
    inst = st.cards[cid]
    if inst.zone != "play" or inst.card.type != "character" or not inst.kneeling:
        return False
    return not any(cid in p.participated_this_phase for p in st.players)


register(
    # Defiance: challenges action, stand a character that has not participated in a
    # challenge this phase (Max 1 per phase)
    Script(
        "14044",
        abilities=(
            Ability(
                "action",
                "stand a character that has not participated in a challenge this phase",
                effects.on_targets("stand"),
                phase="challenges",
                targets=(
                    Target(
                        _not_participated,
                        what="a kneeling character that has not participated in a challenge "
                        "this phase",
                    ),
                ),
                limit=Limit(1, "phase", by_title=True),
            ),
        ),
    ),
)
