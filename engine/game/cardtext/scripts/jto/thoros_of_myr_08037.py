"""Thoros of Myr (08037, JtO, neutral character)."""

from __future__ import annotations

from engine.game.cardtext.model import Cost
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    card_test,
    choose,
    costs,
    effects,
)
from engine.game.logformat import primitives

_DISCARD_1_POWER_FROM_HIM = Cost(
    lambda st, use, paid: [primitives.discard_power(1, card=use.source)],
    "discard 1 power from him",
)


_THOROS_SAVES = card_test(type="character", controller="you", loyal=False, other=True)


register(
    # Thoros of Myr: when another non-loyal character you control would be killed, kneel him
    # and discard 1 power from him to save it (Renown: framework)
    Script(
        "08037",
        abilities=(
            Ability(
                "interrupt",
                "kneel him and discard 1 power from him: save a non-loyal character",
                effects.on_targets("save"),
                costs=(
                    costs.kneel_self(),
                    _DISCARD_1_POWER_FROM_HIM,
                ),
                targets=(choose(_THOROS_SAVES, "another non-loyal character you control"),),
                would=("killed",),
            ),
        ),
    ),
)
