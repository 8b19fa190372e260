"""KotI, targaryen: card scripts, one place per card (docs/card-scripts.md).

Each script quotes at most a phrase of its card."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, card_test, choose, costs, effects
from engine.game.cardtext.vocab.conditions import during_challenge

# "a non-event card with printed cost 3 or lower in your discard pile"
_CHEAP_NON_EVENT = card_test(
    type=("character", "location", "attachment"),
    controller="you",
    zone="discard",
    max_printed_cost=3,
)
_HAND_CARD = card_test(controller="you", zone="hand")

register(
    # "Dance of the Dragons": a non-event card of printed cost 3 or lower from your discard
    # pile back to your hand
    Script(
        "12036",
        abilities=(
            Ability(
                "action",
                "return a non-event card with printed cost 3 or lower from your discard "
                "pile to your hand",
                effects.on_targets("return_to_hand"),
                targets=(
                    choose(
                        _CHEAP_NON_EVENT,
                        "a non-event card with printed cost 3 or lower in your discard pile",
                    ),
                ),
            ),
        ),
    ),
    # Cohollo: intimidate (framework); kneel him and discard 1 card from your hand to have
    # him participate in the challenge on your side
    Script(
        "12035",
        abilities=(
            Ability(
                "action",
                "kneel Cohollo and discard 1 card from your hand to have him participate "
                "in a challenge on your side",
                effects.paid_participate("kneel"),
                condition=during_challenge,
                costs=(
                    costs.kneel_self(),
                    costs.choose_and("discard", _HAND_CARD, "a card in your hand"),
                ),
            ),
        ),
    ),
)
