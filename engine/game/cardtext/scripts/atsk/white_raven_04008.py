"""White Raven (04008, AtSK, baratheon character)."""

from __future__ import annotations

from engine.game.cardtext.model import Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, effects, triggers
from engine.game.rules.traits import revealed_with_trait
from engine.game.state.model import GameState


def _summer_or_winter_revealed(st: GameState, use: Use) -> str | None:
    """ "if there is a Summer or Winter plot card revealed"."""
    if revealed_with_trait(st, "Summer") or revealed_with_trait(st, "Winter"):
        return None
    return "no Summer or Winter plot card is revealed"


register(
    # White Raven: forced, "After you lose a [power] challenge", sacrifice it; after you win
    # dominance with a Summer or Winter plot revealed, 1 power for your faction
    Script(
        "04008",
        abilities=(
            Ability(
                "forced",
                "after you lose a power challenge, sacrifice White Raven",
                effects.on_self("sacrifice"),
                trigger=triggers.lost_challenge("power"),
            ),
            Ability(
                "reaction",
                "after you win dominance with a Summer or Winter plot revealed, gain 1 power",
                effects.gain_power_faction(1),
                trigger=triggers.happened("dominance_won", yours=True),
                condition=_summer_or_winter_revealed,
            ),
        ),
    ),
)
