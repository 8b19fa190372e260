"""The Hand's Tourney (14051, FotS, neutral plot)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script
from engine.game.cardtext.vocab import triggers as on
from engine.game.logformat import primitives
from engine.game.state.model import GameState


def _military_claim_as_power(st: GameState, use: Use) -> list[Prim]:
    return [primitives.claim_as_power()]


register(
    # The Hand's Tourney: "apply [power] claim instead" of any [military] claim (forced)
    Script(
        "14051",
        abilities=(
            Ability(
                "forced",
                "when claim is applied for a military challenge, apply power claim instead",
                _military_claim_as_power,
                trigger=on.happened("claim_due", type="military"),
            ),
        ),
    ),
)
