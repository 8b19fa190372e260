"""Xaro Xhoan Daxos (04093, GoH, targaryen character)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Limit,
    Script,
    card_test,
    effects,
    triggers,
)

register(
    # Xaro Xhoan Daxos: after you marshal a unique attachment, gain 2 gold (limit once per
    # phase)
    Script(
        "04093",
        abilities=(
            Ability(
                "reaction",
                "after you marshal a unique attachment, gain 2 gold",
                effects.gain_gold(2),
                trigger=triggers.you_marshaled(card_test(type="attachment", unique=True)),
                limit=Limit(1, "phase"),
            ),
        ),
    ),
)
