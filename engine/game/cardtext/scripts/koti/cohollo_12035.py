"""Cohollo (12035, KotI, targaryen character)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, card_test, costs, effects
from engine.game.cardtext.vocab.conditions import during_challenge

_HAND_CARD = card_test(controller="you", zone="hand")


register(
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
