"""The Queen of Thorns (09004, HoT, tyrell character)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, card_test, costs, effects
from engine.game.cardtext.vocab import triggers as on
from engine.game.cardtext.vocab.cards import card_search

_EVENT_IN_HAND = card_test(type="event", controller="you", zone="hand")


register(
    # The Queen of Thorns: insight (framework); after she is knelt, discard an event from
    # your hand to search your deck for an event
    Script(
        "09004",
        abilities=(
            Ability(
                "reaction",
                "after The Queen of Thorns is knelt, discard an event from your hand to search "
                "your deck for an event",
                effects.found_to_hand_and_shuffle,
                trigger=on.self_happened("knelt"),
                costs=(costs.choose_and("discard", _EVENT_IN_HAND, "an event in your hand"),),
                targets=(card_search(("event",), depth=10_000),),
            ),
        ),
    ),
)
