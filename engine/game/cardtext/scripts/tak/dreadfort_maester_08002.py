"""Dreadfort Maester (08002, TAK, stark character)."""

from __future__ import annotations

from engine.game.cardtext.model import Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, costs, effects
from engine.game.state.effects import Happening
from engine.game.state.model import GameState


def _you_initiate_military_or_intrigue(st: GameState, use: Use, h: Happening) -> bool:
    return (
        h.kind == "challenge_initiated"
        and h.seat == use.seat
        and h.get("type") in ("military", "intrigue")
    )


register(
    # Dreadfort Maester: sacrifice it to raise your claim by 1 for the challenge
    Script(
        "08002",
        abilities=(
            Ability(
                "reaction",
                "after you initiate a military or intrigue challenge, sacrifice it to raise "
                "your claim by 1",
                effects.raise_claim(),
                trigger=_you_initiate_military_or_intrigue,
                costs=(costs.sacrifice_self(),),
            ),
        ),
    ),
)
