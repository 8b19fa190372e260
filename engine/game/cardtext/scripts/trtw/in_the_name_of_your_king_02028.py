"""In the Name of Your King! (02028, TRtW, baratheon event)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, Use, costs, effects
from engine.game.state.model import GameState


def _defending_military(st: GameState, use: Use) -> str | None:
    """ "Play only during a [military] challenge in which you are the defending player"."""
    ch = st.challenge
    if ch is None or ch.resolved or ch.type != "military" or ch.defender != use.seat:
        return "only during a military challenge in which you are the defending player"
    return None


register(
    # 02028 In the Name of Your King!: end a military challenge against you; no military
    # challenge of yours this phase
    Script(
        "02028",
        abilities=(
            Ability(
                "action",
                "kneel your faction card to end this challenge with no winner or loser",
                effects.both(
                    effects.end_challenge,
                    effects.lasting("cannot", until="phase", name="initiate:military"),
                ),
                costs=(costs.kneel_faction(),),
                condition=_defending_military,
            ),
        ),
    ),
)
