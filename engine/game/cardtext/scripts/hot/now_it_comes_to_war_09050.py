"""Now It Comes To War (09050, HoT, neutral plot)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Use, answering
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script
from engine.game.logformat import primitives
from engine.game.state.effects import Happening
from engine.game.state.model import GameState

# "the attacking player may choose": apply military claim, or keep the challenge's own
_CHOICES = ("military", "keep")


@answering("claim_due")
def _intrigue_or_power_claim_due(st: GameState, use: Use, h: Happening) -> bool:
    """ "When claim is applied for an [intrigue] or [power] challenge" (any player's: the
    ``claim_due`` moment of [F-4.2.4]; power claim has moved by then and moves back)."""
    return h.kind == "claim_due" and h.get("type") in ("intrigue", "power")


def _military_claim_if_chosen(st: GameState, use: Use) -> list[Prim]:
    return [primitives.claim_as_military()] if use.choice == "military" else []


register(
    # Now It Comes To War: forced, the attacking player "may choose to apply [military]
    # claim instead" of [intrigue] or [power] claim
    Script(
        "09050",
        abilities=(
            Ability(
                "forced",
                "when claim is applied for an intrigue or power challenge, the attacking "
                "player may apply military claim instead",
                _military_claim_if_chosen,
                trigger=_intrigue_or_power_claim_due,
                choices=_CHOICES,
            ),
        ),
    ),
)
