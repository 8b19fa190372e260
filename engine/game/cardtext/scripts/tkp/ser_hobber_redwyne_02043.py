"""Ser Hobber Redwyne (02043, TKP, tyrell character)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, effects
from engine.game.cardtext.vocab import triggers as on
from engine.game.cardtext.vocab.cards import trait_search

register(
    Script(
        "02043",
        abilities=(
            Ability(
                "reaction",
                "after you marshal Ser Hobber Redwyne, search your deck for a Lady character",
                effects.found_to_hand_and_shuffle,
                trigger=on.entered_play(how="marshal"),
                targets=(trait_search(("character",), "Lady"),),
            ),
        ),
    )
)
