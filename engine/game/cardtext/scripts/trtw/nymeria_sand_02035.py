"""Nymeria Sand (02035, TRtW, martell character)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim
from engine.game.cardtext.registry import register
from engine.game.cardtext.scripts.tbwb._shared import _TYPES, _lose_chosen_icon
from engine.game.cardtext.vocab import (
    Ability,
    Limit,
    Script,
    Use,
    card_test,
    choose,
    in_play_matching,
)
from engine.game.logformat import primitives
from engine.game.state.model import GameState


def _icon_to_sand_snakes(st: GameState, use: Use) -> list[Prim]:
    """The target loses the chosen icon; each Sand Snake you control gains it (the phase)."""
    snakes = in_play_matching(
        st, card_test(type="character", controller="you", traits=("Sand Snake",)), use.seat,
        use.source,
    )  # fmt: skip
    gains: list[Prim] = [primitives.icon(cid, use.chosen, "phase")
                         for cid in snakes]  # fmt: skip
    return _lose_chosen_icon(st, use) + gains


register(
    # Nymeria Sand: an opponent's character loses an icon; your Sand Snakes gain it
    Script(
        "02035",
        abilities=(
            Ability(
                "action",
                "an opponent's character loses an icon; each Sand Snake you control gains it",
                _icon_to_sand_snakes,
                phase="challenges",
                targets=(
                    choose(
                        card_test(type="character", controller="opponent"),
                        "an opponent's character",
                    ),
                ),
                choices=_TYPES,
                limit=Limit(1, "phase"),
            ),
        ),
    ),
)
