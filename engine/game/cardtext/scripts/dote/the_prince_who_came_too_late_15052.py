"""The Prince Who Came Too Late (15052, DotE, neutral plot)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Limit,
    Script,
    effects,
)
from engine.game.cardtext.vocab.cards import card_search

_WHOLE_DECK = 10_000  # "search your deck": every card of it


register(
    # The Prince Who Came Too Late: a character from your deck into play (once per round)
    Script(
        "15052",
        abilities=(
            Ability(
                "action",
                "search your deck for a character and put it into play",
                effects.found_into_play_and_shuffle,
                phase="standing",
                targets=(card_search(("character",), _WHOLE_DECK),),
                limit=Limit(1, "round"),
            ),
        ),
    ),
)
