"""There Is My Claim (04024, CtA, tyrell event)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Limit, Script, card_test, effects
from engine.game.cardtext.vocab.conditions import during_challenge
from engine.game.cardtext.vocab.costs import reveal_from_hand

_TYRELL_IN_HAND = card_test(type="character", faction="tyrell", controller="you", zone="hand")


register(
    # There Is My Claim: challenges action during a challenge, "Reveal 4 [tyrell] characters
    # from your hand" to raise your claim by 1 until the end of the challenge (max 1 per
    # challenge)
    Script(
        "04024",
        abilities=(
            Ability(
                "action",
                "reveal 4 tyrell characters from your hand: claim +1 until the end of the "
                "challenge",
                effects.raise_claim(1),
                phase="challenges",
                condition=during_challenge,
                costs=(reveal_from_hand(_TYRELL_IN_HAND, 4, "4 [tyrell] characters in your hand"),),
                limit=Limit(1, "challenge", by_title=True),
            ),
        ),
    ),
)
