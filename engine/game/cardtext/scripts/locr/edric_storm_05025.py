"""Edric Storm (05025, LoCR, baratheon character)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, card_test, choose, effects
from engine.game.cardtext.vocab import triggers as on

register(
    # Edric Storm: a character does not contribute its STR to dominance this phase
    Script(
        "05025",
        abilities=(
            Ability(
                "reaction",
                "after the dominance phase begins, a character does not count for dominance",
                effects.lasting("no_dominance", until="phase", target="targets"),
                trigger=on.happened("phase_began", phase="dominance"),
                targets=(choose(card_test(type="character"), "a character"),),
            ),
        ),
    ),
)
