"""Riverrun (04003, AtSK, stark location)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Use, answering
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    card_test,
    costs,
)
from engine.game.logformat import primitives
from engine.game.state.effects import Happening
from engine.game.state.model import GameState

_TULLY = card_test(type="character", traits=("House Tully",))


@answering("gained_power", "power_moved")
def _power_to_a_tully(st: GameState, use: Use, h: Happening) -> bool:
    """ "After power is gained by or moved to a House Tully character"."""
    return (
        h.kind in ("gained_power", "power_moved")
        and h.card is not None
        and _TULLY(st, use.seat, use.source, h.card)
    )


def _that_character_gains_1(st: GameState, use: Use) -> list[Prim]:
    assert use.answers is not None and use.answers.card is not None
    return [primitives.gain_power(1, card=use.answers.card)]


register(
    # Riverrun: "After power is gained by or moved to a House Tully character", kneel it to
    # have that character gain 1 power
    Script(
        "04003",
        abilities=(
            Ability(
                "reaction",
                "after power is gained by or moved to a House Tully character, kneel "
                "Riverrun: that character gains 1 power",
                _that_character_gains_1,
                trigger=_power_to_a_tully,
                costs=(costs.kneel_self(),),
            ),
        ),
    ),
)
