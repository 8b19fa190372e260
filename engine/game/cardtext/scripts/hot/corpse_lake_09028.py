"""Corpse Lake (09028, HoT, greyjoy location)."""

from __future__ import annotations

from engine.game.cardtext.model import Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Limit, Script, effects
from engine.game.state.effects import Happening
from engine.game.state.model import GameState


def _opponents_character_milled(st: GameState, use: Use, h: Happening) -> bool:
    """ "After a character is discarded from an opponent's deck"."""
    return (
        h.kind == "discarded_from_deck"
        and h.seat != use.seat
        and h.card is not None
        and st.cards[h.card].card.type == "character"
    )


register(
    # Corpse Lake: a character discarded from an opponent's deck: it gains 1 power (limit 3
    # times per round)
    Script(
        "09028",
        abilities=(
            Ability(
                "reaction",
                "after a character is discarded from an opponent's deck, Corpse Lake gains 1 power",
                effects.gain_power_self(1),
                trigger=_opponents_character_milled,
                limit=Limit(3, "round"),
            ),
        ),
    ),
)
