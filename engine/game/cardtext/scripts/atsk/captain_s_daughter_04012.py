"""Captain's Daughter (04012, AtSK, greyjoy character)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, card_test, costs, triggers
from engine.game.logformat import primitives
from engine.game.state.model import GameState

_NON_LOYAL = card_test(type="character", loyal=False)


def _that_character_to_the_top_of_its_deck(st: GameState, use: Use) -> list[Prim]:
    assert use.answers is not None and use.answers.card is not None
    return [primitives.to_top_of_deck(use.answers.card)]


register(
    # Captain's Daughter: "After a non-loyal character enters play", kneel your faction card
    # and sacrifice her to put it on top of its owner's deck
    Script(
        "04012",
        abilities=(
            Ability(
                "reaction",
                "after a non-loyal character enters play, kneel your faction card and "
                "sacrifice Captain's Daughter: that character goes on top of its owner's deck",
                _that_character_to_the_top_of_its_deck,
                trigger=triggers.card_happened("entered_play", _NON_LOYAL),
                costs=(costs.kneel_faction(), costs.sacrifice_self()),
            ),
        ),
    ),
)
