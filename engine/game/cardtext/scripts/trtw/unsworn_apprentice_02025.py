"""Unsworn Apprentice (02025, TRtW, thenightswatch character)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Limit, Script, Use
from engine.game.logformat import primitives
from engine.game.logformat.fields import CHALLENGE_TYPES
from engine.game.state.model import GameState, RuleError


def _icon_of_choice(st: GameState, use: Use) -> list[Prim]:
    """ "Gains a challenge icon of your choice until the end of the phase" (``choice``)."""
    if use.choice not in CHALLENGE_TYPES:
        raise RuleError("R-TARGET-1", "name a challenge icon (field 'choice')")
    return [primitives.icon(use.source, use.choice, "phase")]


register(
    # 02025 Unsworn Apprentice: "No attachments except Weapon" (framework); gains a chosen
    # challenge icon this phase
    Script(
        "02025",
        abilities=(
            Ability(
                "action",
                "gains a challenge icon of your choice until the end of the phase",
                _icon_of_choice,
                phase="challenges",
                limit=Limit(1, "phase"),
                choices=CHALLENGE_TYPES,
            ),
        ),
    ),
)
