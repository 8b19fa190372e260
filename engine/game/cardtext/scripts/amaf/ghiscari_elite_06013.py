"""Ghiscari Elite (06013, AMAF, targaryen character)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, card_test, choose, effects
from engine.game.cardtext.vocab import triggers as on

_YOUR_DISCARDED_ATTACHMENT_OR_EVENT = card_test(
    type=("attachment", "event"), controller="you", zone="discard"
)


register(
    # 06013 Ghiscari Elite: after it is knelt, an attachment or event of your discard pile
    # goes to the bottom of your deck
    Script(
        "06013",
        abilities=(
            Ability(
                "reaction",
                "after Ghiscari Elite is knelt, place an attachment or event from your "
                "discard pile on the bottom of your deck",
                effects.on_targets("move", to="deck", bottom=True),
                trigger=on.self_happened("knelt"),
                targets=(
                    choose(
                        _YOUR_DISCARDED_ATTACHMENT_OR_EVENT,
                        "an attachment or event in your discard pile",
                    ),
                ),
            ),
        ),
    ),
)
