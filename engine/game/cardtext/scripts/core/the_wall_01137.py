"""The Wall (01137, Core, thenightswatch location)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.scripts.core._shared import NIGHTS_WATCH
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    card_test,
    constants,
    costs,
    effects,
)
from engine.game.cardtext.vocab import triggers as on

register(
    # The Wall: Night's Watch +1 STR; kneels after an unopposed loss; kneel: 2 power
    Script(
        "01137",
        constants=(
            constants.on_each(
                "str", card_test(type="character", controller="you", faction=NIGHTS_WATCH)
            ),
        ),
        abilities=(
            Ability(
                "forced",
                "after you lose an unopposed challenge, kneel The Wall",
                effects.kneel_self_if_standing,
                trigger=on.lost_challenge(unopposed=True),
            ),
            Ability(
                "interrupt",
                "when the challenges phase ends: kneel The Wall to gain 2 power",
                effects.gain_power_faction(2),
                trigger=on.happened("phase_ended", phase="challenges"),
                costs=(costs.kneel_self(),),
            ),
        ),
    ),
)
