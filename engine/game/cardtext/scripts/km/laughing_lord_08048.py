"""Laughing Lord (08048, Km, baratheon location)."""

from __future__ import annotations

from engine.game.cardtext.model import Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    card_test,
    choose,
    costs,
    effects,
)
from engine.game.state.effects import Happening
from engine.game.state.model import GameState


def _you_initiated(st: GameState, use: Use, h: Happening) -> bool:
    return h.kind == "challenge_initiated" and h.seat == use.seat


register(
    # Laughing Lord: after you initiate a challenge, kneel it: an attacking [baratheon]
    # character gains intimidate until the end of the challenge
    Script(
        "08048",
        abilities=(
            Ability(
                "reaction",
                "after you initiate a challenge, kneel it: a Baratheon attacker gains intimidate",
                effects.on_targets("keyword", keyword="intimidate", until="challenge"),
                trigger=_you_initiated,
                costs=(costs.kneel_self(),),
                targets=(
                    choose(
                        card_test(type="character", faction="baratheon", attacking=True),
                        "an attacking Baratheon character",
                    ),
                ),
            ),
        ),
    ),
)
