"""Anguy the Archer (14041, FotS, neutral character)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.scripts.fots._shared import _LOYAL_CHARACTERS
from engine.game.cardtext.vocab import (
    Script,
    constants,
)

_NO_LOYAL = constants.controls_none(_LOYAL_CHARACTERS)


register(
    # Anguy the Archer: "While you control no loyal characters", he does not kneel when
    # declared as an attacker or defender in a [military] challenge
    Script(
        "14041",
        constants=(
            constants.on_self("no_kneel", "attacker:military", when=_NO_LOYAL),
            constants.on_self("no_kneel", "defender:military", when=_NO_LOYAL),
        ),
    ),
)
