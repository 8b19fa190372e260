"""Crossroads Sellsword (03029, WotN, lannister character)."""

from __future__ import annotations

from engine.game.cardtext.model import Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, effects, triggers
from engine.game.state.model import GameState


def _in_the_challenges_phase(st: GameState, use: Use) -> str | None:
    """ "during the challenges phase"."""
    return None if st.phase == "challenges" else "only when killed during the challenges phase"


register(
    # Crossroads Sellsword: "When Crossroads Sellsword is killed during the challenges
    # phase", gain 2 gold (logged right after the kill, from the dead pile)
    Script(
        "03029",
        abilities=(
            Ability(
                "interrupt",
                "when Crossroads Sellsword is killed during the challenges phase, gain 2 gold",
                effects.gain_gold(2),
                trigger=triggers.self_happened("killed"),
                condition=_in_the_challenges_phase,
                from_zones=("dead",),
            ),
        ),
    ),
)
