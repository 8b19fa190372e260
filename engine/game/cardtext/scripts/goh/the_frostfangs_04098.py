"""The Frostfangs (04098, GoH, neutral location)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    Use,
    effects,
    triggers,
)
from engine.game.cardtext.vocab.players import OPPONENT_CHOICES
from engine.game.logformat import primitives
from engine.game.logformat.log import SEATS
from engine.game.state.model import GameState


def _to_an_opponent(st: GameState, use: Use) -> list[Prim]:
    """ "give control of it to an opponent" (the opponent chosen in ``choice``)."""
    seat = effects.chosen_opponent(st, use)
    return [primitives.take_control(use.source, SEATS[seat])]


register(
    # The Frostfangs: after it enters play, give control of it to an opponent (-1 Reserve:
    # framework, for its controller)
    Script(
        "04098",
        abilities=(
            Ability(
                "reaction",
                "after The Frostfangs enters play, give control of it to an opponent",
                _to_an_opponent,
                trigger=triggers.entered_play(),
                choices=OPPONENT_CHOICES,
            ),
        ),
    ),
)
