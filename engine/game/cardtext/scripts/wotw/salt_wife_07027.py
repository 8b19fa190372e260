"""Salt Wife (07027, WotW, greyjoy character)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    card_test,
    choose,
    costs,
    effects,
)

register(
    # Salt Wife: sacrifice her; a character cannot be declared as a defender this phase
    Script(
        "07027",
        abilities=(
            Ability(
                "action",
                "sacrifice her: a character cannot be declared as a defender this phase",
                effects.lasting("cannot", until="phase", target="targets", name="defend"),
                phase="challenges",
                costs=(costs.sacrifice_self(),),
                targets=(choose(card_test(type="character"), "a character"),),
            ),
        ),
    ),
)
