"""CtA, tyrell: card scripts, one place per card (docs/card-scripts.md).

Each script quotes at most a phrase of its card."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Limit, Script, card_test, constants, effects
from engine.game.cardtext.vocab.conditions import during_challenge
from engine.game.cardtext.vocab.costs import reveal_from_hand
from engine.game.rules.traits import revealed_with_trait
from engine.game.state.model import CardInst, GameState


def _more_summer_than_winter(st: GameState, inst: CardInst) -> bool:
    """ "While there are more Summer plot cards than Winter plot cards revealed" (every
    player's revealed plot, its Traits now)."""
    return revealed_with_trait(st, "Summer") > revealed_with_trait(st, "Winter")


_TYRELL_IN_HAND = card_test(type="character", faction="tyrell", controller="you", zone="hand")

register(
    # Knight of Summer: "+2 STR and gains renown" while more Summer than Winter plots are
    # revealed
    Script(
        "04023",
        constants=(
            constants.on_self("str", value=2, when=_more_summer_than_winter),
            constants.on_self("keyword", "renown", when=_more_summer_than_winter),
        ),
    ),
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
