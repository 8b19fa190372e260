"""The Blue Bard (09010, HoT, tyrell character)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, effects, triggers
from engine.game.cardtext.vocab.cards import search_top_for_any

register(
    # The Blue Bard: when he leaves play, search the top 10 cards of your deck for any number
    # of Song events, add them to your hand, shuffle (logged right after the leave-play, from
    # wherever he went)
    Script(
        "09010",
        abilities=(
            Ability(
                "interrupt",
                "when the Blue Bard leaves play, search the top 10 cards of your deck for Song "
                "events, add them to your hand, shuffle",
                effects.found_to_hand_and_shuffle,
                trigger=triggers.self_happened("left_play"),
                targets=(search_top_for_any(("event",), "Song", 10),),
                from_zones=("dead", "discard", "hand", "deck", "removed"),
            ),
        ),
    ),
)
