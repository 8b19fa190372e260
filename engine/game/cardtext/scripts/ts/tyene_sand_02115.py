"""Tyene Sand (02115, TS, martell character)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, effects, triggers
from engine.game.cardtext.vocab.cards import card_test, choose

register(
    # Tyene Sand: after you win an [intrigue] challenge she attacks in, poison a character
    # "without an [intrigue] icon" (killed at the end of the phase if still poisoned)
    Script(
        "02115",
        abilities=(
            Ability(
                "reaction",
                "after you win an intrigue challenge she attacks in, poison a character",
                effects.poison_targets,
                trigger=triggers.won_challenge("intrigue", self_attacking=True),
                targets=(
                    choose(
                        card_test(type="character", without_icon="intrigue"),
                        "a character without an intrigue icon",
                    ),
                ),
            ),
        ),
    ),
)
