"""Plaza of Punishment (01173, Core, targaryen location)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.scripts.core._shared import _minus_str_killed_at_zero
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    card_test,
    choose,
    costs,
)
from engine.game.cardtext.vocab import triggers as on

register(
    # Plaza of Punishment: win [power], kneel to give a character without attachments -2 STR
    # (killed at STR 0) until the end of the phase
    Script(
        "01173",
        abilities=(
            Ability(
                "reaction",
                "after you win a power challenge, kneel to give a character -2 STR",
                _minus_str_killed_at_zero(2),
                trigger=on.won_challenge("power"),
                costs=(costs.kneel_self(),),
                targets=(
                    choose(
                        card_test(type="character", without_attachments=True),
                        "a character without attachments",
                    ),
                ),
            ),
        ),
    ),
)
