"""Arya Stark (03007, WotN, stark character)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.scripts.wotn._shared import _STARK_CHARACTER
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    card_test,
    choose,
    costs,
    effects,
)
from engine.game.cardtext.vocab.happenings import card_left

register(
    # Arya Stark: after a [stark] character you control is killed, sacrifice her to kill
    Script(
        "03007",
        abilities=(
            Ability(
                "reaction",
                "after a Stark character you control is killed, sacrifice Arya Stark to kill "
                "a character with STR 3 or lower",
                effects.on_targets("kill"),
                trigger=card_left(("killed",), _STARK_CHARACTER),
                costs=(costs.sacrifice_self(),),
                targets=(
                    choose(
                        card_test(type="character", max_str=3), "a character with STR 3 or lower"
                    ),
                ),
            ),
        ),
    ),
)
