"""Tormund Giantsbane (15040, DotE, neutral character)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    Use,
    card_test,
    choose,
    costs,
    effects,
)
from engine.game.cardtext.vocab import triggers as on
from engine.game.logformat import primitives
from engine.game.state.model import GameState


def _wildling_boost(st: GameState, use: Use) -> list[Prim]:
    """+2 STR and renown until the end of the phase."""
    return [
        p
        for cid in use.targets
        for p in (
            primitives.strength(cid, 2, "phase"),
            primitives.keyword(cid, "renown", "phase"),
        )
    ]


register(
    # Tormund Giantsbane: intimidate; after a win he took part in, a tale token on him;
    # discard one: a Wildling gets +2 STR and renown until the end of the phase
    Script(
        "15040",
        abilities=(
            Ability(
                "reaction",
                "after a win Tormund participates in, place a tale token on him",
                effects.on_self("token", token="tale", amount=1),
                trigger=on.won_challenge(self_participating=True),
            ),
            Ability(
                "action",
                "discard a tale token: a Wildling gets +2 STR and renown this phase",
                _wildling_boost,
                costs=(costs.discard_token_self("tale"),),
                targets=(
                    choose(
                        card_test(type="character", traits=("Wildling",)), "a Wildling character"
                    ),
                ),
            ),
        ),
    ),
)
