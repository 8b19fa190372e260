"""Elia Sand (04075, TIMC, martell character)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Limit, Script, card_test, choose, effects, triggers

register(
    # Elia Sand: "After you lose a challenge", a character gains stealth until the end of the
    # phase (limit twice per phase)
    Script(
        "04075",
        abilities=(
            Ability(
                "reaction",
                "after you lose a challenge, a character gains stealth until the end of the phase",
                effects.on_targets("keyword", keyword="stealth", until="phase"),
                trigger=triggers.lost_challenge(),
                targets=(choose(card_test(type="character"), "a character"),),
                limit=Limit(2, "phase"),
            ),
        ),
    ),
)
