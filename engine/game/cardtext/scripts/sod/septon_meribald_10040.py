"""Septon Meribald (10040, SoD, neutral character)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Limit,
    Script,
    card_test,
    choose,
    costs,
    effects,
)

_KNEELING_STR_1 = card_test(type="character", kneeling=True, max_printed_str=1)


register(
    # 10040 Septon Meribald: kneel him to stand up to 3 characters "with printed STR 1 or
    # lower" (kneeling ones: standing a standing one changes nothing, [R-ABIL-7]), once per
    # round
    Script(
        "10040",
        abilities=(
            Ability(
                "action",
                "kneel Septon Meribald to stand up to 3 characters with printed STR 1 or lower",
                effects.on_targets("stand"),
                costs=(costs.kneel_self(),),
                targets=(
                    choose(
                        _KNEELING_STR_1, "a kneeling character with printed STR 1 or lower", high=3
                    ),
                ),
                limit=Limit(1, "round"),
            ),
        ),
    ),
)
