"""The Kraken's Grasp (01082, Core, greyjoy event)."""

from __future__ import annotations

from engine.game.cardtext.model import Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.scripts.core._shared import _first_player
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    card_test,
    choose,
    effects,
)
from engine.game.state.model import GameState


def _first_player_condition(st: GameState, use: Use) -> str | None:
    return None if _first_player(st, use.seat) else "play only if you are the first player"


register(
    # The Kraken's Grasp: a defender with STR 5 or lower does not contribute its STR
    Script(
        "01082",
        abilities=(
            Ability(
                "action",
                "a defending character with STR 5 or lower does not contribute its STR",
                effects.lasting("no_str", until="challenge", target="targets"),
                phase="challenges",
                targets=(
                    choose(
                        card_test(type="character", defending=True, max_str=5),
                        "a defending character with STR 5 or lower",
                    ),
                ),
                condition=_first_player_condition,
            ),
        ),
    ),
)
