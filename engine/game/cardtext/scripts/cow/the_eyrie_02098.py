"""The Eyrie (02098, CoW, neutral location)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    card_test,
    choose,
    costs,
    effects,
    triggers,
)

register(
    # The Eyrie: "After a phase begins", kneel it: a character cannot be killed this phase
    Script(
        "02098",
        abilities=(
            Ability(
                "reaction",
                "after a phase begins, kneel The Eyrie: a character cannot be killed this phase",
                effects.lasting("cannot", until="phase", target="targets", name="be_killed"),
                trigger=triggers.happened("phase_began"),
                costs=(costs.kneel_self(),),
                targets=(choose(card_test(type="character"), "a character"),),
            ),
        ),
    ),
)
