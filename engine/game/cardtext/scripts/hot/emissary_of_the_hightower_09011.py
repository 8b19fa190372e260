"""Emissary of the Hightower (09011, HoT, tyrell character)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    Use,
    card_test,
    choose,
)
from engine.game.cardtext.vocab import triggers as on
from engine.game.logformat import primitives
from engine.game.logformat.log import SEATS
from engine.game.state.model import GameState

_EVENT_IN_YOUR_DISCARD = card_test(type="event", controller="you", zone="discard")


def _playable_from_discard(st: GameState, use: Use) -> list[Prim]:
    """ "Until the end of the phase, you may play that event as if it were in your hand"; the
    framework removes it from the game when played so (``cardtext.lasting.event_destination``)."""
    return [
        primitives.lasting("play_from", "phase", seat=SEATS[use.seat], name=cid)
        for cid in use.targets
    ]


register(
    # Emissary of the Hightower: ambush (framework); entering play, an event of the discard
    # pile may be played this phase, then is removed from the game
    Script(
        "09011",
        abilities=(
            Ability(
                "reaction",
                "after Emissary enters play, an event in your discard pile may be played this "
                "phase",
                _playable_from_discard,
                trigger=on.entered_play(),
                targets=(choose(_EVENT_IN_YOUR_DISCARD, "an event in your discard pile"),),
            ),
        ),
    ),
)
