"""Risen from the Sea (01081, Core, greyjoy event)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    card_test,
    choose,
    conditions,
    constants,
    effects,
)

register(
    # Risen from the Sea: "When a [greyjoy] character would be killed, save it", then attach
    Script(
        "01081",
        constants=(constants.on_self("keyword", "terminal"),),
        abilities=(
            Ability(
                "interrupt",
                "when a Greyjoy character would be killed, save it and attach this to it",
                # its new text, "Terminal. Attached character gets +1 STR.": the constant
                # above and the printed STR line the framework reads
                effects.save_and_attach_self,
                targets=(
                    choose(card_test(type="character", faction="greyjoy"), "a Greyjoy character"),
                ),
                condition=conditions.played_from_hand,
                would=("killed",),
            ),
        ),
    ),
)
