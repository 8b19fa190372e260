"""Yoren (01129, Core, thenightswatch character)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    card_test,
    choose,
    effects,
)
from engine.game.cardtext.vocab import triggers as on
from engine.game.state.model import GameState


def _put_under_your_control(st: GameState, use: Use) -> list[Prim]:
    return [effects.entering(st, cid, use.seat) for cid in use.targets]


register(
    # Yoren: after you marshal him, a character (printed cost 3 or lower) from an opponent's
    # discard pile enters play under your control
    Script(
        "01129",
        abilities=(
            Ability(
                "reaction",
                "after you marshal Yoren: put a character from an opponent's discard pile",
                _put_under_your_control,
                trigger=on.entered_play(how="marshal"),
                targets=(
                    choose(
                        card_test(
                            type="character",
                            controller="opponent",
                            zone="discard",
                            max_printed_cost=3,
                        ),
                        "a character with printed cost 3 or lower in an opponent's discard pile",
                    ),
                ),
            ),
        ),
    ),
)
