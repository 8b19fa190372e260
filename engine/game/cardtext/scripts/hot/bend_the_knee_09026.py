"""Bend the Knee (09026, HoT, baratheon event)."""

from __future__ import annotations

from engine.game.cardtext.model import Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    any_in_play_matching,
    card_test,
    choose,
    effects,
)
from engine.game.state.model import GameState

_STANDING_KING = card_test(type="character", controller="you", kneeling=False, traits=("King",))


_STANDING_LORD_OR_LADY = card_test(type="character", kneeling=False, traits=("Lord", "Lady"))


def _you_control_a_standing_king(st: GameState, use: Use) -> str | None:
    """ "Play only if you control a standing King character" ([R-PLAYRES-1])."""
    if any_in_play_matching(st, _STANDING_KING, use.seat, use.source):
        return None
    return "play only if you control a standing King character"


register(
    # Bend the Knee: play only if you control a standing King; choose and kneel a Lord or
    # Lady character
    Script(
        "09026",
        abilities=(
            Ability(
                "action",
                "choose and kneel a Lord or Lady character",
                effects.on_targets("kneel"),
                condition=_you_control_a_standing_king,
                targets=(choose(_STANDING_LORD_OR_LADY, "a standing Lord or Lady character"),),
            ),
        ),
    ),
)
